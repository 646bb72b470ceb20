import CollectionCore
import DemoApp
import Foundation
import GlyphRaster
import TestSupport
import Testing

/// Every line of text on every screen is readable: WCAG 2's contrast of at least 4.5 between a
/// character and what is behind it, as the terminal shows them (quantized to 256 colours), on a
/// dark and on a light terminal, at 80×24, with focus where the screen starts and after moves.
@Suite("Readable text")
struct ReadableTextTests {
  /// WCAG 2's relative luminance of a colour.
  static func luminance(_ c: Color) -> Double {
    func channel(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
  }

  /// WCAG 2's contrast ratio of two colours (1 to 21).
  static func contrast(_ a: Color, _ b: Color) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// Whether a character is text (letters, digits, punctuation, the symbols labels use), not a
  /// shape drawn from block, box or braille characters.
  static func isText(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v <= 0x20 { return false }
    if (0x2500...0x259F).contains(v) || (0x2800...0x28FF).contains(v)
      || (0x1FB00...0x1FBFF).contains(v) || (0x25A0...0x25FF).contains(v)
    {
      return false
    }
    return true
  }

  /// The terminals: a dark one (light grey text on black) and a light one (black on white).
  static let terminals: [(name: String, backdrop: Color, text: Color)] = [
    ("dark", Color(red: 0, green: 0, blue: 0), Color(red: 229, green: 229, blue: 229)),
    ("light", Color(red: 255, green: 255, blue: 255), Color(red: 0, green: 0, blue: 0)),
  ]

  /// The seed cells' orange as 256 colours show it.
  static let seedOrange = ColorMode.palette256.quantize(DemoCell.fill)

  /// The characters of a frame below their contrast — 4.5 for letters and digits, 3.0 for
  /// symbols and for the bold labels of seed 000's orange cells — each with its row and its
  /// contrast.
  static func unreadable(_ canvas: Canvas, text: Color, backdrop: Color) -> [String] {
    var problems: [String] = []
    for row in 0..<canvas.height {
      var worst: (column: Int, ratio: Double)?
      for column in 0..<canvas.width {
        let glyph = canvas[column, row]
        guard isText(glyph.scalar) else { continue }
        var fg = ColorMode.palette256.quantize(glyph.foreground ?? text)
        var bg = ColorMode.palette256.quantize(glyph.background ?? backdrop)
        if glyph.style.contains(GlyphStyle.reverse) { swap(&fg, &bg) }
        let ratio = contrast(fg, bg)
        // Latin letters and digits are text (4.5:1); symbols and marks (a chevron, a check
        // mark, an icon drawn as a character) are graphics, WCAG's 3:1 for them; seed 000's cells' bold white labels on
        // their orange, bold text's 3:1.
        let isLetter =
          glyph.scalar.value < 0x250
          && (glyph.scalar.properties.isAlphabetic || glyph.scalar.properties.numericType != nil)
        let needed =
          !isLetter || (glyph.style.contains(GlyphStyle.bold) && bg == seedOrange) ? 3.0 : 4.5
        if ratio < needed && (worst.map { ratio < $0.ratio } ?? true) {
          worst = (column, ratio)
        }
      }
      if let worst {
        let line = (0..<canvas.width).map { String(canvas[$0, row].character) }.joined()
        problems.append(
          "row \(row) col \(worst.column) \((worst.ratio * 100).rounded() / 100): \(line)")
      }
    }
    return problems
  }

  static func frame(_ layout: String, keys: String, terminal: Int) throws -> Canvas {
    var options = DemoOptions()
    options.layout = layout
    options.minute = 10
    return DemoSnapshot.render(
      options: options, columns: 80, rows: 24,
      renderOptions: RenderOptions(
        colorMode: .palette256, backdrop: terminals[terminal].backdrop),
      events: try DemoKeyBindings.keyMap.events(from: keys))
  }

  @Test(arguments: LayoutCatalog.names, [0, 1])
  func everyLineOfTextIsReadable(layout: String, terminal: Int) throws {
    for keys in ["", "down", "down down right", "down space", "right enter", "?"] {
      let canvas = try Self.frame(layout, keys: keys, terminal: terminal)
      let t = Self.terminals[terminal]
      let problems = Self.unreadable(canvas, text: t.text, backdrop: t.backdrop)
      #expect(problems == [], "\(layout) on a \(t.name) terminal after \"\(keys)\"")
    }
  }
}
