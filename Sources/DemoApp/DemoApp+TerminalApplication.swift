import TUICollectionView

/// The demo runs in the library's run loop like any app.
extension DemoApp: TerminalApplication {
  /// Idle, the demo wakes only when the clock hand's minute changes.
  public var idleWakeInterval: Double? { WallClock.secondsUntilNextMinute() }
  /// The rasterizer's note of a frame that is the last one scrolled.
  public var lastFrameScroll: CanvasScroll? { rasterCache.lastScroll }
}
