import CollectionCore

/// One character position of the terminal: a character, its colours and its style.
///
/// Stored as three 32-bit words (12 bytes, no padding), so the canvases a frame copies, shifts
/// and compares row by row hold a quarter fewer bytes than with optional colours laid out
/// apart, and equal glyphs are equal bytes.
public struct Glyph: Hashable, Sendable {
  /// The scalar's value in the low 21 bits, the style's bits from bit 24.
  private var scalarAndStyle: UInt32
  /// The foreground colour as a `Pixel` word, `Pixel.none` for the terminal's default.
  private var foregroundBits: UInt32
  /// The background colour as a `Pixel` word, `Pixel.none` for the terminal's default.
  private var backgroundBits: UInt32

  /// The character shown (one column wide), stored as one scalar so glyphs compare and copy
  /// as plain numbers in the per-frame diff.
  public var scalar: Unicode.Scalar {
    get { Unicode.Scalar(scalarAndStyle & 0x1F_FFFF) ?? " " }
    set { scalarAndStyle = scalarAndStyle & ~0x1F_FFFF | newValue.value }
  }
  /// The character shown.
  public var character: Character {
    get { Character(scalar) }
    set { scalar = newValue.unicodeScalars.first ?? " " }
  }
  /// The foreground colour; `nil` is the terminal's default.
  public var foreground: Color? {
    get { Pixel.color(foregroundBits) }
    set { foregroundBits = Pixel.pack(newValue) }
  }
  /// The background colour; `nil` is the terminal's default.
  public var background: Color? {
    get { Pixel.color(backgroundBits) }
    set { backgroundBits = Pixel.pack(newValue) }
  }
  /// Bold, reverse and the like.
  public var style: GlyphStyle {
    get { GlyphStyle(rawValue: UInt8(truncatingIfNeeded: scalarAndStyle >> 24)) }
    set { scalarAndStyle = scalarAndStyle & 0x1F_FFFF | UInt32(newValue.rawValue) << 24 }
  }

  /// The foreground and background as stored (`Pixel` words, `Pixel.none` for the
  /// terminal's default): what the encoder compares from glyph to glyph.
  var colorWords: (foreground: UInt32, background: UInt32) { (foregroundBits, backgroundBits) }

  /// The character's scalar value, as stored (always a valid scalar).
  @inline(__always)
  var scalarValue: UInt32 { scalarAndStyle & 0x1F_FFFF }

  /// Whether another glyph has the same colours and style, whatever its character.
  @inline(__always)
  func looksLike(_ other: Glyph) -> Bool {
    foregroundBits == other.foregroundBits && backgroundBits == other.backgroundBits
      && (scalarAndStyle ^ other.scalarAndStyle) >> 21 == 0
  }

  /// Creates a glyph.
  public init(
    _ character: Character, foreground: Color? = nil, background: Color? = nil,
    style: GlyphStyle = []
  ) {
    self.init(
      scalar: character.unicodeScalars.first ?? " ", foreground: foreground,
      background: background, style: style)
  }

  /// Creates a glyph from a scalar.
  public init(
    scalar: Unicode.Scalar, foreground: Color? = nil, background: Color? = nil,
    style: GlyphStyle = []
  ) {
    scalarAndStyle = scalar.value | UInt32(style.rawValue) << 24
    foregroundBits = Pixel.pack(foreground)
    backgroundBits = Pixel.pack(background)
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
