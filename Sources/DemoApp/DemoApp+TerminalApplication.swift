import TUICollectionView

/// The demo runs in the library's run loop like any app.
extension DemoApp: TerminalApplication {
  /// Idle, the demo wakes only when the clock hand's minute changes.
  public var idleWakeInterval: Double? { WallClock.secondsUntilNextMinute() }
}
