// Every key of the key table on every layout of the demo at 10,000,000 items, alone and after
// keys that moved focus and switched the layout, each run a process of its own:
//
//   tuicv --snapshot 120x40 --layout L --items 10000000 --keys "PREFIX KEY"
//
// with the prefixes none, "left tab end" and "right right shift-tab pgdn" (issue #44: no key's
// cost may grow with the item count). It reports each layout's slowest key by process CPU time
// (user + system, process start and the first frame included) and the largest peak resident
// size, then the slowest of all; a run over the budget (0.1 s of CPU or 110 MB) is run twice
// more and judged by the median of the three, and the sweep exits with status 1 if any stays
// over.
//
//   swift run -c release --package-path Benchmarks KeySweep [path/to/tuicv] [items]
//
// The demo's binary defaults to .build/release/tuicv (`make bench` builds it first).
import BenchmarkSupport
import DemoApp

#if canImport(Glibc)
  import Glibc
#endif

/// One case of the sweep and what it cost.
struct Case {
  var layout: String
  var keys: String
  var cpu: Double
  var peakKilobytes: Int
}

let program = demoProgram(for: "KeySweep")
let items = max(0, argument(2, default: 10_000_000))
let budgetSeconds = 0.1
let budgetKilobytes = 110 * 1024
let prefixes = ["", "left tab end", "right right shift-tab pgdn"]
let keys = DemoKeyBindings.names

/// Runs one case; over the budget, twice more, and the median of the three.
func measure(layout: String, keys list: String) -> Case? {
  let arguments = [
    "--snapshot", "120x40", "--layout", layout, "--items", String(items), "--keys", list,
  ]
  guard var runs = ProcessRun.run(program, arguments).map({ [$0] }) else { return nil }
  if runs[0].cpu > budgetSeconds || runs[0].peakKilobytes > budgetKilobytes {
    for _ in 0..<2 { if let again = ProcessRun.run(program, arguments) { runs.append(again) } }
  }
  return Case(
    layout: layout, keys: list, cpu: median(runs.map(\.cpu)),
    peakKilobytes: Int(median(runs.map { Double($0.peakKilobytes) })))
}

print(
  "Every key on every layout: \(program) --snapshot 120x40 --items \(items), "
    + "\(keys.count) keys × \(prefixes.count) prefixes × \(LayoutCatalog.names.count) layouts")
print(pad("layout", 17) + pad("slowest key", 40) + pad("CPU", 10) + "peak memory")
var all: [Case] = []
var failed: [String] = []
for layout in LayoutCatalog.names {
  var cases: [Case] = []
  for prefix in prefixes {
    for key in keys {
      let list = prefix.isEmpty ? key : "\(prefix) \(key)"
      if let measured = measure(layout: layout, keys: list) {
        cases.append(measured)
      } else {
        failed.append("\(layout): \(list)")
      }
    }
  }
  all += cases
  guard let slowest = cases.max(by: { $0.cpu < $1.cpu }) else { continue }
  let peak = cases.map(\.peakKilobytes).max() ?? 0
  print(
    pad(layout, 17) + pad("\"\(slowest.keys)\"", 40) + pad("\(format(slowest.cpu, 3)) s", 10)
      + "\(peak / 1024) MB")
}
let over = all.filter { $0.cpu > budgetSeconds || $0.peakKilobytes > budgetKilobytes }
if let slowest = all.max(by: { $0.cpu < $1.cpu }),
  let largest = all.max(by: { $0.peakKilobytes < $1.peakKilobytes })
{
  print(
    "Slowest of \(all.count) runs: \(slowest.layout) \"\(slowest.keys)\" "
      + "\(format(slowest.cpu, 3)) s of CPU; largest: \(largest.layout) \"\(largest.keys)\" "
      + "\(largest.peakKilobytes / 1024) MB")
}
for miss in over {
  print(
    "over the budget: \(miss.layout) \"\(miss.keys)\" \(format(miss.cpu, 3)) s, "
      + "\(miss.peakKilobytes / 1024) MB")
}
for miss in failed { print("failed to run: \(miss)") }
if over.isEmpty && failed.isEmpty {
  print("Every key within \(format(budgetSeconds, 1)) s of CPU and \(budgetKilobytes / 1024) MB.")
} else {
  exit(1)
}
