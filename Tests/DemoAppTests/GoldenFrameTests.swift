import CollectionCore
import DemoApp
import GlyphRaster
import SnapshotTesting
import TestSupport
import Testing

/// Golden frames of the demo, rendered headless. Each golden file holds the characters and a
/// colour map (backgrounds, foregrounds, styles), so both the shapes and the colours are guarded.
@Suite("Golden frames")
struct GoldenFrameTests {
  static var dump: Snapshotting<Canvas, String> {
    Snapshotting<String, String>.lines.pullback { (canvas: Canvas) in canvas.dump }
  }

  func frame(
    _ layout: String = "circle", items: Int = 12, sections: [Int]? = nil, columns: Int = 80,
    rows: Int = 24, keys: String = "", at: Double? = nil, colorMode: ColorMode = .trueColor,
    glyphSet: GlyphSet = .unicode, blitter: String = Blitter.defaultName
  ) throws -> Canvas {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.sections = sections
    options.minute = 10
    return DemoSnapshot.render(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(
        colorMode: colorMode, glyphSet: glyphSet, preferredBlitter: blitter),
      events: try DemoKeyBindings.keyMap.events(from: keys), at: at)
  }

  @Test func circle12At80x24() throws {
    assertSnapshot(of: try frame("circle"), as: Self.dump)
  }

  @Test func flow12At80x24() throws {
    assertSnapshot(of: try frame("flow"), as: Self.dump)
  }

  @Test func flowScrolled() throws {
    assertSnapshot(of: try frame("flow", items: 40, keys: "pgdn ctrl-e ctrl-e"), as: Self.dump)
  }

  @Test func horizontalFlowScrolled() throws {
    assertSnapshot(
      of: try frame("flow-horizontal", items: 40, keys: "shift-right shift-right shift-right"),
      as: Self.dump)
  }

  @Test func circleAt40x12() throws {
    assertSnapshot(of: try frame("circle", columns: 40, rows: 12), as: Self.dump)
  }

  /// The circle at 40 × 12 with every blitter, in truecolor and in 256 colours (braille and
  /// the mono blitters also without colour).
  @Test(arguments: Blitter.names)
  func circleWithEachBlitter(blitter: String) throws {
    let modes: [ColorMode] = [.trueColor, .palette256, .none]
    for mode in modes {
      let canvas = try frame(
        "circle", columns: 40, rows: 12, colorMode: mode, blitter: blitter)
      assertSnapshot(of: canvas, as: Self.dump, named: "\(blitter)-\(mode)")
    }
  }

  @Test func asciiMode() throws {
    assertSnapshot(of: try frame("circle", colorMode: .none, glyphSet: .ascii), as: Self.dump)
  }

  @Test func noColour() throws {
    assertSnapshot(of: try frame("flow", colorMode: .none), as: Self.dump)
  }

  @Test func palette256() throws {
    assertSnapshot(of: try frame("circle", colorMode: .palette256), as: Self.dump)
  }

  @Test func palette8() throws {
    assertSnapshot(
      of: try frame("flow", items: 6, keys: "+", at: 0.15, colorMode: .palette8), as: Self.dump)
  }

  @Test func helpOverlay() throws {
    assertSnapshot(of: try frame("circle", keys: "?"), as: Self.dump)
  }

