import TUICollectionView

/// One frame without a terminal: the demo at a size, after keys, at a time after the last key.
/// `--snapshot`, the golden tests and bug reports use it.
public enum DemoSnapshot {
  /// Renders the frame. Keys are applied one after another at the same instant; `at` is the
  /// time after the last key in seconds (`nil`: once everything has settled).
  public static func render(
    options: DemoOptions, columns: Int, rows: Int, renderOptions: RenderOptions,
    events: [InputEvent] = [], at seconds: Double? = nil
  ) -> Canvas {
    render(
      options: options, columns: columns, rows: rows, renderOptions: renderOptions,
      steps: events.map(KeyStep.event), at: seconds)
  }

  /// Renders the frame after steps: events one after another at the same instant, and pauses
  /// that let time pass (animations move on, a held press becomes a long press).
  public static func render(
    options: DemoOptions, columns: Int, rows: Int, renderOptions: RenderOptions,
    steps: [KeyStep], at seconds: Double? = nil
  ) -> Canvas {
    let clock = ManualClock()
    let app = DemoApp(
      options: options, columns: columns, rows: rows, renderOptions: renderOptions, clock: clock)
    for step in steps {
      switch step {
      case .event(let event):
        app.handle(event)
        app.tick()
      case .wait(let pause):
        // Frame by frame, as the run loop would tick.
        var left = pause
        while left > 1e-9 {
          let frame = min(left, 1.0 / 60)
          clock.advance(by: frame)
          app.tick()
          left -= frame
        }
      }
    }
    if let seconds {
      clock.advance(by: max(0, seconds))
      app.tick()
    } else {
      var waited = 0.0
      while app.isAnimating && waited < 600 {
        clock.advance(by: 0.05)
        waited += 0.05
        app.tick()
      }
      // Settled means the scroll indicators have faded and reuse flashes have ended too.
      var steps = 0
      while let wait = app.secondsUntilVisualChange, steps < 8 {
        clock.advance(by: wait)
        app.tick()
        steps += 1
      }
    }
    return app.render()
  }
}
