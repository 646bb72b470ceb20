import CollectionCore
import Testing

/// The clock of the time controls: paused it stands still, stepped it moves by hand (back too),
/// resumed it runs on from where it stopped.
@Suite("Pausable clock")
struct PausableClockTests {
  @Test func runningItFollowsItsBase() {
    let base = ManualClock(now: 5)
    let clock = PausableClock(base: base)
    #expect(clock.now == 5)
    base.advance(by: 0.25)
    #expect(clock.now == 5.25)
  }

  @Test func pausedItStandsStillAndResumesWhereItStopped() {
    let base = ManualClock(now: 1)
    let clock = PausableClock(base: base)
    clock.pause()
    base.advance(by: 10)
    #expect(clock.now == 1)
    #expect(clock.isPaused)
    clock.resume()
    #expect(!clock.isPaused)
    #expect(clock.now == 1)
    base.advance(by: 0.5)
    #expect(clock.now == 1.5)
  }

  @Test func stepsMoveForwardAndBackAndPauseFirst() {
    let base = ManualClock(now: 2)
    let clock = PausableClock(base: base)
    clock.step(by: 1.0 / 60)
    #expect(clock.isPaused)
    #expect(abs(clock.now - (2 + 1.0 / 60)) < 1e-12)
    clock.step(by: -2.0 / 60)
    #expect(abs(clock.now - (2 - 1.0 / 60)) < 1e-12)
    base.advance(by: 3)
    #expect(abs(clock.now - (2 - 1.0 / 60)) < 1e-12)
    clock.step(by: .nan)
    #expect(abs(clock.now - (2 - 1.0 / 60)) < 1e-12)
  }

  @Test func animationsHoldTheirFrameWhilePaused() {
    let base = ManualClock()
    let clock = PausableClock(base: base)
    let animator = Animator(clock: clock)
    let id = animator.begin(duration: 1, timing: .linear)
    base.advance(by: 0.25)
    clock.pause()
    base.advance(by: 5)
    #expect(animator.advance().isEmpty)
    #expect(animator.progress(of: id) == 0.25)
    clock.step(by: 0.25)
    #expect(animator.progress(of: id) == 0.5)
    clock.resume()
    base.advance(by: 0.5)
    #expect(animator.advance().count == 1)
  }
}
