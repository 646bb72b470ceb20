import CollectionCore
import GlyphRaster
import Testing

/// A widget cache copies what it drew while the widget, its area and the canvas size stay the
/// same, and redraws its last glyphs on request only where it drew them.
@Suite("Widget cache")
struct WidgetCacheTests {
  let theme = Theme(options: RenderOptions(colorMode: .palette256))

  func bar(_ text: String) -> StatusBar {
    StatusBar(segments: [StatusBar.Segment(text, priority: 1)], notice: nil, theme: theme)
  }

  @Test func itRedrawsItsLastGlyphsOnlyWhereItDrewThem() {
    let cache = WidgetCache<StatusBar>()
    let row = GlyphRect(x: 0, y: 2, width: 20, height: 1)
    var canvas = Canvas(width: 20, height: 3)
    // Nothing drawn yet: nothing to redraw.
    #expect(!cache.redraw(in: row, into: &canvas))
    cache.render(bar("items 1–10"), in: row, into: &canvas)
    let drawn = canvas.lines[2]
    var next = Canvas(width: 20, height: 3)
    #expect(cache.redraw(in: row, into: &next))
    #expect(next.lines[2] == drawn)
    #expect(next.lines[0].allSatisfy { $0 == " " })
    // Another row, or a canvas of another size: it draws nothing.
    var other = Canvas(width: 20, height: 3)
    #expect(!cache.redraw(in: GlyphRect(x: 0, y: 1, width: 20, height: 1), into: &other))
    var resized = Canvas(width: 30, height: 3)
    #expect(!cache.redraw(in: row, into: &resized))
    #expect(other == Canvas(width: 20, height: 3))
    #expect(resized == Canvas(width: 30, height: 3))
  }

  @Test func aChangedWidgetIsDrawnAgain() {
    let cache = WidgetCache<StatusBar>()
    let row = GlyphRect(x: 0, y: 0, width: 20, height: 1)
    var canvas = Canvas(width: 20, height: 1)
    cache.render(bar("items 1–10"), in: row, into: &canvas)
    cache.render(bar("items 2–11"), in: row, into: &canvas)
    #expect(canvas.lines[0].contains("items 2–11"))
    var next = Canvas(width: 20, height: 1)
    cache.redraw(in: row, into: &next)
    #expect(next.lines[0].contains("items 2–11"))
  }
}
