import CollectionCore
import DemoApp
import GlyphRaster

/// A demo that an animation walks through, one frame per benchmark iteration: each `step()`
/// moves the clock on by one frame at 60 frames a second, ticks, renders and diffs against the
/// frame before, as the run loop does. When the animation ends, `restart` begins the next one
/// (outside the measurement), so every iteration measures a different frame of it.
final class FrameWalk {
  let clock = ManualClock()
  let app: DemoApp
  private var previous: Canvas
  private let restart: (DemoApp) -> Void
  /// Frames stepped so far.
  private(set) var frames = 0

  init(
    options: DemoOptions, columns: Int, rows: Int, renderOptions: RenderOptions,
    restart: @escaping (DemoApp) -> Void
  ) {
    app = DemoApp(
      options: options, columns: columns, rows: rows, renderOptions: renderOptions, clock: clock)
    self.restart = restart
    restart(app)
    app.tick()
    previous = app.render()
  }

  /// Starts the next animation when the last one has ended (not part of a frame's cost).
  func prepare() {
    guard !app.isAnimating else { return }
    restart(app)
    app.tick()
    previous = app.render()
  }

  /// One frame: the clock moves on by 1/60 s, the app ticks and renders, and the frame is
  /// diffed against the previous one. Returns the number of glyphs that changed.
  func step() -> Int {
    clock.advance(by: 1.0 / 60)
    app.tick()
    let canvas = app.render()
    let changes = canvas.diff(from: previous).count
    previous = canvas
    frames += 1
    return changes
  }
}
