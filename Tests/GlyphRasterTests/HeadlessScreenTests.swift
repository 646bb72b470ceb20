import GlyphRaster
import Testing

/// The headless screen counts what a terminal would write and replays events.
@Suite("Headless screen")
struct HeadlessScreenTests {
  @Test func countsEmittedAndElidedGlyphs() {
    let screen = HeadlessScreen(columns: 4, rows: 2)
    var canvas = Canvas(width: 4, height: 2)
    screen.present(canvas)
    canvas.put("ab", x: 1, y: 1)
    screen.present(canvas)
    screen.present(canvas)
    #expect(screen.statistics.frames == 3)
    #expect(screen.statistics.glyphsEmitted == 8 + 2)
    #expect(screen.statistics.glyphsElided == 6 + 8)
    #expect(screen.text == "    \n ab ")
  }

  @Test func replaysEventsAndResizes() {
    let screen = HeadlessScreen(columns: 4, rows: 2)
    screen.queuedEvents = [.key(.tab), .resize(columns: 9, rows: 7)]
    #expect(screen.nextEvent(timeout: 0) == .key(.tab))
    #expect(screen.nextEvent(timeout: 0) == .resize(columns: 9, rows: 7))
    #expect(screen.columns == 9 && screen.rows == 7)
    #expect(screen.nextEvent(timeout: 0) == nil)
  }
}
