// The soak: hardening issue's "memory after 100,000 cycles must be what it was after 100, and
// each cycle must cost the same at the end as at the start". Headless, on a manual clock.
//
//   swift run -c release --package-path Benchmarks Soak [cycles] [switches]
//
// Prints the resident memory and the median CPU time of a cycle near the start and at the end,
// for insert/delete cycles in the circle (each cycle: `+`, a frame, `-`, a frame, 22 ms apart,
// quicker than the 0.3 s animations, as a key held down) and for layout switches (Tab, a frame
// 50 ms later, round the whole catalog), and exits with status 1 if either grows.
import CollectionCore
import DemoApp
import Foundation
import GlyphRaster

#if canImport(Glibc)
  import Glibc
#endif

/// Resident memory in KiB, from /proc/self/statm.
func residentKiB() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// This thread's CPU time in seconds.
func cpuSeconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

struct Phase {
  var name: String
  var count: Int
  var step: (Int) -> Void

  /// Runs the phase; returns (memory after 100 steps, memory at the end, median µs of the
  /// first 1,000 steps after the first 100, median µs of the last 1,000).
  func run() -> (Int, Int, Double, Double) {
    var early: [Double] = []
    var late: [Double] = []
    var memoryEarly = 0
    for i in 0..<count {
      let start = cpuSeconds()
      step(i)
      let spent = (cpuSeconds() - start) * 1e6
      if i == 99 { memoryEarly = residentKiB() }
      if i >= 100 && i < 1100 { early.append(spent) }
      if i >= count - 1000 { late.append(spent) }
    }
    return (memoryEarly, residentKiB(), median(early), median(late))
  }
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let cycles = arguments.first ?? 100_000
let switches = arguments.dropFirst().first ?? 10_000

func makeApp(_ layout: String, items: Int) -> (DemoApp, ManualClock) {
  let clock = ManualClock()
  var options = DemoOptions()
  options.layout = layout
  options.items = items
  options.minute = 0
  let app = DemoApp(
    options: options, columns: 120, rows: 40, renderOptions: RenderOptions(colorMode: .trueColor),
    clock: clock)
  return (app, clock)
}

let (circle, circleClock) = makeApp("circle", items: 12)
let insertDelete = Phase(name: "insert/delete cycles in the circle", count: cycles) { _ in
  circle.perform(.insertItem)
  circleClock.advance(by: 0.011)
  circle.tick()
  _ = circle.render()
  circle.perform(.deleteItem)
  circleClock.advance(by: 0.011)
  circle.tick()
  _ = circle.render()
}

let (switcher, switchClock) = makeApp("circle", items: 40)
let layoutSwitches = Phase(name: "layout switches round the catalog", count: switches) { _ in
  switcher.perform(.nextLayout)
  switchClock.advance(by: 0.05)
  switcher.tick()
  _ = switcher.render()
}

var grew = false
for phase in [insertDelete, layoutSwitches] {
  let (memoryEarly, memoryLate, early, late) = phase.run()
  print(
    "\(phase.name), \(phase.count): memory \(memoryEarly) KiB after 100, \(memoryLate) KiB at the end; "
      + String(format: "a step %.1f µs at the start, %.1f µs at the end (medians)", early, late))
  // Flat: no more than 10 % more memory (and 4 MiB of slack for allocator noise), and the
  // late steps within 25 % of the early ones.
  if memoryLate > memoryEarly + max(memoryEarly / 10, 4096) || late > early * 1.25 + 5 {
    print("  ✘ it grew")
    grew = true
  }
}
print(
  "pool: \(circle.collectionView.reuseStatistics), on screen \(circle.collectionView.onScreenViewCount)"
)
exit(grew ? 1 : 0)
