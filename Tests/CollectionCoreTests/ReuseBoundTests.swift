import TestSupport
import Testing

@testable import CollectionCore

/// Insert/delete cycles reuse the cell that disappeared, and the pool stays bounded however
/// fast the cycles come.
@Suite("Reuse pool bounds")
struct ReuseBoundTests {
  func cycle(_ h: Harness, pause: Double) throws {
    let n = h.dataSource.counts[0]
    h.dataSource.counts = [n + 1]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: n, section: 0)]) }
    h.clock.advance(by: pause)
    h.cv.tick()
    h.dataSource.counts = [n]
    h.cv.performBatchUpdates { h.cv.deleteItems(at: [IndexPath(item: n, section: 0)]) }
    h.clock.advance(by: pause)
    h.cv.tick()
  }

  @Test func slowCyclesReuseTheSameCell() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    for _ in 0..<200 { try cycle(h, pause: 0.4) }
    let stats = h.cv.reuseStatistics
    #expect(stats.cellsCreated == 13)
    #expect(stats.cellsReused == 199)
    #expect(stats.cellsInPool == 1)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func fastCyclesStayBounded() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    // 22 ms a cycle, far quicker than the 0.3 s animations: they overlap.
    for _ in 0..<100 { try cycle(h, pause: 0.011) }
    let early = h.cv.reuseStatistics
    for _ in 0..<2000 { try cycle(h, pause: 0.011) }
    let late = h.cv.reuseStatistics
    // Once the overlap is at its steady state no more cells are made…
    #expect(late.cellsCreated == early.cellsCreated)
    #expect(late.cellsCreated < 60)
    // …and nothing piles up on screen or in the pool.
    #expect(h.cv.onScreenViewCount < 60)
    #expect(late.cellsInPool <= max(16, h.cv.onScreenViewCount))
    h.settle(h.clock)
    #expect(h.cv.onScreenViewCount == 13)
    #expect(h.cv._invariantViolations() == [])
  }
}
