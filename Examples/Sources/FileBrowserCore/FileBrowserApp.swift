import TUICollectionView

/// A terminal file browser on the public product alone: a directory's folders and files in two
/// sections with headers, name and size in each cell, flow or waterfall (Tab), the arrows move
/// the focus ring (the collection view's focus, as UIKit's focus engine moves it), Enter opens
/// a folder, Backspace goes up, `/` filters as you type (Esc clears), `q` quits. Every change
/// of the listing is a diffable snapshot, so it animates, and the focus follows its entry.
public final class FileBrowserApp: CollectionViewApplication {
  /// The directory and the filter.
  public private(set) var model: DirectoryModel
  /// The entry with the focus ring.
  public var cursor: String? {
    collectionView.focusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
  }
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
    setCursor(firstName)
    installKeyCommands()
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

  /// Keys: the filter takes what is typed while it is open; otherwise the browser's key
  /// commands, then the built-in ones (Enter selects, which opens a folder; Esc clears the
  /// filter; `q` quits).
  public override func dispatch(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return super.dispatch(event) }
    if isFiltering {
      switch key {
      case .escape:
        isFiltering = false
        setFilter("")
      case .enter: isFiltering = false
      case .backspace: setFilter(String(model.filter.dropLast()))
      case .character(let c): setFilter(model.filter + String(c))
      default: return super.dispatch(event)
      }
      return true
    }
    message = nil
    return super.dispatch(event)
  }

  /// Esc clears the filter first, then what the controller clears (the help, the selection).
  public override func dismiss() -> Bool {
    guard model.filter.isEmpty else {
      setFilter("")
      return true
    }
    return super.dismiss()
  }

  /// The browser's own keys, listed in the `?` help under "This program".
  func installKeyCommands() {
    keyCommands = [
      KeyCommand(input: .backspace, title: "up to the parent folder") { [unowned self] in
        goUp()
      },
      KeyCommand(input: .character("/"), title: "filter by name (Enter keeps, Esc clears)") {
        [unowned self] in isFiltering = true
      },
      KeyCommand(input: .tab, title: "flow or waterfall") { [unowned self] in toggleLayout() },
    ]
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

  /// Puts the focus ring on `name`.
  func setCursor(_ name: String?) {
    collectionView.focusItem(at: name.flatMap { dataSource.indexPath(for: $0) })
  }

  /// A cell's look: folders blue, files grey, the name over the size; the focus ring is the
  /// renderer's.
  func configure(_ cell: CollectionViewCell, name: String) {
    let entry = model.entry(named: name)
    let shown = name.count > 18 ? String(name.prefix(17)) + "…" : name
    cell.text = "\(shown)\n\(entry?.formattedSize ?? "")"
    cell.backgroundColor = entry?.isDirectory == true ? .systemBlue : .darkGray
    cell.textColor = .white
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
  /// Selecting a folder (Enter, Space or a click) opens it; a file stays selected.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {
    guard let name = dataSource.itemIdentifier(for: indexPath),
      model.entry(named: name)?.isDirectory == true
    else { return }
    collectionView.deselectItem(at: indexPath, animated: false)
    openCursor()
  }

  /// Longer names make taller cells, so the waterfall's columns stagger.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double {
    let name = dataSource.itemIdentifier(for: indexPath) ?? ""
    return 6 + Double(min(3, name.count / 8)) * 2
  }
}
