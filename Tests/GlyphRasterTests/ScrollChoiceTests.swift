import CollectionCore
import Testing

@testable import GlyphRaster

/// The scroll a jump goes out with: the app's, another that matches more rows, or none.
@Suite("Scroll choice")
struct ScrollChoiceTests {
  /// A canvas of `height` rows whose row y shows pattern `(offset + y) % period`, with the
  /// item's number in the middle row of each period: a grid of alike cells, scrolled to
  /// `offset`.
  static func grid(offset: Int, period: Int, width: Int = 12, height: Int = 10) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    for y in 0..<height {
      let line = offset + y
      let kind = line % period
      let colour: Color = [.orange, .black, Color(red: 30, green: 144, blue: 255)][kind % 3]
      canvas.put(String(repeating: "▄", count: width), x: 0, y: y, foreground: colour)
      if kind == period / 2 { canvas.put("\(line / period)", x: 4, y: y) }
    }
    return canvas
  }

  /// The best scroll between two canvases of one size, over the whole height.
  static func best(from old: Canvas, to new: Canvas, hint distance: Int) -> CanvasScroll? {
    let band = 0..<new.height
    return CanvasScroll.best(
      hint: CanvasScroll(rows: band, distance: distance), oldHashes: old.rowHashes(band),
      newHashes: new.rowHashes(band), blankHash: new.blankRowHash)
  }

  /// A page of a grid whose period does not divide the page: the old page matches the new one
  /// shifted by what is left over, and only the rows with numbers differ.
  @Test func aJumpOverAGridScrollsByWhatThePeriodLeavesOver() {
    let old = Self.grid(offset: 0, period: 4)
    let new = Self.grid(offset: 9, period: 4)
    #expect(Self.best(from: old, to: new, hint: 9)?.distance == 1)
    // A jump by a whole number of periods: no scroll at all.
    #expect(Self.best(from: old, to: Self.grid(offset: 8, period: 4), hint: 8) == nil)
    // Back up: the old page matches one row further down.
    #expect(Self.best(from: new, to: old, hint: -9)?.distance == -1)
  }

  /// Rows that all differ: the app's scroll stands.
  @Test func rowsThatAllDifferKeepTheHint() {
    var old = Canvas(width: 6, height: 8)
    var new = old
    for y in 0..<8 {
      old.put("old \(y)", x: 0, y: y)
      new.put("new \(y)", x: 0, y: y)
    }
    #expect(Self.best(from: old, to: new, hint: 7)?.distance == 7)
    #expect(Self.best(from: old, to: new, hint: -5)?.distance == -5)
  }

  /// Ties go to the hint, then to no scroll, then to the shorter distance; exposed rows match
  /// blank new rows.
  @Test func tiesGoToTheHintThenToNoScroll() {
    // Every row alike: any distance keeps every row but exposes some, which are blank.
    var full = Canvas(width: 5, height: 6)
    for y in 0..<6 { full.put("aaaaa", x: 0, y: y) }
    #expect(Self.best(from: full, to: full, hint: 4) == nil)
    // A blank new page: the hint's exposed rows are blank, and so is every other choice's.
    let blank = Canvas(width: 5, height: 6)
    #expect(Self.best(from: full, to: blank, hint: 6)?.distance == 6)
    // Two kinds of row alternating: no scroll keeps them all.
    var stripes = Canvas(width: 5, height: 6)
    for y in stride(from: 0, to: 6, by: 2) { stripes.put("xxxxx", x: 0, y: y) }
    #expect(Self.best(from: stripes, to: stripes, hint: 3) == nil)
    var shifted = Canvas(width: 5, height: 6)
    for y in stride(from: 1, to: 6, by: 2) { shifted.put("xxxxx", x: 0, y: y) }
    // Shifted by one: up by one keeps five rows and exposes a row to write; down by one keeps
    // five and exposes the blank first row. The hint (3) keeps three and leaves two to write.
    #expect(Self.best(from: stripes, to: shifted, hint: 3)?.distance == -1)
  }

  /// Through the presenter: a jump over a grid goes out as a short scroll and a few glyphs, in
  /// a fraction of the bytes of the app's scroll, and the terminal shows the new page.
  @Test func aJumpOverAGridSendsAFractionOfTheBytes() {
    let capabilities = TerminalCapabilities.ansi(colorMode: .palette256)
    let old = Self.grid(offset: 0, period: 5, width: 40, height: 20)
    let new = Self.grid(offset: 18, period: 5, width: 40, height: 20)
    let hint = CanvasScroll(rows: 0..<20, distance: 18)
    let (terminal, _, total) = TerminalEncoderTests.play(
      [(old, nil), (new, hint)], capabilities: capabilities)
    #expect(terminal.cells == VirtualTerminal.cells(of: new, colors: capabilities.colors))
    let (_, _, first) = TerminalEncoderTests.play([(old, nil)], capabilities: capabilities)
    // The app's scroll would write the 18 exposed rows: most of a full page.
    var full = TerminalPresenter(capabilities: capabilities)
    let page = full.update(to: new, scrolled: nil) { _ in }?.count ?? 0
    #expect(total - first < page / 5)
  }
}
