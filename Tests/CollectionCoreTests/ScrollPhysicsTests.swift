import TestSupport
import Testing

@testable import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIScrollView's physics: deceleration, projection, retargeting, rubber band, bounce, paging.
@Suite("Scroll physics")
struct ScrollPhysicsTests {
  @Test func theProjectionIsTheSumOfTheGeometricSeries() {
    // 1000 points a second is 1 a millisecond; at 0.998 the steps 0.998 + 0.998² + … add up to 499.
    #expect(isClose(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998), 499))
    #expect(isClose(ScrollPhysics.projectedDistance(velocity: -2000, rate: 0.99), -198))
    for (v, r) in [(350.0, 0.998), (-1200.0, 0.99), (90.0, 0.995)] {
      var position = 0.0
      var speed = v / 1000
      for _ in 0..<200_000 {
        speed *= r
        position += speed
      }
      #expect(isClose(position, ScrollPhysics.projectedDistance(velocity: v, rate: r), 1e-6))
    }
  }

  @Test func aRetargetedDecelerationLandsExactlyAndStartsAtTheSameSpeed() {
    for (d, v) in [(320.0, 800.0), (-40.0, -900.0), (140.0, 300.0)] {
      let r = try! #require(ScrollPhysics.rate(toTravel: d, from: v))
      #expect(isClose(ScrollPhysics.projectedDistance(velocity: v, rate: r), d, 1e-9))
      let ms = ScrollPhysics.decelerationMilliseconds(distance: d, rate: r)
      #expect(
        ScrollPhysics.decelerationProgress(rate: r, milliseconds: ms, fraction: 1) == 1)
      // The first millisecond covers v·r (within the normalisation of the cut-off tail, which
      // ends the coast once half a point is left: a few per cent for short coasts).
      let first =
        d * ScrollPhysics.decelerationProgress(rate: r, milliseconds: ms, fraction: 1 / ms)
      #expect(abs(first - v / 1000 * r) <= abs(v / 1000) * 0.03 + 1e-9, "d \(d) v \(v)")
    }
    #expect(ScrollPhysics.rate(toTravel: 100, from: -50) == nil)
    #expect(ScrollPhysics.rate(toTravel: 100, from: 0) == nil)
  }

  @Test func theRubberBandIsUIKitsFormula() {
    #expect(isClose(ScrollPhysics.rubberBand(100, dimension: 200), (1 - 1 / 1.275) * 200))
    #expect(isClose(ScrollPhysics.rubberBand(-100, dimension: 200), -(1 - 1 / 1.275) * 200))
    #expect(ScrollPhysics.rubberBand(1e9, dimension: 40) < 40)
    #expect(ScrollPhysics.rubberBanded(5, range: 0...10, dimension: 40) == 5)
    #expect(
      isClose(ScrollPhysics.rubberBanded(-20, range: 0...10, dimension: 40), -(1 - 1 / 1.275) * 40))
  }

  /// A delegate that records the scroll-view callbacks in order and can move the target.
  final class Recorder: CollectionViewDelegate {
    var calls: [String] = []
    var velocities: [Point] = []
    var override: Point?
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
      calls.append("willBeginDragging")
    }
    func scrollViewWillEndDragging(
      _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
      calls.append("willEndDragging")
      velocities.append(velocity)
      if let override { targetContentOffset = override }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
      calls.append("didEndDragging(\(willDecelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
      calls.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
      calls.append("didEndDecelerating")
    }
  }

  @Test func pullingPastTheTopFollowsTheRubberBandAndSpringsBack() {
    let recorder = Recorder()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100], delegate: recorder)
    h.cv.beginDragging()
    h.cv.drag(by: Point(x: 0, y: -30))
    let expected = ScrollPhysics.rubberBand(-30, dimension: 46)
    #expect(isClose(h.cv.contentOffset.y, expected))
    #expect(h.cv._invariantViolations() == [])
    h.cv.endDragging()
    #expect(h.cv.isScrollAnimating)
    var previous = h.cv.contentOffset.y
    while h.cv.isAnimating {
      h.clock.advance(by: 1.0 / 60)
      h.cv.tick()
      #expect(h.cv.contentOffset.y >= previous - 1e-9)  // critically damped: no overshoot
      previous = h.cv.contentOffset.y
    }
    #expect(h.cv.contentOffset == .zero)
    #expect(
      recorder.calls == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didEndDecelerating",
      ])
  }

  @Test func withoutBouncesTheDragStopsAtTheEdge() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    h.cv.bounces = false
    h.cv.drag(by: Point(x: 0, y: -30))
    #expect(h.cv.contentOffset == .zero)
    h.cv.endDragging()
    #expect(!h.cv.isScrollAnimating)
  }

  @Test func aFlickDeceleratesLikeUIScrollViewAndAsksTheLayoutWhereToRest() {
    let recorder = Recorder()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [1000], delegate: recorder)
    // 60 points in 0.1 s: 600 points a second; the coast projects 0.6 · 499 = 299.4 more.
    h.cv.beginDragging()
    for _ in 0..<6 {
      h.cv.drag(by: Point(x: 0, y: 10))
      h.clock.advance(by: 0.02)
    }
    h.cv.endDragging()
    let start = h.cv.contentOffset.y
    #expect(start == 60)
    #expect(h.cv.isDecelerating)
    #expect(h.cv.layoutEvents.count(of: .targetContentOffset) == 1)
    let events = Array(h.cv.layoutEvents)
    guard
      case .targetContentOffset(let proposed, let velocity, _) = events.last(where: {
        $0.kind == .targetContentOffset
      })
    else { return }
    #expect(isClose(velocity.y, 60 / 0.15, 1e-6))  // 60 points over the 0.15 s window
    #expect(
      isClose(
        proposed.y, 60 + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: 0.998), 1e-6))
    h.cv.playOut(h.clock)
    #expect(isClose(h.cv.contentOffset.y, proposed.y, 1e-9))
    #expect(
      recorder.calls.suffix(4) == [
        "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
      ])
    // The delegate hears UIKit's units: points per millisecond (the layout, points per second).
    #expect(recorder.velocities.count == 1)
    #expect(isClose(recorder.velocities[0].y, 60 / 0.15 / 1000, 1e-9))
  }

  @Test func theDelegateMayMoveTheTarget() {
    let recorder = Recorder()
    recorder.override = Point(x: 0, y: 200)
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [1000], delegate: recorder)
    h.cv.beginDragging()
    h.cv.drag(by: Point(x: 0, y: 20))
    h.clock.advance(by: 0.02)
    h.cv.drag(by: Point(x: 0, y: 20))
    h.cv.endDragging()
    h.cv.playOut(h.clock)
    #expect(h.cv.contentOffset == Point(x: 0, y: 200))
  }

  @Test func aSnapRetargetsTheCoastWithoutAKink() throws {
    let layout = LineLayout()
    let h = makeCollectionView(layout: layout, counts: [200], size: Size(width: 80, height: 44))
    for _ in 0..<4 {
      h.cv.scrollGesture(by: Point(x: 12, y: 0))
      h.clock.advance(by: 0.02)
      h.cv.tick()
    }
    // The coast runs; the gesture ends after its pause and the coast is steered to an item.
    var samples: [Double] = []
    while h.cv.isAnimating {
      samples.append(h.cv.contentOffset.x)
      h.clock.advance(by: 1.0 / 60)
      h.cv.tick()
    }
    samples.append(h.cv.contentOffset.x)
    #expect(h.cv.contentOffset.x.truncatingRemainder(dividingBy: 16) == 0)
    // Monotonic, and no frame-to-frame step grows sharply (no kink where the coast was steered).
    let steps = zip(samples.dropFirst(), samples).map { $0 - $1 }
    #expect(steps.allSatisfy { $0 >= -1e-9 })
    for (a, b) in zip(steps, steps.dropFirst()) where a > 0.5 {
      #expect(b <= a * 1.35 + 0.2, "steps \(steps)")
    }
  }

  @Test func pagingComesToRestOnAPage() {
    let h = makeCollectionView(
      layout: makeFlowLayout(direction: .horizontal), counts: [100],
      size: Size(width: 80, height: 46))
    h.cv.isPagingEnabled = true
    // A slow drag of a quarter page falls back to where it began…
    h.cv.beginDragging()
    h.cv.drag(by: Point(x: 20, y: 0))
    h.clock.advance(by: 1)
    h.cv.drag(by: Point(x: 0.1, y: 0))
    h.clock.advance(by: 0.2)
    h.cv.drag(by: Point(x: 0.1, y: 0))
    h.cv.endDragging()
    h.cv.playOut(h.clock)
    #expect(h.cv.contentOffset == .zero)
    // …a quick flick goes to the next page, however short.
    h.cv.beginDragging()
    h.cv.drag(by: Point(x: 15, y: 0))
    h.clock.advance(by: 0.02)
    h.cv.drag(by: Point(x: 15, y: 0))
    h.cv.endDragging()
    h.cv.playOut(h.clock)
    #expect(h.cv.contentOffset == Point(x: 80, y: 0))
    // Keys snap to pages too.
    h.cv.scrollByUser(Point(x: 50, y: 0), animated: true)
    h.cv.playOut(h.clock)
    #expect(h.cv.contentOffset == Point(x: 160, y: 0))
  }

  @Test func aDragStopsACoast() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [1000])
    h.cv.beginDragging()
    h.cv.drag(by: Point(x: 0, y: 30))
    h.clock.advance(by: 0.01)
    h.cv.drag(by: Point(x: 0, y: 30))
    h.cv.endDragging()
    h.clock.advance(by: 0.2)
    h.cv.tick()
    let here = h.cv.contentOffset
    h.cv.beginDragging()
    #expect(!h.cv.isDecelerating)
    h.clock.advance(by: 0.5)
    h.cv.tick()
    #expect(h.cv.contentOffset == here)
  }
}
