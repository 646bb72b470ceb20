/// Where frames go and events come from: the ncurses terminal or a headless stand-in.
public protocol Screen: AnyObject {
  /// The size in glyphs.
  var columns: Int { get }
  /// The size in glyphs.
  var rows: Int { get }
  /// What the screen can show.
  var renderOptions: RenderOptions { get }
  /// What the screen wrote so far, and the last frame's share of it.
  var statistics: PresentStatistics { get }
  /// Shows a frame; only glyphs that changed since the last frame are written.
  func present(_ canvas: Canvas)
  /// Shows a frame whose band of rows is the last frame's scrolled (a hint: the frame is
  /// shown exactly whatever the hint says, but a terminal that scrolls is sent less).
  func present(_ canvas: Canvas, scrolled: CanvasScroll?)
  /// Waits up to `timeout` seconds (forever when `nil`) for the next event.
  func nextEvent(timeout: Double?) -> InputEvent?
  /// Puts text on the system clipboard, where the screen can (a terminal: OSC 52).
  func copyToClipboard(_ text: String)
}

extension Screen {
  /// A screen without a clipboard ignores the text.
  public func copyToClipboard(_ text: String) {}
  /// A screen that counts nothing reports nothing (an app's frame statistics then stop at its
  /// render).
  public var statistics: PresentStatistics { PresentStatistics() }
}

extension Screen {
  /// Shows a frame, ignoring the hint.
  public func present(_ canvas: Canvas, scrolled: CanvasScroll?) { present(canvas) }
}

/// Counters of what a screen wrote (notcurses-style damage tracking).
public struct PresentStatistics: Hashable, Sendable {
  /// Frames presented.
  public var frames = 0
  /// Glyphs written because they changed.
  public var glyphsEmitted = 0
  /// Glyphs skipped because they did not change.
  public var glyphsElided = 0
  /// Frames not sent because they were identical to the last.
  public var framesSkipped = 0
  /// Frames sent as the last one scrolled, with only the rows it exposed.
  public var framesScrolled = 0
  /// The last frame: the glyphs written, the glyphs skipped, the bytes, and when (monotonic
  /// seconds, `SystemClock`) its bytes were ready and when they had been written.
  public var lastFrame = PresentedFrame()

  /// What presenting one frame took.
  public struct PresentedFrame: Hashable, Sendable {
    /// Glyphs written because they changed.
    public var glyphsEmitted = 0
    /// Glyphs skipped because they did not change.
    public var glyphsElided = 0
    /// Bytes written.
    public var bytes = 0
    /// When the diff and its bytes were ready.
    public var encoded = 0.0
    /// When the bytes had been written.
    public var written = 0.0

    /// Nothing presented yet.
    public init() {}
  }

  /// Creates zeroed counters.
  public init() {}
}
