import PropertyBased
import Testing

@testable import CollectionCore

private typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// A snapshot with sections "A", "B", … holding the given items.
private func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot {
  var s = Snapshot()
  for (id, items) in sections {
    try s.appendSections([id])
    try s.appendItems(items, toSection: id)
  }
  return s
}

/// The snapshot's content as (section, items) pairs, for comparing with a picture.
private func content(_ s: Snapshot) -> [String] {
  s.sectionIdentifiers.map { id in
    "\(id): " + s.itemIdentifiers(inSection: id).map(String.init).joined(separator: " ")
  }
}

@Suite("Diffable snapshots")
struct DiffableDataSourceSnapshotTests {
  @Test func appendingBuildsSectionsAndItemsInOrder() throws {
    var s = Snapshot()
    try s.appendSections(["A", "B"])
    try s.appendItems([1, 2, 3], toSection: "A")
    try s.appendItems([4, 5])  // to the last section
    #expect(content(s) == ["A: 1 2 3", "B: 4 5"])
    #expect(s.numberOfItems == 5)
    #expect(s.numberOfSections == 2)
    #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(s.numberOfItems(inSection: "B") == 2)
    #expect(s.numberOfItems(inSection: "Z") == 0)
    #expect(s.sectionIdentifier(containingItem: 4) == "B")
    #expect(s.indexOfItem(4) == 3)
    #expect(s.indexOfItem(9) == nil)
    #expect(s.indexOfSection("B") == 1)
    #expect(s.indexPath(ofItem: 5) == IndexPath(item: 1, section: 1))
    #expect(s.itemIdentifier(at: IndexPath(item: 2, section: 0)) == 3)
    #expect(s.itemIdentifier(at: IndexPath(item: 2, section: 1)) == nil)
  }

  @Test func insertingBeforeAndAfterAnItemAndASection() throws {
    var s = try snapshot([("A", [1, 2]), ("C", [5])])
    try s.insertItems([7, 8], beforeItem: 2)
    try s.insertItems([9], afterItem: 5)
    try s.insertSections(["B"], afterSection: "A")
    try s.insertSections(["Z"], beforeSection: "A")
    try s.appendItems([3], toSection: "B")
    #expect(content(s) == ["Z: ", "A: 1 7 8 2", "B: 3", "C: 5 9"])
    #expect(s.indexOfItem(3) == 4)
  }

