// What expanding and collapsing a folder of an outline costs, as the user does it: an outline of
// 100 folders of 1,000 files each (100,100 nodes) in a sidebar list at 200×50 on the
// controller, the focus on folder 50; → expands it and ← collapses it, each the whole path —
// the key, `setOutlineItemExpanded`, the section snapshot's `apply`, the diff, the batch update
// and the frame that shows it (the layout pass, the animation's first frame, the render). Two
// outlines: every other folder collapsed (1,100 rows show after the expansion) and every other
// folder expanded (100,100 rows). The animation then runs to its end on a manual clock, untimed.
//
//   swift run -c release --package-path Benchmarks OutlineToggle [toggles] [collapsed|expanded]
//
// Prints the median CPU and wall-clock time of an expansion and of a collapse, for both outlines
// or the one named. Deterministic on the manual clock: under `valgrind --tool=callgrind` the
// instructions of one toggle (an expansion and a collapse) are
// (I(toggles = 3) − I(toggles = 1)) / 2 for one outline.
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

/// Seconds on the monotonic clock.
func wallSeconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The middle value.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Milliseconds with two decimals.
func milliseconds(_ seconds: Double) -> String { "\((seconds * 100_000).rounded() / 100) ms" }

/// One key's whole path, timed: the event handled, then the frame it shows.
func timedKey(_ key: Key, on app: OutlineApp) -> (cpu: Double, wall: Double) {
  let cpu = cpuSeconds()
  let wall = wallSeconds()
  app.handle(.key(key))
  app.tick()
  _ = app.render()
  return (cpuSeconds() - cpu, wallSeconds() - wall)
}

/// Runs the animation a key started to its end on the manual clock.
func settle(_ app: OutlineApp, clock: ManualClock) {
  var frames = 0
  while app.isAnimating && frames < 600 {
    clock.advance(by: TerminalRunLoop.frameInterval)
    app.tick()
    _ = app.render()
    frames += 1
  }
}

let arguments = CommandLine.arguments.dropFirst()
let toggles = arguments.first.flatMap { Int($0) } ?? 11
let outlines =
  arguments.contains("collapsed")
  ? [false] : arguments.contains("expanded") ? [true] : [false, true]
let folders = 100
let children = 1_000
for othersExpanded in outlines {
  let clock = ManualClock()
  let app = OutlineApp(
    folders: folders, children: children, expanded: othersExpanded,
    context: TerminalContext(
      columns: 200, rows: 50, renderOptions: RenderOptions(colorMode: .palette256), clock: clock
    ))
  let cv = app.collectionView
  _ = app.render()
  let folder = app.folder(50)
  /// Scrolls folder 50 to the top and focuses it.
  func focusFolder() {
    guard let path = app.dataSource?.indexPath(for: folder) else { fatalError("no folder 50") }
    cv.scrollToItem(at: path, at: .top, animated: false)
    cv.focusItem(at: path)
    _ = app.render()
  }
  focusFolder()
  if othersExpanded {
    // Folder 50 collapsed, the 99 others expanded.
    _ = timedKey(.left, on: app)
    settle(app, clock: clock)
    focusFolder()
  }
  let collapsedRows = cv.numberOfItems(inSection: 0)
  var expansions: [(cpu: Double, wall: Double)] = []
  var collapses: [(cpu: Double, wall: Double)] = []
  for _ in 0..<toggles {
    expansions.append(timedKey(.right, on: app))
    precondition(
      cv.numberOfItems(inSection: 0) == collapsedRows + children, "the folder did not expand")
    settle(app, clock: clock)
    collapses.append(timedKey(.left, on: app))
    precondition(cv.numberOfItems(inSection: 0) == collapsedRows, "the folder did not collapse")
    settle(app, clock: clock)
  }
  print(
    "outline of \(folders) folders × \(children) files (\(folders * (children + 1)) nodes), the others \(othersExpanded ? "expanded" : "collapsed"), 200x50, \(toggles) toggles of folder 50 (\(collapsedRows) → \(collapsedRows + children) rows):"
  )
  print(
    "  expand (→ and its frame): \(milliseconds(median(expansions.map(\.cpu)))) CPU, \(milliseconds(median(expansions.map(\.wall)))) wall (medians)"
  )
  print(
    "  collapse (← and its frame): \(milliseconds(median(collapses.map(\.cpu)))) CPU, \(milliseconds(median(collapses.map(\.wall)))) wall (medians)"
  )
}
