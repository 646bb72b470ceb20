import CollectionCore
import Testing

@testable import GlyphRaster

/// The rasterizer draws every item of a display list from its values alone.
@Suite("Rasterizer")
struct RasterizerTests {
  func element(
    center: Point, size: Size, transform: Transform3D = .identity, alpha: Double = 1,
    zIndex: Int = 0, text: String = "", color: Color = .orange
  ) -> DrawItem {
    DrawItem(
      center: center, size: size, transform: transform, alpha: alpha, zIndex: zIndex,
      appearance: Appearance(fill: color, lines: text.isEmpty ? [] : [text]))
  }

  func render(
    _ items: [DrawItem], columns: Int = 12, rows: Int = 6, offset: Point = .zero,
    mode: ColorMode = .none, glyphs: GlyphSet = .unicode, blitter: String = "half",
    shadesEdges: Bool = false, cellAspect: Double = 2, backdrop: Color = .black
  ) -> Canvas {
    var canvas = Canvas(width: columns, height: rows)
    let shifted = items.map {
      var item = $0
      item.center = item.center - offset
      return item
    }
    Rasterizer(
      options: RenderOptions(
        colorMode: mode, glyphSet: glyphs, backdrop: backdrop, preferredBlitter: blitter,
        cellAspect: cellAspect, shadesEdges: shadesEdges)
    ).render(
      DisplayList(items: shifted), into: &canvas,
      viewport: .init(x: 0, y: 0, columns: columns, rows: rows))
    return canvas
  }

