import CollectionCore
import GlyphRaster
import PropertyBased
import Testing

/// A frame that only scrolled reuses the previous one shifted, and is exactly what a full
/// render gives.
@Suite("Raster cache")
struct RasterCacheTests {
  /// A small deterministic generator, so a failing seed reproduces.
  struct Generator {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
  }

  /// Cells of a flow and a few turned, translucent and outlined ones, over a long content.
  static func items(seed: Int) -> [DrawItem] {
    var g = Generator(state: UInt64(seed) &+ 1)
    var items: [DrawItem] = []
    for i in 0..<40 {
      let fill = [Color.orange, .white, Color(red: 30, green: 90, blue: 200)][g.next(0...2)]
      var appearance = Appearance(fill: fill, lines: [String(i)])
      if g.next(0...5) == 0 { appearance.outline = .white }
      let turned = g.next(0...4) == 0
      items.append(
        DrawItem(
          center: Point(
            x: Double(g.next(0...90)) + 0.5 * Double(g.next(0...1)),
            y: Double(g.next(0...120)) + 0.25 * Double(g.next(0...3))),
          size: Size(width: Double(g.next(3...14)), height: Double(g.next(2...10))),
          transform: turned ? Transform3D(rotationAngle: Double(g.next(1...11)) / 7) : .identity,
          alpha: g.next(0...3) == 0 ? 0.6 : 1, zIndex: 0, appearance: appearance))
    }
    return items
  }

  /// A full render into a new canvas: the viewport spans it, or has a glyph's margin round it.
  static func full(
    _ list: DisplayList, _ rasterizer: Rasterizer, columns: Int, rows: Int, margin: Int
  ) -> Canvas {
    var canvas = Canvas(width: columns + 2 * margin, height: rows + 2 * margin)
    rasterizer.render(
      list, into: &canvas, viewport: .init(x: margin, y: margin, columns: columns, rows: rows))
    return canvas
  }

  @Test func randomScrollsDrawExactlyWhatAFullRenderDraws() async {
    let modes: [ColorMode] = [.trueColor, .palette256, .palette16, .none]
    await propertyCheck(
      input: Gen.int(in: 0...1_000_000), Gen.int(in: -40...40).array(of: 1...12)
    ) { seed, steps in
      var g = Generator(state: UInt64(seed))
      let blitter = Blitter.names[g.next(0...(Blitter.names.count - 1))]
      let mode = modes[g.next(0...3)]
      let aspect = [2.0, 2.0, 2.5][g.next(0...2)]
      let rasterizer = Rasterizer(
        options: RenderOptions(colorMode: mode, preferredBlitter: blitter, cellAspect: aspect))
      var items = Self.items(seed: seed)
      let cache = RasterCache()
      let columns = g.next(8...40)
      let rows = g.next(4...16)
      var offset = Point(x: Double(g.next(0...10)), y: Double(g.next(0...10)) * aspect)
      // A viewport that spans the canvas takes the cache's rows as they are (shared); one
      // with a margin has them copied. Each frame is drawn over the last, or on a new canvas.
      let margin = g.next(0...1)
      let overLast = g.next(0...1) == 1
      var canvas = Canvas(width: columns + 2 * margin, height: rows + 2 * margin)
      var lastExpected: Canvas?
      for step in steps {
        // Mostly whole rows or columns; now and then half a row, or an item moves.
        switch g.next(0...9) {
        case 0: offset.y += aspect / 2
        case 1: offset.x += Double(step)
        case 2: items[g.next(0...(items.count - 1))].center.x += 1
        default: offset.y += Double(step) * aspect
        }
        let list = DisplayList(items: items, contentOffset: offset)
        if !overLast { canvas = Canvas(width: columns + 2 * margin, height: rows + 2 * margin) }
        let last = canvas
        cache.render(
          list, with: rasterizer, into: &canvas,
          viewport: .init(x: margin, y: margin, columns: columns, rows: rows))
        let expected = Self.full(list, rasterizer, columns: columns, rows: rows, margin: margin)
        #expect(
          canvas == expected,
          "\(blitter) \(mode) at \(offset): \(canvas.lines) instead of \(expected.lines)")
        // The frame before is a value: drawing the next one over it left it as it was.
        if overLast, let lastExpected { #expect(last == lastExpected) }
        lastExpected = expected
      }
    }
  }

  @Test func aPureScrollRasterizesOnlyTheExposedRows() {
    let rasterizer = Rasterizer(options: RenderOptions(preferredBlitter: "quadrant"))
    let items = Self.items(seed: 7)
    let cache = RasterCache()
    var canvas = Canvas(width: 30, height: 10)
    let viewport = Rasterizer.Viewport(x: 0, y: 0, columns: 30, rows: 10)
    cache.render(
      DisplayList(items: items, contentOffset: .zero), with: rasterizer, into: &canvas,
      viewport: viewport)
    cache.render(
      DisplayList(items: items, contentOffset: Point(x: 0, y: 6)), with: rasterizer,
      into: &canvas, viewport: viewport)
    cache.render(
      DisplayList(items: items, contentOffset: Point(x: 0, y: 6)), with: rasterizer,
      into: &canvas, viewport: viewport)
    #expect(cache.statistics.full == 1)
    #expect(cache.statistics.shifted == 1)
    #expect(cache.statistics.reused == 1)
    // The first frame in full, then the three rows the scroll exposed.
    #expect(cache.statistics.glyphsRasterized == 300 + 3 * 30)
  }
}
