import Foundation
import Testing

/// The live app under abuse: resize storms, key and mouse garbage, hostile environments. It
/// never crashes, always answers `q`, and leaves the terminal as it was.
@Suite("The live app under stress", .serialized)
struct StressTests {
  /// Quits with `q` and checks the terminal came back: status 0, main screen, sane modes.
  func quitAndCheck(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    try tmux.send("q")
    try tmux.waitFor("EXITED 0", sourceLocation: sourceLocation)
    #expect(try tmux.paneValue("#{alternate_on}") == "0", sourceLocation: sourceLocation)
    try tmux.waitFor("stty", sourceLocation: sourceLocation) { _ in tmux.sttyAfterExit() != nil }
    let settings = tmux.sttyAfterExit() ?? ""
    #expect(settings.contains(" icanon"), sourceLocation: sourceLocation)
    #expect(settings.contains(" echo "), sourceLocation: sourceLocation)
  }

  @Test func twoHundredResizesFromOneByOneToThreeHundredByAHundred() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10", "--items", "300"])
    try tmux.waitFor("300 items")
    let start = Date()
    var sizes: [(Int, Int)] = [(1, 1), (300, 100), (1, 30), (300, 1), (2, 2)]
    var seed: UInt64 = 42
    while sizes.count < 200 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      sizes.append((1 + Int(seed >> 33) % 300, 1 + Int(seed >> 20) % 100))
    }
    for (i, (c, r)) in sizes.enumerated() {
      try tmux.resize(columns: c, rows: r)
      // Keys in between: the app must answer while it relays out.
      if i % 20 == 0 { try tmux.send(["Tab", "+", "j", "End"][i / 20 % 4]) }
    }
    #expect(Date().timeIntervalSince(start) < 30)
    try tmux.resize(columns: 80, rows: 24)
    try tmux.waitFor("the demo back at 80×24") { screen in
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count >= 24 && lines[23].contains("items") && !screen.contains("too small")
    }
    try quitAndCheck(tmux)
  }

  @Test func aStormOfKeysMouseReportsAndGarbage() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    // Hex bytes, sent raw: SGR mouse (press, drag, release, wheel, right button, out of range),
    // X10 mouse, partial escape sequences, Alt-keys, invalid UTF-8, controls, plain keys.
    let storm: [String] = [
      "1b 5b 3c 30 3b 31 30 3b 35 4d",  // ESC[<0;10;5M press
      "1b 5b 3c 33 32 3b 31 35 3b 36 4d",  // ESC[<32;15;6M drag
      "1b 5b 3c 30 3b 31 35 3b 36 6d",  // ESC[<0;15;6m release
      "1b 5b 3c 36 35 3b 34 30 3b 31 30 4d",  // ESC[<65;40;10M wheel down
      "1b 5b 3c 32 3b 39 39 39 3b 39 39 39 4d",  // ESC[<2;999;999M right button far away
      "1b 5b 4d 20 21 21",  // X10 press
      "1b 5b 4d 23 7f 7f",  // X10 release past the edge
      "1b 5b",  // a partial CSI
      "1b 5b 31 3b",  // another, cut in its parameters
      "1b 78", "1b 71",  // Alt-x, Alt-q (must not quit)
      "ff fe c3 28 e2 82",  // invalid UTF-8
      "00 01 02 1a",  // NUL, Ctrl-A, Ctrl-B, Ctrl-Z as a byte
      "2b 2b 2d 09 09 6a 6b",  // + + - Tab Tab j k
    ]
    for _ in 0..<5 {
      for bytes in storm {
        try tmux.tmux(
          ["send-keys", "-t", tmux.name, "-H"] + bytes.split(separator: " ").map(String.init))
      }
    }
    // Still alive and drawing: a key it knows still works.
    try tmux.send("?")
    try tmux.waitFor("the help after the storm") { $0.contains("? or Esc closes") }
    try tmux.send("Escape")
    try tmux.waitFor("the help closed") { !$0.contains("? or Esc closes") && $0.contains("items") }
    try quitAndCheck(tmux)
  }

  /// Regression: Alt-q arrives as ESC q in one read and was taken for Escape, then q, which quit.
  @Test func altQDoesNotQuit() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    try tmux.tmux(["send-keys", "-t", tmux.name, "-H", "1b", "71"])
    try tmux.send("+")
    let screen = try tmux.waitFor("an item inserted after Alt-q") {
      $0.contains("13 items") || $0.contains("EXITED")
    }
    #expect(!screen.contains("EXITED"))
    try quitAndCheck(tmux)
  }

  @Test func standardInputClosedGetsAMessage() throws {
    let tmux = try TmuxSession(redirection: "<&-", arguments: [])
    let screen = try tmux.waitFor("EXITED 2")
    #expect(screen.contains("standard input is not a terminal"))
  }

  @Test(arguments: ["dumb", ""])
  func aTerminalThatCannotBeDrivenGetsAMessage(term: String) throws {
    let tmux = try TmuxSession(term: term, arguments: [])
    let screen = try tmux.waitFor("EXITED 1")
    #expect(screen.contains(term.isEmpty ? "TERM is not set" : "cannot move the cursor"))
    #expect(!screen.contains("Fatal"))
  }

  @Test func aOneColumnTerminalStillAnswersQ() throws {
    let tmux = try TmuxSession(columns: 1, rows: 20, arguments: ["--minute", "10"])
    try tmux.waitFor("something drawn") {
      !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    try tmux.send("+", "Tab", "q")
    try tmux.resize(columns: 80, rows: 24)
    try tmux.waitFor("EXITED 0")
  }
}
