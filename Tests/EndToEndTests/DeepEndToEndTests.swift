import Foundation
import Testing

/// End-to-end measurements that need a window of wall-clock time, so `make test` leaves them to
/// the deep run (`make fuzz`, which sets `TUICV_DEEP_TESTS`): what they check holds for the
/// run loop's logic too, which unit tests cover without waiting
/// (`anIdleDemoSleepsUntilTheNextMinute`).
@Suite(
  "Deep end to end in tmux", .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["TUICV_DEEP_TESTS"] != nil))
struct DeepEndToEndTests {
  /// An idle demo sleeps until input, a signal or the next minute (the clock hand); it used to
  /// wake every second to look at its quit flag. Wakeups are counted as the kernel's voluntary
  /// context switches over 3 s: a measurement needs a time window, this waits for no screen.
  @Test func anIdleDemoDoesNotWakeUp() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    let pid = try tmux.tuicvProcess()
    // Keep the minute's tick out of the window.
    while !(1...55).contains(Calendar.current.component(.second, from: Date())) {
      usleep(100_000)
    }
    let before = try Self.voluntaryContextSwitches(of: pid)
    usleep(3_000_000)
    let woken = try Self.voluntaryContextSwitches(of: pid) - before
    #expect(woken <= 1, "an idle demo woke \(woken) times in 3 s")
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  /// How many times a process went to sleep and was woken (from /proc).
  static func voluntaryContextSwitches(of pid: Int32) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
    let value = line?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
    return try #require(value.flatMap { Int($0) })
  }
}
