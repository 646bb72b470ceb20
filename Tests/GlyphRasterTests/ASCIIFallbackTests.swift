import CollectionCore
import GlyphRaster
import Testing

/// Any text folds to 7-bit ASCII: known symbols to look-alikes or words, the rest to `?`.
@Suite("ASCII fallback")
struct ASCIIFallbackTests {
  @Test(arguments: [
    ("Slow animations on (10×)", "Slow animations on (10x)"),
    ("Flow ↔", "Flow <->"),
    ("↑↓←→  hjkl", "updownleftright  hjkl"),
    ("a │ b", "a | b"),
    ("╭─╮│╰─╯", "+-+|+-+"),
    ("▀▄█", "\".#"),
    ("cut…", "cut~"),
    ("‹ tabs ›", "< tabs >"),
    ("café crème", "cafe creme"),
    ("cafe\u{301}", "cafe"),
    ("“quoted” – dash", "\"quoted\" - dash"),
    ("★ Editors' Choice", "* Editors' Choice"),
    ("日本", "??"),
    ("👍🏽 ok", "? ok"),
    ("plain ASCII stays", "plain ASCII stays"),
  ])
  func foldsToASCII(text: String, expected: String) {
    #expect(text.asciiFallback == expected)
  }

  @Test func everyScalarFoldsToSevenBits() {
    let ranges: [ClosedRange<UInt32>] = [
      0x80...0x2FFF, 0x3000...0x33FF, 0xFE00...0xFFFD, 0x1F300...0x1F6FF,
    ]
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let folded = scalar.asciiFallback
        #expect(folded.unicodeScalars.allSatisfy { $0.isASCII }, "U+\(String(value, radix: 16))")
        #expect(scalar.asciiFallbackCharacter.isASCII)
      }
    }
  }

  @Test func fittedFoldsOnlyForASCII() {
    #expect("10×".fitted(to: .unicode) == "10×")
    #expect("10×".fitted(to: .ascii) == "10x")
  }

  @Test func cellLabelsFoldInASCII() {
    let item = DrawItem(
      center: Point(x: 6, y: 3), size: Size(width: 12, height: 6),
      appearance: Appearance(fill: .orange, lines: ["é×↑"]))
    var canvas = Canvas(width: 12, height: 3)
    Rasterizer(options: RenderOptions(colorMode: .none, glyphSet: .ascii)).render(
      DisplayList(items: [item]), into: &canvas, viewport: .init(x: 0, y: 0, columns: 12, rows: 3))
    #expect(canvas.lines[1] == "#####ex?####")
    #expect(canvas.glyphs.allSatisfy { $0.scalar.isASCII })
  }
}
