/// Rows and columns to leave clear at each edge of a `GlyphRect`.
public struct GlyphInsets: Hashable, Sendable {
  /// Rows at the top.
  public var top: Int
  /// Columns at the left.
  public var left: Int
  /// Rows at the bottom.
  public var bottom: Int
  /// Columns at the right.
  public var right: Int

  /// Creates insets; unspecified edges are zero.
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = GlyphInsets()
}
