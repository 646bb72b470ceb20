import CollectionCore

/// The control strings a terminal is driven with — its terminfo capabilities, as
/// `TerminalEncoder` needs them — and how it numbers colours. The ncurses screen fills them from
/// the terminfo entry it opened; `ansi(colorMode:)` gives the strings of an xterm-compatible
/// terminal (tests, recordings).
public struct TerminalCapabilities: Sendable {
  /// Appends the string that moves the cursor to a column and row, both from 0 (`cup`).
  public var moveCursor: @Sendable (_ bytes: inout [UInt8], _ column: Int, _ row: Int) -> Void
  /// Appends the string that moves the cursor right by a number of columns (`cuf`), if the
  /// terminal has one.
  public var moveRight: (@Sendable (_ bytes: inout [UInt8], _ columns: Int) -> Void)?
  /// The string that sets the foreground to a colour number (`setaf`).
  public var foreground: @Sendable (_ number: Int32) -> [UInt8]
  /// The string that sets the background to a colour number (`setab`).
  public var background: @Sendable (_ number: Int32) -> [UInt8]
  /// Turns every attribute off (`sgr0`).
  public var resetAttributes: [UInt8]
  /// Puts the terminal's own foreground and background back (`op`); empty when it has none.
  public var defaultColors: [UInt8]
  /// Bold (`bold`), dim (`dim`), reverse (`rev`) and underline (`smul`); empty when absent.
  public var bold: [UInt8]
  /// Dim text (`dim`).
  public var dim: [UInt8]
  /// Reverse video (`rev`).
  public var reverse: [UInt8]
  /// Underlined text (`smul`).
  public var underline: [UInt8]
  /// Appends the string that limits scrolling to rows `top...bottom` (`csr`), if the terminal
  /// has scroll regions.
  public var setScrollRegion:
    (@Sendable (_ bytes: inout [UInt8], _ top: Int, _ bottom: Int) -> Void)?
  /// Appends the string that scrolls the region up by a number of lines from its bottom row
  /// (`indn`, else `ind` repeated); nil without either.
  public var scrollForward: (@Sendable (_ bytes: inout [UInt8], _ lines: Int) -> Void)?
  /// Appends the string that scrolls the region down by a number of lines from its top row
  /// (`rin`, else `ri` repeated); nil without either.
  public var scrollReverse: (@Sendable (_ bytes: inout [UInt8], _ lines: Int) -> Void)?
  /// Switches automatic margins off and on (`rmam`, `smam`); empty when the terminal cannot.
  public var autoMarginsOff: [UInt8]
  /// Switches automatic margins back on (`smam`).
  public var autoMarginsOn: [UInt8]
  /// Whether writing the last column leaves the cursor there until the next character
  /// (`xenl`): the bottom-right cell can then be written without scrolling the screen.
  public var holdsWrapAtLastColumn: Bool
  /// How glyph colours become the terminal's colour numbers.
  public var colors: TerminalColors
  /// Whether characters are sent as UTF-8 (otherwise only ASCII goes out; others become `?`).
  public var encodesUTF8: Bool

  /// Capabilities from their parts.
  public init(
    moveCursor: @escaping @Sendable (_ bytes: inout [UInt8], _ column: Int, _ row: Int) -> Void,
    moveRight: (@Sendable (_ bytes: inout [UInt8], _ columns: Int) -> Void)?,
    foreground: @escaping @Sendable (_ number: Int32) -> [UInt8],
    background: @escaping @Sendable (_ number: Int32) -> [UInt8],
    resetAttributes: [UInt8], defaultColors: [UInt8], bold: [UInt8], dim: [UInt8],
    reverse: [UInt8], underline: [UInt8],
    setScrollRegion: (@Sendable (_ bytes: inout [UInt8], _ top: Int, _ bottom: Int) -> Void)?,
    scrollForward: (@Sendable (_ bytes: inout [UInt8], _ lines: Int) -> Void)?,
    scrollReverse: (@Sendable (_ bytes: inout [UInt8], _ lines: Int) -> Void)?,
    autoMarginsOff: [UInt8], autoMarginsOn: [UInt8], holdsWrapAtLastColumn: Bool,
    colors: TerminalColors, encodesUTF8: Bool
  ) {
    self.moveCursor = moveCursor
    self.moveRight = moveRight
    self.foreground = foreground
    self.background = background
    self.resetAttributes = resetAttributes
    self.defaultColors = defaultColors
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
    self.setScrollRegion = setScrollRegion
    self.scrollForward = scrollForward
    self.scrollReverse = scrollReverse
    self.autoMarginsOff = autoMarginsOff
    self.autoMarginsOn = autoMarginsOn
    self.holdsWrapAtLastColumn = holdsWrapAtLastColumn
    self.colors = colors
    self.encodesUTF8 = encodesUTF8
  }

