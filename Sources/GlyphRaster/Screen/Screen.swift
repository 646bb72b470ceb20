/// Where frames go and events come from: the ncurses terminal or a headless stand-in.
public protocol Screen: AnyObject {
  /// The size in glyphs.
  var columns: Int { get }
  /// The size in glyphs.
  var rows: Int { get }
  /// What the screen can show.
  var renderOptions: RenderOptions { get }
  /// Shows a frame; only glyphs that changed since the last frame are written.
  func present(_ canvas: Canvas)
  /// Waits up to `timeout` seconds (forever when `nil`) for the next event.
  func nextEvent(timeout: Double?) -> InputEvent?
  /// Puts text on the system clipboard, where the screen can (a terminal: OSC 52).
  func copyToClipboard(_ text: String)
}

extension Screen {
  /// A screen without a clipboard ignores the text.
  public func copyToClipboard(_ text: String) {}
}

/// Counters of what a screen wrote (notcurses-style damage tracking).
public struct PresentStatistics: Hashable, Sendable {
  /// Frames presented.
  public var frames = 0
  /// Glyphs written because they changed.
  public var glyphsEmitted = 0
  /// Glyphs skipped because they did not change.
  public var glyphsElided = 0

  /// Creates zeroed counters.
  public init() {}
}
