import CollectionCore
import GlyphRaster
import SnapshotTesting
import TUICollectionView
import Testing

/// Each list appearance as UIKit code writes the list — a compositional list layout, list cells
/// with accessories, a diffable data source, header and footer registrations — rendered
/// headless at 60 and 100 columns: plain rows edge to edge under their headers, grouped sections
/// a row apart on their cards, inset grouped cards with rounded ends inside the margins, a
/// sidebar's selected row as a filled bar; separators under the rows where UIKit has them.
@Suite("List appearance golden frames")
struct ListAppearanceGoldenTests {
  /// A row: a symbol, a title, an optional value and its accessories.
  struct Row: Hashable, Sendable {
    var symbol: String
    var title: String
    var value: String?
    var kind: Kind

    enum Kind: Hashable, Sendable { case disclosure, checkmark, label, plain }
  }

  static let sections: [(title: String, footer: String, rows: [Row])] = [
    (
      "Network", "Connected over Wi-Fi.",
      [
        Row(symbol: "wifi", title: "Wi-Fi", value: "Home", kind: .disclosure),
        Row(symbol: "bolt", title: "Bluetooth", value: "On", kind: .disclosure),
        Row(symbol: "airplane", title: "Airplane Mode", value: nil, kind: .plain),
      ]
    ),
    (
      "Appearance", "The terminal decides light or dark.",
      [
        Row(symbol: "sun.max", title: "Light", value: nil, kind: .checkmark),
        Row(symbol: "cloud", title: "Dark", value: nil, kind: .plain),
        Row(symbol: "gear", title: "Automatic", value: "beta", kind: .label),
      ]
    ),
  ]

  /// The list: the screen and its data.
  final class Screen {
    let collectionView: CollectionView
    let dataSource: DiffableDataSource<Int, Row>

    init(_ appearance: ListConfiguration.Appearance, columns: Int, rows: Int) {
      var configuration = ListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      configuration.footerMode = appearance == .sidebar ? .none : .supplementary
      collectionView = CollectionView(
        frameSize: Size(width: Double(columns), height: Double(rows) * 2),
        collectionViewLayout: CompositionalLayout.list(using: configuration),
        clock: ManualClock())
      let cell = CollectionView.CellRegistration<ListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.image = Image(systemName: row.symbol)
        content.text = row.title
        switch row.kind {
        case .disclosure:
          content = .valueCell()
          content.image = Image(systemName: row.symbol)
          content.text = row.title
          content.secondaryText = row.value
          cell.accessories = [.disclosureIndicator()]
        case .checkmark: cell.accessories = [.checkmark()]
        case .label: cell.accessories = [.label(text: row.value ?? "")]
        case .plain: cell.accessories = []
        }
        cell.contentConfiguration = content
      }
      let header = CollectionView.SupplementaryRegistration<CollectionViewCell>(
        elementKind: CollectionView.elementKindSectionHeader
      ) { view, _, indexPath in
        var content =
          appearance == .sidebar
          ? ListContentConfiguration.sidebarHeader()
          : appearance == .plain ? .plainHeader() : .groupedHeader()
        content.text = ListAppearanceGoldenTests.sections[indexPath.section].title
        view.contentConfiguration = content
      }
      let footer = CollectionView.SupplementaryRegistration<CollectionViewCell>(
        elementKind: CollectionView.elementKindSectionFooter
      ) { view, _, indexPath in
        var content = ListContentConfiguration.groupedFooter()
        content.text = ListAppearanceGoldenTests.sections[indexPath.section].footer
        view.contentConfiguration = content
      }
      dataSource = DiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        kind == CollectionView.elementKindSectionHeader
          ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
          : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Row>()
      for (s, section) in ListAppearanceGoldenTests.sections.enumerated() {
        snapshot.appendSections([s])
        snapshot.appendItems(section.rows, toSection: s)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.selectItem(
        at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
      collectionView.layoutIfNeeded()
    }

    func frame() -> Canvas {
      collectionView.layoutIfNeeded()
      let renderer = CollectionViewRenderer(options: RenderOptions(colorMode: .palette256))
      let columns = Int(collectionView.bounds.width)
      let height = Int(collectionView.bounds.height / 2)
      let area = GlyphRect(x: 0, y: 0, width: columns, height: height)
      var canvas = renderer.beginFrame(columns: columns, rows: height, keeping: area)
      renderer.draw(collectionView, in: area, into: &canvas)
      return canvas
    }
  }

  static var dump: Snapshotting<Canvas, String> {
    Snapshotting<String, String>.lines.pullback { (canvas: Canvas) in canvas.dump }
  }

  static let appearances: [(String, ListConfiguration.Appearance)] = [
    ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped),
    ("sidebar", .sidebar),
  ]

  @Test(arguments: [60, 100])
  func eachAppearanceAt(columns: Int) {
    for (name, appearance) in Self.appearances {
      let screen = Screen(appearance, columns: columns, rows: 22)
      assertSnapshot(of: screen.frame(), as: Self.dump, named: "\(name)-\(columns)")
    }
  }
}
