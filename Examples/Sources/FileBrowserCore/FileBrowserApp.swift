import TUICollectionView

/// A terminal file browser on the public product alone, built as the Files app is: a sidebar
/// outline of folders (→ ← expand and collapse in place, each folder read from the disk when it
/// first opens) beside a list of the selected folder's entries (name, size and modification date
/// as the value, a disclosure indicator on folders). The sidebar's selection follows its focus,
/// so moving through the outline shows each folder; Tab, ← from the list, or a click moves the
/// keys between the panes; Enter or → opens a folder of the list and Backspace goes back up;
/// `/` filters the list as you type; a row swipes (`w`, `W` or a sideways drag) to Copy Path or
/// Reveal in the outline. Nothing is ever written to the disk.
public final class FileBrowserApp: CollectionViewApplication {
  /// The folder the list shows, and the filter.
  public internal(set) var model: DirectoryModel
  /// The folders the sidebar's outline has read.
  public internal(set) var tree: FolderTree
  /// Whether keys go to the filter.
  public private(set) var isFiltering = false
  /// The last error (a folder that could not be read), shown in the status bar.
  public private(set) var message: String?

  /// The list's data source: folders, then files, by name.
  var files: DiffableDataSource<BrowserSection, String>!
  /// The sidebar's data source: one outline of absolute paths.
  var folders: DiffableDataSource<SidebarSection, String>!
  /// The list's swipe actions, for its layout.
  let swipeSource: SwipeActionsSource
  /// The time the dates are shown against (seconds since 1970).
  let now = ModificationDate.now
  /// The entry the list's focus goes to when it next gets the keys (the list showed another
  /// folder while the sidebar had them).
  var pendingCursor: String?

  /// Opens the browser on `path` for a terminal of `context`'s size: the folder selected in a
  /// sidebar rooted at it, its entries in the list with the keys.
  public init(path: String, context: TerminalContext) throws {
    model = try DirectoryModel(path: path)
    tree = FolderTree(root: model.path)
    let swipeSource = SwipeActionsSource()
    self.swipeSource = swipeSource
    super.init(layout: Self.listLayout(swipeSource), context: context)
    swipeSource.provide = { [unowned self] path, leading in
      self.swipeActions(at: path, leading: leading)
    }
    collectionView.delegate = self
    collectionView.allowsMultipleSelection = true
    let sidebar = makeSidebar(
      layout: CompositionalLayout.list(using: ListConfiguration(appearance: .sidebar)),
      width: Self.sidebarWidth(columns: context.columns))
    sidebar.delegate = self
    sidebar.selectionFollowsFocus = true
    makeDataSources(list: collectionView, sidebar: sidebar)
    folders.apply(outline(expanding: [tree.root]), to: .folders, animatingDifferences: false)
    files.applySnapshotUsingReloadData(model.snapshot)
    selectInSidebar(model.path)
    setCursor(firstName)
    installKeyCommands()
  }

  /// The list: a plain list with a header for each of its two sections.
  static func listLayout(_ swipeActions: SwipeActionsSource) -> CollectionViewLayout {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.showsSeparators = false
    configuration.trailingSwipeActionsConfigurationProvider = {
      swipeActions.provide?($0, false)
    }
    configuration.leadingSwipeActionsConfigurationProvider = { swipeActions.provide?($0, true) }
    return CompositionalLayout.list(using: configuration)
  }

  /// The sidebar's width for a terminal: three tenths of it, between 20 and 36 columns.
  static func sidebarWidth(columns: Int) -> Int { min(36, max(20, columns * 3 / 10)) }

  /// The title bar: the folder shown, and the filter while there is one.
  public override var title: String? {
    model.filter.isEmpty && !isFiltering ? model.path : "\(model.path)  /\(model.filter)"
  }

  /// The status bar: the counts, the selection, the keys, or the last error.
  public override var statusSegments: [StatusBar.Segment] {
    let folders = model.visibleEntries(in: .folders).count
    let files = model.visibleEntries(in: .files).count
    var segments = [
      StatusBar.Segment("\(folders) folders, \(files) files", priority: 3),
      StatusBar.Segment(
        message
          ?? (isFiltering
            ? "type to filter · Enter keeps · Esc clears"
            : isSidebarFocused
              ? "→ ← fold · Tab list · / filter"
              : "Enter open · ⌫ up · Tab sidebar · w swipe"),
        priority: 2),
    ]
    if let selection = selectionSummary {
      segments.append(StatusBar.Segment(selection, priority: 4))
    }
    return segments
  }

  /// The sidebar follows the terminal's width.
  public override func viewAreaDidChange(animated: Bool) {
    preferredSidebarWidth = Self.sidebarWidth(columns: columns)
  }

