// What a benchmark that runs the built `tuicv` as a process needs: run it once with its output
// to /dev/null and read its wall-clock time, CPU time (user + system) and peak resident size, as
// /usr/bin/time reports them; medians; and the table's number and column formats.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a program: its wall-clock and CPU seconds and its peak resident kilobytes.
public struct ProcessRun: Sendable {
  /// Seconds from the spawn to the exit.
  public var wall: Double
  /// User and system CPU seconds.
  public var cpu: Double
  /// The peak resident set, in kilobytes.
  public var peakKilobytes: Int

  /// Runs a program once with its output to /dev/null; `nil` if it could not start or failed.
  public static func run(_ program: String, _ arguments: [String]) -> ProcessRun? {
    guard case .exited(let run, let status) = run(program, arguments, timeout: .infinity),
      status == 0
    else { return nil }
    return run
  }

  /// How a run ended.
  public enum Outcome: Sendable {
    /// It exited (or died of a signal) with this wait status.
    case exited(ProcessRun, status: Int32)
    /// It ran past the timeout and was killed.
    case timedOut
    /// It could not be started.
    case notStarted
  }

  /// Runs a program once with its output to /dev/null, killing it after `timeout` seconds.
  public static func run(_ program: String, _ arguments: [String], timeout: Double) -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = monotonicSeconds()
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else { return .notStarted }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let waited = wait4(pid, &status, timeout.isFinite ? WNOHANG : 0, &usage)
      if waited == pid { break }
      if waited < 0 { return .notStarted }
      if monotonicSeconds() - start > timeout && !timedOut {
        kill(pid, SIGKILL)
        timedOut = true
      }
      usleep(1_000)
    }
    if timedOut { return .timedOut }
    let wall = monotonicSeconds() - start
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return .exited(
      ProcessRun(
        wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
        peakKilobytes: Int(usage.ru_maxrss)), status: status)
  }
}

/// Seconds on the monotonic clock.
public func monotonicSeconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The median of some numbers (the upper one of an even count).
public func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// A number with a given count of decimals.
public func format(_ value: Double, _ decimals: Int) -> String {
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
public func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

/// The demo a benchmark runs: its first argument, else `.build/release/tuicv`; a benchmark
/// without one says so and exits with status 1.
public func demoProgram(for benchmark: String) -> String {
  let arguments = CommandLine.arguments
  let program = arguments.count > 1 ? arguments[1] : ".build/release/tuicv"
  guard access(program, X_OK) == 0 else {
    print("\(benchmark): no demo at \(program) (build it with make release)")
    exit(1)
  }
  return program
}

/// The benchmark's argument at a position as a whole number, or a default.
public func argument(_ index: Int, default value: Int) -> Int {
  let arguments = CommandLine.arguments
  return arguments.count > index ? Int(arguments[index]) ?? value : value
}
