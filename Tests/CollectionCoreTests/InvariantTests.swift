import TestSupport
import Testing

@testable import CollectionCore

/// The invariant checks catch a broken state: each is broken on purpose here, through the
/// module's internals, and must be reported; debug builds stop at the next layout pass.
@Suite("Invariants")
struct InvariantTests {
  @Test func aSoundCollectionViewHasNoViolations() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [30])
    h.cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aSelectionOfAnItemThatDoesNotExistIsCaught() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10])
    h.cv.itemStates.selected.insert(IndexPath(item: 50, section: 0))
    let problems = h.cv._invariantViolations()
    #expect(problems.contains { $0.contains("[0, 50]") && $0.contains("does not exist") })
  }

  @Test func anItemAskedForAheadOfTheScrollThatDoesNotExistIsCaught() {
    final class Prefetching: CollectionViewDataSourcePrefetching {
      func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
      {}
    }
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10])
    let prefetching = Prefetching()
    h.cv.prefetchDataSource = prefetching
    h.cv.upkeep.prefetcher.outstanding.insert(IndexPath(item: 10, section: 0))
    let problems = h.cv._invariantViolations()
    #expect(problems.contains { $0.contains("[0, 10]") && $0.contains("does not exist") })
  }

  @Test func aViewBothOnScreenAndQueuedIsCaught() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10])
    let cell = try #require(h.cv.cellForItem(at: IndexPath(item: 0, section: 0)))
    h.cv.reusePool.enqueue(cell, as: .cell("cell"))
    let problems = h.cv._invariantViolations()
    #expect(problems.contains { $0.contains("also queued") })
    #expect(problems.contains { $0.contains("created") && $0.contains("on screen") })
  }

  @Test func aCellShowingTheWrongStateIsCaught() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10])
    let cell = try #require(h.cv.cellForItem(at: IndexPath(item: 1, section: 0)))
    cell.isSelected = true
    #expect(h.cv._invariantViolations().contains { $0.contains("shows selected true") })
  }

  /// Reading the invariants changes nothing: no layout pass, no event logged.
  @Test func checkingOnlyReads() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    h.cv.setContentOffset(Point(x: 0, y: 60), animated: false)
    h.cv.collectionViewLayout.invalidateLayout()
    let events = LayoutEvent.Kind.allCases.map { h.cv.layoutEvents.count(of: $0) }
    let needsPrepare = h.cv.collectionViewLayout.needsPrepare
    _ = h.cv._invariantViolations()
    #expect(LayoutEvent.Kind.allCases.map { h.cv.layoutEvents.count(of: $0) } == events)
    #expect(h.cv.collectionViewLayout.needsPrepare == needsPrepare)
  }

  /// Debug builds stop at the next layout pass, with the problem in the message.
  @Test func debugBuildsStopAtTheNextLayoutPass() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let h = makeCollectionView(layout: makeFlowLayout(), counts: [10])
      h.cv.itemStates.focused = IndexPath(item: 99, section: 0)
      h.cv.setNeedsLayout()
      h.cv.layoutIfNeeded()
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("CollectionView invariants broken"), "\(output)")
    #expect(output.contains("[0, 99]"), "\(output)")
  }

  @Test func aQueuedViewUnderTheWrongIdentifierIsCaught() {
    let pool = ReusePool()
    pool.register(CollectionViewCell.self, for: .cell("a"))
    let view = pool.make(.cell("a"))!
    pool.enqueue(view, as: .cell("a"))
    #expect(pool._invariantViolations() == [])
    view.reuseIdentifier = "b"
    #expect(pool._invariantViolations().contains { $0.contains("queued as") })
  }

  /// Random batches make mappings whose invariants hold (each is checked as it is made in
  /// debug builds; this says so outright).
  @Test func mappingsOfValidBatchesAreSound() throws {
    var update = BatchUpdate()
    update.insertedItems = [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 1)]
    update.deletedItems = [IndexPath(item: 2, section: 0)]
    update.movedItems = [(IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 1))]
    let mapping = try IndexPathMapping(oldCounts: [6, 3], newCounts: [5, 5], update: update)
    #expect(mapping._invariantViolations() == [])
  }
}
