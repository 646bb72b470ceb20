import CollectionCore
import GlyphRaster
import PropertyBased
import Testing

/// Each blitter's glyphs for known blocks of pixels: two-colour blocks come back exactly, the
/// block's top-left colour is the cell's background, three or more colours are split into the
/// two groups that approximate them best, and the character tables are Unicode's.
@Suite("Blitters")
struct BlitterTests {
  static let orange = Color.orange
  static let brown = Color(red: 120, green: 60, blue: 0)
  static let white = Color.white
  static let blockBlitters = ["half", "quadrant", "sextant", "octant"]

  /// What a terminal shows for a glyph, pixel by pixel: ink in the foreground colour, the rest
  /// in the background colour, swapped by reverse video (nil is the terminal's background).
  static func shown(_ glyph: Glyph, by blitter: Blitter) -> [Color?] {
    let count = blitter.pixelsPerColumn * blitter.pixelsPerRow
    let mask = blitter.characters.firstIndex(of: glyph.scalar) ?? 0
    let reversed = glyph.style.contains(.reverse)
    let ink = reversed ? glyph.background : glyph.foreground
    let paper = reversed ? glyph.foreground : glyph.background
    return (0..<count).map { mask & (1 << $0) != 0 ? ink : paper }
  }

  /// A block of two colours (either may be nothing) from a mask.
  static func block(_ mask: Int, count: Int, _ a: Color?, _ b: Color?) -> [Color?] {
    (0..<count).map { mask & (1 << $0) != 0 ? b : a }
  }

  @Test(arguments: blockBlitters, [ColorMode.trueColor, .palette256, .palette16, .palette8])
  func everyTwoColourBlockComesBackExactly(name: String, mode: ColorMode) {
    let blitter = Blitter.named(name)!
    let count = blitter.pixelsPerColumn * blitter.pixelsPerRow
    let pairs: [(Color?, Color?)] = [
      (mode.quantize(Self.orange), nil), (nil, mode.quantize(Self.orange)),
      (mode.quantize(Self.orange), mode.quantize(Self.white)),
      (mode.quantize(Self.white), mode.quantize(Self.orange)),
    ]
    for (a, b) in pairs {
      for mask in 0..<(1 << count) {
        let pixels = Self.block(mask, count: count, a, b)
        let glyph = blitter.glyph(for: pixels, mode: mode)
        #expect(Self.shown(glyph, by: blitter) == pixels, "mask \(mask) of \(name)")
        // The cell's top pixel row is drawn by its background (fonts stop a pixel short of the
        // cell's top): the top row's colour when it has one, else the darker of the two.
        let background = glyph.style.contains(.reverse) ? glyph.foreground : glyph.background
        let top = Array(pixels[0..<blitter.pixelsPerColumn])
        if Set(top.map { $0?.description ?? "none" }).count == 1 {
          #expect(background == top[0], "mask \(mask) of \(name)")
        } else {
          let darker = top.min {
            ($0?.relativeLuminanceForTests ?? -1) < ($1?.relativeLuminanceForTests ?? -1)
          }!
          #expect(background == darker, "mask \(mask) of \(name)")
        }
      }
    }
  }

  @Test func aUniformBlockIsASpaceOnItsColourOrBlank() {
    for name in Self.blockBlitters {
      let blitter = Blitter.named(name)!
      let count = blitter.pixelsPerColumn * blitter.pixelsPerRow
      let solid = blitter.glyph(for: Array(repeating: Self.orange, count: count), mode: .trueColor)
      #expect(solid == Glyph(" ", background: Self.orange))
      let empty = blitter.glyph(for: Array(repeating: nil, count: count), mode: .trueColor)
      #expect(empty == .blank)
    }
  }

