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
    // One whole frame as escape sequences, as --snapshot prints it: where the page ends.
    let snapshot = try CommandLineTests().run(
      ["--snapshot", "100x30", "--keys", "pgdn"] + Self.arguments)
    #expect(snapshot.status == 0)
    let full = snapshot.output.utf8.count
    #expect(full > 1000)
    let expected = Self.characters(snapshot.output)
    let tmux = try TmuxSession(columns: 100, rows: 30, arguments: Self.arguments)
    try tmux.waitFor("items 0–")
    let output = try tmux.recordOutput()
    try tmux.send("NPage")
    // The screen becomes what a fresh frame at that offset shows, once the scroll indicator
    // has faded too (30 rows less the bars: 28 rows of 2 points, less 4 points).
    try tmux.waitFor("the page's last frame") { screen in
      let shown = Self.characters(screen)
      return shown.count >= 29 && (1..<29).allSatisfy { shown[$0] == expected[$0] }
    }
    let page = try output().utf8.count
    // The rows the scroll exposed, the status bar and the scroll indicator: about one screen,
    // never the whole screen again and again (which was 3.4 to 3.7 screens). Idle this is 1.16
    // screens (14,996 bytes against 12,902). A machine too loaded to draw a frame within the
    // 0.3 s animation jumps to the end in one frame, which must redraw the whole band: at most
    // the frames before the stall plus one screen (a loaded CI run measured 1.33). The
    // benchmark, not this test, holds the 1.2 target.
    #expect(Double(page) <= 2.5 * Double(full), "a page wrote \(page) bytes, a frame has \(full)")
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }
}
