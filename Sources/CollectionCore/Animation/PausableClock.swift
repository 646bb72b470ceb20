/// A clock that can stop and be stepped by hand while the one it follows runs on: the time
/// controls of an inspector (pause every animation, step a frame forward or back, resume).
///
/// Running, it reads its base clock less the time spent paused, so animations resume where
/// they stopped. Paused, it stands still except for `step(by:)`, which may also go back.
public final class PausableClock: AnimationClock {
  /// The clock it follows.
  public let base: any AnimationClock
  /// Whether time stands still.
  public private(set) var isPaused = false
  /// Base time minus this clock's time (grows while paused).
  private var lag = 0.0
  /// This clock's time while paused.
  private var frozen = 0.0

  /// Creates a running clock that follows `base`.
  public init(base: any AnimationClock) { self.base = base }

  /// The current time: the base clock's less the pauses, or the paused instant.
  public var now: Double { isPaused ? frozen : base.now - lag }

  /// Stops time; animations hold their frames until `resume()` or `step(by:)`.
  public func pause() {
    guard !isPaused else { return }
    frozen = now
    isPaused = true
  }

  /// Lets time run again from where it stopped.
  public func resume() {
    guard isPaused else { return }
    lag = base.now - frozen
    isPaused = false
  }

  /// Moves paused time by some seconds (negative: back); a running clock pauses first.
  public func step(by seconds: Double) {
    pause()
    guard seconds.isFinite else { return }
    frozen += seconds
  }
}
