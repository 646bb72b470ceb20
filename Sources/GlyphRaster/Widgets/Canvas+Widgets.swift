extension Canvas {
  /// The whole canvas as a rectangle.
  public var bounds: GlyphRect { GlyphRect(x: 0, y: 0, width: width, height: height) }

  /// Writes text in an appearance from a position, one glyph per character, clipped to `clip`
  /// (and the canvas). Returns the column just after the text, clipped or not.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, _ appearance: GlyphAppearance, clippedTo clip: GlyphRect
  ) -> Int {
    var column = x
    guard y >= clip.y, y < clip.maxY else { return x + text.count }
    for character in text {
      if column >= clip.x && column < clip.maxX { self[column, y] = appearance.glyph(character) }
      column += 1
    }
    return column
  }

  /// Fills a rectangle with one glyph, clipped to the canvas.
  public mutating func fill(_ rect: GlyphRect, with glyph: Glyph) {
    fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, with: glyph)
  }
}
