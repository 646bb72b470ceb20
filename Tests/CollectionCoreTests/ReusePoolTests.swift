import TestSupport
import Testing

@testable import CollectionCore

@Suite("Reuse pool")
struct ReusePoolTests {
  @Test func scrollingThroughTenThousandItemsRecyclesCells() throws {
    let delegate = RecordingDelegate()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10_000], delegate: delegate)
    let cv = h.cv
    // 2500 lines of 4: 2 + 2500·16 + 2499·2 + 2.
    #expect(cv.contentSize == Size(width: 80, height: 45_002))
    var maxVisible = cv.visibleCells.count
    var previousReused = 0
    var reusedGrew = 0
    var seen = Set<Int>()
    var offset = 0.0
    var steps = 0
    while offset < 45_002 - 46 {
      offset = min(offset + 7, 45_002 - 46)
      cv.setContentOffset(Point(x: 0, y: offset), animated: false)
      steps += 1
      #expect(cv.contentOffset == Point(x: 0, y: offset))
      let visible = cv.indexPathsForVisibleItems
      let expected = cellPaths(cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds))
      if visible != expected {
        Issue.record("at offset \(offset): visible \(visible) ≠ layout's \(expected)")
        break
      }
      let cells = cv.visibleCells
      #expect(cells.count == visible.count)
      // Each cell shows its own item (prepareForReuse cleared the old label, the data source set the new).
      if cells.map(\.text) != visible.map({ "\($0.item)" }) {
        Issue.record("at offset \(offset): labels \(cells.map(\.text))")
        break
      }
      for path in visible { seen.insert(path.item) }
      maxVisible = max(maxVisible, cells.count)
      let stats = cv.reuseStatistics
      if stats.cellsReused > previousReused { reusedGrew += 1 }
      previousReused = stats.cellsReused
      // Every cell is either on screen or waiting in the pool.
      if stats.cellsInPool + cells.count != stats.cellsCreated {
        Issue.record("at offset \(offset): \(stats)")
        break
      }
    }
    #expect(steps > 6000)
    #expect(seen.count == 10_000)
    #expect(cv.indexPathsForVisibleItems.last == IndexPath(item: 9_999, section: 0))
    let stats = cv.reuseStatistics
    #expect(maxVisible <= 16)  // at most four lines of four show in 46 points
    #expect(stats.cellsCreated <= maxVisible + 8)
    #expect(stats.cellsReused > 9_000)
    #expect(reusedGrew > 1000)
    #expect(stats.cellsCreated + stats.cellsReused == h.dataSource.cellRequests)
    #expect(h.dataSource.totalPrepareForReuse == stats.cellsReused)
    #expect(h.dataSource.cellsSeen.count == stats.cellsCreated)
    // The delegate saw every cell arrive and every departed one leave.
    #expect(delegate.willDisplay.count == h.dataSource.cellRequests)
    #expect(delegate.didEndDisplaying.count == delegate.willDisplay.count - cv.visibleCells.count)
  }

  @Test func cellsThatLeaveGoBackToThePool() throws {
    let delegate = RecordingDelegate()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100], delegate: delegate)
    let cv = h.cv
    let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell)
    #expect(cv.reuseStatistics.cellsInPool == 0)
    #expect(cv.reuseStatistics.cellsCreated == 12)  // lines 0…2 (y 2, 20, 38) show in 46 points
    cv.setContentOffset(Point(x: 0, y: 36), animated: false)  // lines 0 and 1 leave; 3 and 4 arrive
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(cv.indexPathsForVisibleItems == (8..<20).map { IndexPath(item: $0, section: 0) })
    #expect(Set(delegate.didEndDisplaying) == Set((0..<8).map { IndexPath(item: $0, section: 0) }))
    // The departed cells went to the pool before the arrivals were dequeued, so none was created.
    #expect(cv.reuseStatistics.cellsCreated == 12)
    #expect(cv.reuseStatistics.cellsReused == 8)
    #expect(cv.reuseStatistics.cellsInPool == 0)
    #expect(cv.visibleCells.contains { $0 === first })
    #expect(first.prepareForReuseCount == 1)
    #expect(first.text != "0")
    // A jump of a whole screen: the 12 on screen are reused, only the 4 extra are new.
    cv.setContentOffset(Point(x: 0, y: 300), animated: false)  // lines 16…19
    #expect(cv.indexPathsForVisibleItems == (64..<80).map { IndexPath(item: $0, section: 0) })
    #expect(cv.reuseStatistics.cellsCreated == 16)
    #expect(cv.reuseStatistics.cellsReused == 20)
    #expect(first.prepareForReuseCount == 2)
    #expect(first.reuseIdentifier == "cell")
    // Scrolling back to a short viewport leaves the surplus in the pool.
    cv.setContentOffset(.zero, animated: false)
    #expect(cv.visibleCells.count == 12)
    #expect(cv.reuseStatistics.cellsInPool == 4)
    #expect(cv.reuseStatistics.cellsCreated == 16)
  }

  @Test func dequeueReusesTheLastEnqueuedCell() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    let cv = h.cv
    let departing = Set(
      (0..<4).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0)) }.map(
        ObjectIdentifier.init))
    #expect(departing.count == 4)
    // Line 0 leaves, line 3 (56…72) arrives.
    cv.setContentOffset(Point(x: 0, y: 20), animated: false)
    let arrivals = (12..<16).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(arrivals.count == 4)
    #expect(Set(arrivals.map(ObjectIdentifier.init)) == departing)
    #expect(cv.reuseStatistics.cellsReused == 4)
    #expect(arrivals.allSatisfy { ($0 as? CountingCell)?.prepareForReuseCount == 1 })
  }

  @Test func prepareForReuseClearsSelectionAndHighlight() {
    let cell = CollectionViewCell()
    cell.isSelected = true
    cell.isHighlighted = true
    cell.prepareForReuse()
    #expect(!cell.isSelected && !cell.isHighlighted)
  }

  @Test func reloadDataPutsEveryCellBackAndFetchesAgain() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [8])
    let before = h.cv.visibleCells.map(ObjectIdentifier.init)
    #expect(before.count == 8)
    h.dataSource.counts = [3]
    h.cv.reloadData()
    #expect(h.cv.numberOfItems(inSection: 0) == 3)
    #expect(h.cv.visibleCells.count == 3)
    #expect(h.cv.reuseStatistics.cellsInPool == 5)
    #expect(h.cv.reuseStatistics.cellsReused == 3)
    #expect(Set(h.cv.visibleCells.map(ObjectIdentifier.init)).isSubset(of: Set(before)))
  }

  @Test func supplementaryAndDecorationViewsAreRecycledToo() {
    let layout = makeFlowLayout(itemSize: Size(width: 16, height: 16))
    layout.headerReferenceSize = Size(width: 0, height: 4)
    let h = makeCollectionView(layout: layout, counts: Array(repeating: 4, count: 50))
    let created = h.cv.reuseStatistics.otherViewsCreated
    #expect(created >= 1)
    for step in 1...40 { h.cv.setContentOffset(Point(x: 0, y: Double(step) * 20), animated: false) }
    #expect(h.cv.reuseStatistics.otherViewsReused > 10)
    #expect(h.cv.reuseStatistics.otherViewsCreated <= created + 4)

    // The clock hand leaves when the layout switches away and is reused when it comes back.
    let circle = makeCircleLayout()
    let c = makeCollectionView(layout: circle, counts: [12])
    #expect(c.cv.reuseStatistics.otherViewsCreated == 1)
    c.cv.setCollectionViewLayout(makeFlowLayout(), animated: false)
    c.cv.setCollectionViewLayout(circle, animated: false)
    #expect(c.cv.reuseStatistics.otherViewsCreated == 1)
    #expect(c.cv.reuseStatistics.otherViewsReused == 1)
  }

  @Test func lifecycleRunsInUIKitsOrder() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10])
    let kinds = h.cv.layoutEvents.map(\.kind)
    let prepare = kinds.firstIndex(of: .prepare)
    let size = kinds.firstIndex(of: .contentSize)
    let elements = kinds.firstIndex(of: .elementsInRect)
    #expect(prepare != nil && size != nil && elements != nil)
    if let prepare, let size, let elements { #expect(prepare < size && size < elements) }
    #expect(h.cv.layoutEvents.count(of: .prepare) == 1)
  }
}
