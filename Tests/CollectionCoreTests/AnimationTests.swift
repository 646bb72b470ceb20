import TestSupport
import Testing

@testable import CollectionCore

@Suite("Animations on a manual clock")
struct AnimationTests {
  let ringCenter = Point(x: 40, y: 23)
  let radius = 18.4

  @Test func circleInsertGrowsOutOfTheCentre() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    let survivor = try #require(h.cv.cellForItem(at: IndexPath(item: 1, section: 0)))
    let oldSpot = ringPosition(item: 1, of: 12, center: ringCenter, radius: radius)
    let newSpot = ringPosition(item: 1, of: 13, center: ringCenter, radius: radius)
    let target = ringPosition(item: 12, of: 13, center: ringCenter, radius: radius)
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) }
    #expect(h.cv.isAnimating)
    #expect(isClose(h.cv.remainingAnimationTime, 0.3))

    let start = try #require(h.cv.presentedCell(IndexPath(item: 12, section: 0)))
    #expect(start.center == ringCenter)
    #expect(start.alpha == 0)
    #expect(isClose(try #require(h.cv.presented(view: survivor)).center, oldSpot))

    h.clock.advance(by: 0.15)  // ease-in-out is symmetric: halfway in time is halfway in space
    h.cv.tick()
    let mid = try #require(h.cv.presentedCell(IndexPath(item: 12, section: 0)))
    #expect(
      isClose(
        mid.center, Point(x: (ringCenter.x + target.x) / 2, y: (ringCenter.y + target.y) / 2), 1e-5)
    )
    #expect(isClose(mid.alpha, 0.5, 1e-6))
    let survivorMid = try #require(h.cv.presented(view: survivor))
    #expect(
      isClose(
        survivorMid.center, Point(x: (oldSpot.x + newSpot.x) / 2, y: (oldSpot.y + newSpot.y) / 2),
        1e-5))
    #expect(h.cv.isAnimating)

    h.clock.advance(by: 0.15)
    #expect(h.cv.tick() == false)
    let end = try #require(h.cv.presentedCell(IndexPath(item: 12, section: 0)))
    #expect(isClose(end.center, target))
    #expect(end.alpha == 1)
    #expect(isSameAngle(end.transform3D.rotationAngle, 2 * .pi * 12 / 13))
    #expect(isClose(try #require(h.cv.presented(view: survivor)).center, newSpot))
    #expect(h.cv.remainingAnimationTime == 0)
  }

  @Test func earlyAndLateFramesFollowTheEaseInOutCurve() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) }
    h.clock.advance(by: 0.03)
    let early = try #require(h.cv.presentedCell(IndexPath(item: 12, section: 0))).alpha
    #expect(isClose(early, TimingCurve.easeInOut.value(at: 0.03 / 0.3), 1e-9))
    #expect(early < 0.1)
  }

  @Test func deletedCellGoesBackToThePoolWhenTheAnimationEnds() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [13])
    let doomed = try #require(
      h.cv.cellForItem(at: IndexPath(item: 12, section: 0)) as? CountingCell)
    #expect(h.cv.onScreenViewCount == 14)  // 13 cells and the clock hand
    h.dataSource.counts = [12]
    h.cv.performBatchUpdates { h.cv.deleteItems(at: [IndexPath(item: 12, section: 0)]) }
    #expect(h.cv.visibleCells.count == 12)
    #expect(h.cv.onScreenViewCount == 14)  // still shrinking away
    #expect(h.cv.reuseStatistics.cellsInPool == 0)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let mid = try #require(h.cv.presented(view: doomed))
    #expect(isClose(mid.alpha, 0.5, 1e-6))
    #expect(isClose(mid.transform3D.decomposed().scale, [0.55, 0.55, 1], 1e-5))
    #expect(isSameAngle(mid.transform3D.rotationAngle, 2 * .pi * 12 / 13, 1e-9))
    #expect(h.cv.reuseStatistics.cellsInPool == 0)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    #expect(h.cv.presented(view: doomed) == nil)
    #expect(h.cv.onScreenViewCount == 13)
    #expect(h.cv.reuseStatistics.cellsInPool == 1)
    // The next insert reuses it.
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) }
    #expect(h.cv.cellForItem(at: IndexPath(item: 12, section: 0)) === doomed)
    #expect(doomed.prepareForReuseCount == 1)
    #expect(doomed.text == "12")
    #expect(h.cv.reuseStatistics.cellsInPool == 0)
  }

  @Test func animatedLayoutSwitchCircleToFlowAndBack() throws {
    let circle = makeCircleLayout()
    let flow = AnimatedFlowLayout()
    let h = makeCollectionView(layout: circle, counts: [12])
    let circleAttributes = (0..<12).map {
      circle.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!
    }
    var finished: [Bool] = []
    h.cv.setCollectionViewLayout(flow, animated: true) { finished.append($0) }
    #expect(h.cv.collectionViewLayout === flow)
    #expect(flow.collectionView === h.cv)
    #expect(circle.collectionView == nil)
    let flowAttributes = (0..<12).map {
      flow.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!
    }
    #expect(flowAttributes[5].frame == Rect(x: 22, y: 20, width: 16, height: 16))
    #expect(h.cv.contentSize == Size(width: 80, height: 56))
    #expect(h.cv.contentOffset == .zero)  // the anchor (item 0) is at the top already

    // t = 0: exactly where the circle had them, the hand still there.
    var presented = h.cv.presentedElements()
    #expect(presented.contains { $0.attributes.representedElementCategory == .decorationView })
    for i in 0..<12 {
      let a = try #require(h.cv.presentedCell(IndexPath(item: i, section: 0)))
      #expect(isClose(a.center, circleAttributes[i].center), "item \(i)")
      #expect(isClose(a.size, circleAttributes[i].size))
      #expect(isClose(a.transform3D, circleAttributes[i].transform3D), "item \(i)")
    }
    // Halfway: item 3 (90° on the ring) is turned 45°, between its two places.
    h.clock.advance(by: 0.15)
    let mid = try #require(h.cv.presentedCell(IndexPath(item: 3, section: 0)))
    #expect(isClose(mid.transform3D.rotationAngle, .pi / 4, 1e-5))
    let from = circleAttributes[3].center
    let to = flowAttributes[3].center
    #expect(isClose(mid.center, Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2), 1e-5))
    let side = (circleAttributes[3].size.width + 16) / 2
    #expect(isClose(mid.size, Size(width: side, height: side), 1e-5))

    // The end, before and after the clock tick settles it.
    h.clock.advance(by: 0.15)
    for i in 0..<12 {
      let a = try #require(h.cv.presentedCell(IndexPath(item: i, section: 0)))
      #expect(isClose(a.frame, flowAttributes[i].frame), "item \(i)")
      #expect(isClose(a.transform3D, .identity))
    }
    let hand = h.cv.presentedElements().first {
      $0.attributes.representedElementCategory == .decorationView
    }
    #expect(hand?.attributes.alpha == 0)
    #expect(finished.isEmpty)
    h.cv.tick()
    #expect(finished == [true])
    presented = h.cv.presentedElements()
    #expect(presented.count == 12)
    #expect(presented.allSatisfy { $0.attributes.representedElementCategory == .cell })
    #expect(h.cv.onScreenViewCount == 12)
    for i in 0..<12 {
      #expect(h.cv.presentedCell(IndexPath(item: i, section: 0)) == flowAttributes[i])
    }

    // And back: from flow to the circle, the hand fading in.
    circle.invalidateLayout()
    h.cv.setCollectionViewLayout(circle, animated: true)
    for i in 0..<12 {
      #expect(
        isClose(
          try #require(h.cv.presentedCell(IndexPath(item: i, section: 0))).frame,
          flowAttributes[i].frame))
    }
    let handStart = h.cv.presentedElements().first {
      $0.attributes.representedElementCategory == .decorationView
    }
    #expect(handStart?.attributes.alpha == 0)
    h.settle(h.clock)
    for i in 0..<12 {
      let a = try #require(h.cv.presentedCell(IndexPath(item: i, section: 0)))
      #expect(isClose(a.center, circleAttributes[i].center))
      #expect(isClose(a.transform3D, circleAttributes[i].transform3D))
    }
    #expect(h.cv.onScreenViewCount == 13)
  }

  @Test func nonAnimatedLayoutSwitchIsImmediate() throws {
    let circle = makeCircleLayout()
    let flow = AnimatedFlowLayout()
    let h = makeCollectionView(layout: circle, counts: [12])
    var finished: Bool?
    h.cv.setCollectionViewLayout(flow, animated: false) { finished = $0 }
    #expect(finished == true)
    #expect(!h.cv.isAnimating)
    #expect(
      h.cv.presentedCell(IndexPath(item: 5, section: 0))?.frame
        == Rect(x: 22, y: 20, width: 16, height: 16))
    #expect(h.cv.onScreenViewCount == 12)
  }

  @Test func theIncomingLayoutChoosesWhereATransitionEnds() throws {
    /// A flow that always wants to be seen from its top (UIKit's
    /// targetContentOffset(forProposedContentOffset:), asked during transitions).
    final class TopFlow: FlowLayout {
      override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point)
        -> Point
      { .zero }
    }
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    h.cv.setContentOffset(Point(x: 0, y: 300), animated: false)
    // By default the item at the centre stays in view: the offset stays far down.
    let plain = makeFlowLayout(itemSize: Size(width: 16, height: 20))
    h.cv.setCollectionViewLayout(plain, animated: false)
    #expect(h.cv.contentOffset.y > 300)
    // A layout that overrides it gets its way, clamped to the content.
    let top = TopFlow()
    h.cv.setCollectionViewLayout(top, animated: true)
    #expect(h.cv.contentOffset == .zero)
    h.settle()
    #expect(h.cv.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func interruptedInsertsSettleWithNoLeftovers() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    var completions: [Bool] = []
    for _ in 0..<10 {
      // Nothing jumps when a new animation supersedes the running one.
      let before = Dictionary(
        uniqueKeysWithValues: h.cv.presentedElements().map {
          (ObjectIdentifier($0.view), $0.attributes)
        })
      let n = h.dataSource.counts[0]
      h.dataSource.counts[0] = n + 1
      h.cv.performBatchUpdates(
        { h.cv.insertItems(at: [IndexPath(item: n, section: 0)]) },
        completion: { completions.append($0) })
      for element in h.cv.presentedElements() {
        guard let old = before[ObjectIdentifier(element.view)] else { continue }
        #expect(isClose(element.attributes.center, old.center, 1e-9))
        #expect(isClose(element.attributes.alpha, old.alpha, 1e-9))
        #expect(isClose(element.attributes.transform3D, old.transform3D, 1e-9))
      }
      h.clock.advance(by: 0.05)
      h.cv.tick()
    }
    // Each update runs to its own end, as UIKit's additive animations do: none was interrupted,
    // so every completion reports true, in order, once its own 0.3 s are up.
    #expect(h.cv.isAnimating)
    #expect(completions == Array(repeating: true, count: 4))
    h.settle(h.clock)
    #expect(completions == Array(repeating: true, count: 10))
    #expect(h.cv.numberOfItems(inSection: 0) == 22)
    #expect(h.cv.visibleCells.count == 22)
    #expect(h.cv.onScreenViewCount == 23)  // and the clock hand
    for i in 0..<22 {
      let a = try #require(h.cv.presentedCell(IndexPath(item: i, section: 0)))
      #expect(
        isClose(a.center, ringPosition(item: i, of: 22, center: ringCenter, radius: radius)),
        "item \(i)")
      #expect(a.alpha == 1)
    }
    #expect(h.cv.reuseStatistics.cellsCreated == 22)

    // Ten quick deletes of the last item.
    for _ in 0..<10 {
      let n = h.dataSource.counts[0]
      h.dataSource.counts[0] = n - 1
      h.cv.deleteItems(at: [IndexPath(item: n - 1, section: 0)])
      h.clock.advance(by: 0.02)
      h.cv.tick()
    }
    h.settle(h.clock)
    #expect(h.cv.visibleCells.count == 12)
    #expect(h.cv.onScreenViewCount == 13)
    let stats = h.cv.reuseStatistics
    #expect(stats.cellsInPool == 10)
    #expect(stats.cellsInPool + 12 == stats.cellsCreated)
    #expect(h.cv.visibleCells.map(\.text) == (0..<12).map { "\($0)" })
  }

  @Test func anAnimatedScrollMovesInWholeStepsAndEndsOnItsTarget() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    h.cv.setContentOffset(Point(x: 0, y: 1), animated: false)
    h.cv.scrollAnimationStep = Size(width: 1, height: 2)
    h.cv.setContentOffset(Point(x: 0, y: 100), animated: true)
    var offsets: [Double] = []
    while h.cv.isScrollAnimating {
      h.clock.advance(by: 1.0 / 60)
      h.cv.tick()
      offsets.append(h.cv.contentOffset.y)
    }
    // Every frame on the way is a whole number of rows from where the scroll started …
    for y in offsets.dropLast() { #expect((y - 1).truncatingRemainder(dividingBy: 2) == 0, "\(y)") }
    // … and it still ends exactly where it was sent, although that is off the steps.
    #expect(offsets.last == 100)
    #expect(offsets.count > 10)
  }

  /// A run loop that sleeps until `nextScrollStepTime` sees every offset the scroll shows when
  /// ticked every frame, in order, and skips only frames that would repeat the last one (the
  /// frame at the end, which ends the scroll, may show the offset of the one before).
  @Test func theNextScrollStepIsTheNextFrameThatShowsAnotherOffset() throws {
    func scroll(_ h: Harness, to y: Double) {
      h.cv.scrollAnimationStep = Size(width: 1, height: 2)
      h.cv.setContentOffset(Point(x: 0, y: y), animated: true)
    }
    let interval = 1.0 / 60
    let every = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    scroll(every, to: 90)
    var allFrames: [Double] = []
    while every.cv.isScrollAnimating {
      every.clock.advance(by: interval)
      every.cv.tick()
      allFrames.append(every.cv.contentOffset.y)
    }
    let stepped = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    scroll(stepped, to: 90)
    var frames: [Double] = []
    var last = stepped.clock.now
    while stepped.cv.isScrollAnimating {
      let next = try #require(stepped.cv.nextScrollStepTime(after: last, interval: interval))
      #expect(next > last)
      stepped.clock.advance(by: next - stepped.clock.now)
      last = next
      stepped.cv.tick()
      frames.append(stepped.cv.contentOffset.y)
    }
    func distinct(_ offsets: [Double], from start: Double) -> [Double] {
      var result: [Double] = []
      for y in offsets where y != (result.last ?? start) { result.append(y) }
      return result
    }
    // The same offsets in the same order; a repeat only at the very end.
    #expect(distinct(frames, from: 0) == distinct(allFrames, from: 0))
    #expect(frames.count <= distinct(frames, from: 0).count + 1)
    #expect(frames.count < allFrames.count)
    // Nothing scrolling, or something else animating too: every frame counts.
    #expect(stepped.cv.nextScrollStepTime(after: last, interval: interval) == nil)
    scroll(stepped, to: 0)
    #expect(stepped.cv.nextScrollStepTime(after: last, interval: interval) != nil)
    stepped.dataSource.counts = [101]
    stepped.cv.performBatchUpdates {
      stepped.cv.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(stepped.cv.nextScrollStepTime(after: last, interval: interval) == nil)
  }

  @Test func animatedScrollMovesTheOffsetFrameByFrame() throws {
    let delegate = RecordingDelegate()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100], delegate: delegate)
    h.cv.setContentOffset(Point(x: 0, y: 100), animated: true)
    // Like UIScrollView's, the offset itself moves frame by frame towards the destination.
    #expect(h.cv.scrollDestination == Point(x: 0, y: 100))
    #expect(h.cv.contentOffset == .zero)
    #expect(delegate.didScrollCount == 0)
    #expect(h.cv.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    #expect(h.cv.cellForItem(at: IndexPath(item: 24, section: 0)) == nil)  // line 6, y 110
    var last = 0.0
    for step in 1...10 {
      h.clock.advance(by: 0.03)
      h.cv.tick()
      let y = h.cv.contentOffset.y
      #expect(h.cv.presentedContentOffset == h.cv.contentOffset)
      let expected = h.cv.collectionViewLayout.layoutAttributesForElements(in: h.cv.bounds)
        .filter { $0.representedElementCategory == .cell && $0.frame.intersects(h.cv.bounds) }
        .map(\.indexPath)
      #expect(h.cv.indexPathsForVisibleItems == expected.sorted(), "step \(step)")
      #expect(y >= last, "step \(step)")
      #expect(y > 0 && y <= 100)
      #expect(delegate.didScrollCount == step)
      last = y
      if step == 5 { #expect(isClose(y, 50, 1e-4)) }
    }
    #expect(isClose(last, 100, 1e-6))
    h.clock.advance(by: 0.001)
    h.cv.tick()
    #expect(!h.cv.isAnimating)
    #expect(h.cv.contentOffset == Point(x: 0, y: 100))
    #expect(delegate.didEndScrollingAnimationCount == 1)
    #expect(h.cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    // Lines 5…7 (y 92, 110, 128) meet 100…146; line 8 starts at 146.
    #expect(h.cv.indexPathsForVisibleItems == (20..<32).map { IndexPath(item: $0, section: 0) })
  }

  @Test func animatedScrollRetargetedMidwayDoesNotJump() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    h.cv.setContentOffset(Point(x: 0, y: 100), animated: true)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let here = h.cv.presentedContentOffset
    #expect(isClose(here, Point(x: 0, y: 50), 1e-6))
    h.cv.setContentOffset(Point(x: 0, y: 200), animated: true)
    #expect(isClose(h.cv.presentedContentOffset, here))
    h.clock.advance(by: 0.01)
    h.cv.tick()
    #expect(h.cv.contentOffset.y > here.y && h.cv.contentOffset.y < here.y + 2)
    h.settle(h.clock)
    #expect(h.cv.presentedContentOffset == Point(x: 0, y: 200))
  }

  @Test func animatedResizeOfTheCircle() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    let view = try #require(h.cv.cellForItem(at: IndexPath(item: 3, section: 0)))
    h.cv.setFrameSize(Size(width: 100, height: 60), animated: true)
    #expect(h.cv.isAnimating)
    #expect(isClose(try #require(h.cv.presented(view: view)).center, Point(x: 58.4, y: 23)))
    h.settle(h.clock)
    // centre (50, 30), radius 60 / 2.5 = 24: item 3 at 3 o'clock.
    #expect(isClose(try #require(h.cv.presented(view: view)).center, Point(x: 74, y: 30)))
    #expect(h.cv.cellForItem(at: IndexPath(item: 3, section: 0)) === view)
  }

  @Test func slowAnimationsScaleTheDuration() throws {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    h.cv.animationDurationScale = 10
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) }
    #expect(isClose(h.cv.remainingAnimationTime, 3))
    h.clock.advance(by: 1.5)
    #expect(h.cv.tick())
    #expect(
      isClose(try #require(h.cv.presentedCell(IndexPath(item: 12, section: 0))).alpha, 0.5, 1e-6))
    h.clock.advance(by: 1.5 + 1e-9)
    #expect(!h.cv.tick())
  }
}
