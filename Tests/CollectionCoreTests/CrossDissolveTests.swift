import TestSupport
import Testing

@testable import CollectionCore

@Suite("Cross-dissolve")
struct CrossDissolveTests {
  /// Swapping the data source and the layout at once: the old cells fade out where they were
  /// shown, the new ones fade in, and the old views end up in the pool.
  @Test func aDataSourceAndLayoutSwapFadesOneIntoTheOther() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [30])
    h.cv.setContentOffset(Point(x: 0, y: 20), animated: false)
    let old = h.cv.visibleCells
    let oldShown = try #require(h.cv.presented(view: old[0]))
    let oldOffset = h.cv.presentedContentOffset
    let other = TestDataSource(counts: [2])
    other.label = { "new \($0.item)" }
    var done: Bool?
    h.cv.transitionCrossDissolve(
      {
        h.cv.dataSource = other
        h.cv.setCollectionViewLayout(makeFlowLayout(), animated: false)
      }, completion: { done = $0 })
    #expect(h.cv.visibleCells.map(\.text) == ["new 0", "new 1"])
    #expect(h.cv.presentedContentOffset == .zero)
    let fading = try #require(h.cv.presented(view: old[0]))
    // Where it was on screen: its content position moved with the offset.
    #expect(fading.center.y - h.cv.presentedContentOffset.y == oldShown.center.y - oldOffset.y)
    #expect(fading.alpha == 1)
    #expect(h.cv.presented(view: h.cv.visibleCells[0])?.alpha == 0)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let midway = try #require(h.cv.presented(view: old[0])?.alpha)
    #expect(midway > 0 && midway < 1)
    #expect(h.cv._invariantViolations() == [])
    h.settle()
    #expect(done == true)
    #expect(old.allSatisfy { h.cv.reusePool.contains($0) })
    #expect(h.cv.presented(view: h.cv.visibleCells[0])?.alpha == 1)
    #expect(h.cv._invariantViolations() == [])
  }
}
