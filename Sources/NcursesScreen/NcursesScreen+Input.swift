import CNcurses
import GlyphRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension NcursesScreen {
  /// Waits up to `timeout` seconds (forever when `nil`) for a key, mouse action or resize;
  /// `nil` when the time ran out or a quit signal arrived. Reads never block (the window's
  /// timeout is 0): between them the screen sleeps in `waitForInput`, which input, a signal or
  /// the deadline ends, so an idle demo does not wake on its own.
  public func nextEvent(timeout: Double?) -> InputEvent? {
    guard !ended else { return nil }
    let clock = ContinuousClock()
    let deadline = timeout.map {
      clock.now + .milliseconds(Int64((max(0, min($0, 1e9)) * 1000).rounded(.up)))
    }
    if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
    while !Self.quitRequested {
      // Back from Ctrl-Z (and `fg`): ncurses repainted what it thinks is on screen (nothing:
      // frames bypass its windows), so the app is told to draw the whole frame again.
      if Self.takeResumed() {
        needsFullRedraw = true
        return .resize(columns: columns, rows: rows)
      }
      // First what ncurses holds or the terminal has sent, and a resize ncurses noted.
      var arrived = false
      if let event = readEvent(arrived: &arrived) { return event }
      if arrived { continue }
      var wait: Int?
      if let deadline {
        let milliseconds = (clock.now.duration(to: deadline) / .milliseconds(1)).rounded(.up)
        if milliseconds <= 0 {
          // Even a frame that runs late lets the signals that arrived meanwhile in.
          _ = waitForInput(milliseconds: 0)
          return nil
        }
        wait = Int(milliseconds)
      }
      switch waitForInput(milliseconds: wait) {
      case .closed:
        // A terminal that hung up sends nothing more (SIGHUP usually says so first).
        Self.requestQuit()
      case .timedOut where deadline != nil:
        // The deadline passed (the wait was rounded up to it) with nothing to read and no
        // signal: the frame is due, without a second read and wait first.
        return nil
      case .timedOut, .woken:
        break
      }
    }
    return nil
  }

  /// Turns off the terminal's interrupt character, so Ctrl-C arrives as a key (the demo quits on
  /// it as on `q`, a normal exit) rather than as SIGINT, as in raw-mode programs; Ctrl-\ and
  /// Ctrl-Z keep their signals. Saved as curses' program mode, so it lasts through Ctrl-Z and
  /// `fg`; `endwin` puts the shell's settings back, interrupt character included.
  static func deliverInterruptAsKey() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    withUnsafeMutableBytes(of: &settings.c_cc) { $0[Int(VINTR)] = 0 }  // 0 is _POSIX_VDISABLE
    guard tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 else { return }
    def_prog_mode()
  }

  /// Turns the terminal driver's output processing off (`OPOST`), so a frame's bytes go to the
  /// terminal as they are instead of being looked at one by one for newlines and tabs to
  /// translate: the encoder sends none that would be (`nonl` has already turned newline
  /// translation off), and the per-byte pass was a tenth of a page jump's CPU time. Saved as
  /// curses' program mode, as `deliverInterruptAsKey` does; `endwin` restores the shell's.
  static func sendOutputAsIs() {
    var settings = termios()
    guard tcgetattr(STDOUT_FILENO, &settings) == 0, settings.c_oflag & tcflag_t(OPOST) != 0
    else { return }
    settings.c_oflag &= ~tcflag_t(OPOST)
    guard tcsetattr(STDOUT_FILENO, TCSADRAIN, &settings) == 0 else { return }
    def_prog_mode()
  }

  /// One read that does not wait; nil when nothing arrived (`arrived` stays false) or what
  /// arrived means nothing to the demo (`arrived` is set).
  func readEvent(arrived: inout Bool) -> InputEvent? {
    var value: wint_t = 0
    // A read refreshes a window that changed (a resize changes it), and ncurses would then
    // paint its blank window over the frame, which it never saw.
    untouchwin(window)
    switch wget_wch(window, &value) {
    case KEY_CODE_YES:
      arrived = true
      return keyCodeEvent(Int32(bitPattern: value))
    case OK:
      arrived = true
      return characterEvent(value)
    default: return nil
    }
  }

  /// Maps an ncurses key code (KEY_…) to an event.
  func keyCodeEvent(_ code: Int32) -> InputEvent? {
    switch code {
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    // Shift with an arrow scrolls (the plain arrows move focus).
    case KEY_SR: return .key(.shift(.up))
    case KEY_SF: return .key(.shift(.down))
    case KEY_SLEFT: return .key(.shift(.left))
    case KEY_SRIGHT: return .key(.shift(.right))
    case KEY_IC: return .key(.insert)
    case KEY_DC: return .key(.delete)
    case KEY_PPAGE, KEY_A3, KEY_SPREVIOUS: return .key(.pageUp)
    case KEY_NPAGE, KEY_C3, KEY_SNEXT: return .key(.pageDown)
    case KEY_HOME, KEY_A1, KEY_SHOME: return .key(.home)
    case KEY_END, KEY_C1, KEY_SEND: return .key(.end)
    case KEY_BTAB: return .key(.backTab)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_RESIZE:
      needsFullRedraw = true
      return .resize(columns: columns, rows: rows)
    case KEY_MOUSE: return mouseEvent()
    default: return modifiedKeyEvent(code)
    }
  }

  /// Keys with Shift/Alt/Ctrl held, which terminfo names kUP5, kNXT3 and the like: a modified
  /// arrow is a shifted one (it scrolls), other modified keys are the plain key.
  func modifiedKeyEvent(_ code: Int32) -> InputEvent? {
    guard let pointer = keyname(code) else { return nil }
    let name = String(cString: pointer)
    let prefixes: [(String, Key)] = [
      ("kUP", .shift(.up)), ("kDN", .shift(.down)), ("kLFT", .shift(.left)),
      ("kRIT", .shift(.right)), ("kHOM", .home), ("kEND", .end), ("kPRV", .pageUp),
      ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert),
    ]
    for (prefix, key) in prefixes
    where name.hasPrefix(prefix) && name.dropFirst(prefix.count).allSatisfy(\.isNumber) {
      return .key(key)
    }
    return nil
  }

  /// Maps a character read by `wget_wch` to a key.
  func characterEvent(_ value: wint_t) -> InputEvent? {
    switch value {
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return escapeEvent()
    case 8, 127: return .key(.backspace)
    case 1...26: return .key(.control(Character(Unicode.Scalar(UInt8(value) + 0x60))))
    case 0..<32: return nil
    default:
      guard let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
      return .key(.character(Character(scalar)))
    }
  }

  /// A lone ESC is Escape; a CSI/SS3 sequence ncurses did not recognise (TERM names another
  /// terminal) is decoded when it is a common navigation key and swallowed otherwise, as is an
  /// OSC (a late answer to the start-up queries). Alt plus a key (ESC and the key in one read)
  /// is a key of its own, bound to nothing: it is swallowed whole, so Alt-q does not quit, as in
  /// lazygit or any terminal program that reads Alt.
  func escapeEvent() -> InputEvent? {
    wtimeout(window, 0)
    var value: wint_t = 0
    switch wget_wch(window, &value) {
    case KEY_CODE_YES:
      ungetch(Int32(bitPattern: value))
      return .key(.escape)
    case OK where value == 0x5B || value == 0x4F:  // CSI "[" or SS3 "O"
      let isCSI = value == 0x5B
      var parameters = ""
      while wget_wch(window, &value) == OK, let scalar = Unicode.Scalar(UInt32(value)) {
        if isCSI, (0x20...0x3F).contains(value) {
          parameters.unicodeScalars.append(scalar)
          continue
        }
        if isCSI, value == 0x4D, parameters.isEmpty {  // an X10 mouse report: three more bytes
          for _ in 0..<3 { _ = wget_wch(window, &value) }
          return nil
        }
        let key = Self.sequenceKey(isCSI: isCSI, parameters: parameters, final: Character(scalar))
        return key.map { .key($0) }
      }
      return nil
    case OK where value == 0x5D:  // OSC "]": an answer to the colour query that came too late
      // Swallowed to its end (BEL or ST), so its characters are not taken for keys.
      while wget_wch(window, &value) == OK {
        if value == 0x07 { break }
        if value == 27 {
          _ = wget_wch(window, &value)
          break
        }
      }
      return nil
    case OK where value == 27:
      // Escape pressed twice: the second one is read next.
      unget_wch(wchar_t(bitPattern: value))
      return .key(.escape)
    case OK:
      return nil
    default:
      return .key(.escape)
    }
  }

  /// The key an xterm-style `ESC [ parameters final` or `ESC O final` sequence stands for
  /// (an arrow with a modifier such as `1;2` or `1;5` is a shifted arrow; other keys ignore
  /// modifiers; mouse reports and private sequences give nil).
  static func sequenceKey(isCSI: Bool, parameters: String, final: Character) -> Key? {
    if let lead = parameters.first, "<=>?".contains(lead) { return nil }
    let fields = parameters.split(separator: ";")
    let first = fields.first.map(String.init) ?? ""
    let modified = fields.count > 1 && fields[1] != "1"
    func arrow(_ key: Key) -> Key { modified ? .shift(key) : key }
    switch final {
    case "A": return arrow(.up)
    case "B": return arrow(.down)
    case "C": return arrow(.right)
    case "D": return arrow(.left)
    case "H": return .home
    case "F": return .end
    case "Z": return .backTab
    case "M" where !isCSI: return .enter
    case "~":
      switch first {
      case "2": return .insert
      case "3": return .delete
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  /// Reads the pending mouse event: wheel, press, drag or release of the first button.
  func mouseEvent() -> InputEvent? {
    var x: Int32 = 0
    var y: Int32 = 0
    var state: mmask_t = 0
    guard tuicv_getmouse(&x, &y, &state) == OK else { return nil }
    let (column, row) = (Int(x), Int(y))
    if state & (tuicv_button3_pressed() | tuicv_button3_clicked()) != 0 {
      return .mouse(.rightPress(x: column, y: row))
    }
    if state & tuicv_button4_pressed() != 0 { return .mouse(.wheelUp(x: column, y: row)) }
    if state & tuicv_button5_pressed() != 0 { return .mouse(.wheelDown(x: column, y: row)) }
    // A press and its release that arrive in one read (a quick click, or over a slow link)
    // come from ncurses as one click, even with mouseinterval(0): the press now, the release
    // next.
    if state & tuicv_button1_clicked() != 0 {
      pendingEvents.append(.mouse(.release(x: column, y: row)))
      return .mouse(.press(x: column, y: row))
    }
    if state & tuicv_button1_pressed() != 0 {
      mouseButtonDown = true
      return .mouse(.press(x: column, y: row))
    }
    if state & tuicv_button1_released() != 0 {
      mouseButtonDown = false
      return .mouse(.release(x: column, y: row))
    }
    // Motion reports (button-event tracking) while the button is down are a drag. The
    // terminal reports motion only while a button is held (mode 1002), but ncurses drops a
    // press that arrives in one read with the motion after it: the first motion then stands
    // for the press.
    if state & tuicv_report_mouse_position() != 0 {
      if !mouseButtonDown {
        mouseButtonDown = true
        return .mouse(.press(x: column, y: row))
      }
      return .mouse(.drag(x: column, y: row))
    }
    return nil
  }
}
