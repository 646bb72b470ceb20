import CollectionCore

extension Canvas {
  /// The frame with ANSI escape sequences (SGR colours and styles), for `--snapshot` on a
  /// colour terminal. Truecolor uses 24-bit sequences, the palettes their indices.
  public func ansiText(colorMode: ColorMode) -> String {
    var out = ""
    for row in 0..<height {
      var current: (Color?, Color?, GlyphStyle)? = nil
      for column in 0..<width {
        let g = self[column, row]
        if current == nil || current! != (g.foreground, g.background, g.style) {
          out += Self.sgr(g, colorMode: colorMode)
          current = (g.foreground, g.background, g.style)
        }
        out.append(g.character)
      }
      out += "\u{1B}[0m\n"
    }
    return out
  }

  static func sgr(_ g: Glyph, colorMode: ColorMode) -> String {
    var codes = ["0"]
    if g.style.contains(.bold) { codes.append("1") }
    if g.style.contains(.dim) { codes.append("2") }
    if g.style.contains(.underline) { codes.append("4") }
    if g.style.contains(.reverse) { codes.append("7") }
    func color(_ c: Color, background: Bool) -> String {
      switch colorMode {
      case .trueColor, .none: return "\(background ? 48 : 38);2;\(c.red);\(c.green);\(c.blue)"
      case .palette256: return "\(background ? 48 : 38);5;\(ColorPalette.index256(for: c))"
      case .palette16:
        let i = ColorPalette.index16(for: c)
        return "\((background ? 40 : 30) + (i < 8 ? i : 60 + i - 8))"
      case .palette8: return "\((background ? 40 : 30) + ColorPalette.index8(for: c))"
      }
    }
    if colorMode.hasColor {
      if let f = g.foreground { codes.append(color(f, background: false)) }
      if let b = g.background { codes.append(color(b, background: true)) }
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// A readable dump for golden files: the characters, then the background and foreground
  /// colours as one letter per glyph with a legend, then the styled glyphs (B bold, R reverse).
  public var dump: String {
    var legend: [Color: Character] = [:]
    var order: [Color] = []
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    func letter(_ c: Color?) -> Character {
      guard let c else { return "." }
      if let l = legend[c] { return l }
      let l = order.count < letters.count ? letters[order.count] : "?"
      legend[c] = l
      order.append(c)
      return l
    }
    var background: [String] = []
    var foreground: [String] = []
    var styles: [String] = []
    for row in 0..<height {
      var b = ""
      var f = ""
      var s = ""
      for column in 0..<width {
        let g = self[column, row]
        b.append(letter(g.background))
        f.append(g.character == " " ? " " : letter(g.foreground))
        s.append(
          g.style.contains(.reverse)
            ? "R" : g.style.contains(.bold) ? "B" : g.style.isEmpty ? "." : "s")
      }
      background.append(b)
      foreground.append(f)
      styles.append(s)
    }
    let legendText = order.enumerated().map {
      "\(letters[min($0.offset, letters.count - 1)]) \($0.element)"
    }
    return
      (["characters:"] + lines + ["backgrounds:"] + background + ["foregrounds:"] + foreground
      + ["styles:"] + styles + ["legend:"] + legendText).joined(separator: "\n") + "\n"
  }
}
