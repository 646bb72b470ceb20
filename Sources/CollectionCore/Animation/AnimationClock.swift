#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A source of time in seconds for animations; tests inject a `ManualClock`.
public protocol AnimationClock: AnyObject {
  /// The current time in seconds from an arbitrary origin.
  var now: Double { get }
}

/// The monotonic system clock.
public final class SystemClock: AnimationClock {
  /// Creates the clock.
  public init() {}

  /// Seconds since an arbitrary point (CLOCK_MONOTONIC).
  public var now: Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

/// A clock that moves only when told to, for tests and headless snapshots.
public final class ManualClock: AnimationClock {
  /// The current time.
  public var now: Double

  /// Creates a clock at the given time.
  public init(now: Double = 0) { self.now = now }

  /// Moves time forward.
  public func advance(by seconds: Double) { now += seconds }
}

/// The wall clock's minute of the hour, for the circle layout's clock hand.
public enum WallClock {
  /// The current local minute, 0…59.
  public static func currentMinute() -> Int {
    var t = time(nil)
    var parts = tm()
    localtime_r(&t, &parts)
    return Int(parts.tm_min)
  }

  /// Seconds until the wall clock's minute changes.
  public static func secondsUntilNextMinute() -> Double {
    var t = time(nil)
    var parts = tm()
    localtime_r(&t, &parts)
    return Double(60 - Int(parts.tm_sec))
  }
}
