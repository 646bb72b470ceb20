extension String {
  /// The string spelled in 7-bit ASCII: symbols become look-alikes or words (`×` → `x`,
  /// `↔` → `<->`, `↑` → `up`, `│` → `|`, `é` → `e`), anything unknown becomes `?`.
  ///
  /// Each character folds as a whole: its first scalar picks the stand-in and the rest
  /// (combining accents, variation selectors) go, so `e` plus a combining acute is `e`.
  public var asciiFallback: String {
    // The common case costs one pass and no allocation beyond the copy.
    if utf8.allSatisfy({ $0 < 0x80 }) { return self }
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if character.isASCII {
        result.append(character)
      } else if let first = character.unicodeScalars.first {
        result += first.asciiFallback
      }
    }
    return result
  }

  /// The string as a glyph set can show it: unchanged in Unicode, folded to ASCII in ASCII.
  public func fitted(to glyphSet: GlyphSet) -> String {
    glyphSet == .ascii ? asciiFallback : self
  }
}

extension Unicode.Scalar {
  /// The scalar spelled in 7-bit ASCII: itself when it is ASCII, a look-alike or a word
  /// otherwise, an empty string for marks that only modify what precedes them, `?` when
  /// nothing fits.
  public var asciiFallback: String {
    if isASCII { return String(self) }
    let v = value
    if let known = Self.asciiWords[v] { return known }
    switch v {
    case 0xC0...0xFF: return Self.latin1Letters[Int(v - 0xC0)]
    case 0x0300...0x036F, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F: return ""
    case 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return " "
    case 0x2190...0x21FF: return Self.arrowWord(v)
    case 0x2500...0x257F: return Self.boxDrawing(v)
    case 0x2580...0x259F: return Self.blockElement(v)
    case 0x2800: return " "
    case 0x2801...0x28FF: return "."
    case 0x25A0...0x25FF: return "*"
    default: return "?"
    }
  }

  /// One ASCII character standing for the scalar, for places that must keep one column per
  /// scalar (a cell's label): the fallback when it is one character long, `?` otherwise.
  public var asciiFallbackCharacter: Unicode.Scalar {
    if isASCII { return self }
    let text = asciiFallback.unicodeScalars
    return text.count == 1 ? text.first! : "?"
  }

  private static let asciiWords: [UInt32: String] = [
    0xA0: " ", 0xA1: "!", 0xA2: "c", 0xA3: "L", 0xA5: "Y", 0xA6: "|", 0xA7: "S", 0xA9: "(c)",
    0xAB: "<<", 0xAC: "!", 0xAD: "", 0xAE: "(R)", 0xB0: "deg", 0xB1: "+/-", 0xB2: "2",
    0xB3: "3", 0xB5: "u", 0xB6: "P", 0xB7: ".", 0xB9: "1", 0xBB: ">>", 0xBC: "1/4",
    0xBD: "1/2", 0xBE: "3/4", 0xBF: "?",
    0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2014: "-", 0x2015: "-",
    0x2018: "'", 0x2019: "'", 0x201A: "'", 0x201B: "'", 0x201C: "\"", 0x201D: "\"",
    0x201E: "\"", 0x2020: "+", 0x2022: "*", 0x2026: "~", 0x2030: "%", 0x2032: "'",
    0x2033: "\"", 0x2039: "<", 0x203A: ">", 0x20AC: "EUR",
    0x2212: "-", 0x2215: "/", 0x2217: "*", 0x221E: "inf", 0x2248: "~", 0x2260: "!=",
    0x2264: "<=", 0x2265: ">=", 0x23CE: "enter",
    0x2605: "*", 0x2606: "*", 0x2713: "v", 0x2714: "v", 0x2717: "x", 0x2718: "x",
    0x25B2: "^", 0x25B6: ">", 0x25BC: "v", 0x25C0: "<", 0x25CB: "o", 0x25CF: "*",
  ]

  /// U+00C0 … U+00FF: Latin-1 letters without their accents, and × and ÷.
  private static let latin1Letters: [String] = [
    "A", "A", "A", "A", "A", "A", "AE", "C", "E", "E", "E", "E", "I", "I", "I", "I",
    "D", "N", "O", "O", "O", "O", "O", "x", "O", "U", "U", "U", "U", "Y", "Th", "ss",
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    "d", "n", "o", "o", "o", "o", "o", "/", "o", "u", "u", "u", "u", "y", "th", "y",
  ]

  private static func arrowWord(_ v: UInt32) -> String {
    switch v {
    case 0x2190, 0x219E, 0x21A2, 0x21E0, 0x21E6: "left"
    case 0x2191, 0x219F, 0x21E1, 0x21E7: "up"
    case 0x2192, 0x21A0, 0x21A3, 0x21E2, 0x21E8: "right"
    case 0x2193, 0x21A1, 0x21E3, 0x21E9: "down"
    case 0x2194, 0x21C4, 0x21C6: "<->"
    case 0x2195, 0x21C5: "up-down"
    case 0x2196: "up-left"
    case 0x2197: "up-right"
    case 0x2198: "down-right"
    case 0x2199: "down-left"
    case 0x21D0: "<="
    case 0x21D2: "=>"
    case 0x21D4: "<=>"
    case 0x21B5, 0x21A9: "enter"
    default: "->"
    }
  }

  private static func boxDrawing(_ v: UInt32) -> String {
    switch v {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576,
      0x2578, 0x257A, 0x257C, 0x257E:
      "-"
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577,
      0x2579, 0x257B, 0x257D, 0x257F:
      "|"
    case 0x2571: "/"
    case 0x2572: "\\"
    case 0x2573: "X"
    default: "+"
    }
  }

  private static func blockElement(_ v: UInt32) -> String {
    switch v {
    case 0x2580, 0x2594: "\""
    case 0x2581, 0x2582, 0x2583, 0x2584: "."
    case 0x2591: "."
    case 0x2592: ":"
    default: "#"
    }
  }
}
