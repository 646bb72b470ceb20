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

  /// The next frame of a page scroll that moves whole rows is the first to show another row
  /// (its eased start and end hold a row for several frames), unless something else changes
  /// sooner (the scroll indicators' fade, a reuse flash) or shows time passing (the inspector).
  public func nextFrameTime(after lastFrame: Double, interval: Double) -> Double {
    let regular = lastFrame + interval
    guard lastFrame.isFinite, !timeline.isPaused, !showsInspector else { return regular }
    // The collection view's clock is the timeline, behind the wall clock by its pauses.
    let lag = wallTime - timeline.now
    guard
      var next = collectionView.nextScrollStepTime(after: lastFrame - lag, interval: interval)
    else { return regular }
    next += lag
    if let change = secondsUntilVisualChange { next = min(next, wallTime + change) }
    return max(regular, next)
  }
}
