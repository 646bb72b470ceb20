import CollectionCore
import GlyphRaster
import TestSupport
import Testing

/// The help panel alone: centred between the bars when it fits, every row shown when it does
/// not, groups, colours and ASCII.
@Suite("Help overlay")
struct HelpOverlayTests {
  static let rows = [
    HelpOverlay.Row(key: "a", summary: "first"), HelpOverlay.Row(key: "bb", summary: "second"),
  ]

  /// Eight rows like the demo's, the longest summaries wider than a 32-column panel.
  static let demoRows = [
    ("Tab  Shift-Tab", "next / previous layout, animated"),
    ("+  -", "insert at the end / delete the last item"),
    ("↑↓←→  hjkl", "scroll (the mouse wheel too)"), ("PgUp  PgDn", "scroll a page, animated"),
    ("Home  End", "scroll to the start / the end"),
    ("S", "slow animations (10×), like the simulator"), ("?  Esc", "show / hide this help"),
    ("q  Ctrl-C", "quit"),
  ].map { HelpOverlay.Row(key: $0.0, summary: $0.1) }

  func render(
    _ groups: [HelpOverlay.Group] = [HelpOverlay.Group(rows: rows)], note: String? = "note",
    columns: Int, rows: Int, options: RenderOptions = RenderOptions(colorMode: .trueColor)
  ) -> Canvas {
    var canvas = Canvas(width: columns, height: rows)
    HelpOverlay(
      title: "Keys", groups: groups, note: note, footer: "esc",
      preferredInsets: GlyphInsets(top: 1, bottom: 1), theme: Theme(options: options)
    ).render(in: canvas.bounds, into: &canvas)
    return canvas
  }

