/// A run of text at a place in a shape, in its own colour and weight: what a content view (a
/// list cell's text, secondary text and image) hands the renderer instead of centred lines.
public struct PlacedText: Hashable, Sendable {
  /// Where the run starts across the shape, in points (columns) from its leading edge.
  public var x: Double
  /// The text row, counted from the shape's first row.
  public var row: Int
  /// The text, one column a scalar, already fitted (wrapped or truncated) to its place.
  public var text: String
  /// Its colour.
  public var color: Color
  /// Whether it is bold.
  public var isBold: Bool
  /// What a 7-bit terminal shows instead (a symbol's stand-in); `nil` folds each character.
  public var asciiText: String?

  /// Creates a run.
  public init(
    x: Double, row: Int, text: String, color: Color, isBold: Bool = false,
    asciiText: String? = nil
  ) {
    self.x = x
    self.row = row
    self.text = text
    self.color = color
    self.isBold = isBold
    self.asciiText = asciiText
  }
}