  @Test func deletingItemsAndSections() throws {
    var s = try snapshot([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])])
    try s.deleteItems([2, 5])
    #expect(content(s) == ["A: 1 3", "B: 4", "C: 6"])
    try s.deleteSections(["B"])
    #expect(content(s) == ["A: 1 3", "C: 6"])
    #expect(!s.contains(item: 4))
    #expect(s.sectionIdentifier(containingItem: 6) == "C")
    s.deleteAllItems()
    #expect(s == Snapshot())
  }

  @Test func movingItemsWithinAndAcrossSectionsAndMovingSections() throws {
    var s = try snapshot([("A", [1, 2, 3]), ("B", [4, 5])])
    try s.moveItem(1, afterItem: 3)
    #expect(content(s) == ["A: 2 3 1", "B: 4 5"])
    try s.moveItem(2, beforeItem: 5)
    #expect(content(s) == ["A: 3 1", "B: 4 2 5"])
    #expect(s.sectionIdentifier(containingItem: 2) == "B")
    try s.moveSection("B", beforeSection: "A")
    #expect(content(s) == ["B: 4 2 5", "A: 3 1"])
    try s.moveSection("B", afterSection: "A")
    #expect(content(s) == ["A: 3 1", "B: 4 2 5"])
    #expect(s.indexOfSection("B") == 1)
  }

  @Test func reloadAndReconfigureMarksAreKeptOnceAndDroppedWithTheirItems() throws {
    var s = try snapshot([("A", [1, 2, 3]), ("B", [4])])
    try s.reloadItems([2, 3])
    try s.reloadItems([2])
    try s.reconfigureItems([1])
    try s.reloadSections(["B", "B"])
    #expect(s.reloadedItemIdentifiers == [2, 3])
    #expect(s.reconfiguredItemIdentifiers == [1])
    #expect(s.reloadedSectionIdentifiers == ["B"])
    try s.deleteItems([3])
    try s.deleteSections(["B"])
    #expect(s.reloadedItemIdentifiers == [2])
    #expect(s.reloadedSectionIdentifiers.isEmpty)
    #expect(s.withoutMarks.reloadedItemIdentifiers.isEmpty)
    #expect(s.withoutMarks.reconfiguredItemIdentifiers.isEmpty)
  }

  /// Every refused operation throws a clear error and leaves the snapshot as it was.
  @Test(arguments: [
    ("append a duplicate", DiffableDataSourceError.Reason.duplicateItems, "2"),
    ("append the same item twice", .duplicateItems, "9"),
    ("append to an unknown section", .unknownSection, "Q"),
    ("insert before an unknown item", .unknownItem, "42"),
    ("insert a duplicate", .duplicateItems, "1"),
    ("delete an unknown item", .unknownItem, "42"),
    ("reload an unknown item", .unknownItem, "42"),
    ("reconfigure an unknown item", .unknownItem, "42"),
    ("move an item relative to itself", .moveRelativeToItself, "1"),
    ("move an unknown item", .unknownItem, "42"),
    ("add a duplicate section", .duplicateSections, "A"),
    ("delete an unknown section", .unknownSection, "Q"),
    ("move a section relative to itself", .moveRelativeToItself, "A"),
    ("reload an unknown section", .unknownSection, "Q"),
  ])
  func refusedOperationsThrowAndChangeNothing(
    operation: String, reason: DiffableDataSourceError.Reason, named: String
  ) throws {
    let original = try snapshot([("A", [1, 2]), ("B", [3])])
    var s = original
    let error = #expect(throws: DiffableDataSourceError.self, "\(operation)") {
      switch operation {
      case "append a duplicate": try s.appendItems([7, 2], toSection: "B")
      case "append the same item twice": try s.appendItems([9, 9])
      case "append to an unknown section": try s.appendItems([7], toSection: "Q")
      case "insert before an unknown item": try s.insertItems([7], beforeItem: 42)
      case "insert a duplicate": try s.insertItems([1], afterItem: 3)
      case "delete an unknown item": try s.deleteItems([1, 42])
      case "reload an unknown item": try s.reloadItems([42])
      case "reconfigure an unknown item": try s.reconfigureItems([42])
      case "move an item relative to itself": try s.moveItem(1, beforeItem: 1)
      case "move an unknown item": try s.moveItem(42, afterItem: 1)
      case "add a duplicate section": try s.appendSections(["C", "A"])
      case "delete an unknown section": try s.deleteSections(["Q"])
      case "move a section relative to itself": try s.moveSection("A", afterSection: "A")
      default: try s.reloadSections(["Q"])
      }
    }
    #expect(error?.reason == reason)
    #expect(error?.message.contains(named) == true, "\(error?.message ?? "")")
    #expect(s == original)
  }

  @Test func appendingItemsWithoutASectionIsRefused() {
    var s = Snapshot()
    let error = #expect(throws: DiffableDataSourceError.self) { try s.appendItems([1]) }
    #expect(error?.reason == .noSection)
    #expect(s.numberOfItems == 0)
  }

  @Test func duplicatesAreNamedInTheMessage() throws {
    var s = try snapshot([("A", Array(0..<10))])
    let error = #expect(throws: DiffableDataSourceError.self) {
      try s.appendItems(Array(0..<8))
    }
    #expect(error?.message.contains("0, 1, 2, 3, 4, … (8 in all)") == true)
  }

  /// Random lists, some with repeats: appending refuses exactly the lists with a repeat or an
  /// item already in the snapshot, and a refused append changes nothing.
  @Test func duplicatesAreRefusedExactlyWhenThereAreAny() async {
    await propertyCheck(
      input: Gen.int(in: 0...20).array(of: 0...12), Gen.int(in: 0...20).array(of: 0...12)
    ) { first, second in
      var s = Snapshot()
      try s.appendSections(["A"])
      let firstIsNew = Set(first).count == first.count
      do throws(DiffableDataSourceError) {
        try s.appendItems(first)
        #expect(firstIsNew, "\(first)")
      } catch {
        #expect(!firstIsNew && error.reason == .duplicateItems, "\(first)")
        #expect(s.numberOfItems == 0)
      }
      let before = s
      let secondIsNew =
        Set(second).count == second.count && Set(second).isDisjoint(with: s.itemIdentifiers)
      do throws(DiffableDataSourceError) {
        try s.appendItems(second, toSection: "A")
        #expect(secondIsNew, "\(before.itemIdentifiers) + \(second)")
        #expect(s.itemIdentifiers == before.itemIdentifiers + second)
      } catch {
        #expect(!secondIsNew && error.reason == .duplicateItems)
        #expect(s == before)
      }
    }
  }
}
