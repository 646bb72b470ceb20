import CollectionCore

/// What the terminal can show, which decides how the rasterizer draws.
public struct RenderOptions: Hashable, Sendable {
  /// The colour capability.
  public var colorMode: ColorMode
  /// The character repertoire.
  public var glyphSet: GlyphSet
  /// The colour translucent elements blend towards where nothing is beneath them (the
  /// terminal's background is assumed dark, as in the book's black collection view).
  public var backdrop: Color
  /// The blitter to draw with when the terminal can show it (see `Blitter.all`); otherwise its
  /// fallbacks are tried in order.
  public var preferredBlitter: String

  /// Creates options.
  public init(
    colorMode: ColorMode = .trueColor, glyphSet: GlyphSet = .unicode, backdrop: Color = .black,
    preferredBlitter: String = "half"
  ) {
    self.colorMode = colorMode
    self.glyphSet = glyphSet
    self.backdrop = backdrop
    self.preferredBlitter = preferredBlitter
  }
}
