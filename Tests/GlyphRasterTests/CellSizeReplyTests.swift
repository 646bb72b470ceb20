import GlyphRaster
import Testing

/// The terminal's answers to the cell-size query (`CSI 16 t`, then `CSI c`).
@Suite("Cell size reply")
struct CellSizeReplyTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func theQueryAsksForTheCellSizeThenTheDeviceAttributes() {
    #expect(CellSizeReply.query == bytes("\u{1B}[16t\u{1B}[c"))
  }

  @Test func xtermsAnswersGiveTheCellsShape() {
    // xterm with DejaVu Sans Mono: cells 19 pixels high and 9 wide, then its attributes.
    let reply = CellSizeReply(scanning: bytes("\u{1B}[6;19;9t\u{1B}[?64;1;2;6;9;15;18;21;22c"))
    #expect(reply.cellHeight == 19)
    #expect(reply.cellWidth == 9)
    #expect(reply.isComplete)
    #expect(reply.otherBytes.isEmpty)
    #expect(abs((reply.cellAspect ?? 0) - 19.0 / 9) < 1e-12)
  }

  @Test func aTerminalThatIgnoresTheQueryIsDoneWhenItsAttributesArrive() {
    let reply = CellSizeReply(scanning: bytes("\u{1B}[?1;2c"))
    #expect(reply.isComplete)
    #expect(reply.cellAspect == nil)
  }

  @Test func answersSplitAcrossReadsWaitForTheRest() {
    let first = CellSizeReply(scanning: bytes("\u{1B}[6;19"))
    #expect(!first.isComplete)
    #expect(first.cellAspect == nil)
    let whole = CellSizeReply(scanning: bytes("\u{1B}[6;19;9t\u{1B}[?6"))
    #expect(whole.cellHeight == 19)
    #expect(!whole.isComplete)
  }

  @Test func keysTypedMeanwhileAreKeptInOrder() {
    // "q" before the answers, an arrow key between them, "x" after the last.
    let reply = CellSizeReply(
      scanning: bytes("q\u{1B}[6;20;10t\u{1B}[A\u{1B}[?62cx"))
    #expect(reply.cellAspect == 2)
    #expect(reply.isComplete)
    #expect(reply.otherBytes == bytes("q\u{1B}[Ax"))
    // A lone Escape at the end is a key too, not a sequence still arriving.
    #expect(CellSizeReply(scanning: [0x1B]).otherBytes == [0x1B])
  }

  @Test func nonsenseSizesAreNotBelieved() {
    #expect(CellSizeReply(scanning: bytes("\u{1B}[6;0;9t\u{1B}[?1c")).cellAspect == nil)
    #expect(CellSizeReply(scanning: bytes("\u{1B}[6;900;9t\u{1B}[?1c")).cellAspect == nil)
    #expect(CellSizeReply(scanning: bytes("\u{1B}[6;19t\u{1B}[?1c")).cellAspect == nil)
  }
}
