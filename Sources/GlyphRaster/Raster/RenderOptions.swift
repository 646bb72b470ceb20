import CollectionCore

/// What the terminal can show, which decides how the rasterizer draws.
public struct RenderOptions: Hashable, Sendable {
  /// The colour capability.
  public var colorMode: ColorMode
  /// The character repertoire.
  public var glyphSet: GlyphSet
  /// The colour translucent elements and anti-aliased edges blend towards where nothing is
  /// beneath them: the terminal's background when it told (`OSC 11`, `COLORFGBG`), else black,
  /// as in the book's black collection view.
  public var backdrop: Color
  /// The blitter to draw with when the terminal can show it (see `Blitter.all`); otherwise its
  /// fallbacks are tried in order.
  public var preferredBlitter: String
  /// How many points tall one row of glyphs is, one column being one point wide: the glyph
  /// cell's height over its width, so points stay square on screen (2 by default: a row is
  /// two points, as on a terminal whose cells are twice as tall as wide).
  public var cellAspect: Double
  /// Whether filled shapes get a thin darker edge (one pixel), so overlapping cells stay apart.
  public var shadesEdges: Bool

  /// The traits views are shown with on this terminal: a light interface style when the
  /// backdrop (the terminal's background) is light, views choosing their colours by it; and
  /// pixels half a row tall (the coarsest blitter's), which layouts align frames to.
  public var traitCollection: TraitCollection {
    TraitCollection(
      userInterfaceStyle: backdrop.relativeLuminance > 0.5 ? .light : .dark,
      pixelSize: Size(width: 1, height: cellAspect / 2))
  }

  /// Creates options.
  public init(
    colorMode: ColorMode = .trueColor, glyphSet: GlyphSet = .unicode, backdrop: Color = .black,
    preferredBlitter: String = Blitter.defaultName, cellAspect: Double = 2,
    shadesEdges: Bool = true
  ) {
    self.colorMode = colorMode
    self.glyphSet = glyphSet
    self.backdrop = backdrop
    self.preferredBlitter = preferredBlitter
    self.cellAspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 2
    self.shadesEdges = shadesEdges
  }
}
