import CollectionCore

/// One character position of the terminal: a character, its colours and its style.
public struct Glyph: Hashable, Sendable {
  /// The character shown (one column wide), stored as one scalar so glyphs compare and copy
  /// as plain numbers in the per-frame diff.
  public var scalar: Unicode.Scalar
  /// The character shown.
  public var character: Character {
    get { Character(scalar) }
    set { scalar = newValue.unicodeScalars.first ?? " " }
  }
  /// The foreground colour; `nil` is the terminal's default.
  public var foreground: Color?
  /// The background colour; `nil` is the terminal's default.
  public var background: Color?
  /// Bold, reverse and the like.
  public var style: GlyphStyle

  /// Creates a glyph.
  public init(
    _ character: Character, foreground: Color? = nil, background: Color? = nil,
    style: GlyphStyle = []
  ) {
    self.scalar = character.unicodeScalars.first ?? " "
    self.foreground = foreground
    self.background = background
    self.style = style
  }

  /// Creates a glyph from a scalar.
  public init(
    scalar: Unicode.Scalar, foreground: Color? = nil, background: Color? = nil,
    style: GlyphStyle = []
  ) {
    self.scalar = scalar
    self.foreground = foreground
    self.background = background
    self.style = style
  }

  /// A blank in the default colours.
  public static let blank = Glyph(" ")
}

/// Text attributes of a glyph.
public struct GlyphStyle: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates a style from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Bold (or bright) text.
  public static let bold = GlyphStyle(rawValue: 1)
  /// Foreground and background swapped.
  public static let reverse = GlyphStyle(rawValue: 2)
  /// Dim text.
  public static let dim = GlyphStyle(rawValue: 4)
  /// Underlined text.
  public static let underline = GlyphStyle(rawValue: 8)
}
