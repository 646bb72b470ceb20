import TUICollectionView

/// An outline of folders of files on the controller, written as UIKit outline code is: a
/// sidebar list layout, a diffable data source, one section snapshot with children applied to
/// its section, list cells with an outline disclosure on the folders. What `OutlineToggle`
/// expands and collapses.
final class OutlineApp: CollectionViewApplication {
  /// The outline's data source (the collection view holds it weakly).
  private(set) var dataSource: DiffableDataSource<Int, Int>?
  /// The number of children of each folder.
  let childrenPerFolder: Int

  /// Makes an outline of `folders` folders of `children` files each, every folder expanded or
  /// every one collapsed, in a terminal of the context's size.
  init(folders: Int, children: Int, expanded: Bool, context: TerminalContext) {
    childrenPerFolder = children
    super.init(
      layout: CompositionalLayout.list(using: ListConfiguration(appearance: .sidebar)),
      context: context)
    let registration = CollectionView.CellRegistration<ListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      let isFolder = item % (children + 1) == 0
      content.image = Image(systemName: isFolder ? "folder" : "doc.text")
      content.text =
        isFolder ? "Folder \(item / (children + 1))" : "File \(item % (children + 1) - 1)"
      cell.contentConfiguration = content
      cell.accessories = isFolder ? [.outlineDisclosure()] : []
    }
    let dataSource = DiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    let folderIDs = (0..<folders).map { $0 * (children + 1) }
    outline.append(folderIDs)
    for folder in folderIDs {
      outline.append(Array((folder + 1)...(folder + children)), to: folder)
    }
    if expanded { outline.expand(folderIDs) }
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    self.dataSource = dataSource
  }

  /// The identifier of a folder.
  func folder(_ index: Int) -> Int { index * (childrenPerFolder + 1) }

  /// The title bar, as an app has one.
  override var title: String? { "Outline" }
}
