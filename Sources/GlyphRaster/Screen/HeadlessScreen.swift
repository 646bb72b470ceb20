import CollectionCore

/// A screen with no terminal: it keeps the last frame as text and replays queued events.
/// Tests, snapshots and `--snapshot` use it. With a manual clock, waiting for input with no
/// events left moves that clock on by the timeout, so a run loop can play animations out.
public final class HeadlessScreen: Screen {
  /// The size in glyphs.
  public private(set) var columns: Int
  /// The size in glyphs.
  public private(set) var rows: Int
  /// What the screen pretends to show.
  public let renderOptions: RenderOptions
  /// The last frame presented.
  public private(set) var canvas: Canvas?
  /// What was written.
  public private(set) var statistics = PresentStatistics()
  /// Events `nextEvent` will return, in order.
  public var queuedEvents: [InputEvent] = []
  /// The clock that waiting advances, if any.
  public var clock: ManualClock?

  /// Creates a headless screen of a size.
  public init(columns: Int, rows: Int, renderOptions: RenderOptions = RenderOptions()) {
    self.columns = columns
    self.rows = rows
    self.renderOptions = renderOptions
  }

  /// Keeps the frame and counts what a terminal would have had to write.
  public func present(_ canvas: Canvas) {
    let changes = canvas.diff(from: self.canvas)
    statistics.frames += 1
    statistics.glyphsEmitted += changes.count
    statistics.glyphsElided += canvas.glyphs.count - changes.count
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

  /// The last frame as text.
  public var text: String { canvas?.text ?? "" }
}
