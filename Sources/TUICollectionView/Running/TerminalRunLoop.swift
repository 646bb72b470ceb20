/// The run loop: renders while something moves (up to 60 frames a second) and blocks on input
/// when nothing does, so an idle app costs no CPU and writes nothing.
public enum TerminalRunLoop {
  /// The frame interval while animating.
  public static let frameInterval = 1.0 / 60

  /// Runs `app` on `screen` until it asks to quit, `shouldStop` says so (a signal arrived), or —
  /// with `stopWhenIdleWithoutEvents`, for headless screens — the screen has no more events and
  /// nothing moves. The effects each event returns are carried out on the screen.
  public static func run(
    app: any TerminalApplication, screen: any Screen, clock: any AnimationClock,
    shouldStop: () -> Bool = { false }, stopWhenIdleWithoutEvents: Bool = false
  ) {
    var lastFrame = -Double.infinity
    screen.present(app.render())
    app.didPresent(screen.statistics)
    while !shouldStop() {
      let timeout =
        app.isAnimating
        ? max(0, app.nextFrameTime(after: lastFrame, interval: frameInterval) - clock.now)
        : app.idleWakeInterval
      let event = screen.nextEvent(timeout: timeout)
      var quits = false
      if let event {
        for effect in app.handle(event) {
          switch effect {
          case .copyToClipboard(let text): screen.copyToClipboard(text)
          case .quit: quits = true
          }
        }
      } else if stopWhenIdleWithoutEvents && !app.isAnimating {
        break
      }
      if quits || shouldStop() { break }
      app.tick()
      lastFrame = clock.now
      screen.present(app.render(), scrolled: app.lastFrameScroll)
      app.didPresent(screen.statistics)
    }
  }
}