  @Test func anUprightRectCoversExactlyItsPoints() {
    // x 2..<8, y 1..<7 (rows 0.5 to 3.5): half blocks at the top and bottom edge.
    let canvas = render([element(center: Point(x: 5, y: 4), size: Size(width: 6, height: 6))])
    #expect(
      canvas.lines == [
        "  ▄▄▄▄▄▄    ",
        "  ██████    ",
        "  ██████    ",
        "  ▀▀▀▀▀▀    ",
        "            ",
        "            ",
      ])
  }

  @Test func aSquareTurned45DegreesIsADiamond() {
    let canvas = render(
      [
        element(
          center: Point(x: 6, y: 6), size: Size(width: 6, height: 6),
          transform: Transform3D(rotationAngle: .pi / 4))
      ])
    let text = canvas.text
    // Widest across the middle, narrow at the top and bottom rows.
    let widths = canvas.lines.map { $0.filter { $0 != " " }.count }
    #expect(widths[2] > widths[0])
    #expect(widths[3] > widths[5])
    #expect(text.contains("█"))
  }

  @Test func aTurnedSquareHasNoOnePixelSpurAtItsTip() {
    // The tip lies a hundredth of a point above the centre of pixel row 2 (column 6): the pixel
    // holds only a quarter of it, so it stays blank and the tip starts on row 3. Sampling the
    // centre alone painted that lone pixel, a spur one pixel wide on top of the diamond.
    let side = 6.0
    let canvas = render([
      element(
        center: Point(x: 6.5, y: 2.49 + side / 2.0.squareRoot()),
        size: Size(width: side, height: side), transform: Transform3D(rotationAngle: .pi / 4))
    ])
    #expect(canvas[6, 1].character == "▄", "\(canvas.lines)")
    // Three tenths of a point above the centre the pixel holds 55 % of the tip: still a lone
    // pixel on top of a row of three, so it stays blank too (a corner needs 70 %).
    let deeper = render([
      element(
        center: Point(x: 6.5, y: 2.2 + side / 2.0.squareRoot()),
        size: Size(width: side, height: side), transform: Transform3D(rotationAngle: .pi / 4))
    ])
    #expect(deeper[6, 1].character == "▄", "\(deeper.lines)")
  }

  /// The pixels of a quadrant-blitted canvas: nil where nothing is drawn, else the colour.
  func quadrantPixels(_ canvas: Canvas) -> [[Color?]] {
    let masks: [Unicode.Scalar: Int] = Dictionary(
      uniqueKeysWithValues: zip(
        ["▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
          as [Unicode.Scalar],
        1...15))
    var pixels = Array(
      repeating: [Color?](repeating: nil, count: 2 * canvas.width), count: 2 * canvas.height)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let glyph = canvas[x, y]
        let reversed = glyph.style.contains(.reverse)
        let ink = reversed ? glyph.background : glyph.foreground
        let paper = reversed ? glyph.foreground : glyph.background
        let mask = masks[glyph.scalar] ?? 0
        for bit in 0..<4 {
          pixels[2 * y + bit / 2][2 * x + bit % 2] = mask & (1 << bit) != 0 ? ink : paper
        }
      }
    }
    return pixels
  }

  /// Whether the pixel at a place lies in a 2×2 block of pixels that all pass a test.
  func inBlock(_ pixels: [[Color?]], x: Int, y: Int, _ test: (Color?) -> Bool) -> Bool {
    for (dx, dy) in [(-1, -1), (0, -1), (-1, 0), (0, 0)] {
      let xs = (x + dx)...(x + dx + 1)
      let ys = (y + dy)...(y + dy + 1)
      guard xs.lowerBound >= 0, ys.lowerBound >= 0, ys.upperBound < pixels.count,
        xs.upperBound < pixels[0].count
      else { continue }
      if ys.allSatisfy({ py in xs.allSatisfy { px in test(pixels[py][px]) } }) { return true }
    }
    return false
  }

  @Test(arguments: [0.3, 0.52, 0.785, 1.1, 2.6])
  func aTurnedShadedCellHasNoSpursOrEarsIn256Colours(angle: Double) {
    // Seen in xterm: a lone shade pixel under a turned cell's bottom tip, and a lone fill pixel
    // poking up into the shaded edge at its top. Each cell is drawn at many sub-pixel places.
    let fill = ColorMode.palette256.quantize(.orange)
    for step in 0..<12 {
      let center = Point(x: 10 + Double(step) * 0.13, y: 12 + Double(step) * 0.29)
      let canvas = render(
        [
          element(
            center: center, size: Size(width: 9, height: 9),
            transform: Transform3D(rotationAngle: angle))
        ], columns: 20, rows: 12, mode: .palette256, blitter: "quadrant", shadesEdges: true)
      let pixels = quadrantPixels(canvas)
      let map = pixels.map { row in
        String(row.map { $0 == nil ? "." : $0 == fill ? "F" : "s" })
      }.joined(separator: "\n")
      for y in pixels.indices {
        for x in pixels[y].indices where pixels[y][x] != nil {
          #expect(
            inBlock(pixels, x: x, y: y) { $0 != nil },
            "a spur at pixel \(x), \(y), angle \(angle), step \(step):\n\(map)")
          if pixels[y][x] == fill {
            #expect(
              inBlock(pixels, x: x, y: y) { $0 == fill },
              "a lone fill pixel at \(x), \(y), angle \(angle), step \(step):\n\(map)")
          }
        }
      }
    }
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.75])
  func anUprightCellsFillStartsOnWholeGlyphs(shift: Double) {
    // Seen in xterm with DejaVu Sans Mono: block characters stop a pixel short of the cell's
    // top, so a glyph split down the middle between a cell's shaded (or outlined) side and its
    // fill showed a dark tick at every row. The side now reaches the next glyph boundary: no
    // glyph holds both the fill and the edge, wherever the cell lies.
    let fill = ColorMode.palette256.quantize(.orange)
    for focused in [false, true] {
      let item = DrawItem(
        center: Point(x: 9 + shift, y: 8), size: Size(width: 11, height: 10),
        transform: .identity, alpha: 1, zIndex: 0,
        appearance: Appearance(fill: .orange, state: focused ? .focused : []))
      let canvas = render(
        [item], columns: 20, rows: 8, mode: .palette256, blitter: "quadrant",
        shadesEdges: true)
      for y in 0..<canvas.height {
        for x in 0..<canvas.width where canvas[x, y].scalar == "▌" || canvas[x, y].scalar == "▐" {
          let glyph = canvas[x, y]
          #expect(
            glyph.foreground != fill && glyph.background != fill,
            "column \(x), row \(y), shift \(shift), focused \(focused): \(canvas.lines)")
        }
      }
      // The fill is there, and the sides are drawn: the cell is not all edge.
      #expect(canvas.glyphs.contains { $0.background == fill })
      #expect(
        canvas.glyphs.contains { glyph in
          [glyph.foreground, glyph.background].contains { $0 != nil && $0 != fill }
        })
    }
  }

  @Test func aFocusRingShowsInEightColours() {
    // The yellow ring round an orange cell: both are yellow in 8 colours, so the ring was
    // invisible in a plain xterm (TERM=xterm has 8). On a dark terminal it is drawn white: black
    // would part it from the fill but not from the terminal around it, and the focused cell
    // would look like a cell without its edge. On a light terminal it is black.
    let item = DrawItem(
      center: Point(x: 8, y: 6), size: Size(width: 10, height: 8), transform: .identity,
      alpha: 1, zIndex: 0, appearance: Appearance(fill: .orange, state: .focused))
    let canvas = render(
      [item], columns: 16, rows: 6, mode: .palette8, blitter: "quadrant", shadesEdges: true)
    let fill = ColorMode.palette8.quantize(.orange)
    #expect(ColorMode.palette8.quantize(Rasterizer.focusColor) == fill)
    // The ring's left side runs down column 3 (x 3 to 4); the fill is inside it.
    let white = ColorMode.palette8.quantize(.white)
    let ring = canvas[3, 3]
    #expect(ring.background == white || ring.foreground == white, "\(ring)")
    #expect(canvas[8, 3].background == fill)
    let onLight = render(
      [item], columns: 16, rows: 6, mode: .palette8, blitter: "quadrant", shadesEdges: true,
      backdrop: .white)[3, 3]
    #expect(onLight.background == .black || onLight.foreground == .black, "\(onLight)")
    // In 256 colours the ring stays yellow.
    let rich = render(
      [item], columns: 16, rows: 6, mode: .palette256, blitter: "quadrant", shadesEdges: true)
    let richRing = rich[3, 3]
    let yellow = ColorMode.palette256.quantize(Rasterizer.focusColor)
    #expect(richRing.background == yellow || richRing.foreground == yellow, "\(richRing)")
  }

  @Test func anUprightRectangleKeepsItsCornersOffTheGrid() {
    // Edges a third of a pixel past the pixel centres: every pixel whose centre is inside is
    // painted, corners included (the turned shapes' corner rule must not round them off).
    let canvas = render([element(center: Point(x: 5.3, y: 4.3), size: Size(width: 6, height: 6))])
    #expect(
      canvas.lines == [
        "  ▄▄▄▄▄▄    ",
        "  ██████    ",
        "  ██████    ",
        "  ▀▀▀▀▀▀    ",
        "            ",
        "            ",
      ], "\(canvas.lines)")
  }

  @Test func overlappingCellsOfOneColourStayApart() {
    // Two cells of the same orange, the second over the first: its shaded edge runs through
    // the first, so the two read as two.
    let first = element(center: Point(x: 6, y: 6), size: Size(width: 8, height: 8))
    let second = element(center: Point(x: 11, y: 6), size: Size(width: 8, height: 8))
    let canvas = render(
      [first, second], columns: 20, mode: .trueColor, blitter: "quadrant", shadesEdges: true)
    // Column 7 is the second cell's left edge, inside the first cell.
    let edge = canvas[7, 3].background ?? canvas[7, 3].foreground
    #expect(edge != nil && edge != Color.orange)
    #expect(canvas[5, 3].background == Color.orange)
    #expect(canvas[10, 3].background == Color.orange)
    // In 16 colours, where the orange and its 40 % shade are the same red, the edge is drawn
    // darker still, so it still shows.
    let sixteen = render(
      [first, second], columns: 20, mode: .palette16, blitter: "quadrant", shadesEdges: true)
    let edge16 = sixteen[7, 3].background ?? sixteen[7, 3].foreground
    #expect(edge16 != nil && edge16 != ColorMode.palette16.quantize(.orange), "\(sixteen.lines)")
    // Without shading the two merge into one orange mass.
    let plain = render([first, second], columns: 20, mode: .trueColor, blitter: "quadrant")
    #expect(plain[7, 3].background == Color.orange && plain[7, 3].character == " ")
  }

  @Test func aRowIsAsManyPointsTallAsTheCellAspect() {
    // Cells three times taller than wide: a 6-point square is 6 columns and 2 rows, square on
    // screen; with the default 2 it would take 3 rows and look taller than wide.
    let square = element(center: Point(x: 5, y: 3), size: Size(width: 6, height: 6))
    let canvas = render([square], rows: 4, cellAspect: 3)
    #expect(canvas.lines == ["  ██████    ", "  ██████    ", "            ", "            "])
  }

  @Test func contentOffsetAndClipping() {
    let canvas = render(
      [element(center: Point(x: 20, y: 12), size: Size(width: 4, height: 4))],
      offset: Point(x: 16, y: 8))
    #expect(canvas.lines[2] == "  ████      ")
    let clipped = render([element(center: Point(x: 0, y: 0), size: Size(width: 4, height: 4))])
    #expect(clipped.lines[0] == "██          ")
  }

  @Test func transparentAndEmptyItemsDrawNothing() {
    let canvas = render([
      element(center: Point(x: 6, y: 6), size: Size(width: 4, height: 4), alpha: 0),
      element(center: Point(x: 6, y: 6), size: Size(width: 0, height: 4)),
    ])
    #expect(canvas.text.allSatisfy { $0 == " " || $0 == "\n" })
  }

  @Test func alphaBlendsTowardsWhatIsBeneath() {
    let canvas = render(
      [
        element(
          center: Point(x: 6, y: 6), size: Size(width: 4, height: 4), alpha: 0.5, color: .white)
      ],
      mode: .trueColor)
    #expect(canvas[6, 3].background == Color(red: 128, green: 128, blue: 128))
    let over = render(
      [
        element(
          center: Point(x: 6, y: 6), size: Size(width: 4, height: 4),
          color: Color(red: 200, green: 0, blue: 0)),
        element(
          center: Point(x: 6, y: 6), size: Size(width: 4, height: 4), alpha: 0.5,
          color: Color(red: 0, green: 0, blue: 200)),
      ], mode: .trueColor)
    #expect(over[6, 3].background == Color(red: 100, green: 0, blue: 100))
  }

  /// A turned square's anti-aliased edge blends towards the terminal's background: on a light
  /// terminal no edge glyph is darker than the square's own shaded edge (with the dark default
  /// it would be: black specks around the cells on a white xterm).
  @Test func edgesBlendTowardsTheBackdrop() {
    func colours(backdrop: Color) -> [Color] {
      var canvas = Canvas(width: 16, height: 8)
      Rasterizer(
        options: RenderOptions(
          colorMode: .trueColor, backdrop: backdrop, preferredBlitter: "quadrant",
          shadesEdges: true)
      ).render(
        DisplayList(items: [
          element(
            center: Point(x: 8, y: 8), size: Size(width: 9, height: 9),
            transform: Transform3D(rotationAngle: 0.5))
        ]), into: &canvas, viewport: .init(x: 0, y: 0, columns: 16, rows: 8))
      return canvas.glyphs.flatMap { [$0.foreground, $0.background].compactMap { $0 } }
    }
    func luminance(_ c: Color) -> Double {
      0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)
    }
    let light = colours(backdrop: .white)
    let dark = colours(backdrop: .black)
    let darkestOnLight = light.map(luminance).min() ?? 0
    #expect(!light.isEmpty)
    #expect(darkestOnLight > 40)
    #expect((dark.map(luminance).min() ?? 255) < darkestOnLight)
  }

  @Test func withoutBlendingAlphaIsDithered() {
    let canvas = render(
      [element(center: Point(x: 8, y: 8), size: Size(width: 16, height: 16), alpha: 0.5)],
      columns: 16, rows: 8, mode: .palette8)
    let painted = canvas.glyphs.reduce(0) { sum, g in
      sum + (g.character == "▀" || g.character == "▄" ? 1 : g.background != nil ? 2 : 0)
    }
    // Half of the 256 pixels.
    #expect(painted == 128)
  }

  @Test func laterAndHigherElementsPaintOver() {
    let canvas = render(
      [
        element(center: Point(x: 4, y: 4), size: Size(width: 4, height: 4), color: .white),
        element(center: Point(x: 6, y: 4), size: Size(width: 4, height: 4), color: .orange),
      ], mode: .trueColor)
    #expect(canvas[3, 1].background == .white)
    #expect(canvas[4, 1].background == .orange)
  }

  @Test func labelsAreCentredAndHideWhenTooSmall() {
    let canvas = render([
      element(center: Point(x: 6, y: 6), size: Size(width: 8, height: 8), text: "12")
    ])
    #expect(canvas.lines[3] == "  ███12███  ")
    let tiny = render(
      [
        element(
          center: Point(x: 6, y: 6), size: Size(width: 8, height: 8),
          transform: Transform3D(scaleX: 0.1, y: 0.1), text: "12")
      ])
    #expect(!tiny.text.contains("12"))
  }

  /// Row heights are the terminal's, not the layout's: a shape a little short of a row (a
  /// header sized for a glyph cell twice as tall as wide, on one 2.11 times as tall) still shows
  /// its label, and a label with more lines than the shape has rows shows the lines that fit
  /// instead of none.
  @Test func labelsShowOnShapesATenthOfARowShortAndCutTheLinesThatDoNotFit() {
    let short = render([
      element(center: Point(x: 6, y: 6), size: Size(width: 8, height: 1.9), text: "12")
    ])
    #expect(short.lines[3] == "  ▀▀▀12▀▀▀  ")
    let tooShort = render([
      element(center: Point(x: 6, y: 6), size: Size(width: 8, height: 1.7), text: "12")
    ])
    #expect(!tooShort.text.contains("12"))
    let twoLines = DrawItem(
      center: Point(x: 6, y: 6), size: Size(width: 8, height: 2), transform: .identity,
      alpha: 1, zIndex: 0, appearance: Appearance(fill: .orange, lines: ["top", "end"]))
    let cut = render([twoLines])
    #expect(cut.lines[3] == "  ▀▀▀top▀▀  ")
    #expect(!cut.text.contains("end"))
    var tall = twoLines
    tall.size.height = 4
    #expect(render([tall]).lines[2...3] == ["  ███top██  ", "  ███end██  "])
  }

  /// A label on a glyph split evenly between its shape's outline and its fill (a cell whose
  /// centre row holds an edge) sits on the fill, as text sits on its cell, not on the edge.
  @Test func aLabelOnAGlyphSplitBetweenOutlineAndFillSitsOnTheFill() {
    let item = DrawItem(
      center: Point(x: 6, y: 3.5), size: Size(width: 8, height: 3), transform: .identity,
      alpha: 1, zIndex: 0,
      appearance: Appearance(fill: .orange, outline: .white, lines: ["7"], textColor: .black))
    let canvas = render([item], mode: .trueColor)
    // Pixel rows 2, 3, 4: the outline, the fill, the outline; glyph row 1 holds rows 2 and 3.
    #expect(canvas.lines[1] == "   ▄▄▄7▄▄   ")
    #expect(canvas[6, 1].background == .orange)
    #expect(canvas[5, 1].foreground == .orange && canvas[5, 1].background == .white)
  }

  @Test func asciiUsesOnlySevenBitCharacters() {
    let canvas = render(
      [
        element(
          center: Point(x: 6, y: 6), size: Size(width: 6, height: 7),
          transform: Transform3D(rotationAngle: 0.3), text: "7")
      ],
      glyphs: .ascii)
    #expect(canvas.text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(canvas.text.contains("#"))
  }

  @Test func coloursDegradeToThePalette() {
    #expect(ColorMode.palette256.quantize(.orange) == Color(red: 255, green: 135, blue: 0))
    #expect(ColorPalette.index256(for: .orange) == 208)
    #expect(ColorPalette.nearestIndex256(for: Color(red: 128, green: 128, blue: 128)) == 244)
    // The table is the exact answer at the centre of each of its cells.
    #expect(ColorPalette.table256IsExact)
    // The fast table is never far from the exact answer.
    let grey = ColorPalette.color256(
      ColorPalette.index256(for: Color(red: 128, green: 128, blue: 128)))
    #expect(grey.red == grey.green && grey.green == grey.blue && abs(Int(grey.red) - 128) <= 8)
    #expect(ColorPalette.index8(for: .orange) == 3)
    #expect(ColorMode.trueColor.quantize(.orange) == .orange)
    // Each channel goes to the nearest of the cube's levels 0, 95, 135, 175, 215, 255 (ties to
    // the lower), as a search over the levels finds it.
    let levels = [0, 95, 135, 175, 215, 255]
    for v in 0...255 {
      let nearest = levels.indices.min { abs(levels[$0] - v) < abs(levels[$1] - v) }!
      let index = ColorPalette.nearestIndex256(
        for: Color(red: UInt8(v), green: 0, blue: UInt8(255 - v)))
      if index < 232 { #expect((index - 16) / 36 == nearest, "\(v)") }
    }
  }
}

