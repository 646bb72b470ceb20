import GlyphRaster
import Testing

/// The glyph cell's shape from the terminal's size in pixels.
@Suite("Terminal pixel size")
struct TerminalPixelSizeTests {
  @Test func theCellAspectIsTheCellsHeightOverItsWidth() {
    // xterm with DejaVu Sans Mono at 11 points: 80×24 glyphs in 724×460 pixels, cells of about
    // 9×19 — a circle drawn with 2 came out 6 % taller than wide.
    let xterm = TerminalPixelSize(columns: 80, rows: 24, width: 724, height: 460)
    let aspect = xterm.cellAspect ?? 0
    #expect(abs(aspect - (460.0 / 24) / (724.0 / 80)) < 1e-12)
    #expect(aspect > 2.1 && aspect < 2.13)
  }

  @Test func aTerminalThatReportsNoPixelsOrNonsenseGivesNone() {
    #expect(TerminalPixelSize(columns: 80, rows: 24, width: 0, height: 0).cellAspect == nil)
    #expect(TerminalPixelSize(columns: 0, rows: 0, width: 724, height: 460).cellAspect == nil)
    // Cells 100 times taller than wide: a wrong report, not a font.
    #expect(TerminalPixelSize(columns: 80, rows: 24, width: 80, height: 4800).cellAspect == nil)
  }
}
