#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIScrollView's physics as formulas: deceleration, its projection and retargeting, and the
/// rubber band past the content's edges. Velocities are in points per second.
public enum ScrollPhysics {
  /// The rubber band's stiffness (UIKit's 0.55).
  public static let rubberBandCoefficient = 0.55
  /// A deceleration is over once less than this many points are left.
  public static let restingDistance = 0.5
  /// The longest coast, in milliseconds; a target further than the speed carries in this time
  /// is reached with a spring instead.
  public static let longestDeceleration = 4000.0

  /// How far a scroll still travels when it decelerates from `velocity` at `rate` per
  /// millisecond: the sum of the geometric series `v·r + v·r² + …` (per-millisecond steps).
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    guard rate > 0, rate < 1 else { return 0 }
    return velocity / 1000 * rate / (1 - rate)
  }

  /// The per-millisecond rate at which a scroll moving at `velocity` comes to rest exactly
  /// `distance` further on (`nil` when it cannot: no speed, or the target lies behind).
  public static func rate(toTravel distance: Double, from velocity: Double) -> Double? {
    let v = velocity / 1000
    guard abs(v) > 1e-6, abs(distance) > 1e-9, v * distance > 0 else { return nil }
    let r = distance / (distance + v)
    return r > 0 && r < 1 ? r : nil
  }

  /// How long a deceleration at `rate` takes until less than `restingDistance` of `distance` is
  /// left, in milliseconds (at least one frame).
  public static func decelerationMilliseconds(distance: Double, rate: Double) -> Double {
    guard rate > 0, rate < 1, abs(distance) > restingDistance else { return 1000.0 / 60 }
    let t = log(restingDistance / abs(distance)) / log(rate)
    return max(1000.0 / 60, t)
  }

  /// The fraction of a deceleration's distance covered after `fraction` of its duration:
  /// `(1 − rᵗ) / (1 − rᵀ)`, so it starts at the speed the rate implies and ends exactly at 1.
  public static func decelerationProgress(rate: Double, milliseconds: Double, fraction: Double)
    -> Double
  {
    guard fraction < 1 else { return 1 }
    guard fraction > 0, rate > 0, rate < 1, milliseconds > 0 else { return max(0, fraction) }
    let whole = 1 - pow(rate, milliseconds)
    guard whole > 1e-12 else { return fraction }
    return (1 - pow(rate, fraction * milliseconds)) / whole
  }

  /// UIKit's rubber band: an overscroll of `excess` points on an axis `dimension` long shows as
  /// `(1 − 1 / (excess · 0.55 / dimension + 1)) · dimension`: it follows the finger less and
  /// less, never past a whole dimension.
  public static func rubberBand(_ excess: Double, dimension: Double) -> Double {
    guard dimension > 0, excess != 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(excess) * rubberBandCoefficient / dimension + 1)) * dimension
    return excess < 0 ? -magnitude : magnitude
  }

  /// An offset on one axis after the rubber band: inside `range` it is unchanged, past either
  /// end it sticks out by `rubberBand(excess, dimension:)`.
  public static func rubberBanded(
    _ value: Double, range: ClosedRange<Double>, dimension: Double
  ) -> Double {
    if value < range.lowerBound {
      return range.lowerBound + rubberBand(value - range.lowerBound, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound + rubberBand(value - range.upperBound, dimension: dimension)
    }
    return value
  }
}

/// How quickly a scroll slows down after a gesture ends (UIScrollView.DecelerationRate): the
/// fraction of its speed it keeps each millisecond.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
  /// The fraction kept each millisecond.
  public var rawValue: Double

  /// Creates a rate.
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// UIKit's `.normal`: 0.998 a millisecond.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// UIKit's `.fast`: 0.99 a millisecond.
  public static let fast = DecelerationRate(rawValue: 0.99)
}

extension ScrollView {
  /// How quickly a scroll slows down (UIScrollView.DecelerationRate).
  public typealias DecelerationRate = CollectionCore.DecelerationRate
}
