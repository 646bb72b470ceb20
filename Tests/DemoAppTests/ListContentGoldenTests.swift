import CollectionCore
import GlyphRaster
import SnapshotTesting
import TUICollectionView
import Testing

/// List content configurations as a settings screen shows them: the styles, symbols, values,
/// wrapped and truncated text, a selected sidebar row and a footer, rendered headless at 30, 60
/// and 100 columns. Each row is as tall as its content view says it needs at the width
/// (`sizeThatFits(_:)`), as a flow delegate sizing rows by hand does.
@Suite("List content golden frames")
struct ListContentGoldenTests {
  /// One row: its content and background.
  struct Row {
    var content: ListContentConfiguration
    var background: BackgroundConfiguration?
    var selected = false
  }

  static func rows() -> [Row] {
    var header = ListContentConfiguration.plainHeader()
    header.text = "Settings"
    var general = ListContentConfiguration.cell()
    general.image = Image(systemName: "gear")
    general.text = "General"
    var wifi = ListContentConfiguration.valueCell()
    wifi.image = Image(systemName: "wifi")
    wifi.text = "Wi-Fi"
    wifi.secondaryText = "Home Network"
    var mail = ListContentConfiguration.subtitleCell()
    mail.image = Image(systemName: "envelope")
    mail.text = "Mail"
    mail.secondaryText = "3 unread messages from Alice, Bob and a long list of others"
    var about = ListContentConfiguration.cell()
    about.text =
      "A paragraph that wraps onto as many lines as the width needs, because numberOfLines is 0."
    var inbox = ListContentConfiguration.sidebarCell()
    inbox.image = Image(systemName: "envelope.fill")
    inbox.text = "Inbox"
    var truncated = ListContentConfiguration.cell()
    truncated.text = "One line only, cut with an ellipsis where the row ends"
    truncated.textProperties.numberOfLines = 1
    truncated.textProperties.color = .systemOrange
    var footer = ListContentConfiguration.groupedFooter()
    footer.text = "Footers are in the secondary colour."
    return [
      Row(content: header, background: .listPlainHeaderFooter()),
      Row(content: general, background: .listGroupedCell()),
      Row(content: wifi, background: .listGroupedCell()),
      Row(content: mail, background: .listGroupedCell()),
      Row(content: about, background: .listGroupedCell()),
      Row(content: inbox, background: .listSidebarCell(), selected: true),
      Row(content: truncated, background: .listGroupedCell()),
      Row(content: footer, background: .listGroupedHeaderFooter()),
    ]
  }

  /// The screen: a flow of full-width rows a line apart.
  final class Screen: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let rows = ListContentGoldenTests.rows()
    let collectionView: CollectionView
    let registration = CollectionView.CellRegistration<CollectionViewCell, Row> {
      cell, _, row in
      cell.contentConfiguration = row.content
      cell.backgroundConfiguration = row.background
    }

    init(columns: Int, rows: Int) {
      let layout = FlowLayout()
      layout.minimumLineSpacing = 0
      layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
      collectionView = CollectionView(
        frameSize: Size(width: Double(columns), height: Double(rows) * 2),
        collectionViewLayout: layout, clock: ManualClock())
      collectionView.dataSource = self
      collectionView.delegate = self
      for (item, row) in self.rows.enumerated() where row.selected {
        collectionView.selectItem(
          at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
      }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { rows.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: rows[indexPath.item])
    }

    func collectionView(
      _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> Size {
      let width = collectionView.bounds.width - 2
      let fitting = rows[indexPath.item].content.makeContentView()
        .sizeThatFits(Size(width: width, height: 0))
      return Size(width: width, height: fitting.height)
    }

    func frame() -> Canvas {
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

  @Test(arguments: [30, 60, 100])
  func aSettingsListAt(columns: Int) {
    let screen = Screen(columns: columns, rows: 24)
    assertSnapshot(of: screen.frame(), as: Self.dump, named: "\(columns)")
  }

  @Test func rowsAreAsTallAsTheirWrappedText() {
    let narrow = Screen(columns: 30, rows: 24)
    let wide = Screen(columns: 100, rows: 24)
    func height(_ s: Screen, _ item: Int) -> Double {
      s.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.size.height
    }
    // One row of text is one terminal row (2 points); the paragraph needs 4 rows at 28 columns
    // and 1 at 98; the cut line stays at one whatever the width.
    #expect(height(wide, 1) == 2)
    #expect(height(narrow, 4) == 8)
    #expect(height(wide, 4) == 2)
    #expect(height(narrow, 6) == 2)
    // The value sits beside its title where both fit, under it where they do not.
    #expect(height(wide, 2) == 2)
    #expect(height(narrow, 2) == 2)
  }
}
