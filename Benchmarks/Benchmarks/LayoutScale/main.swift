// Every layout of the demo at 1,000,000 and 10,000,000 items: the first frame, the frame after
// `end n` (scroll to the end, then insert an item at the start) and the peak memory, each a
// process of its own, as `/usr/bin/time` measures them:
//
//   tuicv --layout L --snapshot 120x40 --items N [--keys "end n"]
//
// The time is the median of five runs' wall-clock time, with their median CPU time (user +
// system) beside it, which a busy machine moves less; the memory is the largest peak resident
// size of the runs, and what it is above the same layout's with 12 items, by item.
//
//   swift run -c release --package-path Benchmarks LayoutScale [path/to/tuicv] [runs]
//
// The demo's binary defaults to .build/release/tuicv (`make bench` builds it first).
import BenchmarkSupport
import DemoApp

#if canImport(Glibc)
  import Glibc
#endif

/// A time as the table shows it: the median wall-clock time and the median CPU time.
func describe(_ runs: [ProcessRun]) -> String {
  let wall = median(runs.map(\.wall))
  let cpu = median(runs.map(\.cpu))
  return "\(format(wall, 2)) s (\(format(cpu, 2)) CPU)"
}

let program = demoProgram(for: "LayoutScale")
let runs = max(1, argument(2, default: 5))

print("Every layout at scale: \(program) --snapshot 120x40, median of \(runs) runs")
print(
  pad("layout", 16) + pad("items", 12) + pad("first frame", 22) + pad("after `end n`", 22)
    + "peak memory")
for layout in LayoutCatalog.names {
  let small = ProcessRun.run(
    program, ["--layout", layout, "--snapshot", "120x40", "--items", "12"])
  for count in [1_000_000, 10_000_000] {
    let base = ["--layout", layout, "--snapshot", "120x40", "--items", String(count)]
    var first: [ProcessRun] = []
    var inserted: [ProcessRun] = []
    for _ in 0..<runs {
      // Alternated, so a change in the machine's load falls on both columns alike.
      if let a = ProcessRun.run(program, base) { first.append(a) }
      if let b = ProcessRun.run(program, base + ["--keys", "end n"]) { inserted.append(b) }
    }
    guard !first.isEmpty, !inserted.isEmpty else {
      print(pad(layout, 16) + pad(String(count), 12) + "failed")
      continue
    }
    let peak = (first + inserted).map(\.peakKilobytes).max() ?? 0
    let above = Double(max(0, peak - (small?.peakKilobytes ?? peak))) * 1024 / Double(count)
    print(
      pad(layout, 16) + pad(count == 1_000_000 ? "1,000,000" : "10,000,000", 12)
        + pad(describe(first), 22) + pad(describe(inserted), 22)
        + "\(peak / 1024) MB (\(format(above, 1)) B an item over 12 items)")
  }
}
