import PropertyBased
import Testing

@testable import CollectionCore

private typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// A snapshot with sections "A", "B", … holding the given items.
private func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot {
  var s = Snapshot()
  for (id, items) in sections {
    s.appendSections([id])
    s.appendItems(items, toSection: id)
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
    s.appendSections(["A", "B"])
    s.appendItems([1, 2, 3], toSection: "A")
    s.appendItems([4, 5])  // to the last section
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
    s.insertItems([7, 8], beforeItem: 2)
    s.insertItems([9], afterItem: 5)
    s.insertSections(["B"], afterSection: "A")
    s.insertSections(["Z"], beforeSection: "A")
    s.appendItems([3], toSection: "B")
    #expect(content(s) == ["Z: ", "A: 1 7 8 2", "B: 3", "C: 5 9"])
    #expect(s.indexOfItem(3) == 4)
  }

  @Test func deletingItemsAndSections() throws {
    var s = try snapshot([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])])
    s.deleteItems([2, 5])
    #expect(content(s) == ["A: 1 3", "B: 4", "C: 6"])
    s.deleteSections(["B"])
    #expect(content(s) == ["A: 1 3", "C: 6"])
    #expect(!s.contains(item: 4))
    #expect(s.sectionIdentifier(containingItem: 6) == "C")
    s.deleteAllItems()
    #expect(s == Snapshot())
  }

  @Test func movingItemsWithinAndAcrossSectionsAndMovingSections() throws {
    var s = try snapshot([("A", [1, 2, 3]), ("B", [4, 5])])
    s.moveItem(1, afterItem: 3)
    #expect(content(s) == ["A: 2 3 1", "B: 4 5"])
    s.moveItem(2, beforeItem: 5)
    #expect(content(s) == ["A: 3 1", "B: 4 2 5"])
    #expect(s.sectionIdentifier(containingItem: 2) == "B")
    s.moveSection("B", beforeSection: "A")
    #expect(content(s) == ["B: 4 2 5", "A: 3 1"])
    s.moveSection("B", afterSection: "A")
    #expect(content(s) == ["A: 3 1", "B: 4 2 5"])
    #expect(s.indexOfSection("B") == 1)
  }

  @Test func reloadAndReconfigureMarksAreKeptOnceAndDroppedWithTheirItems() throws {
    var s = try snapshot([("A", [1, 2, 3]), ("B", [4])])
    s.reloadItems([2, 3])
    s.reloadItems([2])
    s.reconfigureItems([1])
    s.reloadSections(["B", "B"])
    #expect(s.reloadedItemIdentifiers == [2, 3])
    #expect(s.reconfiguredItemIdentifiers == [1])
    #expect(s.reloadedSectionIdentifiers == ["B"])
    s.deleteItems([3])
    s.deleteSections(["B"])
    #expect(s.reloadedItemIdentifiers == [2])
    #expect(s.reloadedSectionIdentifiers.isEmpty)
    #expect(s.withoutMarks.reloadedItemIdentifiers.isEmpty)
    #expect(s.withoutMarks.reconfiguredItemIdentifiers.isEmpty)
  }

  /// Every refused operation's `checked…` variant throws a clear error, in UIKit's words, and
  /// leaves the snapshot as it was.
  @Test(arguments: [
    ("append the same item twice", DiffableDataSourceError.Reason.duplicateItems, "9"),
    ("append to an unknown section", .unknownSection, "Q"),
    ("insert before an unknown item", .unknownItem, "42"),
    ("insert the same item twice", .duplicateItems, "7"),
    ("insert relative to an inserted item", .moveRelativeToItself, "3"),
    ("reload an unknown item", .unknownItem, "42"),
    ("reconfigure an unknown item", .unknownItem, "42"),
    ("move an item relative to itself", .moveRelativeToItself, "1"),
    ("move an unknown item", .unknownItem, "42"),
    ("add a duplicate section", .duplicateSections, "A"),
    ("insert a section after an unknown one", .unknownSection, "Q"),
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
      case "append the same item twice": try s.checkedAppendItems([9, 9])
      case "append to an unknown section": try s.checkedAppendItems([7], toSection: "Q")
      case "insert before an unknown item": try s.checkedInsertItems([7], beforeItem: 42)
      case "insert the same item twice": try s.checkedInsertItems([7, 7], afterItem: 3)
      case "insert relative to an inserted item": try s.checkedInsertItems([3], afterItem: 3)
      case "reload an unknown item": try s.checkedReloadItems([42])
      case "reconfigure an unknown item": try s.checkedReconfigureItems([42])
      case "move an item relative to itself": try s.checkedMoveItem(1, beforeItem: 1)
      case "move an unknown item": try s.checkedMoveItem(42, afterItem: 1)
      case "add a duplicate section": try s.checkedAppendSections(["C", "A"])
      case "insert a section after an unknown one":
        try s.checkedInsertSections(["C"], afterSection: "Q")
      case "move a section relative to itself": try s.checkedMoveSection("A", afterSection: "A")
      default: try s.checkedReloadSections(["Q"])
      }
    }
    #expect(error?.reason == reason)
    #expect(error?.message.contains(named) == true, "\(error?.message ?? "")")
    #expect(s == original)
  }

  /// What UIKit lets pass since iOS 15 passes here too: items already in the snapshot that are
  /// appended or inserted move into place, and deleting what is not there does nothing.
  @Test func itemsAlreadyThereMoveIntoPlaceAndUnknownDeletesAreIgnored() throws {
    var s = try snapshot([("A", [1, 2]), ("B", [3])])
    s.appendItems([7, 2], toSection: "B")
    #expect(content(s) == ["A: 1", "B: 3 7 2"])
    s.insertItems([1], afterItem: 3)
    #expect(content(s) == ["A: ", "B: 3 1 7 2"])
    s.deleteItems([1, 42, 1])
    s.deleteSections(["Q"])
    #expect(content(s) == ["A: ", "B: 3 7 2"])
  }

  @Test func appendingItemsWithoutASectionIsRefused() {
    var s = Snapshot()
    let error = #expect(throws: DiffableDataSourceError.self) { try s.checkedAppendItems([1]) }
    #expect(error?.reason == .noSection)
    #expect(
      error?.message
        == "There are currently no sections in the data source. Please add a section first.")
    #expect(s.numberOfItems == 0)
  }

  @Test func duplicatesAreNamedInTheMessage() throws {
    var s = try snapshot([("A", [])])
    let error = #expect(throws: DiffableDataSourceError.self) {
      try s.checkedAppendItems(Array(0..<8) + Array(0..<8))
    }
    #expect(
      error?.message
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(0, 1, 2, 3, 4, … (8 in all))}"
    )
  }

  /// UIKit's code, as Apple documents it, compiles here unchanged (no `try`), and a programmer's
  /// error stops the program with UIKit's message, as UIKit raises
  /// NSInternalInconsistencyException.
  @Test func aProgrammersErrorStopsWithUIKitsMessage() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main"])
      snapshot.appendItems([1, 2, 2], toSection: "main")
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}"),
      "\(output)")
  }

  /// The same for sections and for a missing anchor.
  @Test func otherProgrammersErrorsStopToo() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main", "main"])
    }
    await #expect(processExitsWith: .failure) {
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendItems([1])
    }
    await #expect(processExitsWith: .failure) {
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main"])
      snapshot.insertItems([1], beforeItem: 99)
    }
  }

  /// Random lists, some with repeats: appending refuses exactly the lists with a repeat, a
  /// refused append changes nothing, and items already held move to the end.
  @Test func duplicatesAreRefusedExactlyWhenThereAreAny() async {
    await propertyCheck(
      input: Gen.int(in: 0...20).array(of: 0...12), Gen.int(in: 0...20).array(of: 0...12)
    ) { first, second in
      var s = Snapshot()
      s.appendSections(["A"])
      let firstIsUnique = Set(first).count == first.count
      do throws(DiffableDataSourceError) {
        try s.checkedAppendItems(first)
        #expect(firstIsUnique, "\(first)")
      } catch {
        #expect(!firstIsUnique && error.reason == .duplicateItems, "\(first)")
        #expect(s.numberOfItems == 0)
      }
      let before = s
      let secondIsUnique = Set(second).count == second.count
      do throws(DiffableDataSourceError) {
        try s.checkedAppendItems(second, toSection: "A")
        #expect(secondIsUnique, "\(before.itemIdentifiers) + \(second)")
        #expect(
          s.itemIdentifiers == before.itemIdentifiers.filter { !second.contains($0) } + second)
      } catch {
        #expect(!secondIsUnique && error.reason == .duplicateItems)
        #expect(s == before)
      }
    }
  }
}
