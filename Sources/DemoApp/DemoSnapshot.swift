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
    let clock = ManualClock()
    let app = DemoApp(
      options: options, columns: columns, rows: rows, renderOptions: renderOptions, clock: clock)
    for event in events {
      app.handle(event)
      app.tick()
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
    }
    return app.render()
  }
}
