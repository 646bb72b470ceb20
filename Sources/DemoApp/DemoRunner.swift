import CollectionCore
import GlyphRaster

/// The run loop: render while something moves (up to 60 frames a second), block on input when
/// nothing does. An idle demo writes nothing; it wakes when the clock hand's minute changes.
public enum DemoRunner {
  /// The frame interval while animating.
  public static let frameInterval = 1.0 / 60

  /// Runs until the app quits, `shouldStop` says so (a signal) or the screen has no more events
  /// and nothing moves (a headless screen).
  public static func run(
    app: DemoApp, screen: any Screen, clock: any AnimationClock, shouldStop: () -> Bool = { false },
    stopWhenIdleWithoutEvents: Bool = false
  ) {
    var lastFrame = -Double.infinity
    screen.present(app.render())
    while !app.wantsQuit && !shouldStop() {
      let timeout: Double
      if app.isAnimating {
        timeout = max(0, lastFrame + frameInterval - clock.now)
      } else {
        timeout = WallClock.secondsUntilNextMinute()
      }
      let event = screen.nextEvent(timeout: timeout)
      if let event {
        app.handle(event)
        // Copy's text goes to the system clipboard through the screen (OSC 52 in a terminal).
        if let text = app.takeClipboardText() { screen.copyToClipboard(text) }
      } else if stopWhenIdleWithoutEvents && !app.isAnimating {
        break
      }
      if app.wantsQuit || shouldStop() { break }
      app.tick()
      lastFrame = clock.now
      screen.present(app.render())
    }
  }
}