/// Canvas bookkeeping: writes, diffs, text.
@Suite("Canvas")
struct CanvasTests {
  @Test func diffYieldsOnlyTheChangedGlyphs() {
    var a = Canvas(width: 10, height: 3)
    a.put("hello", x: 0, y: 0)
    var b = a
    b.put("J", x: 0, y: 0)
    b.put("!", x: 9, y: 2)
    let changes = b.diff(from: a)
    #expect(changes.map { [$0.x, $0.y] } == [[0, 0], [9, 2]])
    #expect(changes.first?.glyph.character == "J")
    #expect(a.diff(from: a).isEmpty)
    #expect(b.diff(from: nil).count == 30)
    #expect(b.diff(from: Canvas(width: 5, height: 3)).count == 30)
  }

  @Test func writesOutsideAreClipped() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.put("abcdef", x: -1, y: 1)
    canvas.put("zz", x: 0, y: 5)
    #expect(canvas.lines == ["    ", "bcde"])
  }

  @Test func ansiTextCarriesColoursAndResets() {
    var canvas = Canvas(width: 2, height: 1)
    canvas[0, 0] = Glyph("x", foreground: .white, background: .orange, style: .bold)
    let ansi = canvas.ansiText(colorMode: .palette256)
    #expect(ansi.contains("\u{1B}[0;1;38;5;231;48;5;208mx"))
    #expect(ansi.hasSuffix("\u{1B}[0m\n"))
  }
}
