import Foundation
import Testing

/// The command line without a terminal: bad flags, a pipe for stdout, snapshots.
@Suite("Command line")
struct CommandLineTests {
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs tuicv with /dev/null for input and a pipe for output, or a terminal for either.
  func run(
    _ arguments: [String], environment: [String: String] = [:], input: FileHandle? = nil,
    output terminal: FileHandle? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = terminal ?? out
    process.standardError = err
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
    if terminal != nil { try out.fileHandleForWriting.close() }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self))
  }

  /// A blitter that plain text cannot draw is replaced, and the replacement is said; one it
  /// can draw (braille is one colour) is kept, silently.
  @Test func aBlitterTheFormatCannotDrawIsReplacedWithANote() throws {
    let replaced = try run(["--snapshot", "40x12", "--blitter", "quadrant", "--format", "text"])
    #expect(replaced.status == 0)
    #expect(
      replaced.error.contains(
        "--blitter quadrant needs colour, which --format text has not: the snapshot is drawn with half-mono"
      ), "stderr: \(replaced.error)")
    let kept = try run(["--snapshot", "40x12", "--blitter", "braille", "--format", "text"])
    #expect(kept.status == 0)
    #expect(kept.error.isEmpty, "stderr: \(kept.error)")
    #expect(kept.output.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
  }

  @Test func stdoutThatIsNotATerminalGetsAMessageAndNoEscapes() throws {
    let result = try run([])
    #expect(result.status == 2)
    #expect(result.error.contains("standard input and output are not terminals"), "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(!result.error.contains("\u{1B}"))
  }

  /// `tuicv </dev/null` typed in a terminal: the message names standard input, and nothing
  /// reaches the terminal.
  @Test func stdinThatIsNotATerminalIsNamed() throws {
    let pty = try Pseudoterminal()
    let result = try run([], output: pty.terminal)
    #expect(result.status == 2)
    #expect(result.error.contains("tuicv: standard input is not a terminal."), "\(result.error)")
    #expect(pty.written().isEmpty)
  }

  /// `tuicv | cat` typed in a terminal: the message names standard output.
  @Test func stdoutAloneThatIsNotATerminalIsNamed() throws {
    let pty = try Pseudoterminal()
    let result = try run([], input: pty.terminal)
    #expect(result.status == 2)
    #expect(result.error.contains("tuicv: standard output is not a terminal."), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test(arguments: [
    (["--items", "-3"], "--items"),
    (["--items", "ten"], "items"),
    (["--color", "purple"], "color"),
    (["--layout", "spiral"], "layout"),
    (["--snapshot", "80by24"], "snapshot"),
    (["--snapshot", "0x0"], "1 to 1000 columns"),
    (["--snapshot", "81x42", "--keys", "resize:2147483647x1"], "1 to 1000 columns"),
    (
      ["--snapshot", "81x42", "--keys", "resize:9223372036854775807x9223372036854775807"], "resize:"
    ),
    (["--snapshot", "80x24", "--keys", "resize:0x5"], "1 to 1000 columns"),
    (["--snapshot", "80x24", "--keys", "tab warp"], "warp"),
    (["--at", "0.5"], "--snapshot"),
    (["--sections", "6,x"], "--sections"),
    (["--sections", ""], "--sections"),
    (["--sections", "3,-1"], "--sections"),
    (["--sections", "9000000,9000000"], "10,000,000 items in all"),
    (["--items", "-1"], "between 0 and 10,000,000, not -1"),
    (["--sections", "2,2", "--items", "4"], "do not go together"),
    (["--background", "grey"], "--background"),
    (["--background", "#-00001"], "--background"),
  ])
  func badFlagsGetAClearMessageAndAFailingStatus(arguments: [String], mention: String) throws {
    let result = try run(arguments)
    #expect(result.status != 0)
    #expect(result.error.contains(mention), "stderr: \(result.error)")
  }

  @Test func snapshotPrintsPlainTextOfTheRequestedSize() throws {
    let result = try run(["--snapshot", "60x20", "--minute", "5"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 20)
    #expect(lines.allSatisfy { $0.count == 60 })
    #expect(!result.output.contains("\u{1B}"))
    #expect(result.output.contains("12 items"))
  }

  @Test func snapshotWithColourAlwaysUsesEscapes() throws {
    let result = try run(["--snapshot", "40x12", "--color", "always"])
    #expect(result.status == 0)
    #expect(result.output.contains("\u{1B}["))
  }

  @Test func keysThatLookLikeOptionsAreKeys() throws {
    let result = try run(["--snapshot", "80x24", "--keys", "- +", "--minute", "10"])
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(result.output.contains("12 items"))
    #expect(result.output.contains("cells 13 new/0 reused/1 pooled"))
    let minus = try run(["--snapshot", "80x24", "--keys", "-", "--items", "3"])
    #expect(minus.status == 0, "stderr: \(minus.error)")
    #expect(minus.output.contains("2 items"))
  }

  @Test func zeroAndAMillionItemsWork() throws {
    let none = try run(["--snapshot", "80x24", "--items", "0", "--keys", "tab"])
    #expect(none.status == 0)
    #expect(none.output.contains("0 items"))
    let million = try run([
      "--snapshot", "80x24", "--items", "1000000", "--layout", "flow", "--keys", "end",
    ])
    #expect(million.status == 0)
    #expect(million.output.contains("–999,999 of 1,000,000"))
    #expect(million.output.contains("999999"))
    let ring = try run(["--snapshot", "80x24", "--items", "1000000"])
    #expect(ring.status == 0)
    #expect(ring.output.contains("1,000,000 items"))
  }

  @Test func sectionsComeFromTheFlagOrTheLayout() throws {
    let flow = try run(["--snapshot", "100x20", "--layout", "flow", "--sections", "2,0,5"])
    #expect(flow.status == 0)
    #expect(flow.output.contains("7 items · 3 sections"), "\(flow.output)")
    // The flow starts with one section unless told; --items is always one section.
    let plain = try run(["--snapshot", "100x20", "--layout", "flow"])
    #expect(plain.output.contains(" of 12 │"))
    let items = try run(["--snapshot", "100x20", "--layout", "flow", "--items", "30"])
    #expect(items.output.contains(" of 30 │"))
  }

  @Test func versionAndHelp() throws {
    #expect(try run(["--version"]).output.contains("0.1.0"))
    let help = try run(["--help"])
    #expect(help.output.contains("--snapshot"))
    #expect(help.output.contains("--keys"))
    // The key table is made only when the help is asked for, however it is asked.
    for asking in [["--help"], ["-h"], ["--items", "5", "--help"]] {
      let text = try run(asking).output
      #expect(text.contains("Keys:") && text.contains("q  Ctrl-C"), "\(asking)")
    }
  }

  @Test func asciiSnapshotsAreSevenBitNoticesIncluded() throws {
    let ascii = try run(["--snapshot", "80x24", "--keys", "S", "--ascii"])
    #expect(ascii.status == 0)
    #expect(ascii.output.contains("Slow Animations on (10x)"))
    #expect(ascii.output.utf8.allSatisfy { $0 < 0x80 })
    let locale = try run(
      ["--snapshot", "40x12", "--keys", "S ?"], environment: ["LC_ALL": "C", "LANG": "C"])
    #expect(locale.status == 0)
    #expect(locale.output.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test func aNonUTF8LocaleGetsASCII() throws {
    let result = try run(["--snapshot", "40x12"], environment: ["LC_ALL": "C", "LANG": "C"])
    #expect(result.status == 0)
    #expect(result.output.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(result.output.contains("#"))
  }

  @Test func theLineLayoutSettlesWithItemTwoCentredAndLarger() throws {
    let result = try run(["--snapshot", "80x24", "--layout", "line", "--keys", "right right"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    // The label row: item 2's label at the centre column, and its cell wider than the others.
    let row = try #require(lines.first { $0.contains("2") && $0.contains("1") && $0.contains("3") })
    let two = try #require(row.firstIndex(of: "2"))
    #expect(abs(row.distance(from: row.startIndex, to: two) - 40) <= 1)
    // Item 2 has focus, drawn hollow without colour: its widest row is its top or bottom edge,
    // centred and wider than the filled cells beside it.
    let cells = row.split(separator: " ").map(\.count)
    #expect(cells.count == 7)
    func longestRun(_ line: String) -> Int { line.split(separator: " ").map(\.count).max() ?? 0 }
    let view = lines.dropFirst().filter { !$0.contains("│") }  // no title or status bar
    let edge = try #require(view.max { longestRun($0) < longestRun($1) })
    let widest = longestRun(edge)
    #expect(widest > cells[1] && widest > cells[5])
    let start = edge.distance(
      from: edge.startIndex, to: try #require(edge.firstIndex { $0 != " " }))
    #expect(abs(start + widest / 2 - 40) <= 1)
    #expect(lines.last { !$0.isEmpty }?.contains("focus 2 │") == true)
  }

  @Test func theModernLayoutShowsItsSectionsAndAShuffleMovesThem() throws {
    let rest = try run(["--snapshot", "120x40", "--layout", "modern"])
    #expect(rest.status == 0, "stderr: \(rest.error)")
    for text in ["Editors' Choice", "Top Charts", "Categories", "Games", "All Apps", " of 37"] {
      #expect(rest.output.contains(text), "\(text)")
    }
    let shuffled = try run(["--snapshot", "120x40", "--layout", "modern", "--keys", "x"])
    #expect(shuffled.status == 0)
    #expect(shuffled.output.contains("Shuffled: "))
    #expect(shuffled.output.contains(" of 37"))
    let midway = try run(
      ["--snapshot", "120x40", "--layout", "modern", "--keys", "x", "--at", "0.15"])
    #expect(midway.status == 0)
    #expect(midway.output != shuffled.output && midway.output != rest.output)
  }

  @Test(arguments: ["rotary", "coverflow", "scale-carousel"])
  func rightCentresItemOneInEveryCarousel(layout: String) throws {
    let result = try run(["--snapshot", "120x40", "--layout", layout, "--keys", "right"])
    #expect(result.status == 0)
    #expect(result.output.contains("focus 1 │"), "\(result.output)")
    // Item 1's label sits on the middle column.
    let row = try #require(
      result.output.split(separator: "\n").first { $0.contains("1") && !$0.contains("items") })
    let column = row.distance(from: row.startIndex, to: row.firstIndex(of: "1")!)
    #expect(abs(column - 60) <= 1, "\(row)")
  }

  @Test func theLoopShowsTheLastItemLeftOfTheFirst() throws {
    let result = try run(["--snapshot", "80x24", "--layout", "loop", "--keys", "left"])
    #expect(result.status == 0)
    #expect(result.output.contains("focus 11 │"))
    #expect(result.output.contains(" 11 "))
  }

  @Test func aFlickKeepsMovingAndRestsSnapped() throws {
    // The overlay (o) shows the content offset in the view's corner.
    let flick = "o " + Array(repeating: "wheel-down", count: 5).joined(separator: " ")
    let atTheLastNotch = try run([
      "--snapshot", "120x40", "--layout", "scale-carousel", "--keys", flick, "--at", "0",
    ])
    let later = try run([
      "--snapshot", "120x40", "--layout", "scale-carousel", "--keys", flick, "--at", "0.3",
    ])
    let settled = try run(["--snapshot", "120x40", "--layout", "scale-carousel", "--keys", flick])
    func offset(_ output: String) -> Double? {
      guard let range = output.range(of: "offset (") else { return nil }
      return Double(output[range.upperBound...].prefix { $0 != "," })
    }
    let a = try #require(offset(atTheLastNotch.output))
    let b = try #require(offset(later.output))
    let c = try #require(offset(settled.output))
    #expect(b > a)
    #expect(c >= b)
    #expect(c.truncatingRemainder(dividingBy: 32) == 0)
  }
}
