import CollectionCore

/// A screen with no terminal: it keeps its own buffer of glyphs, updated only by applying each
/// frame's diff (as a terminal is), and replays queued events. Tests, snapshots and
/// `--snapshot` use it; because it applies diffs, a diff that drops a change shows up as a
/// buffer that differs from the last frame. With a manual clock, waiting for input with no
/// events left moves that clock on by the timeout, so a run loop can play animations out.
public final class HeadlessScreen: Screen {
  /// The size in glyphs.
  public private(set) var columns: Int
  /// The size in glyphs.
  public private(set) var rows: Int
  /// What the screen pretends to show.
  public let renderOptions: RenderOptions
  /// What the screen shows: the glyphs as the diffs of every frame so far left them (`nil`
  /// before the first frame).
  public private(set) var buffer: Canvas?
  /// The last frame presented, as it was handed over.
  public private(set) var canvas: Canvas?
  /// What was written.
  public private(set) var statistics = PresentStatistics()
  /// Events `nextEvent` will return, in order.
  public var queuedEvents: [InputEvent] = []
  /// The clock that waiting advances, if any.
  public var clock: ManualClock?
  /// What was put on the clipboard, in order.
  public private(set) var copiedTexts: [String] = []
  /// The clock frames are timed by (the app times its stages by the same).
  private let systemClock = SystemClock()

  /// Creates a headless screen of a size.
  public init(columns: Int, rows: Int, renderOptions: RenderOptions = RenderOptions()) {
    self.columns = columns
    self.rows = rows
    self.renderOptions = renderOptions
  }

  /// Keeps the text, as the clipboard would.
  public func copyToClipboard(_ text: String) { copiedTexts.append(text) }

  /// Applies the frame's diff against what the screen shows to its buffer, counting what a
  /// terminal would have had to write; a frame of another size is written whole.
  public func present(_ canvas: Canvas) {
    var shown = buffer
    if let current = shown, current.width != canvas.width || current.height != canvas.height {
      shown = nil
    }
    let changes = canvas.diff(from: shown)
    var next = shown ?? Canvas(width: canvas.width, height: canvas.height)
    for change in changes { next[change.x, change.y] = change.glyph }
    buffer = next
    statistics.frames += 1
    statistics.glyphsEmitted += changes.count
    statistics.glyphsElided += canvas.width * canvas.height - changes.count
    // Nothing is encoded or written: the frame is done when its diff is applied.
    var frame = PresentStatistics.PresentedFrame()
    frame.glyphsEmitted = changes.count
    frame.glyphsElided = canvas.width * canvas.height - changes.count
    frame.encoded = systemClock.now
    frame.written = frame.encoded
    statistics.lastFrame = frame
    self.canvas = canvas
  }

  /// The next queued event (a resize also changes the size); `nil` when none is left, after
  /// moving the clock on by the timeout.
  public func nextEvent(timeout: Double?) -> InputEvent? {
    guard !queuedEvents.isEmpty else {
      if let timeout { clock?.advance(by: timeout) }
      return nil
    }
    let event = queuedEvents.removeFirst()
    if case .resize(let c, let r) = event {
      columns = c
      rows = r
    }
    return event
  }

  /// What the screen shows, as text.
  public var text: String { buffer?.text ?? "" }
}
