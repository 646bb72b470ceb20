/// A program the run loop drives: it draws frames, hears input and moves with time.
///
/// ``TerminalRunLoop`` calls ``render()`` after every event and every frame of an animation,
/// ``handle(_:)`` for each event, carrying out the effects it returns (``TerminalEffect``), and
/// ``tick()`` before each frame; it stops at a ``TerminalEffect/quit``.
/// ``CollectionViewApplication`` is a ready-made one around a collection view.
public protocol TerminalApplication: AnyObject {
  /// The whole frame, as large as the terminal.
  func render() -> Canvas
  /// Handles one event (a key, a mouse action, a resize) and returns what the terminal is to
  /// do about it: copy text, quit.
  @discardableResult func handle(_ event: InputEvent) -> [TerminalEffect]
  /// Advances time: ends finished animations.
  func tick()
  /// Whether frames must keep coming (an animation is running).
  var isAnimating: Bool { get }
  /// While animating, when the next frame is due after the one drawn at `lastFrame`, frames
  /// being `interval` apart: later than the next one when the frames between would look the
  /// same.
  func nextFrameTime(after lastFrame: Double, interval: Double) -> Double
  /// How long the app can sleep without input when nothing moves (`nil`: until the next event).
  var idleWakeInterval: Double? { get }
  /// How the frame just rendered relates to the one before, when it is that frame scrolled (a
  /// hint that lets the terminal scroll instead of being sent every glyph again).
  var lastFrameScroll: CanvasScroll? { get }
  /// The screen presented the frame just rendered: what it wrote and when.
  func didPresent(_ statistics: PresentStatistics)
}

extension TerminalApplication {
  /// No hint: the screen compares glyphs.
  public var lastFrameScroll: CanvasScroll? { nil }
  /// Every frame: the one `interval` after the last.
  public func nextFrameTime(after lastFrame: Double, interval: Double) -> Double {
    lastFrame + interval
  }
  /// Sleeps until the next event.
  public var idleWakeInterval: Double? { nil }
  /// Keeps no statistics.
  public func didPresent(_ statistics: PresentStatistics) {}
}
