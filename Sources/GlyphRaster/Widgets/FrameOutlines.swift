import CollectionCore

/// Boxes drawn over what is on a canvas, each with a label in its top-left corner (the
/// inspector's overlay of every element's frame and index path). Only the box lines and the
/// labels are drawn; each glyph keeps its background, so the content shows through.
public struct FrameOutlines: Widget, Sendable {
  /// One box.
  public struct Outline: Hashable, Sendable {
    /// The box, in canvas glyphs (it may reach past the area: it is clipped).
    public var rect: GlyphRect
    /// The label in its top-left corner.
    public var label: String
    /// Its colour; `nil` uses the overlay's.
    public var color: Color?
    /// Whether it is drawn bold (the focused element, a flash).
    public var isBold: Bool

    /// Creates an outline.
    public init(rect: GlyphRect, label: String, color: Color? = nil, isBold: Bool = false) {
      self.rect = rect
      self.label = label
      self.color = color
      self.isBold = isBold
    }
  }

  /// The boxes, drawn in order (later ones over earlier ones).
  public var outlines: [Outline]
  /// The lines' and labels' colour, unless an outline has its own.
  public var color: Color?
  /// Colours, styles and symbols.
  public var theme: Theme

  /// Creates the overlay.
  public init(outlines: [Outline], color: Color?, theme: Theme) {
    self.outlines = outlines
    self.color = color
    self.theme = theme
  }

  /// Draws every outline, clipped to `area`.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    let clip = area.intersection(canvas.bounds)
    guard !clip.isEmpty else { return }
    let s = theme.symbols
    for outline in outlines {
      let r = outline.rect
      guard r.width > 0, r.height > 0 else { continue }
      let color = outline.color ?? color
      let style: GlyphStyle = outline.isBold || color == nil ? .bold : []
      func put(_ c: Character, _ x: Int, _ y: Int) {
        guard clip.contains(x: x, y: y) else { return }
        canvas[x, y] = Glyph(
          c, foreground: color, background: canvas[x, y].background, style: style)
      }
      if r.width == 1 || r.height == 1 {
        for y in r.y..<r.maxY { for x in r.x..<r.maxX { put(s.horizontal, x, y) } }
      } else {
        for x in (r.x + 1)..<(r.maxX - 1) {
          put(s.horizontal, x, r.y)
          put(s.horizontal, x, r.maxY - 1)
        }
        for y in (r.y + 1)..<(r.maxY - 1) {
          put(s.vertical, r.x, y)
          put(s.vertical, r.maxX - 1, y)
        }
        put(s.topLeft, r.x, r.y)
        put(s.topRight, r.maxX - 1, r.y)
        put(s.bottomLeft, r.x, r.maxY - 1)
        put(s.bottomRight, r.maxX - 1, r.maxY - 1)
      }
      // The label just inside the top-left corner, cut to the box.
      let label = theme.text(outline.label).prefix(max(0, r.width - 2))
      for (i, c) in label.enumerated() { put(c, r.x + 1 + i, r.y) }
    }
  }
}
