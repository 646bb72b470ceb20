/// The block characters that show a glyph's pixels as a mask: bit `y * width + x` is the pixel
/// at column `x` and row `y` of the glyph, and a set bit is ink.
enum BlockGlyphs {
  /// 1 × 2: the half blocks.
  static let half: [Unicode.Scalar] = [" ", "▀", "▄", "█"]

  /// 2 × 2: the quadrants (U+2596–U+259F) and the half blocks.
  static let quadrant: [Unicode.Scalar] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]

  /// 2 × 3: the sextants of Unicode 13's Symbols for Legacy Computing (U+1FB00–U+1FB3B, named
  /// BLOCK SEXTANT-1 … -23456 with cells 1 2 / 3 4 / 5 6 in order of their masks), with the
  /// four masks that already had characters (blank, the two half blocks, the full block).
  static let sextant: [Unicode.Scalar] = (0..<64).map { mask in
    switch mask {
    case 0: " "
    case 0b010101: "▌"
    case 0b101010: "▐"
    case 63: "█"
    default:
      Unicode.Scalar(0x1FB00 + UInt32(mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)))!
    }
  }

  /// The octant masks (cells 1 2 / 3 4 / 5 6 / 7 8, cell n is bit n − 1) that have older
  /// characters, so Unicode 16's BLOCK OCTANT run (U+1CD00–U+1CDE5) leaves them out.
  static let octantsElsewhere: [Int: UInt32] = [
    0x00: 0x20, 0xFF: 0x2588,
    0x0F: 0x2580, 0xF0: 0x2584, 0x55: 0x258C, 0xAA: 0x2590,  // half blocks
    0x05: 0x2598, 0x0A: 0x259D, 0x50: 0x2596, 0xA0: 0x2597,  // quadrants
    0xA5: 0x259A, 0x5A: 0x259E, 0x5F: 0x259B, 0xAF: 0x259C, 0xF5: 0x2599, 0xFA: 0x259F,
    0xC0: 0x2582, 0xFC: 0x2586,  // lower one and three quarters
    0x03: 0x1FB82, 0x3F: 0x1FB85,  // upper one and three quarters
    0x14: 0x1FBE6, 0x28: 0x1FBE7,  // middle left and right one quarter
    0x01: 0x1CEA8, 0x02: 0x1CEAB, 0x40: 0x1CEA3, 0x80: 0x1CEA0,  // one cell alone
  ]

  /// 2 × 4: the octants of Unicode 16 (U+1CD00–U+1CDE5, named BLOCK OCTANT-3 … in order of
  /// their masks) and, for the 26 masks they leave out, the older characters.
  static let octant: [Unicode.Scalar] = {
    var next: UInt32 = 0x1CD00
    return (0..<256).map { mask in
      if let scalar = octantsElsewhere[mask] { return Unicode.Scalar(scalar)! }
      defer { next += 1 }
      return Unicode.Scalar(next)!
    }
  }()

  /// 2 × 4 in braille (U+2800–U+28FF): dots 1 2 3 7 down the left column, 4 5 6 8 down the
  /// right, so each row-by-row mask bit maps to its dot's bit.
  static let braille: [Unicode.Scalar] = (0..<256).map { mask in
    let dots: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
    var value: UInt32 = 0
    for bit in 0..<8 where mask & (1 << bit) != 0 { value |= dots[bit] }
    return Unicode.Scalar(0x2800 + value)!
  }
}
