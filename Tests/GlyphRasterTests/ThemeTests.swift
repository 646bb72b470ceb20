import CollectionCore
import GlyphRaster
import Testing

/// The theme follows what the terminal can show.
@Suite("Theme")
struct ThemeTests {
  @Test(arguments: ColorMode.allCases)
  func coloursAreQuantizedToTheMode(mode: ColorMode) {
    let theme = Theme(options: RenderOptions(colorMode: mode))
    let colours = [
      theme.barBackground, theme.barText, theme.dimText, theme.accent, theme.noticeText,
      theme.selectedBackground, theme.selectedText, theme.panelBackground, theme.panelText,
    ]
    if mode.hasColor {
      #expect(colours.allSatisfy { $0 != nil && mode.quantize($0!) == $0 })
      #expect(theme.accent == mode.quantize(.orange))
      #expect(theme.barStyle == [] && theme.selectedStyle == .bold)
    } else {
      #expect(colours.allSatisfy { $0 == nil })
      #expect(theme.barStyle == .reverse && theme.selectedStyle == [.bold, .underline])
    }
  }

  @Test func asciiSymbolsAreSevenBit() {
    let theme = Theme(options: RenderOptions(glyphSet: .ascii))
    let s = theme.symbols
    let all =
      String([s.topLeft, s.topRight, s.bottomLeft, s.bottomRight, s.horizontal, s.vertical])
      + s.separator + s.ellipsis + String([s.moreLeft, s.moreRight])
    #expect(all.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(theme.text("Flow ↔") == "Flow <->")
    #expect(Theme(options: RenderOptions()).text("Flow ↔") == "Flow ↔")
  }

  @Test func rectanglesInsetAndIntersect() {
    let rect = GlyphRect(x: 2, y: 1, width: 10, height: 5)
    #expect(
      rect.inset(by: GlyphInsets(top: 1, bottom: 1)) == GlyphRect(x: 2, y: 2, width: 10, height: 3))
    #expect(rect.inset(by: GlyphInsets(top: 9)).isEmpty)
    #expect(
      rect.intersection(GlyphRect(x: 8, y: 0, width: 10, height: 3))
        == GlyphRect(x: 8, y: 1, width: 4, height: 2))
    #expect(rect.intersection(GlyphRect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
    #expect(rect.contains(x: 11, y: 5) && !rect.contains(x: 12, y: 5))
  }
}
