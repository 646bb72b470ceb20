import TUICollectionView

/// A terminal file browser on the public product alone: a directory's folders and files in two
/// sections with headers, name and size in each cell, flow or waterfall (Tab), the arrows move
/// the cursor, Enter opens a folder, Backspace goes up, `/` filters as you type (Esc clears),
/// `q` quits. Every change of the listing is a diffable snapshot, so it animates.
public final class FileBrowserApp: CollectionViewApplication {
  /// The directory and the filter.
  public private(set) var model: DirectoryModel
  /// The entry under the cursor.
  public private(set) var cursor: String?
  /// Whether keys go to the filter.
  public private(set) var isFiltering = false
  /// Whether the waterfall (rather than the flow) lays the cells out.
  public private(set) var usesWaterfall = false
  /// The last error (a folder that could not be read), shown in the status bar.
  public private(set) var message: String?

  let flow = FlowLayout()
  let waterfall = WaterfallLayout()
  var dataSource: DiffableDataSource<BrowserSection, String>!

  /// Opens the browser on `path` for a terminal of `context`'s size.
  public init(path: String, context: TerminalContext) throws {
    model = try DirectoryModel(path: path)
    flow.itemSize = Size(width: 22, height: 6)
    flow.minimumInteritemSpacing = 2
    flow.minimumLineSpacing = 2
    flow.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)
    flow.headerReferenceSize = Size(width: 0, height: 2)
    waterfall.columnCount = max(1, context.columns / 24)
    waterfall.headerHeight = 2
    super.init(layout: flow, context: context)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Entry")
    collectionView.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
      withReuseIdentifier: "Header")
    collectionView.delegate = self
    dataSource = DiffableDataSource(collectionView: collectionView) {
      [unowned self] collectionView, indexPath, name in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Entry", for: indexPath)
      configure(cell, name: name)
      return cell
    }
    dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
      let section = BrowserSection.allCases[indexPath.section]
      header.text = "\(section.title) · \(model.visibleEntries(in: section).count)"
      header.textAlignment = .leading
      header.textColor = .lightGray
      header.isBold = true
      return header
    }
    dataSource.apply(model.snapshot, animatingDifferences: false)
    cursor = firstName
  }

  /// The title bar: the directory, and the filter while there is one.
  public override var title: String? {
    model.filter.isEmpty && !isFiltering ? model.path : "\(model.path)  /\(model.filter)"
  }

  /// The status bar: the counts, the layout, the keys, or the last error.
  public override var statusSegments: [StatusBar.Segment] {
    let folders = model.visibleEntries(in: .folders).count
    let files = model.visibleEntries(in: .files).count
    return [
      StatusBar.Segment("\(folders) folders, \(files) files", priority: 3),
      StatusBar.Segment(usesWaterfall ? "waterfall" : "flow", priority: 1),
      StatusBar.Segment(
        message
          ?? (isFiltering
            ? "type to filter · Enter keeps · Esc clears"
            : "Enter open · ⌫ up · / filter · Tab layout"),
        priority: 2),
    ]
  }

  /// Keys: the filter takes what is typed while it is open; otherwise the browser's keys, then
  /// the built-in ones (scrolling, `q`).
  @discardableResult
  public override func handle(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return super.handle(event) }
    if isFiltering {
      switch key {
      case .escape:
        isFiltering = false
        setFilter("")
      case .enter: isFiltering = false
      case .backspace: setFilter(String(model.filter.dropLast()))
      case .character(let c): setFilter(model.filter + String(c))
      default: break
      }
      return !wantsQuit
    }
    message = nil
    switch key {
    case .up, .down, .left, .right: moveCursor(key)
    case .enter: openCursor()
    case .backspace: goUp()
    case .character("/"): isFiltering = true
    case .escape where !model.filter.isEmpty: setFilter("")
    case .tab: toggleLayout()
    default: return super.handle(event)
    }
    return !wantsQuit
  }

  /// A click on an entry puts the cursor on it and opens it.
  public override func didActivateItem(at indexPath: IndexPath) {
    guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
    setCursor(name)
    openCursor()
  }

  /// Narrows the listing; the batch update animates (deleted cells fade, the rest close up).
  public func setFilter(_ filter: String) {
    model.filter = filter
    dataSource.apply(model.snapshot)
    refreshHeaders()
    if let cursor, dataSource.indexPath(for: cursor) != nil { return }
    setCursor(firstName)
  }

  /// Opens the folder under the cursor.
  public func openCursor() {
    guard let name = cursor, model.entry(named: name)?.isDirectory == true else { return }
    var next = model
    do { try next.open(name) } catch {
      message = "cannot open \(name)"
      return
    }
    show(next, cursor: nil)
  }

  /// Goes to the parent folder, with the cursor on the folder left.
  public func goUp() {
    var next = model
    guard let left = try? next.goUp() else { return }
    show(next, cursor: left)
  }

  /// Switches between the flow and the waterfall, animated.
  public func toggleLayout() {
    usesWaterfall.toggle()
    collectionView.setCollectionViewLayout(usesWaterfall ? waterfall : flow, animated: true)
  }

  /// Shows another directory: the old cells fade out as the new ones fade in, from the top.
  func show(_ next: DirectoryModel, cursor name: String?) {
    model = next
    isFiltering = false
    collectionView.setContentOffset(collectionView.contentOffsetRange.min, animated: false)
    dataSource.apply(model.snapshot)
    refreshHeaders()
    setCursor(name ?? firstName)
    if let name, let path = dataSource.indexPath(for: name) {
      collectionView.scrollToItem(at: path, at: .centeredVertically, animated: true)
    }
  }

  /// The first entry shown.
  var firstName: String? {
    BrowserSection.allCases.lazy.compactMap { self.model.visibleEntries(in: $0).first?.name }.first
  }

  /// Moves the cursor to `name` and redraws the two cells concerned.
  func setCursor(_ name: String?) {
    let old = cursor
    cursor = name
    for name in [old, name].compactMap({ $0 }) {
      if let path = dataSource.indexPath(for: name), let cell = collectionView.cellForItem(at: path)
      {
        configure(cell, name: name)
      }
    }
  }

  /// The cursor moves to the nearest entry in the arrow's direction, by the cells' places.
  func moveCursor(_ key: Key) {
    guard let name = cursor, let path = dataSource.indexPath(for: name),
      let from = collectionView.layoutAttributesForItem(at: path)?.center
    else { return setCursor(firstName) }
    let content = Rect(
      origin: .zero, size: collectionView.collectionViewLayout.collectionViewContentSize)
    var best: (name: String, score: Double)?
    for attributes in collectionView.collectionViewLayout.layoutAttributesForElements(in: content)
    where attributes.representedElementCategory == .cell {
      let dx = attributes.center.x - from.x
      let dy = attributes.center.y - from.y
      let (along, across): (Double, Double) =
        switch key {
        case .up: (-dy, dx)
        case .down: (dy, dx)
        case .left: (-dx, dy)
        default: (dx, dy)
        }
      guard along > 0.5, let candidate = dataSource.itemIdentifier(for: attributes.indexPath)
      else { continue }
      let score = along + 2 * abs(across)
      if best == nil || score < best!.score { best = (candidate, score) }
    }
    guard let target = best?.name, let targetPath = dataSource.indexPath(for: target) else {
      return
    }
    setCursor(target)
    collectionView.scrollToItem(at: targetPath, at: [], animated: true)
  }

  /// A cell's look: folders blue, files grey, the cursor's cell orange with an outline.
  func configure(_ cell: CollectionViewCell, name: String) {
    let entry = model.entry(named: name)
    let isCursor = name == cursor
    let shown = name.count > 18 ? String(name.prefix(17)) + "…" : name
    cell.text = "\(shown)\n\(entry?.formattedSize ?? "")"
    cell.backgroundColor = isCursor ? .orange : entry?.isDirectory == true ? .systemBlue : .darkGray
    cell.outlineColor = isCursor ? .white : nil
    cell.textColor = .white
    cell.isBold = isCursor
  }

  /// Headers count what is shown: update the ones on screen after a change.
  func refreshHeaders() {
    for (index, section) in BrowserSection.allCases.enumerated() {
      let path = IndexPath(item: 0, section: index)
      if let header = collectionView.supplementaryView(
        forElementKind: ElementKind.sectionHeader, at: path)
      {
        header.text = "\(section.title) · \(model.visibleEntries(in: section).count)"
      }
    }
  }
}

extension FileBrowserApp: CollectionViewDelegateWaterfallLayout {
  /// Longer names make taller cells, so the waterfall's columns stagger.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double {
    let name = dataSource.itemIdentifier(for: indexPath) ?? ""
    return 6 + Double(min(3, name.count / 8)) * 2
  }
}
