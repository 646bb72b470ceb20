import CollectionCore
import GlyphRaster
import Testing

/// The status bar alone: segments dropping by priority, the notice as one segment, the whole
/// row filled, colours and ASCII.
@Suite("Status bar")
struct StatusBarTests {
  static let segments = [
    StatusBar.Segment("Circle", priority: 60), StatusBar.Segment("12 items", priority: 50),
    StatusBar.Segment("12 visible", priority: 40),
    StatusBar.Segment("cells 12 new/0 reused/0 pooled", priority: 30),
    StatusBar.Segment("offset 0,0", priority: 10),
  ]

  func render(
    _ segments: [StatusBar.Segment] = segments, notice: String? = nil, width: Int,
    options: RenderOptions = RenderOptions(colorMode: .trueColor)
  ) -> Canvas {
    var canvas = Canvas(width: width, height: 1)
    StatusBar(segments: segments, notice: notice, theme: Theme(options: options)).render(
      in: canvas.bounds, into: &canvas)
    return canvas
  }

  @Test func everySegmentFitsInAWideBar() {
    #expect(
      render(width: 80).lines == [
        " Circle │ 12 items │ 12 visible │ cells 12 new/0 reused/0 pooled │ offset 0,0   "
      ])
  }

  @Test func theLeastImportantSegmentsDropFirst() {
    #expect(render(width: 40).lines == [" Circle │ 12 items │ 12 visible         "])
    // Priority, not position: the middle segment goes first.
    let mixed = [
      StatusBar.Segment("Circle", priority: 60), StatusBar.Segment("offset 0,0", priority: 10),
      StatusBar.Segment("12 items", priority: 50),
    ]
    #expect(render(mixed, width: 31).lines == [" Circle │ offset 0,0 │ 12 items"])
    #expect(render(mixed, width: 30).lines == [" Circle │ 12 items            "])
    // Among equals the later one goes.
    let equal = [StatusBar.Segment("one"), StatusBar.Segment("two"), StatusBar.Segment("three")]
    #expect(render(equal, width: 12).lines == [" one │ two  "])
  }

  @Test func neverTheWholeBarTheLastSegmentIsCut() {
    #expect(render(width: 5).lines == [" Cir…"])
    #expect(
      render(notice: "The last item stays, as in the book", width: 12).lines == [" The last i…"])
  }

  @Test func aNoticeTakesOneSegmentNotTheWholeBar() {
    let theme = Theme(options: RenderOptions(colorMode: .trueColor))
    let canvas = render(notice: "Slow animations on (10×)", width: 80)
    #expect(
      canvas.lines == [
        " Circle │ 12 items │ 12 visible │ Slow animations on (10×)                      "
      ])
    #expect(canvas[40, 0].foreground == theme.noticeText)
    #expect(canvas[40, 0].style == .bold)
    // The notice outlasts every other segment.
    #expect(render(notice: "Slow animations off", width: 24).lines == [" Slow animations off    "])
  }

  @Test func aShorterTextErasesWhatALongerOneLeft() {
    var canvas = Canvas(width: 60, height: 1)
    let theme = Theme(options: RenderOptions(colorMode: .trueColor))
    StatusBar(segments: Self.segments, notice: "The last item stays, as in the book", theme: theme)
      .render(in: canvas.bounds, into: &canvas)
    StatusBar(segments: Self.segments, notice: "Nothing to delete", theme: theme).render(
      in: canvas.bounds, into: &canvas)
    #expect(canvas == render(notice: "Nothing to delete", width: 60))
    #expect(canvas.lines == [" Circle │ 12 items │ 12 visible │ Nothing to delete         "])
  }

  @Test func theFirstSegmentIsEmphasised() {
    let theme = Theme(options: RenderOptions(colorMode: .palette256))
    let canvas = render(width: 80, options: RenderOptions(colorMode: .palette256))
    #expect(canvas[1, 0].foreground == theme.accent && canvas[1, 0].style == .bold)
    #expect(canvas[8, 0].foreground == theme.dimText)
    #expect(canvas[10, 0].foreground == theme.barText && canvas[10, 0].style == [])
    #expect(canvas.glyphs.allSatisfy { $0.background == theme.barBackground })
    let plain = render(width: 80, options: RenderOptions(colorMode: .none))
    #expect(plain.glyphs.allSatisfy { $0.style.contains(.reverse) })
  }

  @Test func asciiIsSevenBit() {
    let canvas = render(
      notice: "Slow animations on (10×)", width: 60,
      options: RenderOptions(colorMode: .none, glyphSet: .ascii))
    #expect(canvas.lines == [" Circle | 12 items | 12 visible | Slow animations on (10x)  "])
    #expect(canvas.glyphs.allSatisfy { $0.scalar.isASCII })
    #expect(
      render(width: 5, options: RenderOptions(colorMode: .none, glyphSet: .ascii)).lines == [
        " Cir~"
      ])
  }
}
