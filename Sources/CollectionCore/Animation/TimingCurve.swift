/// How animation progress maps to time (CAMediaTimingFunction): a cubic Bézier from (0,0) to (1,1).
public struct TimingCurve: Hashable, Sendable {
  /// The first control point.
  public var c1: (x: Double, y: Double) { (x1, y1) }
  /// The second control point.
  public var c2: (x: Double, y: Double) { (x2, y2) }
  private let x1: Double
  private let y1: Double
  private let x2: Double
  private let y2: Double

  /// Creates a curve from its two control points.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Slow start and end (kCAMediaTimingFunctionEaseInEaseOut), UIKit's default for updates.
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// Slow end.
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)

  /// The eased progress for a linear time fraction in 0…1.
  public func value(at t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if self == .linear { return t }
    // Solve x(s) = t for the curve parameter s by Newton's method, bisection as a fallback.
    var s = t
    for _ in 0..<8 {
      let x = bezier(s, x1, x2) - t
      if abs(x) < 1e-7 { return bezier(s, y1, y2) }
      let d = derivative(s, x1, x2)
      if abs(d) < 1e-6 { break }
      s -= x / d
    }
    var low = 0.0
    var high = 1.0
    s = t
    for _ in 0..<40 {
      let x = bezier(s, x1, x2)
      if abs(x - t) < 1e-7 { break }
      if x < t { low = s } else { high = s }
      s = (low + high) / 2
    }
    return bezier(s, y1, y2)
  }

  private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
