import TUICollectionView

extension FileBrowserApp {
  /// The two data sources: list cells for the entries (a symbol, the name, the size and date as
  /// the value, a disclosure indicator on folders) with headers that count them, and sidebar
  /// cells for the folders, each with an outline disclosure until it is known to hold none.
  func makeDataSources(list: CollectionView, sidebar: CollectionView) {
    let entryCell = CollectionView.CellRegistration<ListCell, String> {
      [unowned self] cell, _, name in
      configure(cell, entry: name)
    }
    let header = CollectionView.SupplementaryRegistration<CollectionViewCell>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { [unowned self] view, _, indexPath in
      view.contentConfiguration = headerContent(forSection: indexPath.section)
    }
    files = DiffableDataSource(collectionView: list) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: entryCell, for: indexPath, item: name)
    }
    files.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    let folderCell = CollectionView.CellRegistration<ListCell, String> {
      [unowned self] cell, _, path in
      var content = cell.defaultContentConfiguration()
      content.image = Image(systemName: path == tree.root ? "house" : "folder")
      content.text = FolderTree.name(of: path)
      // One line a folder, as a file tree has: a long name loses its middle.
      content.textProperties.numberOfLines = 1
      content.textProperties.lineBreakMode = .byTruncatingMiddle
      cell.contentConfiguration = content
      cell.accessories = disclosure(for: path)
      // A folder read when it opened may turn out to hold no folders: its disclosure goes.
      cell.configurationUpdateHandler = { [unowned self] cell, _ in
        guard let cell = cell as? ListCell, cell.accessories.count != disclosure(for: path).count
        else { return }
        cell.accessories = disclosure(for: path)
      }
    }
    folders = DiffableDataSource(collectionView: sidebar) { collectionView, indexPath, path in
      collectionView.dequeueConfiguredReusableCell(using: folderCell, for: indexPath, item: path)
    }
    // A folder is read when it first expands (UIKit's lazy outline).
    folders.sectionSnapshotHandlers.snapshotForExpandingParent = { [unowned self] parent, current in
      guard tree.subfolders(of: parent) == nil else { return current }
      var children = DiffableDataSourceSectionSnapshot<String>()
      children.append(tree.readSubfolders(of: parent))
      return children
    }
  }

  /// A header's content: the section's title and how many entries it shows.
  func headerContent(forSection index: Int) -> ListContentConfiguration {
    var content = ListContentConfiguration.plainHeader()
    if let section = files.sectionIdentifier(for: index) {
      content.text = "\(section.title) · \(model.visibleEntries(in: section).count)"
    }
    return content
  }

  /// The headers on screen count again after the filter changed what shows (a diffable
  /// apply keeps the headers of sections that stay).
  func refreshHeaders() {
    for index in 0..<collectionView.numberOfSections {
      let header = collectionView.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: index))
      (header as? CollectionViewCell)?.contentConfiguration = headerContent(forSection: index)
    }
  }

  /// A folder row's accessories: the outline disclosure, unless it was read and holds no
  /// folders.
  func disclosure(for path: String) -> [CellAccessory] {
    tree.hasNoSubfolders(path) ? [] : [.outlineDisclosure()]
  }

  /// An entry's row: a folder or document symbol, the name, the size and date lined up as the
  /// value, a disclosure indicator on folders.
  func configure(_ cell: ListCell, entry name: String) {
    let entry = model.entry(named: name)
    var content = ListContentConfiguration.valueCell()
    let isFolder = entry?.isDirectory == true
    content.image = Image(systemName: isFolder ? "folder" : "doc")
    content.imageProperties.tintColor = isFolder ? Color.systemBlue : Color.lightGray
    content.text = name
    content.textProperties.numberOfLines = 1
    content.textProperties.lineBreakMode = .byTruncatingMiddle
    content.secondaryText = entry?.valueText(now: now)
    cell.contentConfiguration = content
    cell.accessories = isFolder ? [.disclosureIndicator()] : []
  }

  /// The sidebar's outline: the root and, under every folder already read, its subfolders;
  /// the folders in `expanded` are read if they were not, and expanded.
  func outline(expanding expanded: Set<String>) -> DiffableDataSourceSectionSnapshot<String> {
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append([tree.root])
    var pending = [tree.root]
    while let path = pending.popLast() {
      let children =
        expanded.contains(path) ? tree.readSubfolders(of: path) : tree.subfolders(of: path)
      guard let children, !children.isEmpty else { continue }
      outline.append(children, to: path)
      if expanded.contains(path) { outline.expand([path]) }
      pending.append(contentsOf: children)
    }
    return outline
  }

  /// The folders the sidebar shows expanded.
  var expandedFolders: Set<String> {
    let outline = folders.snapshot(for: .folders)
    return Set(outline.items.filter { outline.isExpanded($0) })
  }

  /// Opens the sidebar down to a folder (reading what it must) and selects it there, its row
  /// brought into view; the keys stay where they are.
  func selectInSidebar(_ path: String) {
    guard let sidebar, let chain = tree.chain(to: path) else { return }
    let expanded = expandedFolders
    let needed = Set(chain.dropLast())
    if !needed.isSubset(of: expanded) {
      folders.apply(
        outline(expanding: expanded.union(needed)), to: .folders, animatingDifferences: true)
    }
    guard let row = folders.indexPath(for: path) else { return }
    sidebar.selectItem(at: row, animated: false, scrollPosition: .centeredVertically)
    if isSidebarFocused { sidebar.focusItem(at: row) }
  }

  /// Reveal in the outline: the sidebar opens down to the folder (for a folder's row) or to
  /// the folder shown (for a file's), focuses it and takes the keys.
  func revealInOutline(_ name: String) {
    let isFolder = model.entry(named: name)?.isDirectory == true
    let target =
      isFolder
      ? FolderTree.child(name, of: model.path)
      : model.path
    guard let sidebar, let chain = tree.chain(to: target) else { return }
    let expanded = expandedFolders
    let needed = Set(chain.dropLast())
    if !needed.isSubset(of: expanded) {
      folders.apply(
        outline(expanding: expanded.union(needed)), to: .folders, animatingDifferences: true)
    }
    isSidebarFocused = true
    guard let row = folders.indexPath(for: target) else { return }
    sidebar.focusItem(at: row)
    sidebar.scrollToItem(at: row, at: .centeredVertically, animated: true)
    notice = "\(FolderTree.name(of: target)) in the outline"
  }

  /// A row's swipe actions: Reveal in the outline leading, Copy Path trailing.
  func swipeActions(at indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
    guard let name = files.itemIdentifier(for: indexPath) else { return nil }
    if leading {
      let reveal = ContextualAction(style: .normal, title: "Reveal") {
        [unowned self] _, _, completion in
        revealInOutline(name)
        completion(true)
      }
      reveal.backgroundColor = Color.systemBlue
      reveal.image = Image(systemName: "magnifyingglass")
      return SwipeActionsConfiguration(actions: [reveal])
    }
    let copy = ContextualAction(style: .normal, title: "Copy Path") {
      [unowned self] _, _, completion in
      let path = FolderTree.child(name, of: model.path)
      pasteboard.string = path
      notice = "Copied \(path)"
      completion(true)
    }
    copy.backgroundColor = Color.systemIndigo
    copy.image = Image(systemName: "doc")
    return SwipeActionsConfiguration(actions: [copy])
  }
}

extension FileBrowserApp: CollectionViewDelegate {
  /// The sidebar: a folder selected (by moving through it, a click, Space) is shown in the
  /// list. The list: a folder selected opens it; files stay selected (several at once).
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {
    if collectionView === sidebar {
      guard let path = folders.itemIdentifier(for: indexPath) else { return }
      show(path, cursor: nil)
      return
    }
    guard let name = files.itemIdentifier(for: indexPath),
      model.entry(named: name)?.isDirectory == true
    else { return }
    collectionView.deselectItem(at: indexPath, animated: false)
    open(name)
  }

  /// Where focus enters a pane: the sidebar's selected folder; the list's entry chosen while
  /// the sidebar had the keys.
  public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    if collectionView === sidebar {
      return collectionView.indexPathsForSelectedItems.first
    }
    return pendingCursor.flatMap { files.indexPath(for: $0) }
  }
}
