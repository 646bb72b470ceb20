import Foundation
import Testing

/// Drives the real `tuicv` binary inside a detached tmux session on a private socket:
/// send keys, poll `capture-pane` until the screen matches, never sleep blindly.
final class TmuxSession {
  let socket: String
  let name = "tuicv"
  let exitFile: String

  /// The built binary, from the package's debug build folder.
  static var binary: String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent(".build/debug/tuicv").path
    return ProcessInfo.processInfo.environment["TUICV_BINARY"] ?? path
  }

  /// Starts `tuicv` with arguments (and environment variables) in a terminal of the given size.
  /// When it exits, the pane stays open and shows `EXITED <status>` so tests can check what the
  /// terminal was left as.
  ///
  /// `redirection` is appended to the command line (`<&-` closes standard input).
  ///
  /// With `jobControl`, a shell with job control runs it, as an interactive shell would: tuicv
  /// gets a process group of its own, so Ctrl-C, Ctrl-\ and Ctrl-Z reach it and not the shell,
  /// and when Ctrl-Z stops it the pane shows `STOPPED 148` and Enter brings it back with `fg`.
  init(
    columns: Int = 80, rows: Int = 24, term: String = "xterm-256color",
    environment: [String: String] = [:], jobControl: Bool = false, redirection: String = "",
    arguments: [String]
  ) throws {
    socket = "tuicv-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    exitFile = NSTemporaryDirectory() + "/\(socket).exit"
    #expect(
      FileManager.default.isExecutableFile(atPath: Self.binary),
      "build the binary first (make test does): \(Self.binary)")
    // An empty `term` runs tuicv with TERM unset.
    let variables = ((term.isEmpty ? [:] : ["TERM": term]).merging(environment) { $1 }).sorted {
      $0.key < $1.key
    }
    let command =
      (term.isEmpty ? "env -u TERM " : "")
      + variables.map { "\($0.key)=\(Self.quoted($0.value)) " }.joined()
      + ([Self.binary] + arguments).map(Self.quoted).joined(separator: " ")
      + (redirection.isEmpty ? "" : " " + redirection)
    var script = jobControl ? ["set -m"] : []
    script += [command, "status=$?"]
    if jobControl {
      script += [
        "while [ \"$status\" = 148 ]; do",
        "  stty -a > \(Self.quoted(exitFile + ".stopped"))",
        "  echo \"STOPPED $status\"",
        "  read -r line",
        "  fg >/dev/null",
        "  status=$?",
        "done",
      ]
    }
    script += [
      "echo \"EXITED $status\"", "stty -a > \(Self.quoted(exitFile))", "exec sleep 600",
    ]
    // A script file run by a shell named here, so the login shell's syntax does not matter.
    try (script.joined(separator: "\n") + "\n").write(
      toFile: exitFile + ".sh", atomically: true, encoding: .utf8)
    let shell = jobControl ? "bash --norc --noprofile" : "/bin/sh"
    // The server started here would inherit a pipe and hold it open: give it no pipe to read.
    try tmux(
      [
        "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)",
        "exec \(shell) \(Self.quoted(exitFile + ".sh"))",
      ],
      readOutput: false)
  }

  /// A word for the shell: single-quoted, with single quotes inside escaped.
  static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(atPath: exitFile)
    try? FileManager.default.removeItem(atPath: exitFile + ".output")
    try? FileManager.default.removeItem(atPath: exitFile + ".sh")
    try? FileManager.default.removeItem(atPath: exitFile + ".stopped")
  }

  /// Runs a tmux client and returns what it printed. It is spawned directly (not with
  /// Foundation's Process, whose exit detection a daemonising tmux server would inherit and
  /// hold open), with /dev/null for input and errors.
  @discardableResult
  func tmux(_ arguments: [String], readOutput: Bool = true) throws -> String {
    try Self.spawn(["tmux", "-L", socket] + arguments, readOutput: readOutput)
  }

  static func spawn(_ argv: [String], readOutput: Bool) throws -> String {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var fds: [Int32] = [-1, -1]
    if readOutput {
      guard pipe(&fds) == 0 else { throw SpawnError(message: "pipe failed") }
      posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
      posix_spawn_file_actions_addclose(&actions, fds[0])
      posix_spawn_file_actions_addclose(&actions, fds[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Test threads block signals, and a child inherits the mask: tmux and tuicv would never
    // see SIGWINCH or SIGCHLD. Start them with an empty mask and default handlers.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    let result = posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, environ)
    guard result == 0 else { throw SpawnError(message: "cannot run \(argv[0]): error \(result)") }
    var output: [UInt8] = []
    if readOutput {
      close(fds[1])
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = read(fds[0], &buffer, buffer.count)
        if n > 0 {
          output += buffer[0..<n]
        } else if n == 0 || errno != EINTR {
          break
        }
      }
      close(fds[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
  }

  struct SpawnError: Error {
    var message: String
  }

  /// Presses keys (tmux key names: Tab, BTab, Up, PPage, NPage, Home, End, C-c, or literal text).
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", name] + keys)
  }

  /// The screen as text.
  func capture() throws -> String {
    try tmux(["capture-pane", "-p", "-t", name])
  }

  /// The screen as text with its colours and attributes as escape sequences.
  func captureWithAttributes() throws -> String {
    try tmux(["capture-pane", "-p", "-e", "-t", name])
  }

  /// Starts copying what the program writes to the terminal into a file, from now on; returns
  /// a capture of that file for `ScreenPoller`.
  func recordOutput() throws -> () throws -> String {
    let path = exitFile + ".output"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    try tmux(["pipe-pane", "-t", name, "cat >> '\(path)'"])
    return { String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
  }

  /// A tmux format value of the pane, such as `#{alternate_on}`.
  func paneValue(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Resizes the terminal.
  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Polls the screen until `condition` holds on a whole frame; fails the test with the last
  /// screen if it never does. See `ScreenPoller` for what "whole" means.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Double = 15, stable: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
  ) throws -> String {
    let poller = ScreenPoller(capture: { try self.capture() })
    switch try poller.waitFor(timeout: timeout, stable: stable, condition) {
    case .matched(let screen):
      return screen
    case .timedOut(let screen):
      Issue.record(
        "timed out waiting for \(what); the screen was:\n\(screen)", sourceLocation: sourceLocation)
      return screen
    }
  }

  /// Waits until the screen shows a string (on a whole frame).
  @discardableResult
  func waitFor(
    _ text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation
  ) throws
    -> String
  {
    try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) {
      $0.contains(text)
    }
  }

  /// The stty settings the shell found while tuicv was stopped (with `jobControl`).
  func sttyWhileStopped() -> String? {
    try? String(contentsOfFile: exitFile + ".stopped", encoding: .utf8)
  }

  /// The stty settings the shell found once tuicv had exited.
  func sttyAfterExit() -> String? {
    try? String(contentsOfFile: exitFile, encoding: .utf8)
  }

  /// The pid of tuicv, the shell's child in the pane.
  func tuicvProcess() throws -> Int32 {
    let shell = try #require(Int32(try paneValue("#{pane_pid}")))
    let child = try Self.spawn(["pgrep", "-P", "\(shell)"], readOutput: true)
    return try #require(Int32(child.split(separator: "\n").first ?? ""))
  }
}
