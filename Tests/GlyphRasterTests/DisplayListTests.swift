import CollectionCore
import Testing

@testable import GlyphRaster

/// Presented elements become draw items; states, outlines, lines and blitters draw as values.
@Suite("Display list")
struct DisplayListTests {
  func draw(
    _ appearance: Appearance, size: Size = Size(width: 8, height: 8), columns: Int = 12,
    rows: Int = 6, mode: ColorMode = .trueColor, glyphs: GlyphSet = .unicode,
    blitter: String = "half", shadesEdges: Bool = false
  ) -> Canvas {
    var canvas = Canvas(width: columns, height: rows)
    let item = DrawItem(center: Point(x: 6, y: 6), size: size, appearance: appearance)
    Rasterizer(
      options: RenderOptions(
        colorMode: mode, glyphSet: glyphs, preferredBlitter: blitter, shadesEdges: shadesEdges)
    ).render(
      DisplayList(items: [item]), into: &canvas,
      viewport: .init(x: 0, y: 0, columns: columns, rows: rows))
    return canvas
  }

  @Test func presentedElementsBecomeItemsThroughTheOffset() {
    let cell = CollectionViewCell()
    cell.backgroundColor = .orange
    cell.text = "7"
    cell.isFocused = true
    var a = LayoutAttributes(forCellWith: IndexPath(item: 7, section: 0))
    a.frame = Rect(x: 20, y: 10, width: 4, height: 6)
    a.zIndex = 3
    var hidden = a
    hidden.isHidden = true
    var clear = a
    clear.alpha = 0
    let list = DisplayList(
      presenting: [
        PresentedElement(attributes: a, view: cell),
        PresentedElement(attributes: hidden, view: cell),
        PresentedElement(attributes: clear, view: cell),
      ], contentOffset: Point(x: 16, y: 8))
    #expect(list.items.count == 1)
    let item = list.items[0]
    // Items keep their content positions; the offset travels with the list.
    #expect(item.center == Point(x: 22, y: 13))
    #expect(list.contentOffset == Point(x: 16, y: 8))
    #expect(item.size == Size(width: 4, height: 6))
    #expect(item.zIndex == 3)
    #expect(item.appearance.lines == ["7"])
    #expect(item.appearance.fill == .orange)

    #expect(item.appearance.state == [.focused])
  }

  @Test func aViewsAppearanceFollowsItsPropertiesAndState() {
    let cell = CollectionViewCell()
    cell.text = "a\nbc"
    cell.textAlignment = .leading
    cell.outlineColor = .white
    #expect(cell.appearance.lines == ["a", "bc"])
    #expect(cell.appearance.textAlignment == .leading)
    cell.text = "z"
    cell.isHighlighted = true
    cell.isFocused = true
    #expect(cell.appearance.lines == ["z"])
    // The focus is drawn on every cell; highlight and selection are the cell's own to show.
    #expect(cell.appearance.state == [.focused])
    cell.prepareForReuse()
    #expect(cell.appearance.state.isEmpty)
  }

  @Test func anOutlineIsABandOnePointWideAlongTheEdge() {
    let canvas = draw(Appearance(fill: .orange, outline: .white), mode: .palette256)
    // x 2..<10, y 2..<10: rows 1…4. The top row's lower pixels and the left column are white.
    #expect(canvas[2, 1].character == " " && canvas[2, 1].background.map { $0 != .orange } == true)
    let inner = canvas[5, 2]
    #expect(inner.background == ColorMode.palette256.quantize(.orange))
    let edge = canvas[2, 2]
    #expect(edge.background == ColorMode.palette256.quantize(.white))
  }

  @Test func roundedCornersCutTheCornersPixelsInEveryColourMode() {
    var rounded = Appearance(fill: .orange)
    rounded.cornerRadius = 2
    // Monochrome half blocks: an 8×8 square is four rows of full blocks; rounded, the corner
    // pixels of the top and bottom rows go.
    let square = draw(Appearance(fill: .orange), mode: .none)
    #expect(square.lines[1] == "  ████████  ")
    let round = draw(rounded, mode: .none)
    #expect(round.lines[1] == "  ▄██████▄  ")
    #expect(round.lines[2] == "  ████████  ")
    #expect(round.lines[4] == "  ▀██████▀  ")
    // The same in true colour (the anti-aliased path) and in 256 colours (the upright one).
    for mode in [ColorMode.trueColor, .palette256] {
      let a = draw(Appearance(fill: .orange), mode: mode)
      let b = draw(rounded, mode: mode)
      #expect(a[2, 1] != b[2, 1])
      #expect(a[5, 1] == b[5, 1])
      #expect(a[2, 2] == b[2, 2])
    }
    // A turned shape keeps square corners.
    var turned = DrawItem(
      center: Point(x: 6, y: 6), size: Size(width: 8, height: 8), appearance: rounded)
    turned.transform = Transform3D(rotationAngle: 0.3)
    #expect(CornerRounding(turned) == nil)
    turned.transform = .identity
    #expect(CornerRounding(turned) != nil)
  }