  /// An xterm-compatible terminal's strings (those of `xterm-256color`, or `xterm-direct` in
  /// true colour), with default colours.
  public static func ansi(colorMode: ColorMode) -> TerminalCapabilities {
    let direct = colorMode == .trueColor
    return TerminalCapabilities(
      moveCursor: { ANSI.csi(&$0, $2 + 1, $1 + 1, final: UInt8(ascii: "H")) },
      moveRight: { ANSI.csi(&$0, $1, final: UInt8(ascii: "C")) },
      foreground: { ANSI.color($0, base: 30, direct: direct) },
      background: { ANSI.color($0, base: 40, direct: direct) },
      resetAttributes: Array("\u{1B}[m".utf8), defaultColors: Array("\u{1B}[39;49m".utf8),
      bold: Array("\u{1B}[1m".utf8), dim: Array("\u{1B}[2m".utf8),
      reverse: Array("\u{1B}[7m".utf8), underline: Array("\u{1B}[4m".utf8),
      setScrollRegion: { ANSI.csi(&$0, $1 + 1, $2 + 1, final: UInt8(ascii: "r")) },
      scrollForward: { ANSI.csi(&$0, $1, final: UInt8(ascii: "S")) },
      scrollReverse: { ANSI.csi(&$0, $1, final: UInt8(ascii: "T")) },
      autoMarginsOff: Array("\u{1B}[?7l".utf8), autoMarginsOn: Array("\u{1B}[?7h".utf8),
      holdsWrapAtLastColumn: true,
      colors: TerminalColors(
        mode: colorMode, hasDefaultColors: true, numbersColorsAsRGB: direct),
      encodesUTF8: true)
  }

  /// Whether `resetAttributes` is ECMA-48's "default rendition" (`CSI m` or `CSI 0 m`, after
  /// any charset string such as xterm's `ESC ( B`), which puts the terminal's own colours back
  /// as well, as ncurses assumes: `defaultColors` need not follow it.
  public var resetRestoresDefaultColors: Bool {
    let string = resetAttributes
    for start in string.indices where string[start] == 0x1B {
      let rest = string[(start + 1)...]
      if rest.starts(with: Array("[m".utf8)) || rest.starts(with: Array("[0m".utf8)) {
        return true
      }
    }
    return false
  }

  /// A terminfo string without its padding (`$<5>`, `$<2*/>`): delays that `tputs` spends
  /// waiting for slow terminals, meaningless on a pseudo-terminal, and shown as text when
  /// written as they stand.
  public static func strippingPadding(_ string: [UInt8]) -> [UInt8] {
    guard string.contains(UInt8(ascii: "$")) else { return string }
    var result: [UInt8] = []
    result.reserveCapacity(string.count)
    var index = 0
    while index < string.count {
      if string[index] == UInt8(ascii: "$"), index + 1 < string.count,
        string[index + 1] == UInt8(ascii: "<")
      {
        var end = index + 2
        while end < string.count, string[end] != UInt8(ascii: ">"),
          "0123456789.*/".utf8.contains(string[end])
        {
          end += 1
        }
        if end < string.count, string[end] == UInt8(ascii: ">"), end > index + 2 {
          index = end + 1
          continue
        }
      }
      result.append(string[index])
      index += 1
    }
    return result
  }

