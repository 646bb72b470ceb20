import CollectionCore
import GlyphRaster
import Testing

/// The terminal's answers to the start-up queries (`CSI 16 t`, `OSC 11 ; ?`, then `CSI c`).
@Suite("Terminal query reply")
struct TerminalQueryReplyTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func theQueryAsksForTheCellSizeAndTheBackgroundThenTheDeviceAttributes() {
    #expect(
      TerminalQueryReply.query(cellSize: true, background: false) == bytes("\u{1B}[16t\u{1B}[c"))
    #expect(
      TerminalQueryReply.query(cellSize: true, background: true)
        == bytes("\u{1B}[16t\u{1B}]11;?\u{1B}\\\u{1B}[c"))
    #expect(
      TerminalQueryReply.query(cellSize: false, background: true)
        == bytes("\u{1B}]11;?\u{1B}\\\u{1B}[c"))
  }

  @Test func theBackgroundsAnswerGivesItsColourWhicheverEndItHas() {
    // xterm's default white, ended by ST as asked; then its attributes.
    let white = TerminalQueryReply(
      scanning: bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;2c"))
    #expect(white.background == .white)
    #expect(white.isComplete)
    #expect(white.otherBytes.isEmpty)
    // Two hex digits a channel, ended by BEL (some terminals answer that way), between the
    // cell size and the attributes.
    let dark = TerminalQueryReply(
      scanning: bytes("\u{1B}[6;19;9t\u{1B}]11;rgb:00/2b/36\u{07}\u{1B}[?62c"))
    #expect(dark.background == Color(red: 0, green: 43, blue: 54))
    #expect(dark.cellHeight == 19)
    #expect(dark.otherBytes.isEmpty)
    // One and three digits a channel scale to 0–255 too.
    #expect(
      TerminalQueryReply(scanning: bytes("\u{1B}]11;rgb:f/800/0\u{07}")).background
        == Color(red: 255, green: 128, blue: 0))
  }

  @Test func otherColourAnswersAndUnfinishedOnesAreNotBackgrounds() {
    // The foreground's answer is dropped, not handed back as keys.
    let foreground = TerminalQueryReply(
      scanning: bytes("\u{1B}]10;rgb:ffff/ffff/ffff\u{07}\u{1B}[?1c"))
    #expect(foreground.background == nil)
    #expect(foreground.otherBytes.isEmpty)
    #expect(foreground.isComplete)
    // Half an answer waits for the rest; nonsense is not a colour.
    let half = TerminalQueryReply(scanning: bytes("\u{1B}]11;rgb:ff"))
    #expect(half.background == nil)
    #expect(!half.isComplete)
    #expect(
      TerminalQueryReply(scanning: bytes("\u{1B}]11;#ffffff\u{07}")).background == nil)
    #expect(
      TerminalQueryReply(scanning: bytes("\u{1B}]11;rgb:fffff/0/0\u{07}")).background == nil)
  }

  /// Regression: a part with a sign parsed as a negative number, and turning its scaled value
  /// into a byte trapped: a garbled answer crashed the app at start-up.
  @Test func signedPartsAreNotColours() {
    #expect(TerminalQueryReply(scanning: bytes("\u{1B}]11;rgb:-f/0/0\u{07}")).background == nil)
    #expect(TerminalQueryReply(scanning: bytes("\u{1B}]11;rgb:0/+f/0\u{07}")).background == nil)
  }

  @Test func xtermsAnswersGiveTheCellsShape() {
    // xterm with DejaVu Sans Mono: cells 19 pixels high and 9 wide, then its attributes.
    let reply = TerminalQueryReply(scanning: bytes("\u{1B}[6;19;9t\u{1B}[?64;1;2;6;9;15;18;21;22c"))
    #expect(reply.cellHeight == 19)
    #expect(reply.cellWidth == 9)
    #expect(reply.isComplete)
    #expect(reply.otherBytes.isEmpty)
    #expect(abs((reply.cellAspect ?? 0) - 19.0 / 9) < 1e-12)
  }

  @Test func aTerminalThatIgnoresTheQueryIsDoneWhenItsAttributesArrive() {
    let reply = TerminalQueryReply(scanning: bytes("\u{1B}[?1;2c"))
    #expect(reply.isComplete)
    #expect(reply.cellAspect == nil)
  }

  @Test func answersSplitAcrossReadsWaitForTheRest() {
    let first = TerminalQueryReply(scanning: bytes("\u{1B}[6;19"))
    #expect(!first.isComplete)
    #expect(first.cellAspect == nil)
    let whole = TerminalQueryReply(scanning: bytes("\u{1B}[6;19;9t\u{1B}[?6"))
    #expect(whole.cellHeight == 19)
    #expect(!whole.isComplete)
  }

  @Test func keysTypedMeanwhileAreKeptInOrder() {
    // "q" before the answers, an arrow key between them, "x" after the last.
    let reply = TerminalQueryReply(
      scanning: bytes("q\u{1B}[6;20;10t\u{1B}[A\u{1B}[?62cx"))
    #expect(reply.cellAspect == 2)
    #expect(reply.isComplete)
    #expect(reply.otherBytes == bytes("q\u{1B}[Ax"))
    // A lone Escape at the end is a key too, not a sequence still arriving.
    #expect(TerminalQueryReply(scanning: [0x1B]).otherBytes == [0x1B])
  }

  @Test func nonsenseSizesAreNotBelieved() {
    #expect(TerminalQueryReply(scanning: bytes("\u{1B}[6;0;9t\u{1B}[?1c")).cellAspect == nil)
    #expect(TerminalQueryReply(scanning: bytes("\u{1B}[6;900;9t\u{1B}[?1c")).cellAspect == nil)
    #expect(TerminalQueryReply(scanning: bytes("\u{1B}[6;19t\u{1B}[?1c")).cellAspect == nil)
  }
}
