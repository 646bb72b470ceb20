import CollectionCore

/// How many colours the terminal shows; every colour is reduced to what the mode can show.
public enum ColorMode: String, Sendable, CaseIterable {
  /// 24-bit colour.
  case trueColor
  /// The xterm 256-colour palette.
  case palette256
  /// The sixteen ANSI colours (the eight and their bright forms); opacity is dithered.
  case palette16
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
    case .palette16: ColorPalette.color16(ColorPalette.index16(for: color))
    case .palette8: ColorPalette.color8(ColorPalette.index8(for: color))
    }
  }

  /// How many colours the mode shows (2^24 for truecolor, 0 without colour).
  public var colorCount: Int {
    switch self {
    case .trueColor: 0x100_0000
    case .palette256: 256
    case .palette16: 16
    case .palette8: 8
    case .none: 0
    }
  }

  /// The richest mode a terminal with `colors` colours (terminfo's `colors`) can show, at most
  /// this one.
  public func capped(toTerminalColors colors: Int) -> ColorMode {
    let modes: [ColorMode] = [.trueColor, .palette256, .palette16, .palette8, .none]
    return modes.first { $0.colorCount <= min(colors, colorCount) } ?? .none
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

  /// `nearestIndex256` at the centre of every cell of 5 bits a channel, made at the first
  /// colour a frame quantizes, so at every launch: the nearest cube entry and its distance are
  /// sums of one term a channel, each worked out once for the 32 levels, and only the grey
  /// ramp's candidate is worked out for each cell (a call of `nearestIndex256` a cell cost
  /// 6.9 M instructions, a sixth of a launch's).
  private static let table256: [UInt8] = {
    let levels = nearestLevels
    let value = (0..<32).map { $0 << 3 | 4 }
    let cube = value.map { Int(levels[$0]) }
    let cubeError = value.map { v in
      (v - cubeLevels[Int(levels[v])]) * (v - cubeLevels[Int(levels[v])])
    }
    // The grey candidate depends on the channels' sum alone (of levels 0…31 each: 0…93), and
    // its distance on each channel's error from that grey, 32 × 24 of them.
    let greyOfSum = (0..<94).map { s in max(0, min(23, ((8 * s + 12) / 3 - 3) / 10)) }
    var greyError = [Int](repeating: 0, count: 32 * 24)
    for level in 0..<32 {
      for grey in 0..<24 {
        let d = value[level] - (8 + 10 * grey)
        greyError[level * 24 + grey] = d * d
      }
    }
    return [UInt8](unsafeUninitializedCapacity: 32768) { table, count in
      for r in 0..<32 {
        for g in 0..<32 {
          let cubeRG = 16 + 36 * cube[r] + 6 * cube[g]
          let distanceRG = 2 * cubeError[r] + 4 * cubeError[g]
          for b in 0..<32 {
            let grey = greyOfSum[r + g + b]
            let greyDistance =
              2 * greyError[r * 24 + grey] + 4 * greyError[g * 24 + grey] + 3
              * greyError[b * 24 + grey]
            table[r << 10 | g << 5 | b] = UInt8(
              distanceRG + 3 * cubeError[b] <= greyDistance ? cubeRG + cube[b] : 232 + grey)
          }
        }
      }
      count = 32768
    }
  }()

  /// Whether the table of `index256` gives `nearestIndex256` at every cell's centre (for
  /// tests).
  static var table256IsExact: Bool {
    (0..<32768).allSatisfy { i in
      func level(_ bits: Int) -> UInt8 { UInt8(bits << 3 | 4) }
      let color = Color(
        red: level((i >> 10) & 31), green: level((i >> 5) & 31), blue: level(i & 31))
      return index256(for: color) == nearestIndex256(for: color)
    }
  }

  /// The nearest cube level's index for each channel value (what `table256`'s 32,768 entries
  /// look up three times each: a loop over the levels there cost 5 ms at startup).
  private static let nearestLevels: [UInt8] = (0..<256).map { v in
    var best = 0
    for (i, level) in cubeLevels.enumerated() where abs(level - v) < abs(cubeLevels[best] - v) {
      best = i
    }
    return UInt8(best)
  }

  /// The nearest xterm-256 entry (from the colour cube and the grey ramp), computed exactly.
  public static func nearestIndex256(for c: Color) -> Int {
    let levels = nearestLevels
    let cube =
      16 + 36 * Int(levels[Int(c.red)]) + 6 * Int(levels[Int(c.green)]) + Int(levels[Int(c.blue)])
    let average = (Int(c.red) + Int(c.green) + Int(c.blue)) / 3
    let greyIndex = 232 + max(0, min(23, (average - 3) / 10))
    return distance(color256(cube), c) <= distance(color256(greyIndex), c) ? cube : greyIndex
  }

  /// The RGB value of an ANSI colour 0…7.
  public static func color8(_ index: Int) -> Color { ansi8[max(0, min(7, index))] }

  /// The nearest of the eight ANSI colours, in a perceptual colour space (Oklab).
  public static func index8(for c: Color) -> Int { Int(table8[tableIndex(c)]) }

  /// xterm's sixteen colours: the eight ANSI colours, then their bright forms.
  static let ansi16: [Color] =
    ansi8 + [
      Color(red: 127, green: 127, blue: 127), Color(red: 255, green: 0, blue: 0),
      Color(red: 0, green: 255, blue: 0), Color(red: 255, green: 255, blue: 0),
      Color(red: 92, green: 92, blue: 255), Color(red: 255, green: 0, blue: 255),
      Color(red: 0, green: 255, blue: 255), Color(red: 255, green: 255, blue: 255),
    ]

  /// The RGB value of one of the sixteen colours 0…15.
  public static func color16(_ index: Int) -> Color { ansi16[max(0, min(15, index))] }

  /// The nearest of the sixteen colours, in a perceptual colour space (Oklab).
  public static func index16(for c: Color) -> Int { Int(table16[tableIndex(c)]) }

  /// The nearest entry of a small palette in Oklab, exactly.
  static func nearestPerceptual(to c: Color, in palette: [Color]) -> Int {
    let lab = Oklab(c)
    var best = 0
    var bestDistance = Double.infinity
    for (i, entry) in palette.enumerated() {
      let d = lab.squaredDistance(to: Oklab(entry))
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return best
  }

  /// The index of a colour's cell in the 5-bits-a-channel look-up tables.
  @inline(__always)
  static func tableIndex(_ c: Color) -> Int {
    (Int(c.red) >> 3) << 10 | (Int(c.green) >> 3) << 5 | Int(c.blue) >> 3
  }

  /// A look-up table over 5 bits a channel of the nearest entry of a small palette.
  static func perceptualTable(_ palette: [Color]) -> [UInt8] {
    (0..<32768).map { i in
      func level(_ bits: Int) -> UInt8 { UInt8(bits << 3 | 4) }
      let c = Color(red: level((i >> 10) & 31), green: level((i >> 5) & 31), blue: level(i & 31))
      return UInt8(nearestPerceptual(to: c, in: palette))
    }
  }

  private static let table8 = perceptualTable(ansi8)
  private static let table16 = perceptualTable(ansi16)

  static func distance(_ a: Color, _ b: Color) -> Int {
    let dr = Int(a.red) - Int(b.red)
    let dg = Int(a.green) - Int(b.green)
    let db = Int(a.blue) - Int(b.blue)
    return 2 * dr * dr + 4 * dg * dg + 3 * db * db
  }
}
