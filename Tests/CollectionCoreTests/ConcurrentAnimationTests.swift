import TestSupport
import Testing

@testable import CollectionCore

/// Several animations at once on one collection view, and on one element.
@Suite("Concurrent animations")
struct ConcurrentAnimationTests {
  @Test func aViewAnimationScalesACellWhileAnUpdateMovesIt() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    let cell = try #require(h.cv.cellForItem(at: IndexPath(item: 3, section: 0)))
    let oldCenter = try #require(h.cv.presented(view: cell)).center
    var results: [String] = []
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates(
      { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) },
      completion: { results.append("update \($0)") })
    h.clock.advance(by: 0.1)
    h.cv.tick()
    // A highlight-like zoom ×2 over 1 s starts in the middle of the update.
    h.cv.animate(withDuration: 1, timing: .linear) {
      cell.transform = Transform3D(scaleX: 2, y: 2)
    } completion: {
      results.append("zoom \($0)")
    }
    let newCenter = try #require(h.cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
      .center
    h.clock.advance(by: 0.1)
    h.cv.tick()
    let mid = try #require(h.cv.presented(view: cell))
    // Moving between the two ring positions…
    #expect(mid.center != oldCenter && mid.center != newCenter)
    // …and a tenth of the way to ×2 on top of its own rotation.
    #expect(isClose(mid.transform3D.decomposed().scale[0], 1.1, 1e-9))
    #expect(isSameAngle(mid.transform3D.rotationAngle, 2 * .pi * 3 / 13, 0.3))
    h.clock.advance(by: 0.11)
    h.cv.tick()
    #expect(results == ["update true"])
    let moved = try #require(h.cv.presented(view: cell))
    #expect(isClose(moved.center, newCenter))
    #expect(moved.transform3D.decomposed().scale[0] > 1.2)
    h.settle(h.clock)
    #expect(results == ["update true", "zoom true"])
    #expect(isClose(try #require(h.cv.presented(view: cell)).transform3D.decomposed().scale[0], 2))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aViewAnimationRetargetedMidwayStartsFromWhatIsShown() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [4])
    let cell = try #require(h.cv.cellForItem(at: IndexPath(item: 0, section: 0)))
    h.cv.animate(withDuration: 1, timing: .linear) { cell.transform = Transform3D(scaleX: 3, y: 3) }
    h.clock.advance(by: 0.5)
    h.cv.tick()
    #expect(isClose(try #require(h.cv.presented(view: cell)).transform3D.m11, 2))
    h.cv.animate(withDuration: 1, timing: .linear) { cell.transform = .identity }
    #expect(isClose(try #require(h.cv.presented(view: cell)).transform3D.m11, 2))
    h.clock.advance(by: 0.5)
    #expect(isClose(try #require(h.cv.presented(view: cell)).transform3D.m11, 1.5, 1e-9))
  }

  /// Regression: a value animated away and set back at the same instant (a highlight's zoom
  /// undone by its unhighlight, as Enter does both) kept the first animation, so the cell grew.
  @Test func aViewAnimationUndoneAtOnceLeavesNothingMoving() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [4])
    let cell = try #require(h.cv.cellForItem(at: IndexPath(item: 0, section: 0)))
    h.cv.animate(withDuration: 1, timing: .linear) { cell.transform = Transform3D(scaleX: 2, y: 2) }
    h.cv.animate(withDuration: 1, timing: .linear) { cell.transform = .identity }
    h.clock.advance(by: 0.5)
    h.cv.tick()
    #expect(isClose(try #require(h.cv.presented(view: cell)).transform3D.m11, 1))
  }

  @Test func aScrollAndAnUpdateRunTogether() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    var results: [String] = []
    h.cv.setContentOffset(Point(x: 0, y: 100), animated: true)
    h.clock.advance(by: 0.1)
    h.cv.tick()
    h.dataSource.counts = [99]
    h.cv.performBatchUpdates(
      { h.cv.deleteItems(at: [IndexPath(item: 9, section: 0)]) },
      completion: { results.append("update \($0)") })
    #expect(h.cv.isScrollAnimating)
    for _ in 0..<30 {
      h.clock.advance(by: 1.0 / 60)
      h.cv.tick()
      #expect(h.cv._invariantViolations() == [])
    }
    #expect(results == ["update true"])
    #expect(h.cv.contentOffset == Point(x: 0, y: 100))
    #expect(!h.cv.isAnimating)
  }

  @Test func reloadDataInterruptsEverythingAndSaysSo() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    var results: [Bool] = []
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates(
      { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) },
      completion: { results.append($0) })
    h.cv.reloadData()
    h.cv.layoutIfNeeded()
    #expect(results == [false])
    #expect(!h.cv.isAnimating)
    #expect(h.cv._invariantViolations() == [])
  }
}
