import TestSupport
import Testing

@testable import CollectionCore

@Suite("Frame animations")
struct FrameAnimationTests {
  @Test func aFrameAnimationIsCalledEveryTickWithItsProgressAndLastWithOne() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [3])
    var seen: [Double] = []
    var finished: Bool?
    h.cv.animateFrames(
      withDuration: 0.3, timing: .linear, { seen.append($0) }, completion: { finished = $0 })
    #expect(h.cv.isAnimating)
    for _ in 0..<3 {
      h.clock.advance(by: 0.1)
      h.cv.tick()
    }
    h.clock.advance(by: 0.1)
    h.cv.tick()
    #expect(seen.count == 3)
    #expect(isClose(seen[0], 1.0 / 3, 1e-9) && isClose(seen[1], 2.0 / 3, 1e-9))
    #expect(seen.last == 1)
    #expect(finished == true)
    #expect(!h.cv.isAnimating)
  }

  @Test func aCancelledFrameAnimationGetsNoMoreCalls() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [3])
    var calls = 0
    var finished: Bool?
    let id = h.cv.animateFrames(
      withDuration: 0.3, { _ in calls += 1 }, completion: { finished = $0 })
    h.clock.advance(by: 0.1)
    h.cv.tick()
    h.cv.animator.cancel(id)
    #expect(finished == false)
    h.clock.advance(by: 0.5)
    h.cv.tick()
    #expect(calls == 1)
  }

  @Test func slowAnimationsStretchFrameAnimations() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [3])
    h.cv.animationDurationScale = 10
    var last = 0.0
    h.cv.animateFrames(withDuration: 0.3, timing: .linear, { last = $0 })
    h.clock.advance(by: 1.5)
    h.cv.tick()
    #expect(isClose(last, 0.5, 1e-9))
  }
}
