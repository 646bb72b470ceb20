import CollectionCore
import GlyphRaster
import Testing

/// The title bar alone: brand, tabs that scroll to keep the selected one whole, the hint,
/// hit testing, colours and ASCII.
@Suite("Title bar")
struct TitleBarTests {
  static let titles = ["Circle", "Flow", "Flow ↔"]

  func bar(
    selected: Int = 0, width: Int, options: RenderOptions = RenderOptions(colorMode: .trueColor)
  ) -> (TitleBar, Canvas) {
    let bar = TitleBar(
      brand: "TUICollectionView", tabs: Self.titles, selectedTab: selected,
      hint: "? help  q quit", theme: Theme(options: options))
    var canvas = Canvas(width: width, height: 1)
    bar.render(in: canvas.bounds, into: &canvas)
    return (bar, canvas)
  }

  @Test func everythingFitsInAWideBar() {
    #expect(
      bar(width: 80).1.lines == [
        " TUICollectionView  Circle  Flow  Flow ↔                         ? help  q quit "
      ])
  }

  @Test func theBrandGoesBeforeTheHint() {
    // Every tab and the hint fit without the brand; the hint needs two spaces of gap.
    #expect(bar(width: 40).1.lines == [" Circle  Flow  Flow ↔    ? help  q quit "])
    #expect(
      bar(width: 57).1.lines == [
        " Circle  Flow  Flow ↔ " + String(repeating: " ", count: 20) + "? help  q quit "
      ])
    #expect(bar(width: 58).1.lines[0].hasPrefix(" TUICollectionView  Circle"))
    // Without a hint the last tab's closing space may fall off the edge.
    let hintless = TitleBar(
      brand: "TUICollectionView", tabs: Self.titles, selectedTab: 0,
      theme: Theme(options: RenderOptions(colorMode: .none)))
    var canvas = Canvas(width: 40, height: 1)
    hintless.render(in: canvas.bounds, into: &canvas)
    #expect(canvas.lines == [" TUICollectionView  Circle  Flow  Flow ↔"])
  }

  @Test(arguments: [
    (0, " Circle  Flow  › ? help  q quit "),
    (1, " Circle  Flow  › ? help  q quit "),
    (2, "‹ Flow  Flow ↔   ? help  q quit "),
  ])
  func tabsScrollToKeepTheSelectedOneWhole(selected: Int, picture: String) {
    #expect(bar(selected: selected, width: 32).1.lines == [picture])
  }

  @Test func aTabThatCannotFitPushesTheBrandOutThenIsCut() {
    #expect(bar(selected: 2, width: 12).1.lines == ["‹ Flow ↔    "])
    #expect(bar(selected: 1, width: 12).1.lines == ["‹ Flow     ›"])
    #expect(bar(selected: 2, width: 5).1.lines == ["‹ Fl…"])
  }

  @Test func hitTestingFindsTheTabUnderAColumn() {
    let (wide, _) = bar(width: 80)
    let area = GlyphRect(x: 0, y: 0, width: 80, height: 1)
    #expect(wide.tab(atColumn: 0, in: area) == nil)
    #expect(wide.tab(atColumn: 18, in: area) == nil)
    #expect((19...26).allSatisfy { wide.tab(atColumn: $0, in: area) == 0 })
    #expect((27...32).allSatisfy { wide.tab(atColumn: $0, in: area) == 1 })
    #expect((33...40).allSatisfy { wide.tab(atColumn: $0, in: area) == 2 })
    #expect(wide.tab(atColumn: 41, in: area) == nil)
    #expect(wide.tab(atColumn: 70, in: area) == nil)
    // The markers stand for the nearest tab they hide; an offset area shifts the columns.
    let (narrow, _) = bar(selected: 1, width: 32)
    let shifted = GlyphRect(x: 10, y: 3, width: 32, height: 1)
    #expect(narrow.tab(atColumn: 11, in: shifted) == 0)
    #expect(narrow.tab(atColumn: 20, in: shifted) == 1)
    #expect(narrow.tab(atColumn: 25, in: shifted) == 2)
    #expect(narrow.tab(atColumn: 26, in: shifted) == nil)
    #expect(narrow.tab(atColumn: 30, in: shifted) == nil)
  }

  @Test func theSelectedTabStandsOut() {
    let theme = Theme(options: RenderOptions(colorMode: .trueColor))
    let canvas = bar(selected: 1, width: 80).1
    #expect(canvas[28, 0].background == theme.selectedBackground)
    #expect(canvas[28, 0].foreground == theme.selectedText)
    #expect(canvas[28, 0].style == .bold)
    #expect(canvas[20, 0].foreground == theme.dimText)
    #expect(canvas[1, 0].style == .bold)
    #expect(canvas[1, 0].foreground == theme.barText)
    #expect(canvas[70, 0].foreground == theme.dimText)
    #expect(
      canvas.glyphs.allSatisfy {
        $0.background == theme.barBackground || $0.background == theme.selectedBackground
      })
    // Without colour: the bar in reverse video, the selected tab bold and underlined.
    let plain = bar(selected: 1, width: 80, options: RenderOptions(colorMode: .none)).1
    #expect(plain[10, 0].style == [.reverse, .bold])
    #expect(plain[28, 0].style == [.bold, .underline])
    #expect(plain[50, 0].style == .reverse)
  }

  @Test func asciiIsSevenBit() {
    let ascii = RenderOptions(colorMode: .none, glyphSet: .ascii)
    #expect(
      bar(selected: 1, width: 32, options: ascii).1.lines == [" Circle  Flow  > ? help  q quit "])
    let wide = bar(selected: 2, width: 80, options: ascii).1
    #expect(wide.lines[0].hasPrefix(" TUICollectionView  Circle  Flow  Flow <-> "))
    #expect(wide.glyphs.allSatisfy { $0.scalar.isASCII })
  }

  @Test func drawsOnlyInsideItsArea() {
    let bar = TitleBar(
      brand: "App", tabs: ["One", "Two"], selectedTab: 1, hint: "q quit",
      theme: Theme(options: RenderOptions(colorMode: .none)))
    var canvas = Canvas(width: 20, height: 3, fill: Glyph("x"))
    bar.render(in: GlyphRect(x: 2, y: 1, width: 16, height: 1), into: &canvas)
    #expect(
      canvas.lines == ["xxxxxxxxxxxxxxxxxxxx", "xx‹ Two    q quit xx", "xxxxxxxxxxxxxxxxxxxx"])
  }
}
