import CNcurses

extension NcursesScreen {
  /// xterm's button-event tracking: presses, releases and motion while a button is down.
  static let buttonEventTracking = "1002"

  /// Asks for motion reports while a button is held (xterm mode 1002), which a drag and a long
  /// press's drag need. ncurses turns the mouse on and off with terminfo's `XM`, which asks for
  /// mode 1000 (presses and releases only; `\E[?1006;1000%?%p1%{1}%=%th%el%;` in xterm's entry).
  /// Mode 1002 reports everything 1000 does plus the drags, and its number is as long, so `XM`
  /// is edited where ncurses keeps it, before ncurses first reads it: every place ncurses turns
  /// the mouse on or off (start, end, Ctrl-Z and `fg`) and the crash handler's bytes then agree.
  /// Call after `newterm` and before `mousemask`. Returns false when the terminal has no `XM`
  /// with mode 1000 (ncurses then uses its built-in 1000, and `writesButtonTrackingItself`).
  static func requestButtonEventTracking() -> Bool {
    guard let xm = capabilityPointer("XM") else { return false }
    let bytes = Array(String(cString: xm).utf8)
    let mode = Array("1000".utf8)
    guard bytes.count >= mode.count,
      let start = (0...(bytes.count - mode.count)).first(where: {
        Array(bytes[$0..<($0 + mode.count)]) == mode
      })
    else { return false }
    for (offset, byte) in buttonEventTracking.utf8.enumerated() {
      xm[start + offset] = CChar(bitPattern: byte)
    }
    return true
  }

  /// Whether the terminal speaks xterm's mouse protocol without an `XM` (kmous is `\E[M` or
  /// `\E[<`), so the screen turns mode 1002 on and off itself.
  static var writesButtonTrackingItself: Bool {
    capabilityPointer("XM") == nil && capability("kmous").starts(with: Array("\u{1B}[".utf8))
  }
}
