/// Distances inward from each edge of a rectangle (UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets from the four distances, in UIKit's order.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates equal insets on every side.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

  /// No insets.
  public static let zero = EdgeInsets(all: 0)
}
