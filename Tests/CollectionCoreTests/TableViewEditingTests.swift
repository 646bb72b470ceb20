import TestSupport
import Testing

@testable import CollectionCore

/// Editing a table view as UIKit code does: `setEditing(_:animated:)` shows delete and insert
/// buttons and reorder grips as the data source and delegate say; a click on the delete button
/// and the trailing swipe's Delete each commit the deletion once; a row lifted while editing
/// tells the data source one `moveRowAt`; no selection while editing unless allowed.
@Suite("Table view editing")
@MainActor
struct TableViewEditingTests {
  /// A to-do list that deletes, inserts and reorders, written as UIKit's editing guide writes
  /// it: the model changes first, then the table.
  final class ToDoList: TableViewDataSource, TableViewDelegate {
    let tableView: TableView
    let clock = ManualClock()
    var items = ["Milk", "Bread", "Eggs", "Tea"]
    var commits: [(TableViewCell.EditingStyle, IndexPath)] = []
    var moves: [(IndexPath, IndexPath)] = []
    var selected: [IndexPath] = []
    var details: [IndexPath] = []
    /// Rows that cannot be edited or moved.
    var locked: Set<String> = ["Tea"]

    init() {
      tableView = TableView(frameSize: Size(width: 30, height: 30), style: .plain, clock: clock)
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
      tableView.dataSource = self
      tableView.delegate = self
      tableView.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      items.count + 1
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
      cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "Add item"
      cell.accessoryType = .detailButton
      return cell
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      indexPath.row == items.count || !locked.contains(items[indexPath.row])
    }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
      -> TableViewCell.EditingStyle
    {
      indexPath.row == items.count ? .insert : .delete
    }

