import TestSupport
import Testing

@testable import CollectionCore

/// A model of named items per section, standing in for an app's model: the data source's counts
/// and labels come from it, so after an update every cell must show the right name.
final class NamedModel {
  var sections: [[String]]
  let dataSource: TestDataSource

  init(_ sections: [[String]], dataSource: TestDataSource) {
    self.sections = sections
    self.dataSource = dataSource
    sync()
  }

  func sync() {
    dataSource.counts = sections.map(\.count)
    let snapshot = sections
    dataSource.label = { snapshot[$0.section][$0.item] }
  }
}

/// A collection view big enough to show everything: small items in a wide, tall viewport.
private func makeBatchHarness(_ sections: [[String]]) -> (Harness, NamedModel) {
  let layout = makeFlowLayout(
    itemSize: Size(width: 4, height: 2), inset: .zero, interitem: 1, line: 1)
  let h = makeCollectionView(
    layout: layout, counts: sections.map(\.count), size: Size(width: 100, height: 200))
  let model = NamedModel(sections, dataSource: h.dataSource)
  h.cv.reloadData()
  h.cv.layoutIfNeeded()
  return (h, model)
}

/// The labels on screen, section by section, once animations have settled.
private func labelsOnScreen(_ h: Harness) -> [[String]] {
  h.settle(h.clock)
  var result = Array(repeating: [String](), count: h.cv.numberOfSections)
  for path in h.cv.indexPathsForVisibleItems {
    result[path.section].append(h.cv.cellForItem(at: path)?.text ?? "?")
  }
  return result
}

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

@Suite("Batch updates")
struct BatchUpdateTests {
  @Test func insertItems() throws {
    let (h, model) = makeBatchHarness([["a", "b", "c", "d", "e"]])
    let keptViews = (0..<5).map { h.cv.cellForItem(at: ip($0)) }
    model.sections[0].insert("X", at: 1)
    model.sections[0].insert("Y", at: 6)
    model.sync()
    var completed: Bool?
    h.cv.performBatchUpdates(
      { h.cv.insertItems(at: [ip(1), ip(6)]) }, completion: { completed = $0 })
    #expect(h.cv.numberOfItems(inSection: 0) == 7)
    #expect(completed == nil)  // runs when the animation ends
    #expect(labelsOnScreen(h) == [["a", "X", "b", "c", "d", "e", "Y"]])
    #expect(completed == true)
    // Survivors kept their views.
    #expect(h.cv.cellForItem(at: ip(0)) === keptViews[0])
    #expect(h.cv.cellForItem(at: ip(2)) === keptViews[1])
    #expect(h.cv.cellForItem(at: ip(5)) === keptViews[4])
  }

  @Test func deleteItems() throws {
    let (h, model) = makeBatchHarness([["a", "b", "c", "d", "e"]])
    let e = h.cv.cellForItem(at: ip(4))
    model.sections[0].remove(at: 3)
    model.sections[0].remove(at: 0)
    model.sync()
    h.cv.performBatchUpdates { h.cv.deleteItems(at: [ip(0), ip(3)]) }
    #expect(h.cv.numberOfItems(inSection: 0) == 3)
    #expect(labelsOnScreen(h) == [["b", "c", "e"]])
    #expect(h.cv.cellForItem(at: ip(2)) === e)
    #expect(h.cv.reuseStatistics.cellsInPool == 2)
  }

  @Test func reloadItemsFetchesNewCells() throws {
    let (h, model) = makeBatchHarness([["a", "b", "c"]])
    let old = h.cv.cellForItem(at: ip(1))
    let unchanged = h.cv.cellForItem(at: ip(0))
    model.sections[0][1] = "B"
    model.sync()
    h.cv.performBatchUpdates { h.cv.reloadItems(at: [ip(1)]) }
    #expect(labelsOnScreen(h) == [["a", "B", "c"]])
    #expect(h.cv.cellForItem(at: ip(1)) !== old)
    #expect(h.cv.cellForItem(at: ip(0)) === unchanged)
  }

