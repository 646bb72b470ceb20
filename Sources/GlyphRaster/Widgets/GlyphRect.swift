/// A rectangle of glyphs on a canvas: the area a widget draws in.
public struct GlyphRect: Hashable, Sendable {
  /// The first column.
  public var x: Int
  /// The first row.
  public var y: Int
  /// Columns, never negative.
  public var width: Int
  /// Rows, never negative.
  public var height: Int

  /// Creates a rectangle; a negative width or height becomes zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The column just past the right edge.
  public var maxX: Int { x + width }
  /// The row just past the bottom edge.
  public var maxY: Int { y + height }
  /// Whether the rectangle holds no glyph.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether a column and row lie inside.
  public func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The rectangle shrunk by insets (never below zero size).
  public func inset(by insets: GlyphInsets) -> GlyphRect {
    GlyphRect(
      x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// The part both rectangles cover (empty, at this rectangle's origin, when they do not meet).
  public func intersection(_ other: GlyphRect) -> GlyphRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return GlyphRect(x: x, y: y, width: 0, height: 0) }
    return GlyphRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
