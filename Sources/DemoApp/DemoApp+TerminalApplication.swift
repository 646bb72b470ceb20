import TUICollectionView

/// The demo runs in the library's run loop like any app.
extension DemoApp: TerminalApplication {
  /// Idle, the demo wakes only when the clock hand's minute changes, or for a step of the
  /// scroll indicators' fade or the end of a reuse flash.
  public var idleWakeInterval: Double? {
    min(WallClock.secondsUntilNextMinute(), secondsUntilVisualChange ?? .infinity)
  }
  /// The rasterizer's note of a frame that is the last one scrolled; none while the inspector
  /// stands beside the view (scrolling whole rows would move it too).
  public var lastFrameScroll: CanvasScroll? {
    if let panel = inspectorArea, panel.x > 0 { return nil }
    return rasterCache.lastScroll
  }

  /// Keeps the screen's spare canvas for the next frame.
  public func recycle(_ canvas: Canvas) { spareCanvas = canvas }
}
