extension CollectionView {
  /// Registers the class instantiated for a cell reuse identifier.
  public func register(
    _ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    cellClasses[identifier] = cellClass
  }

  /// Registers the class instantiated for a supplementary kind and reuse identifier.
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[kind + "|" + identifier] = viewClass
  }

  /// A cell from the queue for `identifier`, after `prepareForReuse()`, or a new one when the
  /// queue is empty. The identifier must have been registered.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = cellQueues[identifier]?.popLast() {
      reuseStatistics.cellsReused += 1
      reuseStatistics.cellsInPool -= 1
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = cellClasses[identifier] else {
      preconditionFailure(
        "could not dequeue a cell with identifier \(identifier): register a class for it first")
    }
    reuseStatistics.cellsCreated += 1
    let cell = cellClass.init()
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view from its queue, after `prepareForReuse()`, or a new one.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let queueKey = kind + "|" + identifier
    if let view = supplementaryQueues[queueKey]?.popLast() {
      reuseStatistics.otherViewsReused += 1
      view.prepareForReuse()
      return view
    }
    guard let viewClass = supplementaryClasses[queueKey] else {
      preconditionFailure(
        "could not dequeue a view of kind \(kind) with identifier \(identifier): register a class for it first"
      )
    }
    reuseStatistics.otherViewsCreated += 1
    let view = viewClass.init()
    view.reuseIdentifier = identifier
    return view
  }

  /// Builds the view for an element: the data source's cell or supplementary view, or the
  /// layout's decoration view.
  func makeView(for attributes: LayoutAttributes) -> CollectionReusableView {
    let view: CollectionReusableView
    switch attributes.representedElementCategory {
    case .cell:
      guard let ds = dataSource else { return CollectionViewCell() }
      let cell = ds.collectionView(self, cellForItemAt: attributes.indexPath)
      delegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
      view = cell
    case .supplementaryView:
      view =
        dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "",
          at: attributes.indexPath) ?? CollectionReusableView()
    case .decorationView:
      let kind = attributes.representedElementKind ?? ""
      if let reused = decorationQueues[kind]?.popLast() {
        reuseStatistics.otherViewsReused += 1
        reused.prepareForReuse()
        view = reused
      } else {
        reuseStatistics.otherViewsCreated += 1
        let viewClass =
          collectionViewLayout.decorationViewClasses[kind] ?? CollectionReusableView.self
        view = viewClass.init()
        view.reuseIdentifier = kind
      }
    }
    view.apply(attributes)
    return view
  }

  /// Puts a view that left the screen back into its reuse queue.
  func enqueue(_ element: OnScreenElement) {
    let view = element.view
    guard let identifier = view.reuseIdentifier else { return }
    switch element.key.category {
    case .cell:
      guard let cell = view as? CollectionViewCell else { return }
      cellQueues[identifier, default: []].append(cell)
      reuseStatistics.cellsInPool += 1
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.key.indexPath)
    case .supplementaryView:
      supplementaryQueues[element.key.kind + "|" + identifier, default: []].append(view)
    case .decorationView:
      decorationQueues[element.key.kind, default: []].append(view)
    }
  }
}
