import ExampleTestSupport
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
}
