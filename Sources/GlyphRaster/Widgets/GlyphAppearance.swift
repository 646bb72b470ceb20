import CollectionCore

/// How text is drawn: its colours and its style (ratatui's `Style`).
public struct GlyphAppearance: Hashable, Sendable {
  /// The foreground colour; `nil` is the terminal's default.
  public var foreground: Color?
  /// The background colour; `nil` is the terminal's default.
  public var background: Color?
  /// Bold, reverse and the like.
  public var style: GlyphStyle

  /// Creates an appearance.
  public init(foreground: Color? = nil, background: Color? = nil, style: GlyphStyle = []) {
    self.foreground = foreground
    self.background = background
    self.style = style
  }

  /// The same appearance with more style (`.bold`, `.underline`…).
  public func adding(_ extra: GlyphStyle) -> GlyphAppearance {
    GlyphAppearance(foreground: foreground, background: background, style: style.union(extra))
  }

  /// A glyph of a character in this appearance.
  public func glyph(_ character: Character) -> Glyph {
    Glyph(character, foreground: foreground, background: background, style: style)
  }
}
