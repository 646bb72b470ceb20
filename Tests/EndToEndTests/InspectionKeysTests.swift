import Foundation
import Testing

/// The machinery's keys through a real terminal: the inspector opens and closes, p holds a
/// slowed morph, . steps it, p lets it run on, and [ ] scrub a transition that Enter finishes.
@Suite("Inspecting in tmux", .serialized)
struct InspectionKeysTests {
  @Test func theInspectorPauseAndAScrubbedTransition() throws {
    let tmux = try TmuxSession(columns: 120, rows: 36, arguments: ["--minute", "10", "--slow"])
    try tmux.waitFor("12 items")
    try tmux.send("i")
    // Opening the inspector narrows the view: a bounds change, 3 s when slowed. A screen that
    // holds still for one poll is not enough to know it has ended (a busy machine can leave a
    // frame up longer), and a pause pressed during it holds it ("paused · t = …" instead of
    // "paused"): wait for the inspector to list no running animation.
    try tmux.waitFor("the inspector, its opening over") {
      $0.contains("Inspector") && $0.contains("Cell [0, 0]") && $0.contains("Layout events")
        && $0.contains("│ none running")
    }
    // Paused first, a slowed morph (3 s) holds its first frame; a step moves it one frame.
    try tmux.send("p")
    try tmux.waitFor("│ paused │")
    try tmux.send("Tab")
    try tmux.waitFor("paused · t = 0.000 s of 3.000 s")
    try tmux.send(".")
    let stepped = try tmux.waitFor("paused · t = 0.017 s of 3.000 s")
    #expect(stepped.contains("layout transition"))
    try tmux.send("p")
    try tmux.waitFor("the flow, settled") {
      !$0.contains("paused") && !$0.contains("layout transition")
        && $0.split(separator: "\n").last?.contains("Flow │") == true
    }
    try tmux.send("i")
    try tmux.waitFor("the inspector closed") { !$0.contains("Inspector") }
    // ] twice: a tenth of the way to the next layout; Enter finishes it.
    try tmux.send("]")
    try tmux.send("]")
    try tmux.waitFor("transition 10 % → Flow ↔")
    try tmux.send("Enter")
    try tmux.waitFor("the horizontal flow") {
      !$0.contains("transition") && $0.split(separator: "\n").last?.contains("Flow ↔ │") == true
    }
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }
}
