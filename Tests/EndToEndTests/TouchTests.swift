import Foundation
import Testing

/// Touch in the real binary, in tmux: SGR mouse reports as a terminal sends them (press,
/// drag with the button down, release, the right button) and the keyboard's equivalents.
@Suite("Touch end to end in tmux", .serialized)
struct TouchTests {
  /// An SGR mouse report (mode 1006) for a glyph, 0-based as `--keys` counts: `M` for a press
  /// or motion, `m` for a release. Button 0 is the left, 2 the right, +32 is motion.
  static func sgr(_ button: Int, column: Int, row: Int, release: Bool = false) -> String {
    "\u{1B}[<\(button);\(column + 1);\(row + 1)\(release ? "m" : "M")"
  }

  /// Types raw bytes into the pane, as the terminal would send them.
  func type(_ text: String, into tmux: TmuxSession) throws {
    try tmux.tmux(["send-keys", "-t", tmux.name, "-l", text])
  }

  /// The numbers on the flow's first row of cells at 80×24 (the labels' row), left to right.
  static func firstRow(_ screen: String) -> [Int] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 6 else { return [] }
    return lines[6].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
  }

  @Test func theTerminalReportsPressesDragsAndReleasesInSGR() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    // Mode 1002 (motion while a button is down) with SGR coordinates (1006), not 1003.
    #expect(try tmux.paneValue("#{mouse_button_flag}#{mouse_sgr_flag}#{mouse_all_flag}") == "110")
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
    #expect(try tmux.paneValue("#{mouse_any_flag}") == "0")
  }

  @Test func clicksInTheCircleDeleteACellAndInsertOnEmptySpace() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    // The top cell (item 0) is under column 40, row 3; the centre is empty.
    try type(
      Self.sgr(0, column: 40, row: 3) + Self.sgr(0, column: 40, row: 3, release: true), into: tmux)
    try tmux.waitFor("11 visible")
    try type(
      Self.sgr(0, column: 40, row: 12) + Self.sgr(0, column: 40, row: 12, release: true), into: tmux
    )
    try tmux.waitFor("12 visible")
  }

  @Test func aLongPressAndADragMoveAnItemAndTheReleaseDropsIt() throws {
    let tmux = try TmuxSession(arguments: ["--layout", "flow", "--minute", "10"])
    let start = try tmux.waitFor("the flow") { Self.firstRow($0) == [0, 1, 2, 3] }
    #expect(start.contains("12 items"))
    // Press on item 0 and hold still: after half a second it lifts.
    try type(Self.sgr(0, column: 10, row: 5), into: tmux)
    try tmux.waitFor("Moving")
    // Drag over item 1 (the others glide aside live), then release there.
    try type(Self.sgr(32, column: 20, row: 5) + Self.sgr(32, column: 30, row: 5), into: tmux)
    try type(Self.sgr(0, column: 30, row: 5, release: true), into: tmux)
    let moved = try tmux.waitFor("item 0 in second place") { Self.firstRow($0) == [1, 0, 2, 3] }
    #expect(moved.contains("moveItem(at: [0, 0], to: [0, 1])"))
  }

  @Test func aQuickDragScrollsAndAClickSelects() throws {
    let tmux = try TmuxSession(arguments: ["--layout", "flow", "--items", "100"])
    try tmux.waitFor(" of 100")
    // The overlay shows the content offset in the view's corner.
    try tmux.send("o")
    try tmux.waitFor("offset (0, 0)")
    // A drag up by four rows (eight points) at once moves the content with it.
    try type(
      Self.sgr(0, column: 10, row: 12) + Self.sgr(32, column: 10, row: 10)
        + Self.sgr(32, column: 10, row: 8) + Self.sgr(0, column: 10, row: 8, release: true),
      into: tmux)
    try tmux.waitFor("the content dragged") { !$0.contains("offset (0, 0)") }
    try tmux.send("Home")
    try tmux.waitFor("offset (0, 0)")
    try type(
      Self.sgr(0, column: 30, row: 5) + Self.sgr(0, column: 30, row: 5, release: true), into: tmux)
    try tmux.waitFor("1 selected")
  }

  @Test func theKeyboardMovesFocusSelectsAndMovesAnItem() throws {
    let tmux = try TmuxSession(arguments: ["--layout", "flow", "--minute", "10"])
    try tmux.waitFor("the flow") { Self.firstRow($0) == [0, 1, 2, 3] }
    try tmux.send("Right")
    try tmux.send("Space")
    try tmux.waitFor("1 selected")
    try tmux.send("Escape")
    try tmux.waitFor("the selection cleared") { !$0.contains("selected") }
    try tmux.send("Left")
    try tmux.send("m")
    try tmux.waitFor("Moving")
    try tmux.send("Right")
    try tmux.send("Enter")
    try tmux.waitFor("item 0 in second place") { Self.firstRow($0) == [1, 0, 2, 3] }
    try tmux.send("m")
    try tmux.send("Right")
    try tmux.send("Escape")
    let back = try tmux.waitFor("Put back")
    #expect(Self.firstRow(back) == [1, 0, 2, 3])
  }

  @Test func theMenuCopiesToTheClipboardWithOSC52() throws {
    let tmux = try TmuxSession(arguments: ["--layout", "flow", "--minute", "10"])
    try tmux.waitFor("the flow") { Self.firstRow($0) == [0, 1, 2, 3] }
    // tmux keeps what an application copies with OSC 52 as a buffer once set-clipboard is on.
    try tmux.tmux(["set-option", "-s", "set-clipboard", "on"])
    // A right click on item 2 opens its menu; Enter performs the first entry, Copy.
    try type(Self.sgr(2, column: 50, row: 5), into: tmux)
    let menu = try tmux.waitFor("the menu") { $0.contains("Copy") && $0.contains("Move") }
    #expect(menu.contains("Delete"))
    try tmux.send("Enter")
    try tmux.waitFor("Copied \"2\" to the clipboard")
    let buffer = try tmux.tmux(["show-buffer"])
    #expect(buffer == "2")
    // v pastes a copy of it after the focused item (item 2 has focus now).
    try tmux.send("v")
    let pasted = try tmux.waitFor("13 items") { $0.contains("13 items") || $0.contains(" of 13 ") }
    #expect(pasted.contains("Pasted \"2\""))
  }
}