  /// The help's guarantee: every binding and gesture can be read at every size. At 32×10 each
  /// key stands over its summary and the help scrolls (↓ and PgDn, the arrows' and page keys'
  /// jobs while it is open) and says where it is; from the first page to the last, every row
  /// shows on some page.
  @Test func helpOverlayAtTheMinimumSizeScrollsToEveryKey() throws {
    let first = try frame("circle", columns: 32, rows: 10, keys: "?")
    #expect(first.lines.last?.contains("↓") == true)
    assertSnapshot(of: first, as: Self.dump)
    var seen = first.text
    for presses in 1...20 {
      let keys = "? down " + Array(repeating: "pgdn", count: presses).joined(separator: " ")
      seen += try frame("circle", columns: 32, rows: 10, keys: keys).text
    }
    for row in DemoKeyBindings.helpRows(for: .unicode) {
      #expect(seen.contains(row.key), "\(row.key) never shows")
    }
    let last = try frame("circle", columns: 32, rows: 10, keys: "? end")
    #expect(last.lines.last?.contains("↑") == true && last.lines.last?.contains("↓") == false)
    #expect(last.text.contains(DemoKeyBindings.mouseGestures.last!.gesture))
    // PgUp and Home go back; Esc closes.
    #expect(try frame("circle", columns: 32, rows: 10, keys: "? end home").text == first.text)
    #expect(!(try frame("circle", columns: 32, rows: 10, keys: "? end esc").text.contains("Keys")))
  }

  @Test func helpOverlayAt80x24PutsTheScreensKeysFirstAndWrapsInsteadOfCutting() throws {
    let canvas = try frame("circle", keys: "?")
    // The screen's own keys come first, under its name; the shared groups keep their titles.
    #expect(canvas.lines[1].contains("Circle: this screen"))
    #expect(canvas.lines[2].contains("go round the ring"))
    #expect(canvas.text.contains("Focus and selection"))
    // Nothing is cut: long summaries wrap under themselves.
    #expect(!canvas.text.contains("…"))
    // What does not fit scrolls into sight: every key is reachable with PgDn.
    var seen = canvas.text
    var keys = "?"
    for _ in 0..<3 {
      keys += " pgdn"
      seen += try frame("circle", keys: keys).text
    }
    for row in DemoKeyBindings.helpRows(for: .unicode) {
      #expect(seen.contains(row.key), "\(row.key) never shows")
    }
    assertSnapshot(of: canvas, as: Self.dump)
  }

  @Test func aNoticeTakesOneSegmentOfTheStatusBar() throws {
    assertSnapshot(of: try frame("flow", keys: "S"), as: Self.dump)
  }

  @Test func tabsScrollToTheSelectedLayoutAt32x10() throws {
    let canvas = try frame("circle", columns: 32, rows: 10, keys: "tab tab")
    #expect(canvas.lines[0].contains("Flow ↔ ›"))
    #expect(canvas.lines[0].hasSuffix("? help  q quit "))
    assertSnapshot(of: canvas, as: Self.dump)
  }

  @Test func asciiHelpAndNotice() throws {
    assertSnapshot(
      of: try frame("circle", items: 1, keys: "? -", colorMode: .none, glyphSet: .ascii),
      as: Self.dump)
  }

  @Test func terminalTooSmall() throws {
    assertSnapshot(of: try frame("circle", columns: 20, rows: 6), as: Self.dump)
  }

  @Test func flowInsertAt100ms() throws {
    assertSnapshot(of: try frame("flow", items: 6, keys: "+", at: 0.1), as: Self.dump)
  }

  @Test func circleDeleteAt150ms() throws {
    assertSnapshot(of: try frame("circle", keys: "-", at: 0.15), as: Self.dump)
  }

  @Test func circleToFlowAt150ms() throws {
    assertSnapshot(of: try frame("circle", keys: "tab", at: 0.15), as: Self.dump)
  }

  @Test func circleToFlowSettled() throws {
    assertSnapshot(of: try frame("circle", keys: "tab"), as: Self.dump)
  }

  @Test func circleAfterInsertsSettled() throws {
    assertSnapshot(of: try frame("circle", keys: "+ + + + -"), as: Self.dump)
  }

  @Test func lineAtRest() throws {
    assertSnapshot(of: try frame("line"), as: Self.dump)
  }

  @Test func lineMidScroll() throws {
    assertSnapshot(of: try frame("line", keys: "right", at: 0.12), as: Self.dump)
  }

