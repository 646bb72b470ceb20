extension Canvas {
  /// Clears `frame` to the theme's panel background and draws its border (the box the help
  /// overlay and the edit menu share); returns the part of `frame` on the canvas, to clip to.
  @discardableResult
  public mutating func drawPanel(_ frame: GlyphRect, theme: Theme) -> GlyphRect {
    let clip = frame.intersection(bounds)
    let s = theme.symbols
    let border = theme.panelAccent
    fill(clip, with: theme.panelBlank)
    let horizontal = String(repeating: s.horizontal, count: max(0, frame.width - 2))
    put("\(s.topLeft)\(horizontal)\(s.topRight)", x: frame.x, y: frame.y, border, clippedTo: clip)
    put(
      "\(s.bottomLeft)\(horizontal)\(s.bottomRight)", x: frame.x, y: frame.maxY - 1, border,
      clippedTo: clip)
    for y in (frame.y + 1)..<max(frame.y + 1, frame.maxY - 1) {
      put(String(s.vertical), x: frame.x, y: y, border, clippedTo: clip)
      put(String(s.vertical), x: frame.maxX - 1, y: y, border, clippedTo: clip)
    }
    return clip
  }
}
