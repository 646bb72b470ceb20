import GlyphRaster
import PropertyBased
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

/// The headless screen shows what applying each frame's diff leaves, as a terminal would.
@Suite("Headless screen applies diffs")
struct HeadlessScreenDiffTests {
  @Test func applyingDiffsFrameAfterFrameEqualsTheLastFrame() async {
    await propertyCheck(
      input: Gen.int(in: 0...1_000_000).array(of: 1...40)
    ) { seeds in
      let screen = HeadlessScreen(columns: 9, rows: 4)
      var canvas = Canvas(width: 9, height: 4)
      for seed in seeds {
        // A resize now and then, else a few glyphs changed.
        if seed % 17 == 0 {
          canvas = Canvas(width: 3 + seed % 8, height: 1 + seed % 5)
        }
        for k in 0..<(seed % 5) {
          let x = (seed / 7 + k * 3) % canvas.width
          let y = (seed / 11 + k) % canvas.height
          canvas[x, y] = Glyph(
            scalar: Unicode.Scalar(UInt8(65 + (seed + k) % 26)),
            foreground: seed % 2 == 0 ? .orange : nil)
        }
        screen.present(canvas)
        #expect(screen.buffer == canvas)
      }
    }
  }

  @Test func theBufferOnlyChangesThroughDiffs() {
    let screen = HeadlessScreen(columns: 4, rows: 1)
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("ab", x: 0, y: 0)
    screen.present(canvas)
    canvas.put("c", x: 3, y: 0)
    screen.present(canvas)
    #expect(screen.text == "ab c")
    #expect(screen.statistics.glyphsEmitted == 4 + 1)
  }
}
