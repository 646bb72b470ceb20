/// Draws a widget once and then copies its glyphs for as long as the widget, its area and the
/// canvas size stay the same: a title or status bar that does not change during a scroll costs
/// a row's copy a frame, not a layout and a render.
public final class WidgetCache<W: Widget & Equatable> {
  private var last: (widget: W, area: GlyphRect, size: GlyphRect, glyphs: [Glyph])?

  /// An empty cache.
  public init() {}

  /// Draws `widget` into `area` of `canvas`, as `widget.render(in:into:)` does.
  public func render(_ widget: W, in area: GlyphRect, into canvas: inout Canvas) {
    let clip = area.intersection(canvas.bounds)
    if let last, last.widget == widget, last.area == area, last.size == canvas.bounds {
      canvas.place(last.glyphs, width: clip.width, x: clip.x, y: clip.y)
      return
    }
    widget.render(in: area, into: &canvas)
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(clip.width * clip.height)
    for y in clip.y..<(clip.y + clip.height) {
      for x in clip.x..<(clip.x + clip.width) { glyphs.append(canvas[x, y]) }
    }
    last = (widget, area, canvas.bounds, glyphs)
  }

  /// Draws the glyphs it drew last into `area` of `canvas`, without asking for the widget,
  /// when it drew them there on a canvas of this size; returns whether it did.
  @discardableResult
  public func redraw(in area: GlyphRect, into canvas: inout Canvas) -> Bool {
    guard let last, last.area == area, last.size == canvas.bounds else { return false }
    let clip = area.intersection(canvas.bounds)
    canvas.place(last.glyphs, width: clip.width, x: clip.x, y: clip.y)
    return true
  }
}
