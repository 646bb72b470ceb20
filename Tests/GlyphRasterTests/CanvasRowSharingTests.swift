import CollectionCore
import GlyphRaster
import PropertyBased
import Testing

/// Canvases share rows: a frame drawn over the last one keeps the rows it leaves alone, the
/// raster cache hands its rows over, and the diff skips shared rows without missing a change.
@Suite("Canvas row sharing")
struct CanvasRowSharingTests {
  /// A glyph change as a comparable value.
  struct Change: Hashable {
    var x: Int
    var y: Int
    var glyph: Glyph
  }

  /// Whether two rows are one array's storage.
  static func shared(_ a: [Glyph], _ b: [Glyph]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
  }

  @Test func writingTheGlyphsAlreadyThereCopiesNoRow() {
    var first = Canvas(width: 6, height: 3)
    for row in 0..<3 { first.put("row \(row)", x: 0, y: row) }
    var second = first
    // The same glyphs again, through every way of writing.
    second.put("row 1", x: 0, y: 1)
    second[0, 2] = first[0, 2]
    second.fill(x: 0, y: 0, width: 1, height: 1, with: first[0, 0])
    second.fill(outside: GlyphRect(x: 0, y: 0, width: 6, height: 3))
    #expect((0..<3).allSatisfy { Self.shared(first.rows[$0], second.rows[$0]) })
    // A change copies its row only, and leaves the first canvas as it was.
    second.put("X", x: 2, y: 1)
    #expect(Self.shared(first.rows[0], second.rows[0]))
    #expect(!Self.shared(first.rows[1], second.rows[1]))
    #expect(Self.shared(first.rows[2], second.rows[2]))
    #expect(first.lines == ["row 0 ", "row 1 ", "row 2 "])
    #expect(second.lines == ["row 0 ", "roX 1 ", "row 2 "])
  }

  @Test func aScrolledFrameSharesTheRowsThatStayedOnScreen() {
    var items: [DrawItem] = []
    for i in 0..<30 {
      let center = Point(x: Double(4 + 9 * (i % 4)), y: Double(3 + 6 * (i / 4)))
      let appearance = Appearance(fill: .orange, lines: [String(i)])
      items.append(
        DrawItem(center: center, size: Size(width: 7, height: 4), appearance: appearance))
    }
    let rasterizer = Rasterizer(options: RenderOptions(colorMode: .palette256))
    let cache = RasterCache()
    let viewport = Rasterizer.Viewport(x: 0, y: 0, columns: 36, rows: 10)
    var canvas = Canvas(width: 36, height: 10)
    cache.render(
      DisplayList(items: items, contentOffset: .zero), with: rasterizer, into: &canvas,
      viewport: viewport)
    let before = canvas
    // Three rows down (a row is two points).
    cache.render(
      DisplayList(items: items, contentOffset: Point(x: 0, y: 6)), with: rasterizer,
      into: &canvas, viewport: viewport)
    #expect(cache.lastScroll == CanvasScroll(rows: 0..<10, distance: 3))
    #expect((0..<7).allSatisfy { Self.shared(canvas.rows[$0], before.rows[$0 + 3]) })
    #expect(
      (7..<10).allSatisfy { row in !before.rows.contains { Self.shared($0, canvas.rows[row]) } })
    // So the diff across the scroll has only the exposed rows to compare.
    let changes = canvas.diff(from: before, scrolled: cache.lastScroll)
    #expect(changes.allSatisfy { $0.y >= 7 })
    #expect(!changes.isEmpty)
  }

  /// Random edits of a canvas that shares rows with the one before: the diff lists exactly the
  /// glyphs that differ from the previous frame as the terminal shows it after the scroll.
  @Test func theDiffFindsEveryChangeOfAFrameDrawnOverTheLast() async {
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...40)) { seeds in
      var old = Canvas(width: 7, height: 5)
      for seed in seeds { old[seed % 7, (seed / 7) % 5] = Glyph(scalar: "a", foreground: .orange) }
      let seed = seeds[0]
      let scroll: CanvasScroll? =
        seed % 3 == 0 ? nil : CanvasScroll(rows: 0..<5, distance: [1, -1, 2][seed % 3])
      var new = old
      if let scroll { new.scroll(scroll) }
      for seed in seeds.dropFirst() where seed % 3 == 1 {
        new[(seed / 3) % 7, (seed / 21) % 5] = Glyph(scalar: seed % 2 == 0 ? "b" : "a")
      }
      var shown = old
      if let scroll { shown.scroll(scroll) }
      var expected: [Change] = []
      for y in 0..<5 {
        for x in 0..<7 where shown[x, y] != new[x, y] {
          expected.append(Change(x: x, y: y, glyph: new[x, y]))
        }
      }
      let changes = new.diff(from: old, scrolled: scroll).map {
        Change(x: $0.x, y: $0.y, glyph: $0.glyph)
      }
      #expect(changes == expected)
    }
  }
}
