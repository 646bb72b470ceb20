import CollectionCore
import PropertyBased
import Testing

@testable import GlyphRaster

/// Upright rectangles drawn crisp take a short way through the rasterizer (their columns and
/// rows are classified once each); it draws exactly what the general edge arithmetic draws.
@Suite("Upright shapes")
struct UprightShapeTests {
  /// Overlapping upright cells at fractional places and sizes, in every state, some
  /// translucent, outlined or labelled, with a turned one now and then (which goes the long way).
  static func items(_ g: inout RasterCacheTests.Generator) -> [DrawItem] {
    var items: [DrawItem] = []
    for i in 0..<g.next(1...12) {
      let fill = [Color.orange, .white, Color(red: 30, green: 90, blue: 200), .black][g.next(0...3)]
      var appearance = Appearance(fill: g.next(0...7) == 0 ? nil : fill, lines: [String(i)])
      if g.next(0...3) == 0 { appearance.outline = [Color.white, .systemBlue][g.next(0...1)] }
      let states: [ElementState] = [[], [], .selected, .highlighted, .focused]
      appearance.state = states[g.next(0...4)]
      items.append(
        DrawItem(
          center: Point(
            x: Double(g.next(0...160)) / 4, y: Double(g.next(0...120)) / 4),
          size: Size(width: Double(g.next(1...80)) / 4, height: Double(g.next(1...60)) / 4),
          transform: g.next(0...9) == 0
            ? Transform3D(rotationAngle: Double(g.next(1...11)) / 7) : .identity,
          alpha: [1, 1, 0.6, 0.3][g.next(0...3)], zIndex: 0, appearance: appearance))
    }
    return items
  }

  /// A seed's render options (any colour mode and blitter) and items.
  static func scene(seed: Int) -> (RenderOptions, DisplayList) {
    let modes: [ColorMode] = [.trueColor, .palette256, .palette16, .palette8, .none]
    var g = RasterCacheTests.Generator(state: UInt64(seed))
    let options = RenderOptions(
      colorMode: modes[g.next(0...4)],
      preferredBlitter: Blitter.names[g.next(0...(Blitter.names.count - 1))],
      cellAspect: [2.0, 2.0, 2.25][g.next(0...2)], shadesEdges: g.next(0...3) != 0)
    let list = DisplayList(
      items: Self.items(&g),
      contentOffset: Point(x: Double(g.next(0...8)) / 2, y: Double(g.next(0...8)) / 2))
    return (options, list)
  }

  /// Whether a rasterizer draws a seed's items as one changed by `change` does.
  static func drawsAlike(seed: Int, as change: (inout Rasterizer) -> Void) -> Bool {
    let (options, list) = scene(seed: seed)
    let viewport = Rasterizer.Viewport(x: 0, y: 0, columns: 44, rows: 18)
    let rasterizer = Rasterizer(options: options)
    var other = rasterizer
    change(&other)
    var drawn = Canvas(width: 44, height: 18)
    var expected = Canvas(width: 44, height: 18)
    rasterizer.render(list, into: &drawn, viewport: viewport)
    other.render(list, into: &expected, viewport: viewport)
    let same = drawn == expected
    if !same {
      Issue.record("seed \(seed), \(options)\n\(drawn.lines)\n\(expected.lines)")
    }
    return same
  }

  /// Whether both ways draw the same frame from a seed's items and options.
  static func bothWaysDrawAlike(seed: Int) -> Bool {
    drawsAlike(seed: seed) { $0.drawsUprightShapesDirectly = false }
  }

  @Test func theShortWayDrawsWhatTheEdgeArithmeticDraws() async {
    await propertyCheck(input: Gen.int(in: 0...1_000_000)) { seed in
      #expect(Self.bothWaysDrawAlike(seed: seed))
    }
  }

  /// Whether a frame drawn reusing the glyph of a block like the one before it is the frame
  /// drawn asking the blitter for every block.
  static func reusedBlocksDrawAlike(seed: Int) -> Bool {
    drawsAlike(seed: seed) { $0.reusesRepeatedBlocks = false }
  }

  @Test func aRepeatedBlockGetsTheGlyphTheBlitterGives() async {
    await propertyCheck(input: Gen.int(in: 0...1_000_000)) { seed in
      #expect(Self.reusedBlocksDrawAlike(seed: seed))
    }
  }

  /// Seeds that once drew differently.
  @Test(arguments: [757_966])
  func aSeedThatOnceDrewDifferently(seed: Int) {
    #expect(Self.bothWaysDrawAlike(seed: seed))
  }
}

/// The rasterizer draws a one-colour block itself for the blitters that say such a block is a
/// blank in its colour; each of them says so truly.
@Suite("Uniform blocks")
struct UniformBlockTests {
  @Test func aBlitterThatDrawsUniformBlocksAsBackgroundDoes() {
    let flagged = Blitter.all.filter(\.drawsUniformBlocksAsBackground)
    #expect(flagged.map(\.name).sorted() == ["half", "octant", "quadrant", "sextant"])
    let modes: [ColorMode] = [.trueColor, .palette256, .palette16, .palette8, .none]
    for blitter in flagged {
      let count = blitter.pixelsPerColumn * blitter.pixelsPerRow
      for mode in modes {
        for backdrop in [Color.black, .white, Color(red: 40, green: 44, blue: 52)] {
          for color in [nil, Color.orange, .white, .black, mode.quantize(.systemBlue)] {
            let glyph = blitter.glyph(
              for: Array(repeating: color, count: count), mode: mode, backdrop: backdrop)
            let expected = color.map { Glyph(scalar: " ", background: $0) } ?? .blank
            #expect(
              glyph == expected,
              "\(blitter.name), \(mode), \(backdrop), \(String(describing: color))")
          }
        }
      }
    }
  }
}
