import CollectionCore
import GlyphRaster
import Testing

/// The widgets of the inspector and the overlay alone: the panel's alignment, cutting,
/// wrapping and scrolling; the scroll indicator's thumb; frame outlines keeping the colours
/// under them.
@Suite("Inspection widgets")
struct InspectionWidgetTests {
  let theme = Theme(options: RenderOptions(colorMode: .none))

  func panel(_ sections: [InspectorPanel.Section], width: Int, height: Int, offset: Int = 0)
    -> [String]
  {
    var canvas = Canvas(width: width, height: height)
    InspectorPanel(
      title: "Inspector", sections: sections, footer: "i closes", theme: theme,
      scrollOffset: offset
    ).render(in: canvas.bounds, into: &canvas)
    return canvas.lines
  }

  @Test func valuesLineUpAfterTheLongestLabelAndLongOnesAreCut() {
    let lines = panel(
      [
        InspectorPanel.Section(
          "Cell [0, 3]",
          rows: [
            InspectorPanel.Row("frame", "(2, 4) 16×16"),
            InspectorPanel.Row("index path", "[0, 3] and a very long tail that cannot fit"),
          ])
      ], width: 36, height: 6)
    #expect(
      lines == [
        "╭─ Inspector ──────────────────────╮",
        "│ Cell [0, 3]                      │",
        "│ frame      (2, 4) 16×16          │",
        "│ index path [0, 3] and a very lo… │",
        "│                                  │",
        "╰─────────────────────── i closes ─╯",
      ])
  }

  @Test func aLogSectionWrapsAndTheWholePanelScrolls() {
    let log = InspectorPanel.Section(
      "Events",
      rows: [
        InspectorPanel.Row("", "layoutAttributesForElements(in: (0, 0, 80×44)) → 12"),
        InspectorPanel.Row("", "prepare()"),
      ])
    let top = panel([log], width: 30, height: 5)
    // Wrapped after the last space that leaves half a line, the rest indented.
    #expect(
      top == [
        "╭─ Inspector ────────────────╮",
        "│ Events                     │",
        "│ layoutAttributesForElement │",
        "│   s(in: (0, 0, 80×44)) →   │",
        "╰─ 1–3/5 ↓ ─────── i closes ─╯",
      ])
    let inspector = InspectorPanel(title: "Inspector", sections: [log], theme: theme)
    let area = GlyphRect(x: 0, y: 0, width: 30, height: 5)
    #expect(inspector.maximumScrollOffset(in: area) == 2)
    let bottom = panel([log], width: 30, height: 5, offset: 99)
    #expect(
      bottom == [
        "╭─ Inspector ────────────────╮",
        "│   s(in: (0, 0, 80×44)) →   │",
        "│   12                       │",
        "│ prepare()                  │",
        "╰─ 3–5/5 ↑ ─────── i closes ─╯",
      ])
  }

  /// A log line of a hundred thousand characters (a batch of thousands of update items) wraps
  /// onto a few lines and is cut, rather than onto thousands (which also took quadratic time).
  @Test func aHugeLogLineWrapsOntoAFewLinesAndIsCut() {
    let huge = String(repeating: "insert — → [0, 0]; ", count: 5_000)
    let inspector = InspectorPanel(
      title: "Inspector",
      sections: [InspectorPanel.Section("Events", rows: [InspectorPanel.Row("", huge)])],
      theme: theme)
    let area = GlyphRect(x: 0, y: 0, width: 40, height: 100)
    #expect(inspector.maximumScrollOffset(in: area) == 0)
    var canvas = Canvas(width: 40, height: 100)
    inspector.render(in: area, into: &canvas)
    let used = canvas.lines.filter { $0.contains("insert") }
    #expect(used.count == InspectorPanel.maximumWrappedLines)
    #expect(used.last?.contains("…") == true)
  }

  @Test func theThumbIsAsLongAndAsFarAsTheVisiblePart() {
    func thumb(_ start: Double, _ visible: Double, _ content: Double, track: Int) -> [Int] {
      let t = ScrollIndicator(
        axis: .vertical, contentLength: content, visibleStart: start, visibleLength: visible,
        color: nil, theme: theme
      ).thumb(inTrack: track)
      return [t.start, t.length]
    }
    #expect(thumb(0, 20, 100, track: 10) == [0, 2])
    #expect(thumb(80, 20, 100, track: 10) == [8, 2])
    #expect(thumb(40, 20, 100, track: 10) == [4, 2])
    // A million-point list still shows a glyph, at the end when it is scrolled to the end.
    #expect(thumb(999_980, 20, 1_000_000, track: 10) == [9, 1])
    // Bouncing past either end squeezes it, never off the track.
    #expect(thumb(-30, 20, 100, track: 10) == [0, 1])
    #expect(thumb(110, 20, 100, track: 10) == [9, 1])
    // Nothing to scroll: no thumb.
    #expect(thumb(0, 100, 100, track: 10) == [0, 0])
  }

  @Test func indicatorsAndOutlinesKeepTheBackgroundUnderThem() {
    let orange = Color(red: 255, green: 128, blue: 0)
    var canvas = Canvas(width: 8, height: 4, fill: Glyph(" ", background: orange))
    FrameOutlines(
      outlines: [
        FrameOutlines.Outline(rect: GlyphRect(x: 0, y: 0, width: 6, height: 3), label: "0.1")
      ],
      color: .white, theme: theme
    ).render(in: canvas.bounds, into: &canvas)
    ScrollIndicator(
      axis: .vertical, contentLength: 100, visibleStart: 0, visibleLength: 50, color: .white,
      theme: theme
    ).render(in: canvas.bounds, into: &canvas)
    #expect(canvas.lines == ["╭0.1─╮ ▕", "│    │ ▕", "╰────╯  ", "        "])
    #expect(canvas.glyphs.allSatisfy { $0.background == orange })
    #expect(canvas[0, 0].foreground == .white)
  }
}
