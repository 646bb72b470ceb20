import Foundation
import Testing

/// Colour in a real terminal: what reaches tmux for the usual combinations of `TERM` and
/// `COLORTERM`, read back with `capture-pane -e` (tmux writes 24-bit colours as `38;2;r;g;b`
/// and palette colours as `38;5;n`, whatever form the program sent). `NO_COLOR` is cleared
/// where it should not count: the test runner may set it.
@Suite("Colour in tmux", .serialized)
struct ColorTests {
  /// The orange of the cells, as 24-bit and as the 256-colour palette shows it.
  static let orange24 = "2;255;128;0"
  static let orange256 = "5;208"

  @Test func colortermTruecolorGives24BitColourOnAn256ColourTerm() throws {
    let tmux = try TmuxSession(
      term: "xterm-256color", environment: ["COLORTERM": "truecolor", "NO_COLOR": ""],
      arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    let screen = try tmux.captureWithAttributes()
    #expect(screen.contains(Self.orange24), "no 24-bit orange in:\n\(screen)")
    #expect(!screen.contains("8;" + Self.orange256))
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  @Test func without24BitAnnouncedThePaletteIsUsed() throws {
    let tmux = try TmuxSession(
      term: "xterm-256color", environment: ["COLORTERM": "", "NO_COLOR": ""],
      arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    let screen = try tmux.captureWithAttributes()
    #expect(screen.contains("8;" + Self.orange256), "no palette orange in:\n\(screen)")
    #expect(!screen.contains(";2;"))
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  @Test func colorFlagForcesAMode() throws {
    let forced = try TmuxSession(
      term: "xterm-256color", environment: ["COLORTERM": "", "NO_COLOR": ""],
      arguments: ["--minute", "10", "--color", "truecolor"])
    try forced.waitFor("12 items")
    #expect(try forced.captureWithAttributes().contains(Self.orange24))
    try forced.send("q")
    try forced.waitFor("EXITED 0")

    let palette = try TmuxSession(
      term: "xterm-256color", environment: ["COLORTERM": "truecolor", "NO_COLOR": ""],
      arguments: ["--minute", "10", "--color", "256"])
    try palette.waitFor("12 items")
    let screen = try palette.captureWithAttributes()
    #expect(screen.contains("8;" + Self.orange256))
    #expect(!screen.contains(";2;"))
    try palette.send("q")
    try palette.waitFor("EXITED 0")
  }

  /// A light terminal (`COLORFGBG` names a light background; tmux answers no colour query):
  /// anti-aliased edges blend towards white, so the frame has blends of orange and white; on a
  /// dark one it has none (orange blended towards black keeps no blue).
  @Test func aLightBackgroundFromTheEnvironmentReachesTheRasterizer() throws {
    func whiteTints(colorFGBG: String) throws -> [String] {
      let tmux = try TmuxSession(
        term: "xterm-256color",
        environment: ["COLORTERM": "truecolor", "NO_COLOR": "", "COLORFGBG": colorFGBG],
        arguments: ["--minute", "10"])
      try tmux.waitFor("12 items")
      let screen = try tmux.captureWithAttributes()
      try tmux.send("q")
      try tmux.waitFor("EXITED 0")
      return screen.matches(of: /8;2;(\d+);(\d+);(\d+)/).compactMap { match in
        guard let r = Int(match.1), let g = Int(match.2), let b = Int(match.3),
          r > g, g > b, b > 60
        else { return nil }
        return String(match.0)
      }
    }
    #expect(!(try whiteTints(colorFGBG: "0;15")).isEmpty)
    #expect(try whiteTints(colorFGBG: "15;0") == [])
  }

  @Test func noColorWins() throws {
    let tmux = try TmuxSession(
      term: "xterm-256color", environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"],
      arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    let screen = try tmux.captureWithAttributes()
    #expect(!screen.contains("38;"))
    #expect(!screen.contains("48;"))
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }
}