  @Test func moveItems() throws {
    let (h, model) = makeBatchHarness([["a", "b", "c", "d"], ["p", "q"]])
    let c = h.cv.cellForItem(at: ip(2))
    // a b c d | p q  →  c a d | p b q
    model.sections = [["c", "a", "d"], ["p", "b", "q"]]
    model.sync()
    h.cv.performBatchUpdates {
      h.cv.moveItem(at: ip(2), to: ip(0))
      h.cv.moveItem(at: ip(1), to: ip(1, 1))
    }
    #expect(h.cv.numberOfItems(inSection: 0) == 3)
    #expect(h.cv.numberOfItems(inSection: 1) == 3)
    #expect(labelsOnScreen(h) == [["c", "a", "d"], ["p", "b", "q"]])
    #expect(h.cv.cellForItem(at: ip(0)) === c)  // a move keeps the view
  }

  @Test func insertDeleteAndMoveSections() throws {
    let (h, model) = makeBatchHarness([["a"], ["b", "b2"], ["c"], ["d"]])
    let dView = h.cv.cellForItem(at: ip(0, 3))
    // delete section 1, insert a new section at 0, move old 3 to new 1:
    // a | b b2 | c | d  →  N | d | a | c
    model.sections = [["N1", "N2"], ["d"], ["a"], ["c"]]
    model.sync()
    h.cv.performBatchUpdates {
      h.cv.deleteSections([1])
      h.cv.insertSections([0])
      h.cv.moveSection(3, toSection: 1)
    }
    #expect(h.cv.numberOfSections == 4)
    #expect((0..<4).map { h.cv.numberOfItems(inSection: $0) } == [2, 1, 1, 1])
    #expect(labelsOnScreen(h) == [["N1", "N2"], ["d"], ["a"], ["c"]])
    #expect(h.cv.cellForItem(at: ip(0, 1)) === dView)
  }

  @Test func reloadSections() throws {
    let (h, model) = makeBatchHarness([["a", "b"], ["c"]])
    let a = h.cv.cellForItem(at: ip(0))
    let c = h.cv.cellForItem(at: ip(0, 1))
    model.sections = [["A", "B", "C"], ["c"]]
    model.sync()
    h.cv.performBatchUpdates { h.cv.reloadSections([0]) }
    #expect(labelsOnScreen(h) == [["A", "B", "C"], ["c"]])
    #expect(h.cv.cellForItem(at: ip(0)) !== a)
    #expect(h.cv.cellForItem(at: ip(0, 1)) === c)
  }

  @Test func mixedBatch() throws {
    let (h, model) = makeBatchHarness([["a", "b", "c", "d", "e", "f"], ["p", "q", "r"]])
    // Old: a b c d e f | p q r
    // delete b, e (old 1, 4); reload c (old 2); move f (old 5) → section 1 item 0; insert X at new 0 2;
    // delete q (old 1 1); insert Y at new 1 3.
    model.sections = [["a", "X", "C", "d"], ["f", "p", "r", "Y"]]
    model.sync()
    h.cv.performBatchUpdates {
      h.cv.deleteItems(at: [ip(1), ip(4), ip(1, 1)])
      h.cv.reloadItems(at: [ip(2)])
      h.cv.moveItem(at: ip(5), to: ip(0, 1))
      h.cv.insertItems(at: [ip(1), ip(3, 1)])
    }
    #expect(h.cv.numberOfItems(inSection: 0) == 4)
    #expect(h.cv.numberOfItems(inSection: 1) == 4)
    #expect(labelsOnScreen(h) == model.sections)
    #expect(h.cv.onScreenViewCount == 8)
    let stats = h.cv.reuseStatistics
    #expect(stats.cellsInPool + 8 == stats.cellsCreated)
  }

  @Test func nestedUpdateCallsOutsideABatchAnimateOnTheirOwn() throws {
    let (h, model) = makeBatchHarness([["a", "b"]])
    model.sections[0].append("c")
    model.sync()
    h.cv.insertItems(at: [ip(2)])
    #expect(h.cv.numberOfItems(inSection: 0) == 3)
    #expect(labelsOnScreen(h) == [["a", "b", "c"]])
  }

