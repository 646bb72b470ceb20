import Testing

@testable import GlyphRaster

/// The page dots: a dot a page while they fit, the count when they do not, whatever the count.
@Suite("Page control")
struct PageControlTests {
  func line(pages: Int, current: Int, width: Int) -> String {
    let control = PageControl(
      numberOfPages: pages, currentPage: current,
      theme: Theme(options: RenderOptions(colorMode: .none)))
    var canvas = Canvas(width: width, height: 1)
    control.render(in: GlyphRect(x: 0, y: 0, width: width, height: 1), into: &canvas)
    return canvas.text.trimmingCharacters(in: .whitespaces)
  }

  @Test func dotsWhileTheyFitThenTheCount() {
    #expect(line(pages: 3, current: 1, width: 11) == "○ ● ○")
    // Six dots and five spaces fill eleven columns; seven pages do not fit.
    #expect(line(pages: 6, current: 0, width: 11) == "● ○ ○ ○ ○ ○")
    #expect(line(pages: 7, current: 6, width: 11) == "6 of 7")
    // Ten million pages: the count (the dots are never spelt out).
    #expect(line(pages: 10_000_000, current: 4, width: 30) == "4 of 10000000")
  }
}
