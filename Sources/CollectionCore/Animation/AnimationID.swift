/// Identifies one animation of an `Animator`.
public struct AnimationID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The animation's number; later animations have larger numbers.
  public let rawValue: Int

  /// Creates an identifier from its number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Orders by when the animations began.
  public static func < (lhs: AnimationID, rhs: AnimationID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A textual form such as `#3`.
  public var description: String { "#\(rawValue)" }
}
