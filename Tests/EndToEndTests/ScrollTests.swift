import Foundation
import Testing

/// An animated page scroll in tmux: the terminal scrolls, only the exposed rows are sent, and
/// the screen ends exactly as a fresh frame draws it.
@Suite("Scrolling in tmux", .serialized)
struct ScrollTests {
  static let arguments = ["--layout", "flow", "--items", "300", "--minute", "10", "--color", "256"]

  /// The characters of a frame printed with escape sequences, without them, trailing spaces
  /// dropped.
  static func characters(_ output: String) -> [String] {
    let plain = output.replacing(/\u{1B}\[[0-9;:]*[A-Za-z]/, with: "")
    return plain.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func aPageScrollSendsAboutOneScreenAndEndsAsAFreshFrame() throws {
    let tmux = try TmuxSession(columns: 100, rows: 30, arguments: Self.arguments)
    try tmux.waitFor("offset 0,0")
    let output = try tmux.recordOutput()
    try tmux.send("NPage")
    // 30 rows less the title and status bars: 28 rows of 2 points, less 4 points.
    try tmux.waitFor("offset 0,52")
    Thread.sleep(forTimeInterval: 0.3)
    let page = try output().utf8.count
    // One whole frame as escape sequences, as --snapshot prints it.
    let snapshot = try CommandLineTests().run(
      ["--snapshot", "100x30", "--keys", "pgdn"] + Self.arguments)
    #expect(snapshot.status == 0)
    let full = snapshot.output.utf8.count
    #expect(full > 1000)
    // The rows the scroll exposed and the status bar: about one screen, never the whole screen
    // again and again.
    #expect(Double(page) <= 1.2 * Double(full), "a page wrote \(page) bytes, a frame has \(full)")
    // The screen is what a fresh frame at that offset shows.
    let screen = try tmux.capture()
    let expected = Self.characters(snapshot.output)
    let shown = Self.characters(screen)
    for row in 1..<29 {
      #expect(shown[row] == expected[row], "row \(row)")
    }
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }
}