  /// Formats ANSI control sequences without a format-string interpreter.
  public enum ANSI {
    /// Appends `ESC [ a ; b final` (`b` left out when nil).
    public static func csi(_ bytes: inout [UInt8], _ a: Int, _ b: Int? = nil, final: UInt8) {
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      decimal(&bytes, a)
      if let b {
        bytes.append(UInt8(ascii: ";"))
        decimal(&bytes, b)
      }
      bytes.append(final)
    }

    /// Appends a non-negative number in decimal (a negative one as 0).
    public static func decimal(_ bytes: inout [UInt8], _ value: Int) {
      var value = max(0, value)
      if value < 10 {
        bytes.append(UInt8(48 + value))
        return
      }
      var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
        0, 0, 0, 0, 0, 0, 0, 0
      )
      var count = 0
      withUnsafeMutableBytes(of: &digits) { buffer in
        // Written from the end, so the digits go out in one append.
        while value > 0 && count < 8 {
          count += 1
          buffer[8 - count] = UInt8(48 + value % 10)
          value /= 10
        }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(8 - count)...]))
      }
    }

    /// The SGR string of a colour number as xterm's entries send it: 30–37 (40–47), 90–97
    /// (100–107), `38;5;n` (`48;5;n`), or in true colour `38;2;r;g;b` for numbers from 8 up
    /// (the form every terminal and recording player reads; `xterm-direct`'s own entry sends the
    /// ISO 8613-6 colon form, which the ncurses screen takes from terminfo).
    public static func color(_ number: Int32, base: Int, direct: Bool) -> [UInt8] {
      var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
      let n = Int(number)
      if n < 0 {
        decimal(&bytes, base + 9)
      } else if n < 8 {
        decimal(&bytes, base + n)
      } else if direct {
        decimal(&bytes, base + 8)
        for part in [";2;", ";", ";"].enumerated() {
          bytes.append(contentsOf: part.element.utf8)
          decimal(&bytes, (n >> (16 - 8 * part.offset)) & 0xFF)
        }
      } else if n < 16 {
        decimal(&bytes, base + 60 + n - 8)
      } else {
        decimal(&bytes, base + 8)
        bytes.append(contentsOf: ";5;".utf8)
        decimal(&bytes, n)
      }
      bytes.append(UInt8(ascii: "m"))
      return bytes
    }
  }
}

/// How glyph colours become a terminal's colour numbers: palette indexes, or 24-bit RGB values
/// for a direct-colour entry; -1 is the terminal's own colour.
public struct TerminalColors: Hashable, Sendable {
  /// The colours the frame is drawn in.
  public var mode: ColorMode
  /// Whether -1 means the terminal's own colours (`use_default_colors` succeeded).
  public var hasDefaultColors: Bool
  /// Whether the entry numbers colours as 24-bit RGB values (its 0…7 are the ANSI colours and
  /// 8 is the same near-black): palette colours go to it as their RGB values.
  public var numbersColorsAsRGB: Bool

  /// Colour numbering for a mode.
  public init(mode: ColorMode, hasDefaultColors: Bool, numbersColorsAsRGB: Bool) {
    self.mode = mode
    self.hasDefaultColors = hasDefaultColors
    self.numbersColorsAsRGB = numbersColorsAsRGB
  }

  /// The terminal's number for a colour; for `nil` -1 (or white / black without default
  /// colours).
  public func number(for color: Color?, isForeground: Bool) -> Int32 {
    guard let color else {
      if hasDefaultColors { return -1 }
      if numbersColorsAsRGB { return isForeground ? 0xFF_FFFF : 0 }
      return isForeground ? 7 : 0
    }
    func rgb(_ c: Color) -> Int32 {
      max(8, Int32(c.red) << 16 | Int32(c.green) << 8 | Int32(c.blue))
    }
    switch mode {
    case .trueColor:
      return rgb(color)
    case .palette256:
      let index = ColorPalette.index256(for: color)
      return numbersColorsAsRGB ? rgb(ColorPalette.color256(index)) : Int32(index)
    case .palette16:
      let index = ColorPalette.index16(for: color)
      return numbersColorsAsRGB && index >= 8 ? rgb(ColorPalette.color16(index)) : Int32(index)
    case .palette8, .none:
      return Int32(ColorPalette.index8(for: color))
    }
  }
}
