import Foundation
import Testing

/// The *Getting started* program, run in a real terminal (tmux): it shows the grid, a click
/// turns a cell blue, and q quits with the terminal restored.
@Suite("Getting started in tmux")
struct GettingStartedTests {
  /// The built program, beside this test bundle.
  static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/getting-started").path

  /// Runs tmux on this test's own server and returns what it printed. The child starts with
  /// no signals blocked (test threads block some, and tmux must see SIGCHLD), and its output
  /// goes to a file: the server that `new-session` starts would hold a pipe open for ever.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let output = NSTemporaryDirectory() + "/\(socket)-\(UUID().uuidString).out"
    defer { unlink(output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    let argv = ["tmux", "-L", socket] + arguments
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, "tmux", &actions, &attributes, cArguments, environ) == 0 else {
      Issue.record("cannot run tmux")
      return ""
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  let socket = "getting-started-\(getpid())"

  /// Polls the pane until `condition` holds on two captures in a row (the screen is still).
  func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
    var last = ""
    for _ in 0..<200 {
      let screen = try tmux(["capture-pane", "-p", "-t", "app"])
      if condition(screen) && screen == last { return screen }
      last = screen
      usleep(50_000)
    }
    Issue.record("timed out waiting for \(what); the screen was:\n\(last)")
    return last
  }

  @Test func theGridShowsScrollsAndQuits() throws {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary))
    try tmux([
      "new-session", "-d", "-s", "app", "-x", "60", "-y", "20",
      "TERM=xterm-256color \(Self.binary); echo EXITED $?; sleep 60",
    ])
    defer { _ = try? tmux(["kill-server"]) }
    let first = try waitFor("the grid") { $0.contains("Getting started") && $0.contains("4") }
    #expect(first.contains("0") && first.contains("q quit"))
    try tmux(["send-keys", "-t", "app", "End"])
    _ = try waitFor("the last items") { $0.contains("199") }
    try tmux(["send-keys", "-t", "app", "q"])
    _ = try waitFor("the exit") { $0.contains("EXITED 0") }
  }
}
