#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped spring as a timing function (UISpringTimingParameters with a damping ratio): the
/// progress of a mass on a spring released at 0 and pulled towards 1.
///
/// `dampingRatio` 1 comes to rest without overshooting; smaller values bounce (0.5 overshoots by
/// about 16 %); larger ones creep. `initialVelocity` is in units of the whole distance per
/// second, as UIKit measures it. As with `UIView.animate(withDuration:usingSpringWithDamping:…)`
/// the animation lasts the given duration: the spring's stiffness is chosen so that, by then, it
/// is within 0.1 % of rest, and the last frame lands exactly on 1.
public struct SpringTimingParameters: Hashable, Sendable {
  /// The damping ratio ζ: 1 is critically damped, below 1 bounces.
  public var dampingRatio: Double
  /// The starting speed, in whole distances per second.
  public var initialVelocity: Double

  /// Creates spring parameters (ζ is kept at 0.05 or more, so the spring always comes to rest).
  public init(dampingRatio: Double, initialVelocity: Double = 0) {
    self.dampingRatio = dampingRatio.isFinite ? max(0.05, dampingRatio) : 1
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// Damping ratios this close to 1 use the critically damped solution (the others divide by
  /// a number near zero there).
  static let criticalBand = 0.999...1.001

  /// The residual |1 − x(t)| may not exceed this at the end of the duration.
  static let restTolerance = 1e-3

  /// The undamped angular frequency ω₀ that brings the spring to rest within `duration`.
  public func naturalFrequency(forDuration duration: Double) -> Double {
    guard duration > 0 else { return 0 }
    // The residual's envelope falls as ω₀ grows: bisect for the smallest ω₀ that is at rest.
    var low = 0.01 / duration
    var high = 2000 / duration
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if envelope(at: duration, omega: mid) <= Self.restTolerance { high = mid } else { low = mid }
    }
    return high
  }

  /// An upper bound of |1 − x(t)| from `t` on, for a natural frequency ω₀.
  func envelope(at t: Double, omega w: Double) -> Double {
    let z = dampingRatio
    let v = initialVelocity
    if z < Self.criticalBand.lowerBound {
      let wd = w * (1 - z * z).squareRoot()
      let b = (z * w - v) / wd
      return exp(-z * w * t) * (1 + b * b).squareRoot()
    }
    if Self.criticalBand.contains(z) {
      // (1 + (ω₀ − v)t)e^(−ω₀t) falls once t > 1/ω₀ … bound it by its magnitude terms.
      return (1 + abs(w - v) * t) * exp(-w * t)
    }
    let root = (z * z - 1).squareRoot()
    let r1 = -w * (z - root)
    let r2 = -w * (z + root)
    let c2 = (v + r1) / (r2 - r1)
    let c1 = -1 - c2
    return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
  }

  /// The progress at `t` seconds for a natural frequency ω₀ (it may pass 1 and come back).
  public func value(at t: Double, omega w: Double) -> Double {
    guard t > 0 else { return 0 }
    let z = dampingRatio
    let v = initialVelocity
    if z < Self.criticalBand.lowerBound {
      let wd = w * (1 - z * z).squareRoot()
      let b = (z * w - v) / wd
      return 1 - exp(-z * w * t) * (cos(wd * t) + b * sin(wd * t))
    }
    if Self.criticalBand.contains(z) {
      return 1 - (1 + (w - v) * t) * exp(-w * t)
    }
    let root = (z * z - 1).squareRoot()
    let r1 = -w * (z - root)
    let r2 = -w * (z + root)
    // x = 1 + c1·e^(r1 t) + c2·e^(r2 t) with x(0) = 0 and x'(0) = v.
    let c2 = (v + r1) / (r2 - r1)
    let c1 = -1 - c2
    return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }
}
