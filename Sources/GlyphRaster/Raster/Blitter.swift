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
  /// The glyph for a block of pixels, in a colour mode (colours already reduced to it).
  public let glyph: @Sendable (PixelBlock, ColorMode) -> Glyph

  /// Whether the terminal's capabilities can show it.
  public func isAvailable(for options: RenderOptions) -> Bool {
    (!requiresUnicode || options.glyphSet == .unicode)
      && (!requiresColor || options.colorMode.hasColor)
  }

  /// Every blitter, best first.
  public static let all: [Blitter] = [.half, .halfMono, .ascii, .asciiMono]

  /// The blitter with a name.
  public static func named(_ name: String) -> Blitter? { all.first { $0.name == name } }

  /// The preferred blitter if the terminal can show it, else the first of its fallbacks that it
  /// can (ASCII without colour always can).
  public static func resolve(_ preferred: String, for options: RenderOptions) -> Blitter {
    let start = named(preferred) ?? .half
    for name in [start.name] + start.fallbacks {
      if let blitter = named(name), blitter.isAvailable(for: options) { return blitter }
    }
    return .asciiMono
  }

  /// Half blocks (`▀ ▄`): two pixels a glyph, one colour each — one pixel per point.
  public static let half = Blitter(
    name: "half", summary: "half blocks ▀▄, two colours a glyph", pixelsPerColumn: 1,
    pixelsPerRow: 2, requiresUnicode: true, requiresColor: true,
    fallbacks: ["half-mono", "ascii", "ascii-mono"]
  ) { block, _ in
    switch (block[0, 0], block[0, 1]) {
    case (nil, nil): .blank
    case (let a?, let b?) where a == b: Glyph(" ", background: a)
    case (let a?, nil): Glyph("▀", foreground: a)
    case (nil, let b?): Glyph("▄", foreground: b)
    case (let a?, let b?): Glyph("▀", foreground: a, background: b)
    }
  }

  /// Half blocks and full blocks without colour: the shapes only.
  public static let halfMono = Blitter(
    name: "half-mono", summary: "█▀▄ without colour", pixelsPerColumn: 1, pixelsPerRow: 2,
    requiresUnicode: true, requiresColor: false, fallbacks: ["ascii-mono"]
  ) { block, _ in
    switch (block[0, 0] != nil, block[0, 1] != nil) {
    case (false, false): .blank
    case (true, true): Glyph("█")
    case (true, false): Glyph("▀")
    case (false, true): Glyph("▄")
    }
  }

  /// Coloured spaces: one colour a glyph, for terminals without UTF-8.
  public static let ascii = Blitter(
    name: "ascii", summary: "coloured spaces, 7-bit", pixelsPerColumn: 1, pixelsPerRow: 2,
    requiresUnicode: false, requiresColor: true, fallbacks: ["ascii-mono"]
  ) { block, _ in
    guard let color = block[0, 0] ?? block[0, 1] else { return .blank }
    return Glyph(" ", background: color)
  }

  /// `#`, `"` and `.` without colour: the shapes in 7-bit ASCII.
  public static let asciiMono = Blitter(
    name: "ascii-mono", summary: "# \" . without colour, 7-bit", pixelsPerColumn: 1,
    pixelsPerRow: 2, requiresUnicode: false, requiresColor: false, fallbacks: []
  ) { block, _ in
    switch (block[0, 0] != nil, block[0, 1] != nil) {
    case (false, false): .blank
    case (true, true): Glyph("#")
    case (true, false): Glyph("\"")
    case (false, true): Glyph(".")
    }
  }
}
