import CollectionCore

/// A way of turning pixels into glyphs (notcurses' blitters): how many pixels one glyph holds
/// and which glyph shows a block of them. The blitters form a table; one that the terminal
/// cannot show (no UTF-8, no colour) falls back along its list, so a new blitter is one entry.
public struct Blitter: Sendable {
  /// The name `--blitter` and the table use.
  public let name: String
  /// What it draws with.
  public let summary: String
  /// Pixels across one glyph.
  public let pixelsPerColumn: Int
  /// Pixels down one glyph.
  public let pixelsPerRow: Int
  /// Whether it needs glyphs outside 7-bit ASCII.
  public let requiresUnicode: Bool
  /// Whether it needs colours.
  public let requiresColor: Bool
  /// What to use instead, in order, when this one cannot be shown.
  public let fallbacks: [String]
  /// The characters it draws a block of pixels with, by mask (bit `y × pixelsPerColumn + x` set
  /// for ink); empty for the blitters that draw otherwise.
  public let characters: [Unicode.Scalar]
  /// The glyph for a block of pixels, in a colour mode (colours already reduced to it), on a
  /// terminal whose background (what unpainted pixels show) is the given colour.
  public let glyph: @Sendable (PixelBlock, ColorMode, Color) -> Glyph
  /// Whether a block of one colour is a blank glyph in that colour (a blank when unpainted),
  /// whatever the mode and backdrop: the rasterizer then draws such blocks without asking.
  private(set) var drawsUniformBlocksAsBackground = false

  /// Creates a blitter.
  public init(
    name: String, summary: String, pixelsPerColumn: Int, pixelsPerRow: Int,
    requiresUnicode: Bool, requiresColor: Bool, fallbacks: [String],
    characters: [Unicode.Scalar] = [],
    glyph: @escaping @Sendable (PixelBlock, ColorMode, Color) -> Glyph
  ) {
    self.name = name
    self.summary = summary
    self.pixelsPerColumn = pixelsPerColumn
    self.pixelsPerRow = pixelsPerRow
    self.requiresUnicode = requiresUnicode
    self.requiresColor = requiresColor
    self.fallbacks = fallbacks
    self.characters = characters
    self.glyph = glyph
  }

  /// Whether the terminal's capabilities can show it.
  public func isAvailable(for options: RenderOptions) -> Bool {
    (!requiresUnicode || options.glyphSet == .unicode)
      && (!requiresColor || options.colorMode.hasColor)
  }

  /// Every blitter, the default first.
  public static let all: [Blitter] = [
    .quadrant, .half, .sextant, .octant, .braille, .halfMono, .ascii, .asciiMono,
  ]

  /// The names of every blitter, in table order.
  public static var names: [String] { all.map(\.name) }

  /// The blitter drawn with when none is asked for: quadrants, which double the pixels across
  /// and are in practically every monospace font (sextants and octants are finer, but DejaVu
  /// Sans Mono has neither and xterm draws them as blanks).
  public static let defaultName = "quadrant"

  /// The blitter with a name.
  public static func named(_ name: String) -> Blitter? { all.first { $0.name == name } }

  /// The preferred blitter if the terminal can show it, else the first of its fallbacks that it
  /// can (ASCII without colour always can).
  public static func resolve(_ preferred: String, for options: RenderOptions) -> Blitter {
    let start = named(preferred) ?? .quadrant
    for name in [start.name] + start.fallbacks {
      if let blitter = named(name), blitter.isAvailable(for: options) { return blitter }
    }
    return .asciiMono
  }

  /// A blitter that shows each glyph's pixels as two colours and a mask of block characters
  /// (`TwoColorSplit`). Fonts whose block characters stop a pixel short of the cell's top
  /// (DejaVu Sans Mono in xterm leaves the top pixel row of every cell to the background) show
  /// the background colour along the top of each glyph, so the group that fills the glyph's top
  /// row is its background: no seam. When the top row holds both groups the line cannot be
  /// right everywhere, and the group nearer the terminal's background is the glyph's background
  /// (the darker on a dark terminal, the lighter on a light one; unpainted pixels are the
  /// terminal's background itself): the stray line is then a notch in a cell's shaded edge,
  /// never a tick sticking out into the background around it.
  /// When the background group is the backdrop and the other a colour, the glyph is drawn in
  /// reverse video: the colour fills the cell and the ink shows the terminal's background.
  static func twoColor(
    _ name: String, summary: String, columns: Int, rows: Int, glyphs: [Unicode.Scalar],
    fallbacks: [String]
  ) -> Blitter {
    let topRow = (1 << columns) - 1
    var blitter = Blitter(
      name: name, summary: summary, pixelsPerColumn: columns, pixelsPerRow: rows,
      requiresUnicode: true, requiresColor: true, fallbacks: fallbacks, characters: glyphs
    ) { block, mode, backdrop in
      var split = TwoColorSplit(block, averaging: mode == .trueColor, backdrop: backdrop)
      if split.isUniform {
        guard let color = Pixel.color(split.first) else { return .blank }
        return Glyph(scalar: " ", background: color)
      }
      if split.mask & topRow != 0,
        Pixel.distance(split.second, fromBackground: backdrop)
          < Pixel.distance(split.first, fromBackground: backdrop)
      {
        split.swapGroups(count: columns * rows)
      }
      let ink = glyphs[split.mask]
      guard let inkColor = Pixel.color(split.second) else {
        return Glyph(scalar: ink, foreground: Pixel.color(split.first), style: .reverse)
      }
      return Glyph(scalar: ink, foreground: inkColor, background: Pixel.color(split.first))
    }
    // A uniform block is a blank in its colour above (`split.isUniform`).
    blitter.drawsUniformBlocksAsBackground = true
    return blitter
  }

