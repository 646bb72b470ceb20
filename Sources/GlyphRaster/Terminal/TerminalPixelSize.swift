/// The terminal's size in glyphs and in pixels, as `TIOCGWINSZ` reports it: where the glyph
/// cell's shape comes from, so layout points can stay square on screen.
public struct TerminalPixelSize: Hashable, Sendable {
  /// Glyphs across.
  public var columns: Int
  /// Glyphs down.
  public var rows: Int
  /// Pixels across (0 when the terminal does not say).
  public var width: Int
  /// Pixels down (0 when the terminal does not say).
  public var height: Int

  /// A size from its parts.
  public init(columns: Int, rows: Int, width: Int, height: Int) {
    self.columns = columns
    self.rows = rows
    self.width = width
    self.height = height
  }

  /// The cell aspects believed: from cells twice as wide as tall to cells four times taller.
  public static let plausibleCellAspects = 0.5...4.0

  /// A glyph cell's height over its width, when the terminal reports its pixels and the
  /// answer is plausible; `nil` otherwise (the caller then assumes 2).
  public var cellAspect: Double? {
    guard columns > 0, rows > 0, width >= columns, height >= rows else { return nil }
    let aspect = (Double(height) / Double(rows)) / (Double(width) / Double(columns))
    return Self.plausibleCellAspects.contains(aspect) ? aspect : nil
  }
}