  @Test func aRoomyPanelIsCentredBetweenTheBarsWithSpacingAndTheNote() {
    #expect(
      render(columns: 24, rows: 12).lines == [
        "                        ",
        "                        ",
        "     ╭─ Keys ─────╮     ",
        "     │            │     ",
        "     │ a   first  │     ",
        "     │ bb  second │     ",
        "     │            │     ",
        "     │ note       │     ",
        "     │            │     ",
        "     ╰────── esc ─╯     ",
        "                        ",
        "                        ",
      ])
  }

  @Test func aShortAreaDropsSpacingAndNoteAndMayCoverTheBars() {
    #expect(
      render(columns: 20, rows: 5).lines == [
        "   ╭─ Keys ─────╮   ",
        "   │ a   first  │   ",
        "   │ bb  second │   ",
        "   ╰────── esc ─╯   ",
        "                    ",
      ])
  }

  /// Too narrow for a key and its summary side by side, each key stands over its wrapped
  /// summary, and the panel scrolls to every one of them.
  @Test func aNarrowAreaPutsEachKeyOverItsSummary() {
    func panel(_ offset: Int) -> Canvas {
      var canvas = Canvas(width: 32, height: 10)
      HelpOverlay(
        title: "Keys", groups: [HelpOverlay.Group(rows: Self.demoRows)],
        note: "Status bar: layout, items, visible cells, reuse pool, offset.", footer: "esc",
        preferredInsets: GlyphInsets(top: 1, bottom: 1),
        theme: Theme(options: RenderOptions(colorMode: .trueColor)), scrollOffset: offset
      ).render(in: canvas.bounds, into: &canvas)
      return canvas
    }
    panel(0).expectPicture([
      " ╭─ Keys ────────────────────╮  ",
      " │ Tab  Shift-Tab            │  ",
      " │   next / previous layout, │  ",
      " │   animated                │  ",
      " │ +  -                      │  ",
      " │   insert at the end /     │  ",
      " │   delete the last item    │  ",
      " │ ↑↓←→  hjkl                │  ",
      " │   scroll (the mouse wheel │  ",
      " ╰─ 1–8/21 ↓ ────────── esc ─╯  ",
    ])
    let last = panel(99)
    #expect(last.lines[7] == " │ q  Ctrl-C                 │  ")
    #expect(last.lines[8] == " │   quit                    │  ")
    #expect(last.lines[9].contains("14–21/21 ↑ "))
  }

  @Test func aPanelTooShortForItsRowsScrollsAndSaysWhere() {
    let groups = [
      HelpOverlay.Group(title: "Move", rows: Self.demoRows.prefix(4).map { $0 }),
      HelpOverlay.Group(title: "Other", rows: Self.demoRows.suffix(4).map { $0 }),
    ]
    func panel(_ offset: Int) -> HelpOverlay {
      HelpOverlay(
        title: "Keys", groups: groups, note: "note", footer: "esc",
        preferredInsets: GlyphInsets(top: 1, bottom: 1),
        theme: Theme(options: RenderOptions(colorMode: .trueColor)), scrollOffset: offset)
    }
    let area = GlyphRect(x: 0, y: 0, width: 60, height: 7)
    // Twelve lines (two titles, eight rows, two of them wrapped) in a window of five.
    #expect(panel(0).maximumScrollOffset(in: area) == 7)
    var canvas = Canvas(width: 60, height: 7)
    panel(0).render(in: area, into: &canvas)
    canvas.expectPicture([
      "  ╭─ Keys ──────────────────────────────────────────────╮   ",
      "  │ Move                                                │   ",
      "  │ Tab  Shift-Tab  next / previous layout, animated    │   ",
      "  │ +  -            insert at the end / delete the last │   ",
      "  │                 item                                │   ",
      "  │ ↑↓←→  hjkl      scroll (the mouse wheel too)        │   ",
      "  ╰─ 1–5/12 ↓ ──────────────────────────────────── esc ─╯   ",
    ])
    canvas = Canvas(width: 60, height: 7)
    panel(6).render(in: area, into: &canvas)
    #expect(canvas.lines[1].contains("Other"))
    canvas = Canvas(width: 60, height: 7)
    panel(99).render(in: area, into: &canvas)
    #expect(canvas.lines[5].contains("q  Ctrl-C"))
    #expect(canvas.lines[6].contains("8–12/12 ↑ "))
    #expect(panel(0).maximumScrollOffset(in: GlyphRect(x: 0, y: 0, width: 40, height: 24)) == 0)
  }

  @Test func groupsHaveTitlesWhenThereIsRoomAndNotOtherwise() {
    let groups = [
      HelpOverlay.Group(title: "Move", rows: [HelpOverlay.Row(key: "j", summary: "down")]),
      HelpOverlay.Group(title: "Quit", rows: [HelpOverlay.Row(key: "q", summary: "quit")]),
    ]
    #expect(
      render(groups, note: nil, columns: 16, rows: 11).lines == [
        "                ",
        "  ╭─ Keys ──╮   ",
        "  │         │   ",
        "  │ Move    │   ",
        "  │ j  down │   ",
        "  │         │   ",
        "  │ Quit    │   ",
        "  │ q  quit │   ",
        "  │         │   ",
        "  ╰─── esc ─╯   ",
        "                ",
      ])
    // Without the spacing the titles stay, over the bars if need be; then they go.
    #expect(
      render(groups, note: nil, columns: 16, rows: 6).lines == [
        "  ╭─ Keys ──╮   ",
        "  │ Move    │   ",
        "  │ j  down │   ",
        "  │ Quit    │   ",
        "  │ q  quit │   ",
        "  ╰─── esc ─╯   ",
      ])
    #expect(
      render(groups, note: nil, columns: 16, rows: 5).lines == [
        "  ╭─ Keys ──╮   ",
        "  │ j  down │   ",
        "  │ q  quit │   ",
        "  ╰─── esc ─╯   ",
        "                ",
      ])
  }

  @Test func colours() {
    let theme = Theme(options: RenderOptions(colorMode: .trueColor))
    let canvas = render(columns: 24, rows: 12)
    #expect(canvas[5, 2].foreground == theme.accent)  // border
    #expect(canvas[8, 2].style == .bold && canvas[8, 2].foreground == theme.accent)  // title
    #expect(canvas[7, 4].style == .bold && canvas[7, 4].foreground == theme.accent)  // key
    #expect(canvas[11, 4].foreground == theme.panelText && canvas[11, 4].style == [])
    #expect(canvas[13, 9].foreground == theme.dimText)  // footer
    #expect(canvas[10, 3].background == theme.panelBackground)
    #expect(canvas[0, 0] == .blank && canvas[4, 5] == .blank)
  }

  @Test func asciiIsSevenBit() {
    let canvas = render(
      [HelpOverlay.Group(title: "Keys…", rows: Self.demoRows)], note: "10× slower", columns: 60,
      rows: 24, options: RenderOptions(colorMode: .none, glyphSet: .ascii))
    #expect(canvas.glyphs.allSatisfy { $0.scalar.isASCII })
    #expect(canvas.text.contains("| updownleftright  hjkl"))
    #expect(canvas.text.contains("+- Keys -"))
    #expect(canvas.text.contains("10x slower"))
  }
}
