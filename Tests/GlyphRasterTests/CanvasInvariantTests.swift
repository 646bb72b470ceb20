import Testing

@testable import GlyphRaster

/// The canvas's invariants catch rows of the wrong length.
@Suite("Canvas invariants")
struct CanvasInvariantTests {
  @Test func aRowOfTheWrongLengthIsCaught() {
    var canvas = Canvas(width: 4, height: 3)
    #expect(canvas._invariantViolations() == [])
    canvas.rows[1].removeLast()
    #expect(canvas._invariantViolations() == ["row 1 has 3 glyphs in a canvas 4 wide"])
    canvas.rows.removeLast()
    #expect(canvas._invariantViolations().contains("2 rows in a canvas 3 high"))
  }
}