  /// Half blocks (`▀ ▄`): two pixels a glyph, one colour each — one pixel per point.
  public static let half = twoColor(
    "half", summary: "half blocks ▀▄: 1×2 pixels a glyph, two colours", columns: 1, rows: 2,
    glyphs: BlockGlyphs.half, fallbacks: ["half-mono", "ascii", "ascii-mono"])

  /// Quadrants (`▘▝▖▗▚▞▛▜▙▟` and the half blocks): 2 × 2 pixels a glyph, two colours.
  public static let quadrant = twoColor(
    "quadrant", summary: "quadrants ▖▗▘▝▚▞: 2×2 pixels a glyph, two colours", columns: 2,
    rows: 2, glyphs: BlockGlyphs.quadrant, fallbacks: ["half", "half-mono", "ascii", "ascii-mono"])

  /// Sextants (Unicode 13, U+1FB00–U+1FB3B): 2 × 3 pixels a glyph, two colours. Drawn by kitty,
  /// WezTerm, foot, Ghostty, Windows Terminal and others themselves; many fonts lack them.
  public static let sextant = twoColor(
    "sextant", summary: "sextants 🬀🬁🬂 (Unicode 13): 2×3 pixels a glyph, two colours",
    columns: 2, rows: 3, glyphs: BlockGlyphs.sextant,
    fallbacks: ["quadrant", "half", "half-mono", "ascii", "ascii-mono"])

  /// Octants (Unicode 16, U+1CD00–U+1CDE5): 2 × 4 pixels a glyph, two colours.
  public static let octant = twoColor(
    "octant", summary: "octants (Unicode 16): 2×4 pixels a glyph, two colours", columns: 2,
    rows: 4, glyphs: BlockGlyphs.octant,
    fallbacks: ["sextant", "quadrant", "half", "half-mono", "ascii", "ascii-mono"])

  /// Braille (U+2800–U+28FF): 2 × 4 dots a glyph in one colour on the terminal's background;
  /// without colour, the dots alone.
  public static let braille = Blitter(
    name: "braille", summary: "braille ⣿⡇⠛: 2×4 dots a glyph, one colour", pixelsPerColumn: 2,
    pixelsPerRow: 4, requiresUnicode: true, requiresColor: false,
    fallbacks: ["ascii-mono"], characters: BlockGlyphs.braille
  ) { block, mode, backdrop in
    guard mode.hasColor else {
      let mask = block.paintedMask
      return mask == 0 ? .blank : Glyph(scalar: BlockGlyphs.braille[mask])
    }
    let split = TwoColorSplit(block, averaging: mode == .trueColor, backdrop: backdrop)
    if split.isUniform {
      guard let color = Pixel.color(split.first) else { return .blank }
      return Glyph(scalar: BlockGlyphs.braille[255], foreground: color)
    }
    // The dots show the group that stands out from the backdrop more.
    let dotsAreSecond =
      Pixel.distance(split.second, fromBackground: backdrop)
      > Pixel.distance(split.first, fromBackground: backdrop)
    let mask = dotsAreSecond ? split.mask : ~split.mask & 0xFF
    return Glyph(
      scalar: BlockGlyphs.braille[mask],
      foreground: Pixel.color(dotsAreSecond ? split.second : split.first))
  }

  /// Half blocks and full blocks without colour: the shapes only.
  public static let halfMono = Blitter(
    name: "half-mono", summary: "█▀▄ without colour", pixelsPerColumn: 1, pixelsPerRow: 2,
    requiresUnicode: true, requiresColor: false, fallbacks: ["ascii-mono"],
    characters: BlockGlyphs.half
  ) { block, _, _ in
    Glyph(scalar: BlockGlyphs.half[block.paintedMask])
  }

  /// Coloured spaces: one colour a glyph, for terminals without UTF-8.
  public static let ascii = Blitter(
    name: "ascii", summary: "coloured spaces, 7-bit", pixelsPerColumn: 1, pixelsPerRow: 2,
    requiresUnicode: false, requiresColor: true, fallbacks: ["ascii-mono"]
  ) { block, _, _ in
    guard let color = block[0, 0] ?? block[0, 1] else { return .blank }
    return Glyph(scalar: " ", background: color)
  }

  /// `#`, `"` and `.` without colour: the shapes in 7-bit ASCII.
  public static let asciiMono = Blitter(
    name: "ascii-mono", summary: "# \" . without colour, 7-bit", pixelsPerColumn: 1,
    pixelsPerRow: 2, requiresUnicode: false, requiresColor: false, fallbacks: [],
    characters: [" ", "\"", ".", "#"]
  ) { block, _, _ in
    Glyph(scalar: [" ", "\"", ".", "#"][block.paintedMask])
  }
}
