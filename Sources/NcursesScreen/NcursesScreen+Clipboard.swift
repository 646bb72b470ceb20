import GlyphRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension NcursesScreen {
  /// Puts text on the system clipboard with OSC 52, written straight to the terminal between
  /// frames (ncurses has flushed its output by then). Terminals that do not know the sequence
  /// ignore it.
  public func copyToClipboard(_ text: String) {
    guard !ended else { return }
    Self.writeToTerminal(Array(ClipboardSequence.osc52(text).utf8))
  }

  /// Writes bytes to standard output, all of them unless it fails.
  static func writeToTerminal(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
