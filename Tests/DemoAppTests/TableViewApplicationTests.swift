import TUICollectionView
import Testing

/// A terminal program around a table view, as a UITableViewController subclass would be: the
/// controller's keys and mouse drive the table's swipe to delete, its editing controls and its
/// reordering, and the data source hears each edit once.
@Suite("A table view in an app")
@MainActor
struct TableViewApplicationTests {
  /// A shopping list: a table view app with an Edit key of its own.
  final class ShoppingList: CollectionViewApplication, TableViewDataSource {
    var items = ["Milk", "Bread", "Eggs", "Tea"]
    var commits: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []

    var tableView: TableView { collectionView as! TableView }

    init(clock: ManualClock) {
      super.init(context: TerminalContext(columns: 40, rows: 16, clock: clock)) { clock in
        TableView(frameSize: .zero, style: .insetGrouped, clock: clock)
      }
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
      tableView.dataSource = self
      keyCommands = [
        KeyCommand(input: .character("e"), title: "edit the list") { [unowned self] in
          tableView.setEditing(!tableView.isEditing, animated: true)
        }
      ]
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }

    func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      commits.append(indexPath)
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .left)
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append((sourceIndexPath, destinationIndexPath))
      items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func settle(_ clock: ManualClock) {
      for _ in 0..<10_000 where isAnimating {
        clock.advance(by: 1.0 / 60)
        tick()
      }
    }

    /// The screen glyph of a column of a row.
    func glyph(row: Int, column: Double) -> (x: Int, y: Int) {
      let frame = tableView.rectForRow(at: IndexPath(row: row, section: 0))
      let offset = tableView.contentOffset
      return (
        viewArea.x + Int(frame.minX + column - offset.x),
        viewArea.y + Int((frame.midY - offset.y) / rowHeight)
      )
    }
  }

  /// A list that cannot move, has no menu and no swipe actions.
  final class Readings: CollectionViewApplication, CollectionViewDataSource {
    init(clock: ManualClock) {
      super.init(context: TerminalContext(columns: 60, rows: 40, clock: clock)) { clock in
        CollectionView(
          frameSize: .zero,
          collectionViewLayout: CompositionalLayout.list(
            using: ListConfiguration(appearance: .plain)),
          clock: clock)
      }
      collectionView.register(ListCell.self, forCellWithReuseIdentifier: "Reading")
      collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Reading", for: indexPath)
    }
  }

  /// The help lists a standard key only where it acts: `m` where rows move, `w W` where they
  /// swipe, `c` where the delegate gives a menu.
  @Test func theHelpListsOnlyTheKeysThatActHere() {
    let clock = ManualClock()
    func keys(_ app: CollectionViewApplication) -> [String] {
      app.collectionView.layoutIfNeeded()
      return app.helpOverlay.groups.flatMap(\.rows).map(\.key)
    }
    let list = ShoppingList(clock: clock)
    list.settle(clock)
    #expect(keys(list).contains("w  W"), "rows swipe to delete")
    #expect(!keys(list).contains("c"), "no menu")
    list.tableView.setEditing(true, animated: false)
    #expect(keys(list).contains("m"), "while editing, rows reorder")
    let readings = Readings(clock: clock)
    #expect(keys(readings).contains("Space  Enter"))
    #expect(!keys(readings).contains("m") && !keys(readings).contains("w  W"))
    #expect(!keys(readings).contains("c"))
  }

  @Test func wAndEnterSwipeARowToDelete() {
    let clock = ManualClock()
    let app = ShoppingList(clock: clock)
    app.tableView.layoutIfNeeded()
    app.tableView.focusItem(at: IndexPath(row: 1, section: 0))
    app.handle(.key(.character("w")))
    app.settle(clock)
    #expect(app.tableView.swipedIndexPath == IndexPath(row: 1, section: 0))
    app.handle(.key(.enter))
    #expect(app.commits == [IndexPath(row: 1, section: 0)])
    app.settle(clock)
    #expect(app.items == ["Milk", "Eggs", "Tea"])
    #expect(app.tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func editingClicksDeleteAndTheKeysReorder() {
    let clock = ManualClock()
    let app = ShoppingList(clock: clock)
    app.handle(.key(.character("e")))
    app.settle(clock)
    #expect(app.tableView.isEditing)
    // The delete button, a column into the row.
    let (x, y) = app.glyph(row: 2, column: 1)
    app.handle(.mouse(.press(x: x, y: y)))
    app.handle(.mouse(.release(x: x, y: y)))
    #expect(app.commits == [IndexPath(row: 2, section: 0)])
    app.settle(clock)
    // m lifts the focused row, ↓ carries it, Enter drops it.
    app.tableView.focusItem(at: IndexPath(row: 0, section: 0))
    app.handle(.key(.character("m")))
    app.handle(.key(.down))
    app.handle(.key(.enter))
    app.settle(clock)
    #expect(app.moves.count == 1)
    #expect(app.moves.first?.0 == IndexPath(row: 0, section: 0))
    #expect(app.moves.first?.1 == IndexPath(row: 1, section: 0))
    #expect(app.items == ["Bread", "Milk", "Tea"])
  }
}
