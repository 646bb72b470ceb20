import Benchmark
import CollectionCore
import DemoApp
import GlyphRaster

/// The blitters the per-frame benchmarks run with (a blitter the build does not know falls
/// back to half blocks).
let benchmarkedBlitters = ["half", "quadrant", "sextant", "octant", "braille"]

/// Per-frame costs of the run loop's work: interpolate, rasterize, diff.
///
/// - The circle → flow morph with 1,000 items at 200×50, once per blitter: each iteration is
///   the next frame of the morph (slow animations: 180 frames a morph), and when the morph ends
///   it goes back the other way, so the whole morph is measured, not one frame of it.
/// - A pure scroll frame: the flow layout with 10,000 items at 200×50 in 256 colours, each
///   iteration the next frame of an animated PgDn (a new page when one ends).
/// - The idle circle: a frame with nothing moving.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.cpuTotal, .wallClock, .mallocCountTotal, .throughput],
    maxDuration: .seconds(5), maxIterations: 2_000)

  for blitter in benchmarkedBlitters {
    nonisolated(unsafe) var walk: FrameWalk?
    Benchmark("morph frame: circle ↔ flow, 1000 items, 200×50, \(blitter)") { benchmark in
      if walk == nil {
        var options = DemoOptions()
        options.items = 1000
        options.minute = 10
        options.slowAnimations = true
        walk = FrameWalk(
          options: options, columns: 200, rows: 50,
          renderOptions: RenderOptions(
            colorMode: .trueColor, glyphSet: .unicode, preferredBlitter: blitter)
        ) { app in
          // Circle → flow, then back: every morph starts where the last one ended.
          app.perform(app.layoutEntry.name == "circle" ? .nextLayout : .previousLayout)
        }
      }
      let walk = walk!
      walk.prepare()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(walk.step()) }
      benchmark.stopMeasurement()
    }
  }

  nonisolated(unsafe) var scroll: FrameWalk?
  Benchmark("scroll frame: flow, 10000 items, 200×50, animated PgDn, 256 colours") { benchmark in
    if scroll == nil {
      var options = DemoOptions()
      options.layout = "flow"
      options.items = 10_000
      options.minute = 10
      scroll = FrameWalk(
        options: options, columns: 200, rows: 50,
        renderOptions: RenderOptions(colorMode: .palette256, glyphSet: .unicode)
      ) { app in
        let cv = app.collectionView
        if cv.contentOffset.y >= cv.contentOffsetRange.max.y {
          cv.setContentOffset(cv.contentOffsetRange.min, animated: false)
        }
        app.perform(.pageDown)
      }
    }
    let walk = scroll!
    walk.prepare()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(walk.step()) }
    benchmark.stopMeasurement()
  }

  Benchmark("idle frame: circle, 12 items, 200×50") { benchmark in
    let clock = ManualClock()
    var options = DemoOptions()
    options.minute = 10
    let app = DemoApp(
      options: options, columns: 200, rows: 50,
      renderOptions: RenderOptions(colorMode: .trueColor, glyphSet: .unicode), clock: clock)
    var previous = app.render()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let canvas = app.render()
      blackHole(canvas.diff(from: previous).count)
      previous = canvas
    }
  }
}
