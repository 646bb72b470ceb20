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
import DemoApp

#if canImport(Glibc)
  import Glibc
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// One run of the demo: its wall-clock and CPU seconds and its peak resident kilobytes.
struct Run {
  var wall: Double
  var cpu: Double
  var peakKilobytes: Int
}

/// Runs the demo once with its output to /dev/null; nil if it could not start or failed.
func run(_ program: String, _ arguments: [String]) -> Run? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let argv = ([program] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let start = now()
  guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else { return nil }
  var status: Int32 = 0
  var usage = rusage()
  guard wait4(pid, &status, 0, &usage) == pid else { return nil }
  let wall = now() - start
  guard status == 0 else { return nil }
  func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  return Run(
    wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
    peakKilobytes: usage.ru_maxrss)
}

/// The median of some numbers.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// A time as the table shows it: the median wall-clock time and the median CPU time.
func describe(_ runs: [Run]) -> String {
  let wall = median(runs.map(\.wall))
  let cpu = median(runs.map(\.cpu))
  return "\(format(wall, 2)) s (\(format(cpu, 2)) CPU)"
}

/// A number with a given count of decimals.
func format(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let have = text.distance(from: dot, to: text.endIndex) - 1
    text += String(repeating: "0", count: max(0, decimals - have))
  } else if decimals > 0 {
    text += "." + String(repeating: "0", count: decimals)
  }
  return text
}

/// A column padded to a width.
func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

let arguments = CommandLine.arguments
let program = arguments.count > 1 ? arguments[1] : ".build/release/tuicv"
let runs = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 5) : 5
guard access(program, X_OK) == 0 else {
  print("LayoutScale: no demo at \(program) (build it with make release)")
  exit(1)
}

print("Every layout at scale: \(program) --snapshot 120x40, median of \(runs) runs")
print(
  pad("layout", 16) + pad("items", 12) + pad("first frame", 22) + pad("after `end n`", 22)
    + "peak memory")
for layout in LayoutCatalog.names {
  let small = run(program, ["--layout", layout, "--snapshot", "120x40", "--items", "12"])
  for count in [1_000_000, 10_000_000] {
    let base = ["--layout", layout, "--snapshot", "120x40", "--items", String(count)]
    var first: [Run] = []
    var inserted: [Run] = []
    for _ in 0..<runs {
      // Alternated, so a change in the machine's load falls on both columns alike.
      if let a = run(program, base) { first.append(a) }
      if let b = run(program, base + ["--keys", "end n"]) { inserted.append(b) }
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
