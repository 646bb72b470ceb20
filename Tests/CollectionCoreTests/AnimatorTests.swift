import TestSupport
import Testing

@testable import CollectionCore

/// The animator on its own: concurrent animations, completions, cancellation, springs.
@Suite("Animator")
struct AnimatorTests {
  @Test func concurrentAnimationsEachEndOnTheirOwnTime() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var ended: [String] = []
    let a = animator.begin(duration: 0.3, label: "a") { ended.append("a \($0)") }
    clock.advance(by: 0.1)
    let b = animator.begin(duration: 0.1, timing: .linear, label: "b") { ended.append("b \($0)") }
    #expect(animator.runningAnimations.map(\.label) == ["a", "b"])
    #expect(isClose(animator.progress(of: b), 0))
    clock.advance(by: 0.05)
    #expect(isClose(animator.progress(of: b), 0.5))
    #expect(isClose(animator.progress(of: a), TimingCurve.easeInOut.value(at: 0.5)))
    clock.advance(by: 0.05)
    for (_, done) in animator.advance() { done?(true) }
    #expect(ended == ["b true"])
    #expect(animator.isRunning(a) && !animator.isRunning(b))
    #expect(animator.progress(of: b) == 1)
    #expect(isClose(animator.remainingTime, 0.1))
    clock.advance(by: 0.1)
    for (_, done) in animator.advance() { done?(true) }
    #expect(ended == ["b true", "a true"])
    #expect(!animator.isAnimating)
  }

  @Test func cancellingReportsFalseAtOnce() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var results: [Bool] = []
    let a = animator.begin(duration: 1) { results.append($0) }
    animator.begin(duration: 1) { results.append($0) }
    animator.cancel(a)
    #expect(results == [false])
    animator.cancelAll()
    #expect(results == [false, false])
    #expect(!animator.isAnimating)
    #expect(animator.advance().isEmpty)
  }

  @Test(arguments: [0.3, 0.5, 0.8])
  func anUnderdampedSpringOvershootsAndComesToRestOnTime(dampingRatio: Double) {
    let spring = SpringTimingParameters(dampingRatio: dampingRatio)
    let duration = 0.5
    let omega = spring.naturalFrequency(forDuration: duration)
    let samples = stride(from: 0.0, through: duration, by: 0.001).map {
      spring.value(at: $0, omega: omega)
    }
    #expect(samples.first == 0)
    #expect(samples.max()! > 1.001)  // it overshoots
    #expect(abs(spring.value(at: duration, omega: omega) - 1) <= 1e-3)
    // Within 0.1 % of rest from the end of the duration on.
    for t in stride(from: duration, through: 3 * duration, by: 0.01) {
      #expect(abs(spring.value(at: t, omega: omega) - 1) <= 1.001e-3, "t \(t)")
    }
  }

  @Test func aCriticallyDampedSpringNeverOvershoots() {
    for ratio in [1.0, 1.5, 3.0] {
      let spring = SpringTimingParameters(dampingRatio: ratio)
      let omega = spring.naturalFrequency(forDuration: 0.4)
      var last = 0.0
      for t in stride(from: 0.0, through: 0.4, by: 0.002) {
        let x = spring.value(at: t, omega: omega)
        #expect(x >= last - 1e-12 && x <= 1 + 1e-12, "ζ \(ratio) t \(t)")
        last = x
      }
      #expect(abs(last - 1) <= 1.0001e-3)
    }
  }

  @Test func anInitialVelocityStartsTheSpringMoving() {
    let still = SpringTimingParameters(dampingRatio: 1)
    let pushed = SpringTimingParameters(dampingRatio: 1, initialVelocity: 10)
    let omega = still.naturalFrequency(forDuration: 0.5)
    #expect(pushed.value(at: 0.01, omega: omega) > still.value(at: 0.01, omega: omega) + 0.05)
  }

  @Test func aSpringAnimationEndsExactlyOnItsTarget() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let id = animator.begin(duration: 0.4, timing: .spring(.init(dampingRatio: 0.4)))
    var peak = 0.0
    for _ in 0..<39 {
      clock.advance(by: 0.01)
      peak = max(peak, animator.progress(of: id))
    }
    #expect(peak > 1.1)
    clock.advance(by: 0.011)
    #expect(animator.progress(of: id) == 1)
  }

  @Test func attributesOvershootWithASpringButStayInRange() {
    var from = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    from.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    from.alpha = 0
    var to = from
    to.center = Point(x: 20, y: 5)
    to.alpha = 1
    let transition = AttributesTransition(from: from, to: to)
    let over = transition.attributes(at: 1.2)
    #expect(isClose(over.center.x, 23))
    #expect(over.alpha == 1)
    let under = transition.attributes(at: -0.01)
    #expect(under == from)
  }
}