  @Test func lineSnappedAfterAWheelBurst() throws {
    // Two notches at once are a flick: the content coasts on with their speed and, once the
    // wheel has paused, the seed's targetContentOffset steers the coast to centre item 7.
    assertSnapshot(of: try frame("line", keys: "wheel-down wheel-down"), as: Self.dump)
  }

  // MARK: Carousels (seeds 001, 002, 004)

  @Test(arguments: ["rotary", "coverflow", "scale-carousel", "loop"])
  func carouselAtRest(layout: String) throws {
    assertSnapshot(
      of: try frame(layout, columns: 120, rows: 40), as: Self.dump, named: layout)
  }

  @Test(arguments: ["rotary", "coverflow", "scale-carousel", "loop"])
  func carouselMidScroll(layout: String) throws {
    assertSnapshot(
      of: try frame(layout, columns: 120, rows: 40, keys: "right", at: 0.12), as: Self.dump,
      named: layout)
  }

  // MARK: Sections (seed 004)

  static let sampleSections = [6, 9, 3, 12]

  @Test func sectionsAt100x40() throws {
    let canvas = try frame("sections", sections: Self.sampleSections, columns: 100, rows: 40)
    #expect(canvas.text.contains("Section 0 · 6 items"))
    assertSnapshot(of: canvas, as: Self.dump)
  }

  @Test func sectionsWithStickyHeadersAfterAPage() throws {
    assertSnapshot(
      of: try frame(
        "sections", sections: Self.sampleSections, columns: 100, rows: 40, keys: "P pgdn"),
      as: Self.dump)
  }

  @Test func sectionInsertedAt150ms() throws {
    assertSnapshot(
      of: try frame(
        "sections", sections: Self.sampleSections, columns: 100, rows: 40, keys: "s", at: 0.15),
      as: Self.dump)
  }

  @Test func sectionsWithoutColour() throws {
    assertSnapshot(
      of: try frame(
        "sections", sections: Self.sampleSections, columns: 100, rows: 40, colorMode: .none),
      as: Self.dump)
  }

  // MARK: The waterfall (seeds 002, 004)

  @Test func waterfallAt100x40() throws {
    assertSnapshot(
      of: try frame("waterfall", sections: [40, 30], columns: 100, rows: 40), as: Self.dump)
  }

  @Test func aMillionItemWaterfallAtTheEnd() throws {
    let canvas = try frame("waterfall", items: 1_000_000, columns: 100, rows: 40, keys: "end")
    #expect(canvas.text.contains("999999"))
    assertSnapshot(of: canvas, as: Self.dump)
  }

  @Test func waterfallInsertAt150ms() throws {
    assertSnapshot(
      of: try frame("waterfall", items: 20, columns: 100, rows: 40, keys: "+", at: 0.15),
      as: Self.dump)
  }

  // MARK: Photo stacks (seeds 000, 002)

  @Test func stacksAt100x40() throws {
    assertSnapshot(
      of: try frame("stacks", sections: Self.sampleSections, columns: 100, rows: 40), as: Self.dump)
  }

  @Test func aStackOpeningAt150ms() throws {
    assertSnapshot(
      of: try frame(
        "stacks", sections: Self.sampleSections, columns: 100, rows: 40, keys: "enter", at: 0.15),
      as: Self.dump)
  }

  @Test func aStackOpened() throws {
    let canvas = try frame(
      "stacks", sections: Self.sampleSections, columns: 100, rows: 40, keys: "enter")
    #expect(canvas.lines.last?.hasPrefix(" Stacks › Section 0") == true)
    assertSnapshot(of: canvas, as: Self.dump)
  }

  @Test func aStackClosingAt150ms() throws {
    // Opened and settled first, then Esc: DemoSnapshot would press both keys at one instant.
    let clock = ManualClock()
    var options = DemoOptions()
    options.layout = "stacks"
    options.sections = Self.sampleSections
    options.minute = 10
    let app = DemoApp(
      options: options, columns: 100, rows: 40,
      renderOptions: RenderOptions(colorMode: .trueColor), clock: clock)
    app.perform(.activate(nil))
    app.settle(clock)
    app.perform(.dismiss)
    clock.advance(by: 0.15)
    app.tick()
    assertSnapshot(of: app.render(), as: Self.dump)
  }