  @Test func updateItemsHandedToTheLayoutAreInUIKitsOrder() throws {
    final class RecordingLayout: FlowLayout {
      var recorded: [CollectionViewUpdateItem] = []
      var finalized = 0
      override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        recorded = updateItems
        #expect(currentUpdateItems == updateItems)
      }
      override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        finalized += 1
      }
    }
    let layout = RecordingLayout()
    let h = makeCollectionView(layout: layout, counts: [5, 3])
    h.dataSource.counts = [5, 3]
    h.cv.performBatchUpdates {
      h.cv.insertItems(at: [ip(0), ip(4)])
      h.cv.deleteItems(at: [ip(1), ip(3)])
      h.cv.reloadItems(at: [ip(0, 1)])
    }
    #expect(
      layout.recorded == [
        .init(updateAction: .delete, indexPathBeforeUpdate: ip(3), indexPathAfterUpdate: nil),
        .init(updateAction: .delete, indexPathBeforeUpdate: ip(1), indexPathAfterUpdate: nil),
        .init(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(0)),
        .init(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip(4)),
        .init(
          updateAction: .reload, indexPathBeforeUpdate: ip(0, 1), indexPathAfterUpdate: ip(0, 1)),
      ])
    #expect(layout.finalized == 1)
    #expect(layout.currentUpdateItems.isEmpty)
    #expect(layout.attributesBeforeUpdate.isEmpty)
    #expect(
      CollectionViewUpdateItem(
        updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: .section(2)
      ).isSectionOperation)
  }

  @Test func badBatchThrowsAndChangesNothing() throws {
    let (h, model) = makeBatchHarness([(0..<12).map { "\($0)" }])
    let cellsBefore = h.cv.visibleCells.map(ObjectIdentifier.init)
    let onScreenBefore = h.cv.onScreenViewCount
    let statsBefore = h.cv.reuseStatistics
    model.sections[0].append("12")
    model.sync()
    // The model grew to 13 but the batch says nothing.
    var completion: Bool?
    let error = #expect(throws: BatchUpdateError.self) {
      try h.cv.checkedPerformBatchUpdates({}, completion: { completion = $0 })
    }
    let message = try #require(error).message
    #expect(message.contains("section 0"))
    #expect(message.contains("(13)"))
    #expect(message.contains("(12)"))
    #expect(message.contains("0 inserted, 0 deleted"))
    #expect(completion == nil)
    #expect(h.cv.numberOfItems(inSection: 0) == 12)
    #expect(h.cv.visibleCells.map(ObjectIdentifier.init) == cellsBefore)
    #expect(h.cv.onScreenViewCount == onScreenBefore)
    #expect(h.cv.reuseStatistics == statsBefore)
    #expect(!h.cv.isAnimating)
    // A correct batch afterwards works.
    h.cv.insertItems(at: [ip(12)])
    #expect(h.cv.numberOfItems(inSection: 0) == 13)
  }

  /// UIKit's batch code compiles without `try`; a bad batch, in one or outside one, stops the
  /// program with UIKit's message.
  @Test func aBadBatchStopsTheProgramAsUIKitRaises() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let (h, model) = makeBatchHarness([(0..<12).map { "\($0)" }])
      model.sections[0] += ["12", "13"]
      model.sync()
      h.cv.insertItems(at: [ip(12)])  // 12 + 1 ≠ 14
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (14)"
      ), "\(output)")
    await #expect(processExitsWith: .failure) {
      let (h, model) = makeBatchHarness([["a", "b"]])
      model.sections[0].removeLast()
      model.sync()
      h.cv.performBatchUpdates {}
    }
  }

  @Test func badBatchNamesTheRightSection() {
    let (h, model) = makeBatchHarness([["a"], ["b", "c", "d"]])
    model.sections[1].removeLast()
    model.sync()
    let error = #expect(throws: BatchUpdateError.self) {
      try h.cv.checkedPerformBatchUpdates { h.cv.deleteItems(at: [ip(0, 1), ip(1, 1)]) }
    }
    #expect(error?.message.contains("section 1") == true)
    #expect(error?.message.contains("(2)") == true)
    #expect(error?.message.contains("(3)") == true)
    #expect(error?.message.contains("2 deleted") == true)
    #expect(h.cv.numberOfItems(inSection: 1) == 3)
  }

  @Test func invalidIndexPathsAreRejected() {
    let (h, model) = makeBatchHarness([["a", "b"]])
    model.sections[0].removeLast()
    model.sync()
    let error = #expect(throws: BatchUpdateError.self) {
      try h.cv.checkedPerformBatchUpdates { h.cv.deleteItems(at: [ip(5)]) }
    }
    #expect(error?.message.contains("does not exist") == true)
    let sectionError = #expect(throws: BatchUpdateError.self) {
      try h.cv.checkedPerformBatchUpdates { h.cv.deleteSections([0, 0]) }
    }
    #expect(sectionError?.message.contains("more than once") == true)
    #expect(h.cv.numberOfItems(inSection: 0) == 2)
  }
}
