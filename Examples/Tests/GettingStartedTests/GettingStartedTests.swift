import ExampleTestSupport
import Foundation
import Testing

/// The *Getting started* program, run in a real terminal (tmux): it shows the grid, End scrolls
/// to the last items, and q quits with status 0.
@Suite("Getting started in tmux")
struct GettingStartedTests {
  @Test func theGridShowsScrollsAndQuits() throws {
    let pane = try TmuxPane(columns: 60, rows: 20, command: TmuxPane.binary("getting-started"))
    let first = pane.waitFor("the grid") { $0.contains("Getting started") && $0.contains("4") }
    #expect(first.contains("0") && first.contains("q quit"))
    pane.send("End")
    pane.waitFor("the last items") { $0.contains("199") }
    pane.send("q")
    pane.waitFor("the exit") { $0.contains("EXITED 0") }
  }

  /// An app that wrote no code for them gets the developer tools from `TUICV_DEBUG=1` (in its
  /// help, and `p` pauses) and a recording of its session from `TUICV_RECORD`.
  @Test func theToolsAndTheRecordingComeFromTheEnvironment() throws {
    let cast = NSTemporaryDirectory() + "/getting-started-\(UUID().uuidString).cast"
    defer { try? FileManager.default.removeItem(atPath: cast) }
    let pane = try TmuxPane(
      columns: 80, rows: 30,
      command: "TUICV_DEBUG=1 TUICV_RECORD=\(cast) \(TmuxPane.binary("getting-started"))")
    pane.waitFor("the grid") { $0.contains("Getting started") && $0.contains("4") }
    pane.send("?")
    pane.waitFor("the help with the tools") {
      $0.contains("Developer tools") && $0.contains("pause every animation")
    }
    pane.send("?")
    pane.waitFor("the help closed") { !$0.contains("Developer tools") }
    pane.send("p")
    pane.waitFor("paused") { $0.contains("paused") }
    pane.send("q")
    pane.waitFor("the exit") { $0.contains("EXITED 0") }
    let recording = try String(contentsOfFile: cast, encoding: .utf8)
    #expect(recording.hasPrefix("{\"version\": 2") || recording.hasPrefix("{\"version\":2"))
    #expect(recording.contains("Getting started"))
  }
}
