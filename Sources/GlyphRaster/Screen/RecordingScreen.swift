/// A screen that records what it shows: it passes everything to the screen it wraps and writes
/// each frame to an `AsciicastWriter` as ANSI text — the whole screen first and after a
/// resize, then the glyphs that changed, at the time the frame was shown — with resizes and
/// clipboard sequences, so the recording replays the session as the user saw it.
///
/// It records frames as the app presented them, encoded by a `TerminalPresenter` with an
/// xterm-compatible terminal's strings (`TerminalCapabilities.ansi`), not the bytes the wrapped
/// screen wrote for its own terminal (which differ in the strings, not in what ends up on
/// screen).
public final class RecordingScreen: Screen {
  /// The screen shown on.
  public let screen: any Screen
  /// Where the session goes.
  public let writer: AsciicastWriter
  private var presenter: TerminalPresenter

  /// Wraps a screen; the writer's header is written now, with the screen's size.
  public init(recording screen: any Screen, to writer: AsciicastWriter, term: String?) {
    self.screen = screen
    self.writer = writer
    presenter = TerminalPresenter(capabilities: .ansi(colorMode: screen.renderOptions.colorMode))
    writer.start(columns: screen.columns, rows: screen.rows, term: term)
  }

  /// The wrapped screen's width.
  public var columns: Int { screen.columns }
  /// The wrapped screen's height.
  public var rows: Int { screen.rows }
  /// What the wrapped screen can show.
  public var renderOptions: RenderOptions { screen.renderOptions }
  /// What the wrapped screen wrote (the recording's own writing is not the terminal's).
  public var statistics: PresentStatistics { screen.statistics }

  /// Shows the frame and records what changed.
  public func present(_ canvas: Canvas) { present(canvas, scrolled: nil) }

  /// Shows the frame (passing the hint on) and records what changed: the whole frame on a
  /// cleared screen, with the cursor hidden, first and after a resize.
  public func present(_ canvas: Canvas, scrolled: CanvasScroll?) {
    screen.present(canvas, scrolled: scrolled)
    var cleared: [UInt8] = []
    guard
      let bytes = presenter.update(
        to: canvas, scrolled: scrolled,
        clear: { cleared = Array("\u{1B}[?25l".utf8) + $0 + Array("\u{1B}[H\u{1B}[2J".utf8) })
    else { return }
    writer.output(String(decoding: cleared + bytes, as: UTF8.self))
  }

  /// The wrapped screen's next event; a resize is recorded, and the next frame in full.
  public func nextEvent(timeout: Double?) -> InputEvent? {
    let event = screen.nextEvent(timeout: timeout)
    if case .resize(let columns, let rows) = event {
      writer.resize(columns: columns, rows: rows)
      presenter.invalidate()
    }
    return event
  }

  /// Copies through the wrapped screen and records the sequence.
  public func copyToClipboard(_ text: String) {
    screen.copyToClipboard(text)
    writer.output(ClipboardSequence.osc52(text))
  }

  /// Records the end of the session (attributes reset, the cursor shown) and closes the file.
  public func finish() {
    writer.output(String(decoding: presenter.finish(), as: UTF8.self) + "\u{1B}[?25h")
    writer.close()
  }
}