  @Test func statesAreDrawnVisibly() {
    let plain = draw(Appearance(fill: .orange))
    let selected = draw(Appearance(fill: .orange, state: .selected))
    let highlighted = draw(Appearance(fill: .orange, state: .highlighted))
    let focused = draw(Appearance(fill: .orange, state: .focused))
    #expect(selected[5, 2].background != plain[5, 2].background)
    #expect(highlighted[5, 2].background != plain[5, 2].background)
    #expect(focused[2, 2].background == Rasterizer.focusColor)
    #expect(focused[5, 2].background == plain[5, 2].background)
  }

  @Test func severalLinesAreCentredVerticallyAndAligned() {
    let centred = draw(Appearance(fill: .orange, lines: ["ab", "c"]), mode: .none)
    #expect(centred.lines[2] == "  ███ab███  ")
    #expect(centred.lines[3] == "  ████c███  ")
    let leading = draw(
      Appearance(fill: .orange, lines: ["ab"], textAlignment: .leading), mode: .none)
    #expect(leading.lines[3] == "  █ab█████  ")
    let trailing = draw(
      Appearance(fill: .orange, lines: ["ab"], textAlignment: .trailing), mode: .none)
    #expect(trailing.lines[3] == "  █████ab█  ")
  }

  @Test func blittersFallBackToWhatTheTerminalCanShow() {
    let colourUTF8 = RenderOptions(colorMode: .palette256, glyphSet: .unicode)
    let colourASCII = RenderOptions(colorMode: .palette256, glyphSet: .ascii)
    let monoUTF8 = RenderOptions(colorMode: .none, glyphSet: .unicode)
    let monoASCII = RenderOptions(colorMode: .none, glyphSet: .ascii)
    #expect(Blitter.resolve("half", for: colourUTF8).name == "half")
    #expect(Blitter.resolve("half", for: colourASCII).name == "ascii")
    #expect(Blitter.resolve("half", for: monoUTF8).name == "half-mono")
    #expect(Blitter.resolve("half", for: monoASCII).name == "ascii-mono")
    #expect(Blitter.resolve("no-such", for: colourUTF8).name == "quadrant")
    #expect(Blitter.resolve("quadrant", for: colourASCII).name == "ascii")
    #expect(Blitter.resolve("quadrant", for: monoUTF8).name == "half-mono")
    #expect(Blitter.resolve("octant", for: colourUTF8).name == "octant")
    #expect(Blitter.resolve("octant", for: monoUTF8).name == "half-mono")
    #expect(Blitter.resolve("sextant", for: colourASCII).name == "ascii")
    // Braille's dots need no colour; without UTF-8 it falls back to ASCII shapes.
    #expect(Blitter.resolve("braille", for: monoUTF8).name == "braille")
    #expect(Blitter.resolve("braille", for: monoASCII).name == "ascii-mono")
    #expect(Set(Blitter.all.map(\.name)).count == Blitter.all.count)
    #expect(Blitter.all.first?.name == Blitter.defaultName)
    // Every fallback names a blitter, and every chain ends in one that always works.
    for blitter in Blitter.all {
      for name in blitter.fallbacks { #expect(Blitter.named(name) != nil, "\(name)") }
      #expect(Blitter.resolve(blitter.name, for: monoASCII).isAvailable(for: monoASCII))
    }
  }

  @Test(arguments: ["half", "half-mono", "ascii", "ascii-mono"])
  func eachBlitterDrawsTheKnownPattern(name: String) {
    // An upright rectangle from (2, 3) to (10, 9): rows 1 (lower half) to 4 (upper half).
    let canvas = draw(
      Appearance(fill: .orange), size: Size(width: 8, height: 6), rows: 5,
      mode: name.hasSuffix("mono") ? .none : .trueColor,
      glyphs: name.hasPrefix("ascii") ? .ascii : .unicode, blitter: name)
    let expected: [String: [String]] = [
      "half": ["            ", "            ", "            ", "            ", "            "],
      "half-mono": [
        "            ", "  ▄▄▄▄▄▄▄▄  ", "  ████████  ", "  ████████  ", "  ▀▀▀▀▀▀▀▀  ",
      ],
      "ascii": ["            ", "            ", "            ", "            ", "            "],
      "ascii-mono": [
        "            ", "  ........  ", "  ########  ", "  ########  ", "  \"\"\"\"\"\"\"\"  ",
      ],
    ]
    #expect(canvas.lines.count == 5)
    if name.hasSuffix("mono") {
      #expect(canvas.lines == expected[name])
    } else {
      // In colour the shape is in the colours: ▄ with an orange foreground on top, spaces with an
      // orange background inside (ascii: spaces with a background everywhere).
      let top = canvas[4, 1]
      let middle = canvas[4, 2]
      if name == "half" {
        #expect(top.character == "▄" && top.foreground == .orange)
      } else {
        #expect(top.character == " " && top.background == .orange)
      }
      #expect(middle.character == " " && middle.background == .orange)
      #expect(canvas[1, 2] == .blank && canvas[4, 0] == .blank)
    }
  }
}
