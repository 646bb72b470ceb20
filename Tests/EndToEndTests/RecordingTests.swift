import Foundation
import Testing

/// `--record`: a session in tmux written as an asciicast v2 file, parsed back (valid JSON lines,
/// increasing times), replayed into a fresh pane to the same screen, and accepted by
/// `asciinema cat` where asciinema is installed.
@Suite("Recording", .serialized)
struct RecordingTests {
  static var hasAsciinema: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/asciinema")
    }
  }

  @Test func aRecordedSessionParsesAndReplaysToTheSameScreen() throws {
    let file = NSTemporaryDirectory() + "tuicv-\(UUID().uuidString.prefix(8)).cast"
    defer { try? FileManager.default.removeItem(atPath: file) }
    let tmux = try TmuxSession(
      columns: 90, rows: 26, arguments: ["--minute", "10", "--record", file])
    try tmux.waitFor("12 items")
    try tmux.send("Tab")
    try tmux.waitFor("the flow") { $0.split(separator: "\n").last?.contains("Flow │") ?? false }
    try tmux.send("+")
    let live = try tmux.waitFor("13 items") { $0.contains("13 items") || $0.contains(" of 13 ") }
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")

    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(text.hasSuffix("\n"))
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 90)
    #expect(header["height"] as? Int == 26)
    #expect((header["timestamp"] as? Int ?? 0) > 1_700_000_000)
    #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    var times: [Double] = []
    var output = ""
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      #expect(event.count == 3)
      let time = try #require(event[0] as? Double)
      let kind = try #require(event[1] as? String)
      #expect(kind == "o" || kind == "r")
      times.append(time)
      if kind == "o" { output += try #require(event[2] as? String) }
    }
    #expect(times.count > 10)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    #expect((times.last ?? 0) > (times.first ?? 0))

    // Replayed into a fresh window of the same size, the output draws the same screen.
    let replay = NSTemporaryDirectory() + "tuicv-\(UUID().uuidString.prefix(8)).out"
    defer { try? FileManager.default.removeItem(atPath: replay) }
    try output.write(toFile: replay, atomically: true, encoding: .utf8)
    try tmux.tmux([
      "new-window", "-t", tmux.name, "cat \(TmuxSession.quoted(replay)); exec sleep 600",
    ])
    let poller = ScreenPoller(capture: {
      try tmux.tmux(["capture-pane", "-p", "-t", "\(tmux.name):1"])
    })
    let expected = Self.trimmed(live)
    switch try poller.waitFor(timeout: 15, stable: true, { Self.trimmed($0) == expected }) {
    case .matched: break
    case .timedOut(let screen):
      Issue.record("the replay drew:\n\(screen)\nnot:\n\(live)")
    }

    if Self.hasAsciinema {
      let cat = try TmuxSession.spawn(
        ["/bin/sh", "-c", "asciinema cat \(TmuxSession.quoted(file)) >/dev/null && echo ACCEPTED"],
        readOutput: true)
      #expect(cat.contains("ACCEPTED"))
    }
  }

  /// The screen's lines without trailing spaces, and without trailing empty lines.
  static func trimmed(_ screen: String) -> [String] {
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  @Test func anUnwritableRecordingIsAnErrorBeforeTheTerminalIsTouched() throws {
    let result = try CommandLineTests().run(["--record", "/nonexistent-dir/x.cast"])
    #expect(result.status == 1)
    #expect(result.error.contains("cannot record to /nonexistent-dir/x.cast"))
    let both = try CommandLineTests().run(["--record", "x.cast", "--snapshot", "80x24"])
    #expect(both.status != 0)
    #expect(both.error.contains("--record"))
  }

  @Test func snapshotFormats() throws {
    let ansi = try CommandLineTests().run([
      "--snapshot", "40x12", "--format", "ansi", "--color", "256",
    ])
    #expect(ansi.status == 0)
    #expect(ansi.output.contains("38;5;"))
    let text = try CommandLineTests().run([
      "--snapshot", "40x12", "--format", "text", "--color", "256",
    ])
    #expect(text.status == 0)
    #expect(!text.output.contains("\u{1B}"))
    #expect(text.output.contains("? help"))
    let bad = try CommandLineTests().run(["--snapshot", "40x12", "--format", "xml"])
    #expect(bad.status != 0)
    #expect(bad.error.contains("'text' and 'ansi'"))
    let alone = try CommandLineTests().run(["--format", "text"])
    #expect(alone.status != 0)
    #expect(alone.error.contains("--format only applies to --snapshot"))
  }
}
