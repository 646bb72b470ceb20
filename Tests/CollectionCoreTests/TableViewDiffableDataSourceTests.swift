import TestSupport
import Testing

@testable import CollectionCore

/// `TableViewDiffableDataSource` as UIKit code subclasses it: snapshots applied with their
/// difference animated, titles and editing from overrides, swipe to delete through a snapshot,
/// and a reordered row moving in the snapshot by itself.
@Suite("Table view diffable data source")
@MainActor
struct TableViewDiffableDataSourceTests {
  /// The sections of a contacts list.
  enum Section: Hashable, Sendable {
    case favourites, others
  }

  /// A subclass giving titles, deletion and reordering, as UIKit code writes one.
  final class ContactsDataSource: TableViewDiffableDataSource<Section, String> {
    var commits = 0

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section) == .favourites ? "Favourites" : "Others"
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      commits += 1
      guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems([item])
      apply(snapshot, animatingDifferences: true)
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }
  }

  /// A table showing contacts through the subclass.
  final class Contacts {
    let clock = ManualClock()
    let tableView: TableView
    let dataSource: ContactsDataSource

    init() {
      tableView = TableView(
        frameSize: Size(width: 30, height: 40), style: .insetGrouped, clock: clock)
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Contact")
      dataSource = ContactsDataSource(tableView: tableView) { tableView, indexPath, name in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
        return cell
      }
      var snapshot = DiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([.favourites, .others])
      snapshot.appendItems(["Ann", "Bob"], toSection: .favourites)
      snapshot.appendItems(["Cat", "Dan", "Eve"], toSection: .others)
      dataSource.apply(snapshot, animatingDifferences: false)
      tableView.layoutIfNeeded()
    }

    /// The names the table shows, section by section, once settled.
    var shown: [[String]] {
      tableView.settle(clock)
      return (0..<tableView.numberOfSections).map { section in
        (0..<tableView.numberOfRows(inSection: section)).compactMap {
          let cell = tableView.cellForRow(at: IndexPath(row: $0, section: section))
          return cell?.appearance.texts.first { $0.x > 0 && $0.text.count == 3 }?.text
        }
      }
    }
  }

  @Test func snapshotsFillTheTableAndTheirDifferencesAnimate() throws {
    let contacts = Contacts()
    #expect(contacts.shown == [["Ann", "Bob"], ["Cat", "Dan", "Eve"]])
    #expect(contacts.tableView.headerView(forSection: 1)?.textLabel?.text == "Others")
    var snapshot = contacts.dataSource.snapshot()
    snapshot.moveItem("Eve", beforeItem: "Cat")
    snapshot.deleteItems(["Bob"])
    snapshot.appendItems(["Fay"], toSection: .favourites)
    contacts.dataSource.apply(snapshot, animatingDifferences: true)
    #expect(contacts.tableView.isAnimating)
    #expect(contacts.shown == [["Ann", "Fay"], ["Eve", "Cat", "Dan"]])
    #expect(contacts.dataSource.tableView(contacts.tableView, numberOfRowsInSection: 1) == 3)
    #expect(contacts.tableView._invariantViolations() == [])
  }

  @Test func swipingToDeleteAppliesTheSubclassSnapshot() {
    let contacts = Contacts()
    #expect(
      contacts.tableView.revealSwipeActions(at: IndexPath(row: 1, section: 1), leading: false))
    contacts.tableView.performChosenSwipeAction()
    #expect(contacts.dataSource.commits == 1)
    #expect(contacts.shown == [["Ann", "Bob"], ["Cat", "Eve"]])
  }

  @Test func aReorderedRowMovesInTheSnapshot() {
    let contacts = Contacts()
    let tableView = contacts.tableView
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.showsReorderControl == true)
    #expect(tableView.beginInteractiveMovementForItem(at: IndexPath(row: 0, section: 1)))
    let target = tableView.rectForRow(at: IndexPath(row: 2, section: 1))
    tableView.updateInteractiveMovementTargetPosition(Point(x: target.midX, y: target.midY))
    tableView.endInteractiveMovement()
    #expect(
      contacts.dataSource.snapshot().itemIdentifiers(inSection: .others) == ["Dan", "Eve", "Cat"])
    #expect(contacts.shown == [["Ann", "Bob"], ["Dan", "Eve", "Cat"]])
  }
}
