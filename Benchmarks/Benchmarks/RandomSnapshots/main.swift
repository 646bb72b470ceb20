// Random `--snapshot` runs of the release build, as the random-input run that found issue #44's
// hang: each run a random layout, terminal size (1×1 up to 250×80), item count (a third of the
// runs at 10,000,000), colour mode, blitter and list of steps — any key of the key table,
// resizes, clicks, drags, long presses, right clicks and pauses — drawn from a seed. Every run
// must exit with status 0 within 10 s of wall time (longer is a hang); it also reports the
// slowest run for its number of steps, by process CPU time, and the largest peak memory.
//
//   swift run -c release --package-path Benchmarks RandomSnapshots [tuicv] [runs] [seed]
//
// A failure prints the command line that reproduces it. The seed defaults to the time, so each
// sweep tries runs no earlier one tried.
import BenchmarkSupport
import DemoApp

#if canImport(Glibc)
  import Glibc
#endif

/// SplitMix64: a small, good generator of 64-bit numbers from a seed.
struct Generator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number from a range.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// One of some values.
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
}

let program = demoProgram(for: "RandomSnapshots")
let runs = max(1, argument(2, default: 1_500))
let seed = UInt64(max(0, argument(3, default: Int(monotonicSeconds() * 1_000_000))))

/// The arguments of one random run, and how many steps it takes.
func randomRun(_ g: inout Generator) -> (arguments: [String], steps: Int) {
  let columns = g.int(0...9) == 0 ? g.int(1...40) : g.int(30...250)
  let rows = g.int(0...9) == 0 ? g.int(1...12) : g.int(10...80)
  var arguments = ["--snapshot", "\(columns)x\(rows)", "--layout", g.pick(LayoutCatalog.names)]
  if g.int(0...5) == 0 {
    arguments += [
      "--sections", (0..<g.int(1...6)).map { _ in String(g.int(0...50)) }.joined(separator: ","),
    ]
  } else {
    arguments += [
      "--items",
      String(g.pick([0, 1, 2, 12, 1_000, 1_000_000, 10_000_000, 10_000_000, 10_000_000])),
    ]
  }
  arguments += ["--color", g.pick(["truecolor", "256", "16", "none"])]
  if g.int(0...4) == 0 {
    arguments += ["--blitter", g.pick(["half", "sextant", "braille", "ascii"])]
  }
  if g.int(0...6) == 0 { arguments.append("--ascii") }
  if g.int(0...6) == 0 { arguments.append("--reduce-motion") }
  if g.int(0...8) == 0 { arguments.append("--slow") }
  if g.int(0...4) == 0 { arguments += ["--at", String(Double(g.int(0...40)) / 100)] }
  let steps = g.int(1...8)
  var keys: [String] = []
  for _ in 0..<steps {
    let x = g.int(0...columns + 2)
    let y = g.int(0...rows + 2)
    switch g.int(0...19) {
    case 0: keys.append("resize:\(g.int(1...250))x\(g.int(1...80))")
    case 1: keys.append("click:\(x),\(y)")
    case 2:
      keys += [
        "press:\(x),\(y)", "drag:\(g.int(0...columns)),\(g.int(0...rows))", "release:\(x),\(y)",
      ]
    case 3:
      keys += ["press:\(x),\(y)", "wait:0.6", "drag:\(x),\(g.int(0...rows))", "release:\(x),\(y)"]
    case 4: keys.append("right-click:\(x),\(y)")
    case 5: keys.append("wait:\(Double(g.int(0...30)) / 100)")
    default: keys.append(g.pick(DemoKeyBindings.names))
    }
  }
  return (arguments + ["--keys", keys.joined(separator: " ")], steps)
}

/// A run's command line, quoted for a shell.
func commandLine(_ arguments: [String]) -> String {
  ([program] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
}

print("\(runs) random snapshots of \(program), seed \(seed)")
var g = Generator(state: seed)
var failures = 0
var slowest: (perStep: Double, command: String) = (0, "")
var largest: (kilobytes: Int, command: String) = (0, "")
for _ in 0..<runs {
  let (arguments, steps) = randomRun(&g)
  switch ProcessRun.run(program, arguments, timeout: 10) {
  case .exited(let run, let status):
    if status != 0 {
      failures += 1
      print("exit status \(status): \(commandLine(arguments))")
    }
    if run.cpu / Double(steps) > slowest.perStep {
      slowest = (run.cpu / Double(steps), commandLine(arguments))
    }
    if run.peakKilobytes > largest.kilobytes {
      largest = (run.peakKilobytes, commandLine(arguments))
    }
  case .timedOut:
    failures += 1
    print("no exit within 10 s (a hang): \(commandLine(arguments))")
  case .notStarted:
    failures += 1
    print("could not start: \(commandLine(arguments))")
  }
}
print("slowest by CPU a step: \(format(slowest.perStep, 3)) s: \(slowest.command)")
print("largest peak memory: \(largest.kilobytes / 1024) MB: \(largest.command)")
if failures > 0 {
  print("\(failures) of \(runs) runs failed")
  exit(1)
}
print("\(runs) runs, no crash and no hang")
