import Foundation
import Testing

/// A terminal that does not report its size in pixels is asked for its cell size (`CSI 16 t`),
/// an xterm-compatible one for its background (`OSC 11 ; ?`), then `CSI c` ends the answers;
/// keys typed before it answers are not lost.
@Suite("Cell size query")
struct CellSizeQueryTests {
  static let query = "\u{1B}[16t\u{1B}]11;?\u{1B}\\\u{1B}[c"
  static let backgroundQuery = "\u{1B}]11;?\u{1B}\\\u{1B}[c"

  /// Starts tuicv on a pseudoterminal that reports no size at all (ncurses then takes terminfo's
  /// 80×24, and the cell's shape is unknown).
  func launch(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (
    Process, Pseudoterminal
  ) {
    let pty = try Pseudoterminal()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["LANG"] = "C.UTF-8"
    environment.merge(extra) { $1 }
    process.environment = environment
    process.standardInput = pty.terminal
    process.standardOutput = pty.terminal
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, pty)
  }

  /// Everything written to the terminal until it contains `text` (or 20 s pass).
  func output(of pty: Pseudoterminal, until text: String) -> String {
    var seen = ""
    let deadline = Date().addingTimeInterval(20)
    while !seen.contains(text), Date() < deadline {
      var descriptor = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 50)
      seen += pty.written()
    }
    return seen
  }

  /// Waits up to 20 s for the process to end; its status, or nil if it is still running.
  func exitStatus(of process: Process, draining pty: Pseudoterminal) -> Int32? {
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline {
      _ = pty.written()
      usleep(20_000)
    }
    if process.isRunning {
      process.terminate()
      return nil
    }
    return process.terminationStatus
  }

  func send(_ text: String, to pty: Pseudoterminal) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(pty.master, $0.baseAddress, $0.count) }
  }

  @Test func theTerminalIsAskedAndAKeyTypedBeforeItAnswersStillCounts() throws {
    let (process, pty) = try launch(["--items", "12"])
    let before = output(of: pty, until: Self.query)
    #expect(before.contains(Self.query))
    // "q" arrives before the answers: it is kept, read after them and quits the app (the
    // background's answer does not turn into keys).
    send("q", to: pty)
    send("\u{1B}[6;20;10t\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c", to: pty)
    #expect(exitStatus(of: process, draining: pty) == 0)
  }

  @Test func aTerminalThatNeverAnswersCostsOnlyTheTimeout() throws {
    let (process, pty) = try launch(["--items", "12"])
    _ = output(of: pty, until: Self.query)
    // No answer: the first frame still comes (the status bar), and q quits.
    let screen = output(of: pty, until: "12 items")
    #expect(screen.contains("12 items"))
    send("q", to: pty)
    #expect(exitStatus(of: process, draining: pty) == 0)
  }

  @Test func aGivenCellAspectAsksOnlyForTheBackground() throws {
    let (process, pty) = try launch(["--items", "12", "--cell-aspect", "2"])
    let screen = output(of: pty, until: "12 items")
    #expect(screen.contains("12 items"))
    #expect(screen.contains(Self.backgroundQuery))
    #expect(!screen.contains("\u{1B}[16t"))
    send("q", to: pty)
    #expect(exitStatus(of: process, draining: pty) == 0)
  }

  @Test func aGivenCellAspectAndBackgroundAskNothing() throws {
    let (process, pty) = try launch([
      "--items", "12", "--cell-aspect", "2", "--background", "light",
    ])
    let screen = output(of: pty, until: "12 items")
    #expect(screen.contains("12 items"))
    #expect(!screen.contains("\u{1B}[16t"))
    #expect(!screen.contains("\u{1B}]11;?"))
    #expect(!screen.contains("\u{1B}[c"))
    send("q", to: pty)
    #expect(exitStatus(of: process, draining: pty) == 0)
  }

  /// Whether the terminal driver processes output (`OPOST`) on the pseudoterminal.
  func processesOutput(_ pty: Pseudoterminal) -> Bool {
    var settings = termios()
    _ = tcgetattr(pty.terminal.fileDescriptor, &settings)
    return settings.c_oflag & tcflag_t(OPOST) != 0
  }

  @Test func framesGoOutUnprocessedAndQuittingPutsProcessingBack() throws {
    let (process, pty) = try launch([
      "--items", "12", "--cell-aspect", "2", "--background", "dark",
    ])
    #expect(processesOutput(pty))
    let screen = output(of: pty, until: "12 items")
    #expect(screen.contains("12 items"))
    #expect(!processesOutput(pty))
    send("q", to: pty)
    #expect(exitStatus(of: process, draining: pty) == 0)
    #expect(processesOutput(pty))
  }

  @Test func exitAfterFirstFrameEndsTheRunOnceTheFrameIsWritten() throws {
    let (process, pty) = try launch(
      ["--items", "12", "--cell-aspect", "2", "--background", "dark"],
      environment: ["TUICV_EXIT_AFTER_FIRST_FRAME": "1"])
    // No key is sent: the app draws its first frame, whole, and ends by itself.
    let screen = output(of: pty, until: "12 items")
    #expect(screen.contains("12 items"))
    #expect(exitStatus(of: process, draining: pty) == 0)
  }
}
