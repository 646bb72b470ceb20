/// How an animation's progress follows time: a cubic Bézier curve (CAMediaTimingFunction) or a
/// spring (UISpringTimingParameters).
public enum AnimationTiming: Hashable, Sendable {
  /// A timing curve from (0, 0) to (1, 1).
  case curve(TimingCurve)
  /// A damped spring that comes to rest by the end of the duration.
  case spring(SpringTimingParameters)
  /// UIScrollView's deceleration: the speed falls by `rate` each millisecond (0.998 normal,
  /// 0.99 fast), so the distance left shrinks geometrically; `milliseconds` is the nominal
  /// duration, by which the remainder is cut off (progress is normalised to reach exactly 1).
  case deceleration(rate: Double, milliseconds: Double)

  /// UIKit's default for updates and transitions.
  public static let easeInOut = AnimationTiming.curve(.easeInOut)
  /// Constant speed.
  public static let linear = AnimationTiming.curve(.linear)
}
