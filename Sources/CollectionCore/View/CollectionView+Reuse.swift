extension CollectionView {
  /// Registers the class instantiated for a cell reuse identifier.
  public func register(
    _ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    reusePool.register(cellClass, for: .cell(identifier))
  }

  /// Registers the class instantiated for a supplementary kind and reuse identifier.
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    reusePool.register(
      viewClass,
      for: ReusePool.Key(category: .supplementaryView, kind: kind, identifier: identifier))
  }

  /// A cell from the queue for `identifier`, after `prepareForReuse()`, or a new one when the
  /// queue is empty. The identifier must have been registered.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier { return cell }
    let key = ReusePool.Key.cell(identifier)
    let dequeued = reusePool.dequeue(key) as? CollectionViewCell
    guard let cell = dequeued ?? reusePool.make(key) as? CollectionViewCell else {
      preconditionFailure(
        "could not dequeue a cell with identifier \(identifier): register a class for it first")
    }
    if let list = cell as? ListCell {
      // A list cell knows its list's appearance as it is handed out, so the
      // `defaultContentConfiguration()` the app asks for in its cell provider is the list's.
      list.listAppearance = (collectionViewLayout as? CompositionalLayout)?
        .listAppearance(ofSection: indexPath.section)
    }
    return cell
  }

  /// A supplementary view from its queue, after `prepareForReuse()`, or a new one.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = ReusePool.Key(category: .supplementaryView, kind: kind, identifier: identifier)
    if let view = reusePool.dequeue(key) { return view }
    guard let view = reusePool.make(key) else {
      preconditionFailure(
        "could not dequeue a view of kind \(kind) with identifier \(identifier): register a class for it first"
      )
    }
    return view
  }

  /// The reuse pool's counters, summed by category.
  public var reuseStatistics: ReuseStatistics {
    let cells = reusePool.totals(for: .cell)
    let supplementary = reusePool.totals(for: .supplementaryView)
    let decoration = reusePool.totals(for: .decorationView)
    var s = ReuseStatistics()
    s.cellsCreated = cells.created
    s.cellsReused = cells.dequeued
    s.cellsInPool = cells.queued
    s.cellsDiscarded = cells.discarded
    s.otherViewsCreated = supplementary.created + decoration.created
    s.otherViewsReused = supplementary.dequeued + decoration.dequeued
    return s
  }

  /// Builds the view for an element: the data source's cell or supplementary view, or the
  /// layout's decoration view. A view has its traits and attributes before the delegate hears
  /// it will be displayed; a cell's configuration is brought up to date first, and a layout that
  /// estimates sizes is offered its measurement.
  func makeView(for attributes: LayoutAttributes) -> CollectionReusableView {
    let view: CollectionReusableView
    let kind = attributes.representedElementKind ?? ""
    switch attributes.representedElementCategory {
    case .cell:
      guard let ds = dataSource else { return CollectionViewCell() }
      // During an interactive movement the data source still has the old order.
      let cell = RegistrationIdentifier.insideProvider {
        ds.collectionView(self, cellForItemAt: dataSourceIndexPath(forShown: attributes.indexPath))
      }
      applyItemState(to: cell, at: attributes.indexPath)
      view = cell
    case .supplementaryView:
      let supplied = RegistrationIdentifier.insideProvider {
        dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
      }
      view = supplied ?? CollectionReusableView()
    case .decorationView:
      let key = ReusePool.Key(category: .decorationView, kind: kind, identifier: kind)
      view =
        reusePool.dequeue(key)
        ?? reusePool.make(
          key,
          fallback: collectionViewLayout.decorationViewClasses[kind] ?? CollectionReusableView.self)!
    }
    view.traitCollection = traitCollection
    view.apply(attributes)
    if let cell = view as? CollectionViewCell, attributes.representedElementCategory == .cell {
      cell.configurationQueue = upkeep.configurationQueue
      cell.updateConfigurationIfNeeded()
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
      offerPreferredAttributes(of: cell, for: attributes)
    } else if attributes.representedElementCategory == .supplementaryView {
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
      offerPreferredAttributes(of: view, for: attributes)
    }
    return view
  }

  /// Puts a view that left the screen back into its reuse queue (or lets it go when the queue is
  /// full: a queue keeps about as many views as are on screen).
  func enqueue(_ element: OnScreenElement) {
    let view = element.view
    if !viewTracks.isEmpty { viewTracks[ObjectIdentifier(view)] = nil }
    if let cell = view as? CollectionViewCell, element.key.category == .cell {
      cell.configurationQueue = nil
      collectionDelegate?.collectionView(
        self, didEndDisplaying: cell, forItemAt: element.key.indexPath)
    } else if element.key.category == .supplementaryView {
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.key.kind,
        at: element.key.indexPath)
    }
    guard let identifier = view.reuseIdentifier else { return }
    let key = ReusePool.Key(
      category: element.key.category, kind: element.key.category == .cell ? "" : element.key.kind,
      identifier: identifier)
    reusePool.enqueue(view, as: key, limit: visible.count + disappearing.count)
  }
}
