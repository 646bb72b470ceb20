/// The escape sequence that puts text on the system clipboard through the terminal: OSC 52
/// (`ESC ] 52 ; c ; base64 BEL`), which xterm, kitty, iTerm2, WezTerm, Windows Terminal and
/// others understand, over ssh too, and tmux passes on (and keeps as a buffer) with
/// `set-clipboard on`.
public enum ClipboardSequence {
  /// The OSC 52 sequence that sets the clipboard (selection `c`) to `text`, as UTF-8.
  public static func osc52(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  /// Standard base64 (RFC 4648, with padding) of some bytes.
  public static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = UInt32(bytes[index]) << 16
      if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[index + 2]) }
      for position in 0..<4 {
        if position <= count {
          out.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
        } else {
          out.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
