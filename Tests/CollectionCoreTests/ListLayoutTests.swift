import TestSupport
import Testing

@testable import CollectionCore

/// The list layout (UICollectionLayoutListConfiguration): a row per item that sizes itself, in
/// each appearance's shape — plain edge to edge with pinned headers, grouped sections a row
/// apart, inset grouped and sidebar sections inside the layout margins — written as UIKit code
/// writes a list.
@Suite("List layout")
struct ListLayoutTests {
  /// A 40 × 24 list of sections of rows; a row's text is its title, a header's its section's.
  final class App {
    let collectionView: CollectionView
    let dataSource: DiffableDataSource<Int, String>

    init(_ configuration: ListConfiguration, sections: [[String]]) {
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 24),
        collectionViewLayout: CompositionalLayout.list(using: configuration), clock: ManualClock())
      let cell = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, title in
        var content = ListContentConfiguration.cell()
        content.text = title
        cell.contentConfiguration = content
      }
      let header = CollectionView.SupplementaryRegistration<CollectionViewCell>(
        elementKind: CollectionView.elementKindSectionHeader
      ) { view, _, indexPath in
        var content = ListContentConfiguration.header()
        content.text = "Section \(indexPath.section)"
        view.contentConfiguration = content
      }
      let footer = CollectionView.SupplementaryRegistration<CollectionViewCell>(
        elementKind: CollectionView.elementKindSectionFooter
      ) { view, _, indexPath in
        var content = ListContentConfiguration.footer()
        content.text = "End of \(indexPath.section)"
        view.contentConfiguration = content
      }
      dataSource = DiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, title in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        kind == CollectionView.elementKindSectionHeader
          ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
          : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, String>()
      for (s, titles) in sections.enumerated() {
        snapshot.appendSections([s])
        snapshot.appendItems(titles, toSection: s)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }

    func frame(_ item: Int, _ section: Int) -> Rect? {
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func header(_ section: Int) -> Rect? {
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?
        .frame
    }

    func footer(_ section: Int) -> Rect? {
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?
        .frame
    }
  }

  static let rows = [
    ["One", "Two", "Three"], ["Four", "Five"], (0..<12).map { "Row \($0)" },
  ]

  @Test func aPlainListRunsEdgeToEdgeWithHeadersThatStayAtTheTop() throws {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let app = App(configuration, sections: Self.rows)
    let header = try #require(app.header(0))
    #expect(header.minY == 0 && header.width == 40)
    // Rows of one line of text under the header, the view's width, a separator's row apart.
    #expect(app.frame(0, 0) == Rect(x: 0, y: header.maxY, width: 40, height: 2))
    #expect(app.frame(1, 0)?.minY == header.maxY + 4)
    // The next section's header right after the last row: no gap in a plain list.
    #expect(app.header(1)?.minY == app.frame(2, 0)?.maxY)
    // Scrolled into the third section, its header stays at the top.
    let third = try #require(app.header(2))
    app.collectionView.contentOffset = Point(x: 0, y: third.minY + 1)
    app.collectionView.layoutIfNeeded()
    #expect(app.collectionView.contentOffset.y == third.minY + 1)
    #expect(app.header(2)?.minY == third.minY + 1)
  }

  @Test func groupedSectionsAreARowApartAndInsetGroupedOnesInsideTheMargins() throws {
    for appearance in [ListConfiguration.Appearance.grouped, .insetGrouped, .sidebar] {
      var configuration = ListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      let app = App(configuration, sections: Self.rows)
      let inset = appearance == .grouped ? 0.0 : 2
      // A row of padding above the header; the rows under it; the footer; a row below.
      let header = try #require(app.header(0))
      #expect(header.minY == 2)
      let first = try #require(app.frame(0, 0))
      #expect(first == Rect(x: inset, y: header.maxY, width: 40 - 2 * inset, height: 2))
      let footer = try #require(app.footer(0))
      #expect(footer.minY == app.frame(2, 0)?.maxY)
      #expect(app.header(1)?.minY == footer.maxY + 2 + 2)
    }
  }

  @Test func headerPaddingRowsThatWrapAndTheBackground() throws {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerTopPadding = 0
    #expect(configuration.resolvedBackgroundColor == .systemGroupedBackground)
    configuration.backgroundColor = .systemIndigo
    #expect(configuration.resolvedBackgroundColor == .systemIndigo)
    #expect(ListConfiguration(appearance: .plain).resolvedBackgroundColor == .systemBackground)
    // No header: the padding is above the first row; a row of 60 letters wraps onto two lines
    // of the 34 columns between the cell's margins.
    let app = App(
      configuration,
      sections: [
        ["Short", String(repeating: "w", count: 30) + " " + String(repeating: "w", count: 29)]
      ])
    #expect(app.frame(0, 0)?.minY == 0)
    #expect(app.frame(1, 0)?.height == 4)
  }
}
