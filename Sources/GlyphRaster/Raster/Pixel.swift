import CollectionCore

/// Pixels as the rasterizer stores them: one `UInt32` each, 0 where nothing was painted and
/// otherwise the colour's RGB under a marker bit, so pixels compare, copy and hash as numbers.
/// A `Glyph` keeps its colours in the same words (0 for the terminal's default).
enum Pixel {
  /// Nothing painted: the terminal's own background shows.
  static let none: UInt32 = 0
  /// The bit every painted pixel carries.
  static let painted: UInt32 = 1 << 24

  /// The pixel of a colour.
  @inline(__always)
  static func pack(_ c: Color) -> UInt32 {
    painted | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
  }

  /// The colour of a pixel; `nil` for `none`.
  @inline(__always)
  static func color(_ p: UInt32) -> Color? {
    p == none ? nil : unpackedColor(p)
  }

  /// A colour's brightness for comparisons (Rec. 709 weights, 0 to 2,550,000), from its RGB
  /// bits.
  @inline(__always)
  static func luminance(_ p: UInt32) -> Int {
    2126 * Int((p >> 16) & 0xFF) + 7152 * Int((p >> 8) & 0xFF) + 722 * Int(p & 0xFF)
  }

  /// How far a pixel stands out from the terminal's background by brightness (its luminance
  /// on black); an unpainted pixel, which shows the background itself, stands out least.
  @inline(__always)
  static func distance(_ p: UInt32, fromBackground background: Color) -> Int {
    guard p != none else { return -1 }
    return abs(luminance(p) - luminance(pack(background)))
  }

  /// The pixel of a colour, `none` for nil.
  @inline(__always)
  static func pack(_ c: Color?) -> UInt32 {
    guard let c else { return none }
    return pack(c)
  }

  /// The colour of a painted pixel.
  @inline(__always)
  static func unpackedColor(_ p: UInt32) -> Color {
    Color(
      red: UInt8(truncatingIfNeeded: p >> 16), green: UInt8(truncatingIfNeeded: p >> 8),
      blue: UInt8(truncatingIfNeeded: p))
  }
}
