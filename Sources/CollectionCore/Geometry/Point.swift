/// A location in layout space (CGPoint). One point is one terminal column wide and half a row tall.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to another point.
  public func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }

  /// A textual form such as `(3.0, 4.5)`.
  public var description: String { "(\(x.compact), \(y.compact))" }

  /// Component-wise sum.
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  /// Component-wise difference.
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}

extension Double {
  /// The value without a trailing `.0` when it is whole, for short descriptions.
  public var compact: String {
    if self == rounded() && abs(self) < 1e15 { return String(Int(self)) }
    return String((self * 100).rounded() / 100)
  }
}
