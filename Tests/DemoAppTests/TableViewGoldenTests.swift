import CollectionCore
import GlyphRaster
import SnapshotTesting
import TUICollectionView
import Testing

/// A table view written as UIKit code writes one — a registered cell class, the value 1 and
/// subtitle styles, accessory types, section titles — rendered headless at 60 columns in each
/// style, and editing: plain rows edge to edge under their headers, grouped sections a row apart
/// on their cards, inset grouped cards inside the margins, as the list appearances draw them.
@Suite("Table view golden frames")
@MainActor
struct TableViewGoldenTests {
  /// The settings of a mail app, as a table view's data source.
  final class MailSettings: TableViewDataSource {
    let tableView: TableView
    let sections: [(title: String, footer: String?, rows: [(String, String?)])] = [
      (
        "Accounts", "Fetch new data every 15 minutes.",
        [("iCloud", "Mail"), ("Work", "Mail, Calendars")]
      ),
      (
        "Messages", nil,
        [("Show To/Cc Labels", nil), ("Preview", "2 Lines"), ("Swipe Options", nil)]
      ),
    ]

    init(style: TableView.Style) {
      tableView = TableView(
        frameSize: Size(width: 60, height: 44), style: style, clock: ManualClock())
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Setting")
      tableView.dataSource = self
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].rows.count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      sections[section].title
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      sections[section].footer
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let (title, detail) = sections[indexPath.section].rows[indexPath.row]
      let cell =
        tableView.dequeueReusableCell(withIdentifier: indexPath.section == 0 ? "Account" : "Value")
        ?? TableViewCell(
          style: indexPath.section == 0 ? .subtitle : .value1,
          reuseIdentifier: indexPath.section == 0 ? "Account" : "Value")
      cell.textLabel?.text = title
      cell.detailTextLabel?.text = detail
      cell.imageView?.image = Image(systemName: indexPath.section == 0 ? "envelope" : "gear")
      cell.accessoryType = detail == nil ? .checkmark : .disclosureIndicator
      return cell
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      indexPath.section == 1
    }

    func frame() -> Canvas {
      tableView.layoutIfNeeded()
      let renderer = CollectionViewRenderer(options: RenderOptions(colorMode: .palette256))
      let columns = Int(tableView.bounds.width)
      let rows = Int(tableView.bounds.height / 2)
      let area = GlyphRect(x: 0, y: 0, width: columns, height: rows)
      var canvas = renderer.beginFrame(columns: columns, rows: rows, keeping: area)
      renderer.draw(tableView, in: area, into: &canvas)
      return canvas
    }
  }

  static var dump: Snapshotting<Canvas, String> {
    Snapshotting<String, String>.lines.pullback { (canvas: Canvas) in canvas.dump }
  }

  @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
  func eachStyle(_ style: TableView.Style) {
    let settings = MailSettings(style: style)
    assertSnapshot(of: settings.frame(), as: Self.dump, named: "\(style)")
  }

  @Test func editing() {
    let settings = MailSettings(style: .insetGrouped)
    settings.tableView.setEditing(true, animated: false)
    assertSnapshot(of: settings.frame(), as: Self.dump, named: "insetGrouped")
  }
}
