import GlyphRaster
import PropertyBased
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

/// Diffing against a scrolled frame without moving it gives what moving it first gives.
@Suite("Canvas diff across a scroll")
struct CanvasScrolledDiffTests {
  @Test func theDiffAcrossAScrollEqualsTheDiffFromTheScrolledCanvas() async {
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 2...30)) { seeds in
      var old = Canvas(width: 5, height: 6)
      for (i, seed) in seeds.enumerated() {
        old[seed % 5, (seed / 5) % 6] = Glyph(
          scalar: Unicode.Scalar(UInt8(65 + (seed / 30 + i) % 26)),
          foreground: seed % 3 == 0 ? .orange : nil)
      }
      let seed = seeds[0]
      let top = seed % 3
      let bottom = 6 - (seed / 3) % 2
      let scroll = CanvasScroll(rows: top..<bottom, distance: [1, -1, 2, -3, 4][seed / 6 % 5])
      var new = old
      new.scroll(scroll)
      for seed in seeds.dropFirst() where seed % 4 == 0 {
        new[(seed / 4) % 5, (seed / 20) % 6] = Glyph("z")
      }
      var moved = old
      moved.scroll(scroll)
      #expect(new.diff(from: old, scrolled: scroll) == new.diff(from: moved))
    }
  }
}

/// A reused canvas is cleared around the part that is drawn whole.
@Suite("Canvas fill outside an area")
struct CanvasFillOutsideTests {
  @Test func everythingButTheAreaIsFilled() {
    var canvas = Canvas(width: 5, height: 4, fill: Glyph("x"))
    canvas.fill(outside: GlyphRect(x: 1, y: 1, width: 3, height: 2), with: Glyph("."))
    #expect(canvas.lines == [".....", ".xxx.", ".xxx.", "....."])
    var clipped = Canvas(width: 3, height: 2, fill: Glyph("x"))
    clipped.fill(outside: GlyphRect(x: 2, y: -1, width: 9, height: 2))
    #expect(clipped.lines == ["  x", "   "])
    var none = Canvas(width: 3, height: 2, fill: Glyph("x"))
    none.fill(outside: GlyphRect(x: 5, y: 5, width: 2, height: 2))
    #expect(none == Canvas(width: 3, height: 2))
  }
}