    func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      commits.append((editingStyle, indexPath))
      if editingStyle == .delete {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
      } else if editingStyle == .insert {
        items.append("New")
        tableView.insertRows(at: [indexPath], with: .automatic)
      }
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      indexPath.row < items.count && !locked.contains(items[indexPath.row])
    }

    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append((sourceIndexPath, destinationIndexPath))
      let item = items.remove(at: sourceIndexPath.row)
      items.insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      details.append(indexPath)
    }

    func settle() { tableView.settle(clock) }

    func cell(_ row: Int) -> TableViewCell? {
      tableView.cellForRow(at: IndexPath(row: row, section: 0))
    }

    /// The column of a symbol in a row's cell.
    func column(of symbol: String, row: Int) -> Double? {
      cell(row)?.appearance.texts.first { $0.text == symbol }?.x
    }

    /// Clicks a column of a row.
    func click(row: Int, column: Double) {
      let frame = tableView.rectForRow(at: IndexPath(row: row, section: 0))
      let point = Point(x: frame.minX + column, y: frame.midY)
      tableView.touchesBegan(at: point)
      tableView.touchesEnded(at: point)
    }

    var titles: [String] {
      (0..<tableView.numberOfRows(inSection: 0)).compactMap { cell($0)?.textLabel?.text }
    }
  }

  @Test func editingShowsTheControlsTheDataSourceAndDelegateGive() {
    let list = ToDoList()
    #expect(list.column(of: "⊖", row: 0) == nil)
    #expect(list.column(of: "◎", row: 0) != nil, "the detail button while not editing")
    // At once (animated, the controls slide in over the animation: ListCellTests).
    list.tableView.setEditing(true, animated: false)
    list.tableView.layoutIfNeeded()
    #expect(list.tableView.isEditing)
    #expect(list.column(of: "⊖", row: 0) == 1)
    #expect(list.column(of: "≡", row: 0) == 28)
    #expect(list.column(of: "◎", row: 0) == nil, "the accessory type hides while editing")
    // Tea is locked: no button, no grip; the last row inserts.
    #expect(list.column(of: "⊖", row: 3) == nil && list.column(of: "≡", row: 3) == nil)
    #expect(list.column(of: "⊕", row: 4) == 1)
    #expect(list.cell(4)?.editingStyle == .insert && list.cell(0)?.editingStyle == .delete)
    list.tableView.setEditing(false, animated: false)
    list.tableView.layoutIfNeeded()
    #expect(list.column(of: "⊖", row: 0) == nil && list.column(of: "≡", row: 0) == nil)
  }

  @Test func theDeleteButtonCommitsTheDeletionOnce() throws {
    let list = ToDoList()
    list.tableView.setEditing(true, animated: false)
    list.tableView.layoutIfNeeded()
    let column = try #require(list.column(of: "⊖", row: 1))
    list.click(row: 1, column: column)
    #expect(list.commits.count == 1)
    #expect(
      list.commits.first?.0 == .delete && list.commits.first?.1 == IndexPath(row: 1, section: 0))
    #expect(list.selected.isEmpty, "the button's click does not select the row")
    list.settle()
    #expect(list.titles == ["Milk", "Eggs", "Tea", "Add item"])
    // The insert button commits an insertion.
    list.click(row: 3, column: try #require(list.column(of: "⊕", row: 3)))
    #expect(list.commits.count == 2 && list.commits.last?.0 == .insert)
    list.settle()
    #expect(list.titles == ["Milk", "Eggs", "Tea", "New", "Add item"])
    #expect(list.tableView._invariantViolations() == [])
  }

  @Test func theSwipesDeleteCommitsTheDeletionOnce() throws {
    let list = ToDoList()
    let path = IndexPath(row: 0, section: 0)
    #expect(list.tableView.revealSwipeActions(at: path, leading: false))
    #expect(!list.tableView.canSwipe(at: path, leading: true))
    #expect(!list.tableView.canSwipe(at: IndexPath(row: 3, section: 0), leading: false))
    list.settle()
    let button = try #require(
      list.tableView.presentedElements().first { $0.view is SwipeActionView }?.view
        as? SwipeActionView)
    #expect(button.action?.title == "Delete" && button.action?.style == .destructive)
    list.tableView.performChosenSwipeAction()
    #expect(list.commits.count == 1)
    #expect(list.commits.first?.0 == .delete && list.commits.first?.1 == path)
    list.settle()
    #expect(list.titles == ["Bread", "Eggs", "Tea", "Add item"])
    #expect(list.tableView.swipedIndexPath == nil)
    // While editing, rows do not swipe.
    list.tableView.isEditing = true
    #expect(!list.tableView.canSwipe(at: path, leading: false))
  }

  @Test func theDelegatesSwipeActionsReplaceTheDefault() throws {
    final class Flagging: TableViewDelegate {
      var flagged: [IndexPath] = []
      func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> SwipeActionsConfiguration? {
        let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in
          self.flagged.append(indexPath)
          done(true)
        }
        return SwipeActionsConfiguration(actions: [flag])
      }
      func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
      ) -> String? { "Remove" }
    }
    let list = ToDoList()
    let flagging = Flagging()
    list.tableView.delegate = flagging
    list.tableView.revealSwipeActions(at: IndexPath(row: 2, section: 0), leading: false)
    list.tableView.performChosenSwipeAction()
    #expect(flagging.flagged == [IndexPath(row: 2, section: 0)])
    #expect(list.commits.isEmpty)
    // Without a delegate the table's default Delete still swipes.
    list.tableView.delegate = nil
    #expect(list.tableView.canSwipe(at: IndexPath(row: 0, section: 0), leading: false))
  }

  @Test func aRowLiftedWhileEditingTellsTheDataSourceOneMove() throws {
    let list = ToDoList()
    let first = IndexPath(row: 0, section: 0)
    #expect(!list.tableView.beginInteractiveMovementForItem(at: first), "only while editing")
    list.tableView.setEditing(true, animated: false)
    #expect(!list.tableView.beginInteractiveMovementForItem(at: IndexPath(row: 3, section: 0)))
    #expect(list.tableView.beginInteractiveMovementForItem(at: first))
    for row in 1...2 {
      let frame = list.tableView.rectForRow(at: IndexPath(row: row, section: 0))
      list.tableView.updateInteractiveMovementTargetPosition(Point(x: frame.midX, y: frame.midY))
    }
    #expect(list.tableView.indexPathForInteractivelyMovingItem == IndexPath(row: 2, section: 0))
    #expect(list.moves.isEmpty)
    list.tableView.endInteractiveMovement()
    #expect(list.moves.count == 1)
    #expect(list.moves.first?.0 == first && list.moves.first?.1 == IndexPath(row: 2, section: 0))
    list.settle()
    #expect(list.items == ["Bread", "Eggs", "Milk", "Tea"])
    #expect(list.titles == ["Bread", "Eggs", "Milk", "Tea", "Add item"])
    #expect(list.tableView._invariantViolations() == [])
  }

  @Test func noSelectionWhileEditingUnlessAllowedAndTheDetailButtonTellsTheDelegate() throws {
    let list = ToDoList()
    list.click(row: 0, column: 10)
    #expect(list.selected == [IndexPath(row: 0, section: 0)])
    list.click(row: 1, column: try #require(list.column(of: "◎", row: 1)))
    #expect(list.details == [IndexPath(row: 1, section: 0)])
    #expect(list.selected.count == 1, "the detail button does not select")
    list.tableView.setEditing(true, animated: false)
    list.click(row: 2, column: 10)
    #expect(list.selected.count == 1)
    list.tableView.allowsSelectionDuringEditing = true
    list.click(row: 2, column: 10)
    #expect(list.selected.last == IndexPath(row: 2, section: 0))
  }

  @Test func multipleSelectionDuringEditingShowsCirclesAndTogglesRows() throws {
    let list = ToDoList()
    list.tableView.allowsMultipleSelectionDuringEditing = true
    list.tableView.selectRow(
      at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    list.tableView.setEditing(true, animated: false)
    list.tableView.layoutIfNeeded()
    #expect(list.tableView.indexPathsForSelectedRows == nil, "editing starts with no selection")
    #expect(list.column(of: "○", row: 0) == 1 && list.column(of: "⊖", row: 0) == nil)
    #expect(list.column(of: "○", row: 3) == nil, "a row that cannot be edited has no circle")
    list.click(row: 0, column: 10)
    list.click(row: 2, column: 1)
    #expect(
      list.tableView.indexPathsForSelectedRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0),
      ])
    #expect(list.column(of: "●", row: 2) == 1)
    list.click(row: 0, column: 10)
    #expect(list.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    list.tableView.setEditing(false, animated: false)
    #expect(list.tableView.indexPathsForSelectedRows == nil)
    #expect(!list.tableView.allowsMultipleSelection)
  }
}
