// What an animated PgDn page costs, without a terminal and without timing noise: the demo in
// the flow layout with 10,000 items at 200×50 — or, with `list`, a plain list of 1,000,000 rows
// of list cells and separators on the controller (`ListWalkApp`; with `subtitles`, every third
// row two lines tall, measured as it comes) —, driven by the real run loop
// on a manual clock (60 frames a second), its frames turned into terminal bytes by the same
// `TerminalPresenter` the ncurses screen uses (xterm-256color's strings). Deterministic: under
// `valgrind --tool=callgrind` the instruction count repeats exactly.
//
//   swift run -c release --package-path Benchmarks PageWalk [pages] [256|truecolor] [list [subtitles]]
//     [reduce-motion]
//
// With `reduce-motion` (the demo's `--reduce-motion`) a PgDn is no animation but one frame
// that jumps a page: a whole new screen, rasterized, diffed and encoded in full.
//
// Prints the frames, bytes and CPU time of a page (medians) beside the bytes of one full-screen
// redraw. `Benchmarks/measure-scroll.sh` measures the same in the live app in tmux.
// With PAGEWALK_SLEEP set, the frame waits really sleep (16 ms between frames, as the live app
// does): the CPU time then includes what caches gone cold between frames cost. With
// PAGEWALK_EVICT set, each wait writes 64 MB instead, so a cache simulation
// (`valgrind --tool=callgrind --cache-sim=yes`) shows where a cold frame misses.
import CollectionCore
import DemoApp
import GlyphRaster
import TUICollectionView

#if canImport(Glibc)
  import Glibc
#endif

/// This process's CPU time in seconds.
func cpuSeconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median<T: Comparable>(_ values: [T]) -> T? {
  let sorted = values.sorted()
  return sorted.isEmpty ? nil : sorted[sorted.count / 2]
}

/// A screen on a manual clock: waits pass instantly, and each time the app is idle it gets the
/// next PgDn, until the pages are done. Frames go through a presenter and are counted.
final class PageWalkScreen: Screen {
  let columns = 200
  let rows = 50
  let renderOptions: RenderOptions
  let clock: ManualClock
  var presenter: TerminalPresenter
  var isAnimating: () -> Bool = { false }
  var pagesLeft: Int
  /// Whether waits sleep for real (PAGEWALK_SLEEP), so caches go cold between frames as live.
  let sleepsForReal = getenv("PAGEWALK_SLEEP") != nil
  /// Whether each wait evicts the caches instead (PAGEWALK_EVICT: 64 MB written between
  /// frames), so `valgrind --tool=callgrind --cache-sim=yes` shows which code misses when cold.
  let evicts = getenv("PAGEWALK_EVICT") != nil
  private var evictionBuffer: [UInt8] = []
  let pageCount: Int
  /// The bytes of the first frame (a full redraw from a cleared screen).
  var fullRedrawBytes = 0
  var pages: [(frames: Int, bytes: Int, cpu: Double)] = []
  private var frames = 0
  private var bytes = 0
  private var pageStart = 0.0

  init(pages: Int, colorMode: ColorMode, clock: ManualClock) {
    pagesLeft = pages
    pageCount = pages
    self.clock = clock
    renderOptions = RenderOptions(colorMode: colorMode, glyphSet: .unicode)
    presenter = TerminalPresenter(capabilities: .ansi(colorMode: colorMode))
  }

  var done: Bool { pages.count == pageCount }
  /// What the presenter wrote (the app's frame statistics read it).
  var statistics: PresentStatistics { presenter.statistics }

  func present(_ canvas: Canvas) { present(canvas, scrolled: nil) }

  func present(_ canvas: Canvas, scrolled: CanvasScroll?) {
    var cleared = 0
    let written =
      presenter.update(to: canvas, scrolled: scrolled) { cleared = $0.count + 7 }?.count ?? 0
    if presenter.statistics.frames == 1 && fullRedrawBytes == 0 {
      fullRedrawBytes = cleared + written
      return
    }
    frames += 1
    bytes += written
  }

  /// Writes a buffer larger than any cache, so the next frame starts cold.
  func evictCaches() {
    if evictionBuffer.isEmpty { evictionBuffer = [UInt8](repeating: 0, count: 64 << 20) }
    evictionBuffer.withUnsafeMutableBufferPointer { buffer in
      for i in stride(from: 0, to: buffer.count, by: 64) { buffer[i] &+= 1 }
    }
  }

  func nextEvent(timeout: Double?) -> InputEvent? {
    if isAnimating() {
      if let t = timeout, sleepsForReal { usleep(useconds_t(t * 1e6)) }
      if evicts { evictCaches() }
      clock.advance(by: timeout ?? 0)
      return nil
    }
    if pagesLeft < pageCount {
      pages.append((frames, bytes, cpuSeconds() - pageStart))
      if done { return nil }
    }
    guard pagesLeft > 0 else { return nil }
    pagesLeft -= 1
    frames = 0
    bytes = 0
    pageStart = cpuSeconds()
    return .key(.pageDown)
  }
}

let arguments = CommandLine.arguments.dropFirst()
let pageCount = arguments.first.flatMap { Int($0) } ?? 20
let colorMode: ColorMode = arguments.contains("truecolor") ? .trueColor : .palette256
let walksList = arguments.contains("list")
let subtitles = arguments.contains("subtitles")
let reducesMotion = arguments.contains("reduce-motion")
let clock = ManualClock()
let screen = PageWalkScreen(pages: pageCount, colorMode: colorMode, clock: clock)
let app: CollectionViewApplication
if walksList {
  app = ListWalkApp(
    rows: 1_000_000, subtitles: subtitles,
    context: TerminalContext(
      columns: screen.columns, rows: screen.rows, renderOptions: screen.renderOptions,
      clock: clock))
} else {
  var options = DemoOptions()
  options.layout = "flow"
  options.items = 10_000
  options.minute = 10
  options.reduceMotion = reducesMotion
  app = DemoApp(
    options: options, columns: screen.columns, rows: screen.rows,
    renderOptions: screen.renderOptions, clock: clock)
}
screen.isAnimating = { app.isAnimating }
TerminalRunLoop.run(app: app, screen: screen, clock: clock, shouldStop: { screen.done })

let pages = screen.pages
let subject =
  walksList
  ? "plain list, 1000000 rows\(subtitles ? ", every third two lines tall" : "")"
  : "flow, 10000 items"
print(
  "\(reducesMotion ? "jumping" : "animated") PgDn at 200x50, \(subject), \(colorMode == .trueColor ? "truecolor" : "256 colours"), \(pages.count) pages on a manual clock\(screen.sleepsForReal ? ", sleeping 16 ms between frames" : ""):"
)
print("  frames per page: \(median(pages.map(\.frames)) ?? 0) (median)")
let cpu = median(pages.map(\.cpu)) ?? 0
print("  CPU per page: \(Double(Int(cpu * 1e6)) / 1000) ms (median)")
let bytes = median(pages.map(\.bytes)) ?? 0
let ratio = Double(bytes) / Double(max(1, screen.fullRedrawBytes))
print(
  "  bytes per page: \(bytes); one full-screen redraw: \(screen.fullRedrawBytes); ratio \(Double(Int(ratio * 100)) / 100)"
)
