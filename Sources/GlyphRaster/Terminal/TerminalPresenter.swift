import CollectionCore

/// What a terminal shows and how to bring it to the next frame: a full redraw from a cleared
/// screen, or the last frame's band scrolled on the terminal and the glyphs that still differ,
/// or nothing when the frame is the same. The bytes come from a `TerminalEncoder`; the
/// terminal screen writes them, and the page-scroll measurement counts them.
public struct TerminalPresenter {
  /// Turns changes into bytes and remembers the terminal's cursor and colours.
  public var encoder: TerminalEncoder
  /// The frame on the terminal, nil before the first and when a full redraw is due.
  public private(set) var shown: Canvas?
  /// What was written and skipped.
  public private(set) var statistics = PresentStatistics()
  /// The terminal's size in glyphs when it is not the canvas's (a canvas smaller than the
  /// terminal shows in its top-left part; one larger is cut): glyphs beyond it are not sent,
  /// and a scroll region is put back to the whole terminal.
  public var terminalSize: (columns: Int, rows: Int)?
  /// The hashes of a band of the shown frame's rows, when the last frame had them made.
  private var shownRowHashes: RowHashes?
  /// The clock the frames' stages are timed by.
  private let clock = SystemClock()

  /// A presenter for a terminal driven with these strings; the first frame is a full redraw.
  public init(capabilities: TerminalCapabilities) {
    encoder = TerminalEncoder(capabilities: capabilities)
  }

  /// Notes when the last frame's bytes had been written (the screen writes them).
  public mutating func noteWritten() { statistics.lastFrame.written = clock.now }

  /// Forgets what the terminal shows (it was resized, or something else drew on it): the next
  /// frame is drawn in full on a cleared screen.
  public mutating func invalidate() {
    shown = nil
    shownRowHashes = nil
  }

  /// The bytes that turn what the terminal shows into `canvas`, or nil when it already shows
  /// it. For a full redraw `clear` is called first, with the bytes that reset the colours (to
  /// write before clearing, as a clear fills the screen with the current background); it must
  /// clear the terminal.
  public mutating func update(
    to canvas: Canvas, scrolled: CanvasScroll?, clear: ([UInt8]) -> Void
  ) -> [UInt8]? {
    let size = terminalSize ?? (canvas.width, canvas.height)
    var base = shown
    var terminalScroll: CanvasScroll?
    var newRowHashes: RowHashes?
    if shown.map({ $0.width != canvas.width || $0.height != canvas.height }) ?? true {
      encoder.resetPen()
      clear(encoder.take())
      encoder.forgetState()
      base = Canvas(width: canvas.width, height: canvas.height)
      shown = nil
    } else if let hint = scrolled, hint.rows.upperBound <= size.rows, let shown {
      let choice = scroll(for: hint, from: shown, to: canvas)
      newRowHashes = choice.hashes
      // The diff reads the shown frame where the scroll took its rows.
      if let scroll = choice.scroll, encoder.scroll(scroll, height: size.rows) {
        terminalScroll = scroll
        statistics.framesScrolled += 1
      }
    }
    // Diffed and encoded in one pass (`base` is the shown frame, or a blank one).
    let changed = encoder.write(
      canvas, over: base ?? Canvas(width: canvas.width, height: canvas.height),
      scrolled: terminalScroll, width: size.columns, height: size.rows)
    base = nil
    let scrolledTerminal = terminalScroll != nil
    if shown != nil, changed == 0, !scrolledTerminal {
      statistics.framesSkipped += 1
      statistics.lastFrame = PresentStatistics.PresentedFrame()
      statistics.lastFrame.glyphsElided = canvas.width * canvas.height
      statistics.lastFrame.encoded = clock.now
      statistics.lastFrame.written = statistics.lastFrame.encoded
      return nil
    }
    shown = canvas
    shownRowHashes = newRowHashes
    statistics.frames += 1
    statistics.glyphsEmitted += changed
    statistics.glyphsElided += canvas.width * canvas.height - changed
    let bytes = encoder.take()
    statistics.lastFrame.glyphsEmitted = changed
    statistics.lastFrame.glyphsElided = canvas.width * canvas.height - changed
    statistics.lastFrame.bytes = bytes.count
    statistics.lastFrame.encoded = clock.now
    statistics.lastFrame.written = statistics.lastFrame.encoded
    return bytes
  }

  /// The hashes of a band of a frame's rows (`Canvas.rowHashes`).
  struct RowHashes {
    /// The band.
    var rows: Range<Int>
    /// Each row's hash, top to bottom.
    var hashes: [UInt64]
  }

  /// The scroll to send for a frame that comes with the app's `hint`: the hint itself, unless
  /// it keeps less than half of the band, when another distance, or none, may match more of it
  /// (`CanvasScroll.best`); and the new frame's row hashes when they were made.
  private func scroll(for hint: CanvasScroll, from shown: Canvas, to canvas: Canvas) -> (
    scroll: CanvasScroll?, hashes: RowHashes?
  ) {
    let band = hint.rows
    guard abs(hint.distance) * 2 > band.count, band.lowerBound >= 0,
      band.upperBound <= canvas.height
    else { return (hint, nil) }
    let new = canvas.rowHashes(band)
    let old = shownRowHashes.flatMap { $0.rows == band ? $0.hashes : nil } ?? shown.rowHashes(band)
    let scroll = CanvasScroll.best(
      hint: hint, oldHashes: old, newHashes: new, blankHash: canvas.blankRowHash)
    return (scroll, RowHashes(rows: band, hashes: new))
  }

  /// The bytes that leave the terminal with no attribute set and its own colours.
  public mutating func finish() -> [UInt8] {
    encoder.resetPen()
    return encoder.take()
  }
}
