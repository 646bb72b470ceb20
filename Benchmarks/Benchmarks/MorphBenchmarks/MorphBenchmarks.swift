import Benchmark
import CollectionCore
import DemoApp
import GlyphRaster

/// One frame of the circle → flow morph with 1,000 items at 200×50: interpolate every element,
/// rasterize, and diff against the previous frame — the per-frame work of the run loop.
nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.cpuTotal, .wallClock, .mallocCountTotal, .throughput],
    maxDuration: .seconds(5), maxIterations: 2_000)

  Benchmark("morph frame: circle → flow, 1000 items, 200×50") { benchmark in
    let clock = ManualClock()
    var options = DemoOptions()
    options.items = 1000
    options.minute = 10
    options.slowAnimations = true  // 3 s of morph, so every iteration is mid-animation
    let app = DemoApp(
      options: options, columns: 200, rows: 50,
      renderOptions: RenderOptions(colorMode: .trueColor, glyphSet: .unicode), clock: clock)
    app.perform(.nextLayout)
    let start = clock.now
    var previous = app.render()
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      clock.now = start + 0.2 + Double(i % 150) / 60
      app.tick()
      let canvas = app.render()
      blackHole(canvas.diff(from: previous).count)
      previous = canvas
    }
    benchmark.stopMeasurement()
    precondition(app.isAnimating, "the morph must still be running")
  }

  Benchmark("idle frame: circle, 12 items, 200×50") { benchmark in
    let clock = ManualClock()
    var options = DemoOptions()
    options.minute = 10
    let app = DemoApp(
      options: options, columns: 200, rows: 50,
      renderOptions: RenderOptions(colorMode: .trueColor, glyphSet: .unicode), clock: clock)
    var previous = app.render()
    for _ in benchmark.scaledIterations {
      let canvas = app.render()
      blackHole(canvas.diff(from: previous).count)
      previous = canvas
    }
  }
}
