import CollectionCore

/// How many colours the terminal shows; every colour is reduced to what the mode can show.
public enum ColorMode: String, Sendable, CaseIterable {
  /// 24-bit colour.
  case trueColor
  /// The xterm 256-colour palette.
  case palette256
  /// The eight ANSI colours; opacity is dithered.
  case palette8
  /// No colour (NO_COLOR, monochrome terminals): shapes are drawn with block characters.
  case none

  /// Whether colours are shown at all.
  public var hasColor: Bool { self != .none }

  /// Whether opacity can be shown by mixing colours (otherwise it is dithered).
  public var blendsAlpha: Bool { self == .trueColor || self == .palette256 }

  /// The colour the terminal will really show for `color`.
  public func quantize(_ color: Color) -> Color {
    switch self {
    case .trueColor, .none: color
    case .palette256: ColorPalette.color256(ColorPalette.index256(for: color))
    case .palette8: ColorPalette.color8(ColorPalette.index8(for: color))
    }
  }
}

/// Which characters the renderer may use.
public enum GlyphSet: String, Sendable {
  /// Half blocks, box drawing and other UTF-8 symbols.
  case unicode
  /// Seven-bit ASCII only.
  case ascii
}

/// The xterm palettes and nearest-colour look-ups.
public enum ColorPalette {
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]
  static let ansi8: [Color] = [
    Color(red: 0, green: 0, blue: 0), Color(red: 205, green: 0, blue: 0),
    Color(red: 0, green: 205, blue: 0), Color(red: 205, green: 205, blue: 0),
    Color(red: 0, green: 0, blue: 238), Color(red: 205, green: 0, blue: 205),
    Color(red: 0, green: 205, blue: 205), Color(red: 229, green: 229, blue: 229),
  ]

  /// The RGB value of an xterm-256 palette entry (16…255; 0…15 map to the ANSI colours).
  public static func color256(_ index: Int) -> Color {
    if index < 8 { return ansi8[index] }
    if index < 16 { return ansi8[index - 8] }
    if index >= 232 {
      let level = UInt8(8 + 10 * (index - 232))
      return Color(red: level, green: level, blue: level)
    }
    let i = index - 16
    return Color(
      red: UInt8(cubeLevels[i / 36]), green: UInt8(cubeLevels[(i / 6) % 6]),
      blue: UInt8(cubeLevels[i % 6]))
  }

  /// The nearest xterm-256 entry, from a table of 5 bits per channel (fast enough to run on
  /// every pixel of every frame).
  public static func index256(for c: Color) -> Int {
    Int(table256[(Int(c.red) >> 3) << 10 | (Int(c.green) >> 3) << 5 | Int(c.blue) >> 3])
  }

  private static let table256: [UInt8] = (0..<32768).map { i in
    func level(_ bits: Int) -> UInt8 { UInt8(bits << 3 | 4) }
    return UInt8(
      nearestIndex256(
        for: Color(red: level((i >> 10) & 31), green: level((i >> 5) & 31), blue: level(i & 31))))
  }

  /// The nearest xterm-256 entry (from the colour cube and the grey ramp), computed exactly.
  public static func nearestIndex256(for c: Color) -> Int {
    func nearestLevel(_ v: UInt8) -> Int {
      var best = 0
      for (i, level) in cubeLevels.enumerated()
      where abs(level - Int(v)) < abs(cubeLevels[best] - Int(v)) {
        best = i
      }
      return best
    }
    let cube = 16 + 36 * nearestLevel(c.red) + 6 * nearestLevel(c.green) + nearestLevel(c.blue)
    let average = (Int(c.red) + Int(c.green) + Int(c.blue)) / 3
    let greyIndex = 232 + max(0, min(23, (average - 3) / 10))
    return distance(color256(cube), c) <= distance(color256(greyIndex), c) ? cube : greyIndex
  }

  /// The RGB value of an ANSI colour 0…7.
  public static func color8(_ index: Int) -> Color { ansi8[max(0, min(7, index))] }

  /// The nearest of the eight ANSI colours.
  public static func index8(for c: Color) -> Int {
    var best = 0
    for i in 1..<8 where distance(ansi8[i], c) < distance(ansi8[best], c) { best = i }
    return best
  }

  static func distance(_ a: Color, _ b: Color) -> Int {
    let dr = Int(a.red) - Int(b.red)
    let dg = Int(a.green) - Int(b.green)
    let db = Int(a.blue) - Int(b.blue)
    return 2 * dr * dr + 4 * dg * dg + 3 * db * db
  }
}
