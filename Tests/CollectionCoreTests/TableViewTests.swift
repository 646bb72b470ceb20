import TestSupport
import Testing

@testable import CollectionCore

/// The table view as UIKit code uses it: a view controller that is its data source and
/// delegate, registered cell classes dequeued by identifier, the four cell styles, section
/// titles, each table style's frames against the list layout's, row animations and the older
/// `beginUpdates()` / `endUpdates()` spelling.
@Suite("Table view")
@MainActor
struct TableViewTests {
  /// A cell in the subtitle style, made so by overriding the initializer, as UIKit code does.
  final class SubtitleCell: TableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
  }

  /// A view controller as Apple's "Filling a table with data" writes one: it owns the table,
  /// registers its cell classes, and is the table's data source and delegate.
  final class GroceriesViewController: TableViewDataSource, TableViewDelegate {
    let tableView: TableView
    var sections = [
      (title: "Fruit", items: ["Apples", "Bananas", "Cherries"]),
      (title: "Vegetables", items: ["Carrots", "Leeks"]),
    ]
    var selectedRows: [IndexPath] = []
    var displayed: [IndexPath] = []

    init(style: TableView.Style = .insetGrouped, clock: ManualClock = ManualClock()) {
      tableView = TableView(frameSize: Size(width: 40, height: 40), style: style, clock: clock)
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      tableView.register(SubtitleCell.self, forCellReuseIdentifier: "SubtitleCell")
      tableView.dataSource = self
      tableView.delegate = self
    }

    func numberOfSections(in tableView: TableView) -> Int {
      sections.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].items.count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      sections[section].title
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      section == sections.count - 1 ? "Fresh every morning" : nil
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let identifier = indexPath.section == 0 ? "Cell" : "SubtitleCell"
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      cell.textLabel?.text = sections[indexPath.section].items[indexPath.row]
      cell.detailTextLabel?.text = "In season"
      cell.imageView?.image = Image(systemName: "star")
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      displayed.append(indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      selectedRows.append(indexPath)
      tableView.deselectRow(at: indexPath, animated: true)
    }
  }

  /// The texts a view draws, by text, at their columns.
  static func texts(_ view: CollectionReusableView?) -> [String: Double] {
    var result: [String: Double] = [:]
    for run in view?.appearance.texts ?? [] { result[run.text] = run.x }
    return result
  }

  @Test func uikitTableCodeCompilesAndShowsItsRows() throws {
    let controller = GroceriesViewController()
    let tableView = controller.tableView
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfSections == 2)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.indexPathsForVisibleRows?.count == 5)
    #expect(Set(controller.displayed) == Set(tableView.indexPathsForVisibleRows ?? []))

    // A default-style row: the image, the text, the chevron; the detail label does not exist.
    let apples = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(apples.detailTextLabel == nil)
    let runs = Self.texts(apples)
    #expect(runs["★"] == nil && runs["☆"] == 1)
    #expect(runs["Apples"] == 3)
    #expect(runs["›"] != nil && runs["In season"] == nil)
    // A subtitle row: the detail under the text.
    let carrots = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
    #expect(carrots is SubtitleCell && carrots.cellStyle == .subtitle)
    let lines = carrots.appearance.texts.filter { $0.text == "Carrots" || $0.text == "In season" }
    #expect(lines.count == 2 && lines[0].row + 1 == lines[1].row)
    #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).height == 4)

    // The titles are the sections' headers and the last one's footer.
    #expect(Self.texts(tableView.headerView(forSection: 0))["Fruit"] != nil)
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "Fruit")
    #expect(Self.texts(tableView.footerView(forSection: 1))["Fresh every morning"] != nil)
    #expect(tableView.footerView(forSection: 0) == nil)

    // A click selects the row; the delegate hears the row and its section.
    let bananas = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    tableView.touchesBegan(at: Point(x: bananas.midX, y: bananas.midY))
    tableView.touchesEnded(at: Point(x: bananas.midX, y: bananas.midY))
    #expect(controller.selectedRows == [IndexPath(row: 1, section: 0)])
    #expect(controller.selectedRows.first?.row == 1)
    #expect(tableView.indexPathForSelectedRow == nil, "the delegate deselected it")
    tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(controller.selectedRows.count == 1, "selecting in code tells the delegate nothing")
  }

  @Test func theFourCellStylesPlaceTheirLabels() {
    func cell(_ style: TableViewCell.CellStyle) -> TableViewCell {
      let cell = TableViewCell(style: style, reuseIdentifier: nil)
      cell.bounds = Rect(x: 0, y: 0, width: 40, height: 2)
      cell.textLabel?.text = "Name"
      cell.detailTextLabel?.text = "Detail"
      return cell
    }
    let plain = cell(.default)
    #expect(plain.detailTextLabel == nil && plain.imageView != nil)
    #expect(Self.texts(plain) == ["Name": 1])
    // Value 1: the detail at the trailing edge, in the secondary colour.
    let value1 = cell(.value1)
    #expect(Self.texts(value1) == ["Name": 1, "Detail": 33])
    #expect(value1.detailTextLabel?.textColor == .secondaryLabel)
    // Value 2: the text right-aligned in a quarter of the row, in the tint, the detail after it.
    let value2 = cell(.value2)
    #expect(value2.imageView == nil)
    #expect(Self.texts(value2) == ["Name": 6, "Detail": 11])
    #expect(value2.textLabel?.textColor == .tintColor)
    // A colour and a font set on a label show.
    value1.textLabel?.textColor = .systemRed
    value1.textLabel?.font = .boldSystemFont(ofSize: 17)
    let name = value1.appearance.texts.first { $0.text == "Name" }
    #expect(name?.color == Color.systemRed.resolvedColor(with: value1.traitCollection))
    #expect(name?.isBold == true)
    // iOS 14 code sets a content configuration from the style's default instead.
    var content = cell(.subtitle).defaultContentConfiguration()
    content.text = "Configured"
    content.secondaryText = "Below"
    let modern = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    modern.bounds = Rect(x: 0, y: 0, width: 40, height: 4)
    modern.contentConfiguration = content
    #expect(Self.texts(modern) == ["Configured": 1, "Below": 1])
  }

  @Test func accessoryTypesBecomeListAccessories() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.bounds = Rect(x: 0, y: 0, width: 30, height: 2)
    cell.textLabel?.text = "Row"
    cell.accessoryType = .checkmark
    #expect(Self.texts(cell)["✓"] == 28)
    cell.accessoryType = .detailDisclosureButton
    #expect(Self.texts(cell)["›"] == 28 && Self.texts(cell)["◎"] != nil)
    cell.accessoryType = .none
    #expect(Self.texts(cell) == ["Row": 1])
    // The accessory type shows while not editing, the editing accessory type while editing.
    cell.accessoryType = .disclosureIndicator
    cell.editingAccessoryType = .checkmark
    #expect(Self.texts(cell)["✓"] == nil)
    cell.isEditing = true
    #expect(Self.texts(cell)["✓"] != nil && Self.texts(cell)["›"] == nil)
  }

  /// A list collection view showing the same rows, titles and footers as a table.
  final class ListTwin {
    let collectionView: CollectionView
    let dataSource: DiffableDataSource<Int, String>

    init(_ appearance: ListConfiguration.Appearance, sections: [[String]]) {
      var configuration = ListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 40),
        collectionViewLayout: CompositionalLayout.list(using: configuration), clock: ManualClock())
      let cell = CollectionView.CellRegistration<ListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
      }
      let title = CollectionView.SupplementaryRegistration<CollectionViewCell>(
        elementKind: CollectionView.elementKindSectionHeader
      ) { view, _, indexPath in
        var content = ListContentConfiguration.groupedHeader()
        content.text = "Title \(indexPath.section)"
        view.contentConfiguration = content
      }
      let footer = CollectionView.SupplementaryRegistration<CollectionViewCell>(
        elementKind: CollectionView.elementKindSectionFooter
      ) { view, _, indexPath in
        var content = ListContentConfiguration.groupedFooter()
        content.text = "Footer \(indexPath.section)"
        view.contentConfiguration = content
      }
      dataSource = DiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
        cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
      }
      dataSource.supplementaryViewProvider = { cv, kind, indexPath in
        kind == CollectionView.elementKindSectionHeader
          ? cv.dequeueConfiguredReusableSupplementary(using: title, for: indexPath)
          : cv.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, String>()
      for (s, items) in sections.enumerated() {
        snapshot.appendSections([s])
        snapshot.appendItems(items, toSection: s)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }
  }

  /// A table of plain rows with a title and a footer in every section.
  final class TitledTable: TableViewDataSource {
    let tableView: TableView
    let sections: [[String]]

    init(_ style: TableView.Style, sections: [[String]]) {
      self.sections = sections
      tableView = TableView(
        frameSize: Size(width: 40, height: 40), style: style, clock: ManualClock())
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      tableView.dataSource = self
      tableView.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Title \(section)"
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      "Footer \(section)"
    }
  }

  @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
  func eachStyleLaysOutAsItsListAppearance(_ style: TableView.Style) throws {
    let sections = [["One", "Two", "Three"], ["Four", "Five"]]
    let table = TitledTable(style, sections: sections).tableView
    let list = ListTwin(style.listAppearance, sections: sections).collectionView
    for (s, items) in sections.enumerated() {
      for row in items.indices {
        let path = IndexPath(row: row, section: s)
        #expect(table.rectForRow(at: path) == list.layoutAttributesForItem(at: path)?.frame)
      }
      for kind in [
        CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
      ] {
        let path = IndexPath(item: 0, section: s)
        #expect(
          table.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame
            == list.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame)
      }
    }
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    switch style {
    case .plain:
      // Edge to edge, under a header at the very top.
      #expect(first.minX == 0 && first.width == 40)
      #expect(table.headerView(forSection: 0).map { table.presented(view: $0)?.frame.minY } == 0)
    case .grouped:
      #expect(first.minX == 0 && first.width == 40)
    case .insetGrouped:
      #expect(first.minX == 2 && first.width == 36)
    }
  }

  @Test func aSectionWithoutATitleHasNoHeader() {
    final class Untitled: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "Cell")
          ?? TableViewCell(style: .value1, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
      }
    }
    let source = Untitled()
    let table = TableView(
      frameSize: Size(width: 30, height: 20), style: .plain, clock: ManualClock())
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    #expect(table.headerView(forSection: 0) == nil)
    // Cells made by the app itself, without a registration, are reused by their identifier.
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.cellStyle == .value1)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.reuseStatistics.cellsReused == 2)
  }

  /// A table of numbered rows in one section, whose model the tests change.
  final class Rows: TableViewDataSource, TableViewDelegate {
    let tableView: TableView
    let clock = ManualClock()
    var rows: [String]
    var heights: [String: Double] = [:]

    init(_ rows: [String], style: TableView.Style = .plain) {
      self.rows = rows
      tableView = TableView(frameSize: Size(width: 30, height: 40), style: style, clock: clock)
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      tableView.dataSource = self
      tableView.delegate = self
      tableView.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
      heights[rows[indexPath.row]] ?? tableView.rowHeight
    }

    /// The presented frame of the view showing a row's title now, appearing or leaving.
    func presentedFrame(of title: String) -> Rect? {
      tableView.presentedElements().first {
        $0.attributes.representedElementCategory == .cell
          && ($0.view as? TableViewCell)?.textLabel?.text == title
      }?.attributes.frame
    }
  }

  @Test func rowAnimationsSlideRowsInAndOut() throws {
    let table = Rows(["A", "B", "C"])
    let tableView = table.tableView
    table.rows.insert("New", at: 1)
    tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .left)
    let final = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    table.clock.advance(by: tableView.animationDuration / 4)
    tableView.tick()
    let coming = try #require(table.presentedFrame(of: "New"))
    #expect(coming.minX < final.minX, "it comes in from the left")
    tableView.settle(table.clock)
    #expect(table.presentedFrame(of: "New") == final)

    table.rows.remove(at: 0)
    let was = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
    tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .right)
    table.clock.advance(by: tableView.animationDuration / 2)
    tableView.tick()
    let going = try #require(table.presentedFrame(of: "A"))
    #expect(going.minX > was.minX, "it goes out to the right")
    tableView.settle(table.clock)
    #expect(table.presentedFrame(of: "A") == nil)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func beginAndEndUpdatesMakeOneBatch() {
    let table = Rows(["A", "B", "C", "D"])
    let tableView = table.tableView
    tableView.beginUpdates()
    table.rows.remove(at: 3)
    tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    tableView.beginUpdates()
    table.rows.insert("Z", at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    tableView.endUpdates()
    #expect(tableView.numberOfRows(inSection: 0) == 4, "nothing applied before the last end")
    #expect(tableView.lastBatchUpdate == nil)
    tableView.endUpdates()
    #expect(tableView.lastBatchUpdate?.updateItems.count == 2)
    tableView.settle(table.clock)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Z")
    #expect(tableView.numberOfRows(inSection: 0) == 4)
    // `performBatchUpdates(nil)` lays the rows out again.
    tableView.performBatchUpdates(nil)
    tableView.settle(table.clock)
    #expect(tableView._invariantViolations() == [])
  }

  @Test func rowHeightsComeFromTheDelegateOrTheTable() {
    let table = Rows(["A", "B", "C"])
    table.heights["A"] = 6
    table.tableView.rowHeight = 4
    table.tableView.reloadData()
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 6)
    #expect(table.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 4)
  }

  @Test func scrollToRowPutsItWhereAsked() {
    let table = Rows((0..<40).map { "Row \($0)" })
    let tableView = table.tableView
    let path = IndexPath(row: 20, section: 0)
    tableView.scrollToRow(at: path, at: .top, animated: false)
    #expect(tableView.contentOffset.y == tableView.rectForRow(at: path).minY)
    tableView.scrollToRow(at: path, at: .middle, animated: false)
    #expect(
      tableView.contentOffset.y
        == tableView.rectForRow(at: path).midY - tableView.bounds.height / 2)
    #expect(
      tableView.indexPathForRow(at: Point(x: 1, y: tableView.rectForRow(at: path).midY)) == path)
  }
}
