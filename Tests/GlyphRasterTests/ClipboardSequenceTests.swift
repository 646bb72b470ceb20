import GlyphRaster
import Testing

/// OSC 52: the sequence a terminal turns into a clipboard write, and its base64.
@Suite("Clipboard sequence")
struct ClipboardSequenceTests {
  @Test func base64MatchesRFC4648() {
    let vectors = [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ]
    for (text, encoded) in vectors {
      #expect(ClipboardSequence.base64(Array(text.utf8)) == encoded, "\(text)")
    }
    #expect(ClipboardSequence.base64([0xFF, 0xFE, 0xFD]) == "//79")
  }

  @Test func osc52SetsTheClipboardSelectionToTheUTF8Text() {
    #expect(ClipboardSequence.osc52("2") == "\u{1B}]52;c;Mg==\u{07}")
    #expect(ClipboardSequence.osc52("✓ 12") == "\u{1B}]52;c;4pyTIDEy\u{07}")
  }
}
