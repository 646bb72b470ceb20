import TUICollectionView

/// A plain list of a million rows on the controller, written as UIKit list code is: a
/// compositional list layout (`.plain`, with its separators), a diffable data source of one
/// section and list cells configured through a registration — an image, a text, a disclosure
/// indicator, and with `subtitles` a second line of text under every third row's, so rows
/// measure themselves other than the list estimates them (a row of text) and the layout takes
/// each measurement as it comes on screen. What `PageWalk list` pages through, beside the
/// demo's flow.
final class ListWalkApp: CollectionViewApplication {
  /// The rows' data source (the collection view holds it weakly).
  private var dataSource: DiffableDataSource<Int, Int>?

  /// Makes the list of `rows` rows in a terminal of the context's size.
  init(rows: Int, subtitles: Bool, context: TerminalContext) {
    super.init(
      layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)),
      context: context)
    let registration = CollectionView.CellRegistration<ListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.image = Image(systemName: item % 3 == 0 ? "folder" : "doc.text")
      content.text = "Row \(item)"
      if subtitles && item % 3 == 0 { content.secondaryText = "a second line of text" }
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let dataSource = DiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<rows))
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }

  /// The title bar, as an app has one.
  override var title: String? { "A million rows" }
}
