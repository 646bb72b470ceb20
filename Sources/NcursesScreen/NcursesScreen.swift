import CNcurses
import CollectionCore
import GlyphRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the terminal could not be opened; the description is a message for the user.
public enum NcursesScreenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Standard input, standard output or both are not terminals (true for each that is not).
  case notATerminal(input: Bool, output: Bool)
  /// `TERM` is unset or names a terminal the terminfo database does not know.
  case unknownTerminal(String?)
  /// The terminal is known but cannot be driven (no cursor addressing).
  case unsupportedTerminal(String)

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .notATerminal(let input, let output):
      "cannot initialise the terminal: \(Self.notATerminalReason(input: input, output: output))"
    case .unknownTerminal(nil), .unknownTerminal(""):
      "cannot initialise the terminal: TERM is not set (set TERM, e.g. TERM=xterm-256color)"
    case .unknownTerminal(let name?):
      "cannot initialise the terminal \"\(name)\": unknown terminal type (set TERM, e.g. TERM=xterm-256color)"
    case .unsupportedTerminal(let name):
      "cannot initialise the terminal \"\(name)\": it cannot move the cursor (set TERM, e.g. TERM=xterm-256color)"
    }
  }

  /// Names the streams that are not terminals: "standard input is not a terminal", "standard
  /// output is not a terminal" or "standard input and output are not terminals".
  public static func notATerminalReason(input: Bool, output: Bool) -> String {
    switch (input, output) {
    case (true, true): "standard input and output are not terminals"
    case (true, false): "standard input is not a terminal"
    default: "standard output is not a terminal"
    }
  }
}

/// The ncursesw terminal: shows canvases with damage tracking and reports keys, mouse and resizes.
public final class NcursesScreen: Screen {
  /// What the terminal can show, decided once when the screen opens.
  public let renderOptions: RenderOptions
  /// The glyph cell's height over its width, when the terminal reports its size in pixels or
  /// answers the cell-size query.
  public let measuredCellAspect: Double?
  /// The terminal's background colour, when it answered the colour query (or `COLORFGBG`
  /// names a dark or light one): the backdrop the rasterizer blends edges towards.
  public let measuredBackground: Color?
  /// What `present` wrote and skipped.
  public var statistics: PresentStatistics { presenter.statistics }

  let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  /// The direct-colour terminfo entry drawn with instead of `TERM`'s (for `COLORTERM=truecolor`
  /// on a terminal whose own entry has 256 colours), if any.
  public let directColorEntry: String?
  var needsFullRedraw = true
  /// What the terminal shows, and the bytes that bring it to the next frame.
  var presenter: TerminalPresenter
  var ended = false
  /// Events read together with an earlier one and not yet returned (a click's release).
  var pendingEvents: [InputEvent] = []
  /// Whether the screen turns button-event tracking on and off itself (no `XM` to carry it).
  let tracksButtonsItself: Bool
  /// Whether the first mouse button is down (motion reports then are drags).
  var mouseButtonDown = false
  var lastColumns: Int
  var lastRows: Int
  /// The thread's signal mask before the screen blocked the wake signals; `end` puts it back.
  let signalMaskBefore: sigset_t