  // MARK: Modern UIKit (diffable data source, compositional layout)

  @Test func modernAtRest() throws {
    assertSnapshot(of: try frame("modern", columns: 120, rows: 40), as: Self.dump)
  }

  @Test func messagesAtRest() throws {
    assertSnapshot(of: try frame("messages", columns: 80, rows: 24), as: Self.dump)
  }

  @Test func messagesAfterASend() throws {
    assertSnapshot(of: try frame("messages", columns: 80, rows: 24, keys: "+"), as: Self.dump)
  }

  @Test func messagesMidSend() throws {
    assertSnapshot(
      of: try frame("messages", columns: 80, rows: 24, keys: "+", at: 0.1), as: Self.dump)
  }

  @Test func modernMidShuffle() throws {
    assertSnapshot(
      of: try frame("modern", columns: 120, rows: 40, keys: "x", at: 0.15), as: Self.dump)
  }

  @Test func modernBannerMidPage() throws {
    assertSnapshot(
      of: try frame("modern", columns: 80, rows: 24, keys: "right", at: 0.15), as: Self.dump)
  }

  @Test func modernNarrowAtRest() throws {
    // 50 columns: the section provider picks two-column categories and wider chart groups.
    assertSnapshot(of: try frame("modern", columns: 50, rows: 30), as: Self.dump)
  }

  @Test func modernPinnedHeader() throws {
    // Scrolled into the list: its header stays pinned on top.
    assertSnapshot(
      of: try frame("modern", items: 40, columns: 50, rows: 24, keys: "pgdn pgdn"), as: Self.dump)
  }

  /// The inspector beside the view at 160 × 40, mid-morph from the circle to the flow: the
  /// focused cell's values as they are at 150 ms, the events, the pool.
  @Test func inspectorMidMorphAt160x40() throws {
    var options = DemoOptions()
    options.minute = 10
    // Opened, settled, focus two cells on (a rotated one), then Tab and 150 ms.
    let canvas = DemoSnapshot.render(
      options: options, columns: 160, rows: 40,
      renderOptions: RenderOptions(colorMode: .trueColor),
      steps: try DemoKeyBindings.keyMap.steps(from: "i wait:1 l l tab"), at: 0.15)
    #expect(canvas.text.contains("Cell [0, 2]"))
    #expect(canvas.text.contains("° about z"))
    assertSnapshot(of: canvas, as: Self.dump)
  }

  /// On a narrow terminal the inspector goes below the view, which keeps the full width.
  @Test func inspectorBelowTheViewAt80x24() throws {
    assertSnapshot(of: try frame("flow", keys: "i + l"), as: Self.dump)
  }

  /// The overlay: every cell's frame and index path, the offset and content size, the
  /// scroll indicator.
  @Test func overlayOnTheFlow() throws {
    assertSnapshot(of: try frame("flow", items: 40, keys: "o pgdn"), as: Self.dump)
  }

  /// Tab, pause, one step: the first frame after the step, held, with the time in the bar.
  @Test func pausedOneFrameIntoTheMorph() throws {
    let canvas = try frame("circle", keys: "tab p .")
    #expect(canvas.lines.last?.contains("paused · t = 0.017 s of 0.300 s") == true)
    assertSnapshot(of: canvas, as: Self.dump)
  }

  /// `] ] ] ] ]`: a scrubbed transition a quarter of the way from the circle to the flow.
  @Test func aQuarterOfTheWayFromTheCircleToTheFlow() throws {
    let canvas = try frame("circle", columns: 160, rows: 40, keys: "] ] ] ] ]")
    #expect(canvas.lines.last?.contains("transition 25 % → Flow") == true)
    assertSnapshot(of: canvas, as: Self.dump)
  }
}
