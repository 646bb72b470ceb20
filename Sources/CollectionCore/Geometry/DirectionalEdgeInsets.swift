/// Distances inward from each edge, named by reading direction (NSDirectionalEdgeInsets); the
/// terminal reads left to right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the leading (left) edge.
  public var leading: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the trailing (right) edge.
  public var trailing: Double

  /// Creates insets from the four distances, in UIKit's order.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates equal insets on every side.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets(all: 0)

  /// The same insets as left/right edge insets.
  public var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