  @Test func knownQuadrants() {
    let q = Blitter.quadrant
    let o = Self.orange
    // Orange bottom-right on nothing: the ink is the orange.
    #expect(q.glyph(for: [nil, nil, nil, o], mode: .trueColor) == Glyph("▗", foreground: o))
    // Orange bottom-left and right on nothing, the top row all orange: the orange fills the
    // cell, reverse video inks the rest.
    #expect(
      q.glyph(for: [o, o, nil, o], mode: .trueColor)
        == Glyph("▖", foreground: o, style: .reverse))
    // Orange top-left on nothing: the top row is split, so the darker group (nothing) is the
    // background and the orange is ink: the top pixel line the font leaves out stays dark.
    #expect(q.glyph(for: [o, nil, nil, nil], mode: .trueColor) == Glyph("▘", foreground: o))
    // A diagonal of two colours.
    #expect(
      q.glyph(for: [o, Self.white, Self.white, o], mode: .trueColor)
        == Glyph("▞", foreground: Self.white, background: o))
  }

  @Test func threeColoursSplitIntoTheNearestTwo() {
    let q = Blitter.quadrant
    let o = Self.orange
    let nearOrange = Color(red: 250, green: 120, blue: 0)
    // Orange, a shade of it and nothing: the shade joins the orange, and in truecolor the
    // orange group shows their mean.
    let glyph = q.glyph(for: [o, nearOrange, nil, nil], mode: .trueColor)
    #expect(glyph.character == "▄")
    #expect(glyph.style.contains(.reverse))
    #expect(glyph.foreground == Color(red: 253, green: 124, blue: 0))
    // In a palette the group shows its centre, a palette colour, never a new one.
    let palette = q.glyph(
      for: [
        ColorMode.palette256.quantize(o), ColorMode.palette256.quantize(nearOrange), nil, nil,
      ], mode: .palette256)
    #expect(palette.foreground == ColorMode.palette256.quantize(o))
    // Orange, white and brown: the brown pixel is nearer the orange than the white.
    let mixed = q.glyph(for: [Self.white, o, o, Self.brown], mode: .palette256)
    #expect(Self.shown(mixed, by: q) == [Self.white, o, o, o])
  }

  /// On a light terminal the group nearer its background is the glyph's background: where the
  /// top row is split between orange and a darker shade, the orange (lighter) is, so the pixel
  /// line the font leaves to the background is a light notch, not a dark tick into the white.
  @Test func onALightTerminalTheLighterGroupIsTheBackground() {
    let q = Blitter.quadrant
    let o = Self.orange
    let shade = Color(red: 150, green: 75, blue: 0)
    #expect(
      q.glyph(for: [o, shade, shade, shade], mode: .trueColor)
        == Glyph("▘", foreground: o, background: shade))
    #expect(
      q.glyph(for: [o, shade, shade, shade], mode: .trueColor, backdrop: .white)
        == Glyph("▟", foreground: shade, background: o))
    // Unpainted pixels are the background itself on any terminal.
    #expect(
      q.glyph(for: [o, nil, nil, nil], mode: .trueColor, backdrop: .white)
        == Glyph("▘", foreground: o))
  }

  /// Blank pixels count as the colour they show: on a white terminal the faint tail's blank
  /// joins the light grey (both near white) instead of dimming the dark greys towards black.
  @Test func blankPixelsCountAsTheTerminalsBackground() {
    let dark = Color(red: 40, green: 40, blue: 40)
    let light = Color(red: 200, green: 200, blue: 200)
    let glyph = Blitter.quadrant.glyph(
      for: [nil, dark, dark, light], mode: .trueColor, backdrop: .white)
    #expect(glyph == Glyph("▞", foreground: dark))
  }

  @Test func aBlankPixelSwallowedByADarkGroupDimsIt() {
    // The clock hand's faint tail: nothing, two dark greys and a light grey. The blank pixel
    // joins the dark greys; in truecolor their group shows their mean with the blank counted
    // as the black it shows, not the dark grey painted over it (which drew a grey box around
    // the faint tail).
    let dark = Color(red: 40, green: 40, blue: 40)
    let light = Color(red: 200, green: 200, blue: 200)
    let glyph = Blitter.quadrant.glyph(for: [nil, dark, dark, light], mode: .trueColor)
    #expect(glyph.character == "▗")
    #expect(glyph.background == Color(red: 27, green: 27, blue: 27))
    #expect(glyph.foreground == light)
  }

  @Test func brailleShowsTheBrighterGroupAsDots() {
    let b = Blitter.braille
    let o = Self.orange
    var pixels: [Color?] = Array(repeating: nil, count: 8)
    pixels[0] = o
    pixels[7] = o
    // Dots 1 and 8.
    #expect(b.glyph(for: pixels, mode: .trueColor) == Glyph("⢁", foreground: o))
    #expect(
      b.glyph(for: Array(repeating: o, count: 8), mode: .trueColor) == Glyph("⣿", foreground: o))
    // Without colour, every painted pixel is a dot.
    #expect(b.glyph(for: pixels, mode: .none) == Glyph("⢁"))
  }

  @Test func theCharacterTablesAreUnicodes() {
    // Sextants: U+1FB00 is cell 1 alone, U+1FB3B cells 2 to 6; the two columns are the halves.
    let s = Blitter.sextant.characters
    #expect(s[1] == "\u{1FB00}")
    #expect(s[62] == "\u{1FB3B}")
    #expect(s[0b010101] == "▌" && s[0b101010] == "▐")
    #expect(Set(s).count == 64)
    // Octants: BLOCK OCTANT-3 is U+1CD00, -1235 U+1CD0F, -56 U+1CD27, -2345678 U+1CDE5; the
    // masks Unicode left out are the older block characters.
    let o = Blitter.octant.characters
    #expect(o[0b0000_0100] == "\u{1CD00}")
    #expect(o[0b0001_0111] == "\u{1CD0F}")
    #expect(o[0b0011_0000] == "\u{1CD27}")
    #expect(o[0b1111_1110] == "\u{1CDE5}")
    #expect(o[0b0000_0101] == "▘" && o[0b1111_0000] == "▄" && o[0b1100_0000] == "▂")
    #expect(o[0b0000_0001] == "\u{1CEA8}" && o[0b1000_0000] == "\u{1CEA0}")
    #expect(Set(o).count == 256)
    // Braille: dots 1 2 3 7 down the left column, 4 5 6 8 down the right.
    let b = Blitter.braille.characters
    #expect(b[0b0000_0001] == "⠁" && b[0b0000_0010] == "⠈" && b[0b0100_0000] == "⡀")
    #expect(b[255] == "⣿")
  }

  @Test func anyBlockIsApproximatedByTwoOfItsColours() async {
    // Random blocks of up to four colours: the glyph shows at most two colours, each one of
    // the block's (in a palette) or a mean of some (in truecolor), and a pixel never changes
    // between painted and not unless another pixel of its group kept its colour.
    let palette: [Color?] = [
      nil, Self.orange, Self.white, Self.brown, Color(red: 0, green: 90, blue: 200),
    ]
    await propertyCheck(input: Gen.int(in: 0...4).array(of: 8), Gen.int(in: 0...3)) {
      picks, which in
      let name = Self.blockBlitters[which]
      let blitter = Blitter.named(name)!
      let count = blitter.pixelsPerColumn * blitter.pixelsPerRow
      let pixels = (0..<count).map { palette[picks[$0 % picks.count]] }
      let glyph = blitter.glyph(for: pixels, mode: .palette256)
      let shown = Self.shown(glyph, by: blitter)
      let colours = Set(shown.map { $0.map(\.description) ?? "none" })
      #expect(colours.count <= 2)
      for c in shown { #expect(pixels.contains(c), "\(name): \(pixels) shown as \(shown)") }
      // A top row of one colour is drawn by the cell's background, whatever else the block
      // holds (no ink reaches the top pixel row a font leaves out).
      let mask = blitter.characters.firstIndex(of: glyph.scalar) ?? 0
      let topRow = (1 << blitter.pixelsPerColumn) - 1
      if Set(shown[0..<blitter.pixelsPerColumn].map { $0?.description ?? "none" }).count == 1 {
        #expect(mask & topRow == 0, "\(name): \(pixels) drawn as \(glyph)")
      }
    }
  }
}