  /// Opens the terminal on standard input and output; throws a user-facing error instead of
  /// exiting. When 24-bit colour is wanted (`colorChoice.wantsTrueColor(in:)`) and `TERM`'s own
  /// entry lacks it, the terminal is driven through a direct-colour terminfo entry of the same
  /// family (`xterm-direct`, from ncurses-term) when one is installed; otherwise through `TERM`'s
  /// entry, in the colours it has. A terminal that does not report its size in pixels is asked
  /// for its cell size (`CSI 16 t`) unless `queriesCellSize` is false. An xterm-compatible
  /// terminal is asked for its background colour (`OSC 11 ; ?`) unless `queriesBackground` is
  /// false; `COLORFGBG` answers when it does not.
  public init(
    colorChoice: ColorChoice = .auto, glyphSet: GlyphSet? = nil,
    environment: TerminalEnvironment = .current, queriesCellSize: Bool = true,
    queriesBackground: Bool = true
  ) throws(NcursesScreenError) {
    setlocale(LC_ALL, "")
    if let error = Self.streamsError() { throw error }

    let termName = environment.term
    Self.saveSettingsForCrash()
    guard let termName, !termName.isEmpty else { throw .unknownTerminal(termName) }
    var opened: (screen: OpaquePointer, entry: String?)?
    if colorChoice.wantsTrueColor(in: environment) {
      for name in environment.directColorTerminalNames {
        if let screen = tuicv_newterm(name) {
          opened = (screen, name)
          break
        }
      }
    }
    if opened == nil, let screen = tuicv_newterm(nil) { opened = (screen, nil) }
    guard let opened else { throw .unknownTerminal(termName) }
    let screen = opened.screen
    directColorEntry = opened.entry
    set_term(screen)
    guard let window = tuicv_stdscr() else {
      endwin()
      delscreen(screen)
      throw .unknownTerminal(termName)
    }
    if !Self.canAddressCursor() {
      endwin()
      delscreen(screen)
      throw .unsupportedTerminal(termName)
    }
    self.screen = screen
    self.window = window
    // Before the crash handler's bytes and mousemask read XM.
    let tracksButtonsItself = !Self.requestButtonEventTracking() && Self.writesButtonTrackingItself
    self.tracksButtonsItself = tracksButtonsItself
    // After newterm, so these replace the handlers ncurses installs (which would exit).
    Self.installSignalHandlers()
    Self.prepareRestoreBytesForCrash()
    Self.installCrashHandlers()
    Self.holdStandardError()

    cbreak()
    noecho()
    nonl()
    Self.deliverInterruptAsKey()
    Self.sendOutputAsIs()
    keypad(window, true)
    wtimeout(window, 0)  // Reads never wait: nextEvent waits in waitForInput.
    scrollok(window, false)
    leaveok(window, true)
    curs_set(0)
    set_escdelay(25)

    var colorMode = colorChoice.colorMode(in: environment, terminalColors: 0x100_0000)
    var defaults = false
    var colors = 0
    if colorMode.hasColor, has_colors(), start_color() == OK {
      defaults = use_default_colors() == OK
      colors = Int(tuicv_colors())
    }
    colorMode = colorMode.capped(toTerminalColors: colors)
    let utf8 = tuicv_locale_is_utf8() != 0
    presenter = TerminalPresenter(
      capabilities: Self.terminalCapabilities(
        colors: TerminalColors(
          mode: colorMode, hasDefaultColors: defaults, numbersColorsAsRGB: colors >= 0x100_0000),
        utf8: utf8))

    let glyphs = glyphSet ?? (utf8 ? .unicode : .ascii)
    let answers = Self.queryTerminal(
      cellSize: queriesCellSize,
      background: queriesBackground && environment.answersColorQueries)
    measuredCellAspect = answers.cellAspect
    measuredBackground = answers.background ?? environment.colorFGBGBackground
    renderOptions = RenderOptions(
      colorMode: colorMode, glyphSet: glyphs, backdrop: measuredBackground ?? .black)

    mousemask(tuicv_all_mouse_events() | tuicv_report_mouse_position(), nil)
    mouseinterval(0)
    if tracksButtonsItself {
      doupdate()
      Self.writeToTerminal(Array("\u{1B}[?\(Self.buttonEventTracking)h".utf8))
    }

    lastColumns = Int(tuicv_cols())
    lastRows = Int(tuicv_lines())
    signalMaskBefore = Self.blockWakeSignals()
  }

  deinit { end() }

  /// The terminal's width in glyphs.
  public var columns: Int {
    if !ended { lastColumns = Int(tuicv_cols()) }
    return lastColumns
  }

  /// The terminal's height in glyphs.
  public var rows: Int {
    if !ended { lastRows = Int(tuicv_lines()) }
    return lastRows
  }

  /// Restores the terminal (leaves curses mode, disables the mouse); safe to call more than once.
  public func end() {
    guard !ended else { return }
    ended = true
    set_term(screen)
    // The terminal's own colours back before ncurses, which thinks they never changed, leaves.
    Self.writeToTerminal(presenter.finish())
    if tracksButtonsItself {
      Self.writeToTerminal(Array("\u{1B}[?\(Self.buttonEventTracking)l".utf8))
    }
    endwin()
    delscreen(screen)
    Self.removeCrashHandlers()
    Self.releaseStandardError()
    var mask = signalMaskBefore
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Whether a file descriptor is a terminal (0 is standard input, 1 standard output).
  public static func isTerminal(fd: Int32) -> Bool { isatty(fd) != 0 }

  /// `notATerminal` naming standard input, output or both when they are not terminals; nil
  /// when both are, so the screen can open.
  public static func streamsError() -> NcursesScreenError? {
    let input = isTerminal(fd: 0)
    let output = isTerminal(fd: 1)
    return input && output ? nil : .notATerminal(input: !input, output: !output)
  }

  /// The terminal's size in glyphs and pixels, from standard output (nil when it is no
  /// terminal).
  public static func pixelSize() -> TerminalPixelSize? {
    var columns: Int32 = 0
    var rows: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    guard tuicv_window_size(STDOUT_FILENO, &columns, &rows, &width, &height) == 0 else {
      return nil
    }
    return TerminalPixelSize(
      columns: Int(columns), rows: Int(rows), width: Int(width), height: Int(height))
  }

  /// Whether terminfo has `cup` (a string capability that is absent is NULL or (char *)-1).
  static func canAddressCursor() -> Bool {
    guard let cup = tigetstr("cup") else { return false }
    return Int(bitPattern: cup) != -1
  }
}