  /// Keys: the filter takes what is typed while it is open; Enter in the sidebar gives the list
  /// the keys; otherwise the browser's key commands, then the built-in ones.
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
    if isSidebarFocused, key == .enter {
      isSidebarFocused = false
      return true
    }
    return super.dispatch(event)
  }

  /// ← in the list goes to the sidebar, onto the folder shown; → on a folder of the list
  /// opens it; everything else moves as the controller moves focus.
  public override func moveFocus(_ heading: FocusHeading) {
    if !isSidebarFocused, heading == .left {
      isSidebarFocused = true
      return
    }
    if !isSidebarFocused, heading == .right, let name = cursor,
      model.entry(named: name)?.isDirectory == true
    {
      open(name)
      return
    }
    super.moveFocus(heading)
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
      KeyCommand(input: .tab, title: "sidebar or list") { [unowned self] in
        isSidebarFocused.toggle()
      },
      KeyCommand(input: .backspace, title: "up to the parent folder") { [unowned self] in
        goUp()
      },
      KeyCommand(input: .character("/"), title: "filter by name (Enter keeps, Esc clears)") {
        [unowned self] in isFiltering = true
      },
    ]
  }

  /// The entry of the list with the focus ring.
  public var cursor: String? {
    collectionView.focusedIndexPath.flatMap { files.itemIdentifier(for: $0) }
  }

  /// The folder of the sidebar with the focus ring (while the sidebar has the keys).
  public var focusedFolder: String? {
    sidebar?.focusedIndexPath.flatMap { folders.itemIdentifier(for: $0) }
  }

  /// Where a section of the list is, if it shows (a section without entries does not).
  public func sectionIndex(of section: BrowserSection) -> Int? {
    files.snapshot().indexOfSection(section)
  }

  /// The folder selected in the sidebar.
  public var selectedFolder: String? {
    sidebar?.indexPathsForSelectedItems.first.flatMap { folders.itemIdentifier(for: $0) }
  }

  /// The sidebar's folders as they show, with the names indented by level and `▸` / `▾` for
  /// collapsed and expanded folders (for tests and the status of the outline).
  public var sidebarRows: [String] {
    let outline = folders.snapshot(for: .folders)
    return outline.visibleItems.map { path in
      let indent = String(repeating: "  ", count: outline.level(of: path))
      let mark =
        tree.hasNoSubfolders(path) ? " " : outline.isExpanded(path) ? "▾" : "▸"
      return indent + mark + FolderTree.name(of: path)
    }
  }

  /// Narrows the listing; the batch update animates (deleted rows fade, the rest close up).
  public func setFilter(_ filter: String) {
    model.filter = filter
    files.apply(model.snapshot)
    refreshHeaders()
    if let cursor, files.indexPath(for: cursor) != nil { return }
    setCursor(firstName)
  }

  /// Opens a folder of the list: the sidebar opens down to it and selects it, the list shows it.
  public func open(_ name: String) {
    let target = FolderTree.child(name, of: model.path)
    guard show(target, cursor: nil) else { return }
    selectInSidebar(target)
  }

  /// Goes to the parent folder, with the cursor on the folder left; above the sidebar's root,
  /// the root moves up a level.
  public func goUp() {
    guard let parent = FolderTree.parent(of: model.path) else { return }
    let left = FolderTree.name(of: model.path)
    if tree.chain(to: parent) == nil {
      let expanded = expandedFolders
      guard tree.rootAtParent() else { return }
      folders.apply(
        outline(expanding: expanded.union([tree.root])), to: .folders, animatingDifferences: true)
    }
    guard show(parent, cursor: left) else { return }
    selectInSidebar(parent)
  }

  /// Shows a folder in the list, the cursor on `name` or the first entry. Returns whether it
  /// could be read.
  @discardableResult
  func show(_ path: String, cursor name: String?) -> Bool {
    guard path != model.path || !model.filter.isEmpty else {
      if let name { setCursor(name) }
      return true
    }
    let next: DirectoryModel
    do { next = try DirectoryModel(path: path) } catch {
      message = "cannot open \(FolderTree.name(of: path))"
      return false
    }
    model = next
    isFiltering = false
    files.applySnapshotUsingReloadData(model.snapshot)
    collectionView.setContentOffset(collectionView.contentOffsetRange.min, animated: false)
    setCursor(name ?? firstName)
    if let name, let path = files.indexPath(for: name) {
      collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
    }
    return true
  }

  /// The first entry shown.
  var firstName: String? {
    BrowserSection.allCases.lazy.compactMap { self.model.visibleEntries(in: $0).first?.name }.first
  }

  /// Puts the focus ring on `name`; while the sidebar has the keys, the list takes it when
  /// they come back.
  func setCursor(_ name: String?) {
    pendingCursor = name
    guard !isSidebarFocused else { return }
    collectionView.focusItem(at: name.flatMap { files.indexPath(for: $0) })
  }
}
