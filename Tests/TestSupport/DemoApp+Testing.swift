import CollectionCore
import DemoApp

extension DemoApp {
  /// Plays animations out at 60 frames a second on a manual clock (at most `limit` frames).
  public func settle(_ clock: ManualClock, limit: Int = 10_000) {
    var frames = 0
    while isAnimating && frames < limit {
      clock.advance(by: 1.0 / 60)
      tick()
      frames += 1
    }
  }
}
