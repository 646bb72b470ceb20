import GlyphRaster
import Testing

/// A canvas scrolls a band of rows as a terminal does.
@Suite("Canvas scrolling")
struct CanvasScrollTests {
  @Test func aBandMovesAndTheRowsItExposesAreBlank() {
    var canvas = Canvas(width: 2, height: 5)
    for row in 0..<5 { canvas.put("\(row)\(row)", x: 0, y: row) }
    var up = canvas
    up.scroll(CanvasScroll(rows: 1..<4, distance: 2))
    #expect(up.lines == ["00", "33", "  ", "  ", "44"])
    var down = canvas
    down.scroll(CanvasScroll(rows: 1..<4, distance: -1))
    #expect(down.lines == ["00", "  ", "11", "22", "44"])
    var outside = canvas
    outside.scroll(CanvasScroll(rows: 3..<9, distance: 1))
    #expect(outside == canvas)
  }
}
