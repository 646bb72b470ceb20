import Foundation
import Testing

/// An example program running in a tmux pane of its own server, for end-to-end tests.
public final class TmuxPane {
  /// The tmux server's socket name, unique to this pane.
  public let socket = "examples-\(getpid())-\(UUID().uuidString.prefix(8))"

  /// Starts `command` in a detached pane of `columns` × `rows`; when it ends the pane shows
  /// `EXITED <status>`.
  public init(columns: Int = 80, rows: Int = 24, command: String) throws {
    tmux([
      "new-session", "-d", "-s", "app", "-x", "\(columns)", "-y", "\(rows)",
      "TERM=xterm-256color \(command); echo EXITED $?; sleep 60",
    ])
  }

  deinit { tmux(["kill-server"]) }

  /// The built example `name`, beside the test bundle.
  public static func binary(_ name: String, file: String = #filePath) -> String {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)").path
  }

  /// Presses keys (tmux key names or literal text), one `send-keys` each, so no two arrive in
  /// one read (ESC and a key together would be Alt and that key).
  public func send(_ keys: String...) {
    for key in keys { tmux(["send-keys", "-t", "app", key]) }
  }

  /// The screen as text.
  public var screen: String { tmux(["capture-pane", "-p", "-t", "app"]) }

  /// Polls until `condition` holds on two captures in a row (the screen is still); records an
  /// issue with the screen when it does not within `timeout` seconds.
  @discardableResult
  public func waitFor(
    _ what: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) -> String {
    var last = ""
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let now = screen
      if condition(now) && now == last { return now }
      last = now
      usleep(50_000)
    }
    Issue.record(
      "timed out waiting for \(what); the screen was:\n\(last)", sourceLocation: sourceLocation)
    return last
  }

  /// Runs tmux on this pane's server and returns what it printed. The child starts with no
  /// signals blocked (test threads block some, and tmux must see SIGCHLD), and its output goes
  /// to a file: the server that `new-session` starts would hold a pipe open for ever.
  @discardableResult
  func tmux(_ arguments: [String]) -> String {
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
}
