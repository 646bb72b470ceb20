/// A program the run loop drives: it draws frames, hears input and moves with time.
///
/// ``TerminalRunLoop`` calls ``render()`` after every event and every frame of an animation,
/// ``handle(_:)`` for each event and ``tick()`` before each frame; it stops once ``wantsQuit``
/// is true. ``CollectionViewApplication`` is a ready-made one around a collection view.
public protocol TerminalApplication: AnyObject {
  /// The whole frame, as large as the terminal.
  func render() -> Canvas
  /// Handles one event (a key, a mouse action, a resize); returns `false` once the app should
  /// quit.
  @discardableResult func handle(_ event: InputEvent) -> Bool
  /// Advances time: ends finished animations.
  func tick()
  /// Whether frames must keep coming (an animation is running).
  var isAnimating: Bool { get }
  /// While animating, when the next frame is due after the one drawn at `lastFrame`, frames
  /// being `interval` apart: later than the next one when the frames between would look the
  /// same.
  func nextFrameTime(after lastFrame: Double, interval: Double) -> Double
  /// Whether the app is done.
  var wantsQuit: Bool { get }
  /// How long the app can sleep without input when nothing moves (`nil`: until the next event).
  var idleWakeInterval: Double? { get }
  /// How the frame just rendered relates to the one before, when it is that frame scrolled (a
  /// hint that lets the terminal scroll instead of being sent every glyph again).
  var lastFrameScroll: CanvasScroll? { get }
  /// Text the app copied since it was last asked (the run loop hands it to the screen, which
  /// puts it on the system clipboard), and forgets it.
  func takeClipboardText() -> String?
}

extension TerminalApplication {
  /// No hint: the screen compares glyphs.
  public var lastFrameScroll: CanvasScroll? { nil }
  /// Nothing copied.
  public func takeClipboardText() -> String? { nil }
  /// Every frame: the one `interval` after the last.
  public func nextFrameTime(after lastFrame: Double, interval: Double) -> Double {
    lastFrame + interval
  }
  /// Sleeps until the next event.
  public var idleWakeInterval: Double? { nil }
}
