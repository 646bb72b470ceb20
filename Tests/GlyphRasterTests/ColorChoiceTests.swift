import CollectionCore
import GlyphRaster
import Testing

/// How `--color`, `TERM`, `COLORTERM` and `NO_COLOR` decide the colour mode, and which
/// direct-colour terminfo entries a terminal would be driven through.
@Suite("Colour decisions")
struct ColorChoiceTests {
  static func env(
    _ term: String?, colorTerm: String? = nil, noColor: Bool = false, tmux: Bool = false
  ) -> TerminalEnvironment {
    TerminalEnvironment(term: term, colorTerm: colorTerm, noColor: noColor, inTmux: tmux)
  }

  /// One row: the choice, the environment, terminfo's colour count, the mode.
  struct Case: Sendable, CustomTestStringConvertible {
    var choice: ColorChoice
    var environment: TerminalEnvironment
    var colors: Int?
    var mode: ColorMode
    var testDescription: String {
      "\(choice) TERM=\(environment.term ?? "-") COLORTERM=\(environment.colorTerm ?? "-")"
        + "\(environment.noColor ? " NO_COLOR" : "")\(environment.inTmux ? " TMUX" : "")"
        + " colors=\(colors.map(String.init) ?? "-") → \(mode)"
    }
  }

  static let cases: [Case] = [
    // COLORTERM on an xterm-compatible terminal: 24-bit, whatever TERM's entry says, as long
    // as a direct-colour entry was found (its colour count is what the screen reports).
    Case(
      choice: .auto, environment: env("xterm-256color", colorTerm: "truecolor"), colors: 0x100_0000,
      mode: .trueColor),
    Case(
      choice: .auto, environment: env("xterm-256color", colorTerm: "24bit"), colors: 0x100_0000,
      mode: .trueColor),
    Case(
      choice: .auto, environment: env("xterm-256color", colorTerm: "TrueColor"), colors: nil,
      mode: .trueColor),
    // No direct-colour entry installed: the 256 colours of TERM's own entry, never broken output.
    Case(
      choice: .auto, environment: env("xterm-256color", colorTerm: "truecolor"), colors: 256,
      mode: .palette256),
    // Without COLORTERM, terminfo decides.
    Case(choice: .auto, environment: env("xterm-256color"), colors: 256, mode: .palette256),
    Case(choice: .auto, environment: env("xterm-direct"), colors: 0x100_0000, mode: .trueColor),
    Case(choice: .auto, environment: env("xterm-16color"), colors: 16, mode: .palette16),
    Case(choice: .auto, environment: env("xterm"), colors: 8, mode: .palette8),
    Case(choice: .auto, environment: env("vt100"), colors: -1, mode: .none),
    Case(choice: .auto, environment: env("dumb", colorTerm: "truecolor"), colors: nil, mode: .none),
    Case(choice: .auto, environment: env(nil), colors: nil, mode: .none),
    // COLORTERM is not believed on terminals that are not xterm-compatible: GNU screen passes
    // it on from the terminal around it but shows 256 colours; the Linux console shows 8.
    Case(
      choice: .auto, environment: env("screen-256color", colorTerm: "truecolor"), colors: 256,
      mode: .palette256),
    Case(
      choice: .auto, environment: env("linux", colorTerm: "truecolor"), colors: 8, mode: .palette8),
    // tmux: its own names, and screen's names inside it.
    Case(
      choice: .auto, environment: env("tmux-256color", colorTerm: "truecolor"), colors: 0x100_0000,
      mode: .trueColor),
    Case(
      choice: .auto, environment: env("screen-256color", colorTerm: "truecolor", tmux: true),
      colors: 0x100_0000, mode: .trueColor),
    // NO_COLOR: auto obeys it, always ignores it, a forced mode wins.
    Case(
      choice: .auto, environment: env("xterm-256color", colorTerm: "truecolor", noColor: true),
      colors: 0x100_0000, mode: .none),
    Case(
      choice: .always, environment: env("xterm-256color", noColor: true), colors: 256,
      mode: .palette256),
    Case(
      choice: .always, environment: env("xterm-256color", colorTerm: "truecolor", noColor: true),
      colors: 0x100_0000, mode: .trueColor),
    Case(
      choice: .palette256, environment: env("xterm-256color", noColor: true), colors: 256,
      mode: .palette256),
    // Forced modes, never richer than the terminal can show.
    Case(
      choice: .trueColor, environment: env("xterm-256color"), colors: 0x100_0000, mode: .trueColor),
    Case(choice: .trueColor, environment: env("xterm-256color"), colors: 256, mode: .palette256),
    Case(
      choice: .palette256, environment: env("xterm-direct", colorTerm: "truecolor"),
      colors: 0x100_0000, mode: .palette256),
    Case(choice: .palette16, environment: env("xterm-256color"), colors: 256, mode: .palette16),
    Case(choice: .palette16, environment: env("xterm"), colors: 8, mode: .palette8),
    Case(
      choice: .none, environment: env("xterm-256color", colorTerm: "truecolor"), colors: 0x100_0000,
      mode: .none),
    // --snapshot has no terminfo entry: 256 colours unless 24-bit is announced.
    Case(choice: .auto, environment: env("xterm-256color"), colors: nil, mode: .palette256),
    Case(choice: .palette16, environment: env("xterm-256color"), colors: nil, mode: .palette16),
  ]

  @Test(arguments: cases)
  func colourMode(_ c: Case) {
    #expect(c.choice.colorMode(in: c.environment, terminalColors: c.colors) == c.mode)
  }

  @Test func trueColourIsWantedOnlyWhereItIsBelieved() {
    #expect(ColorChoice.auto.wantsTrueColor(in: Self.env("xterm-256color", colorTerm: "truecolor")))
    #expect(ColorChoice.auto.wantsTrueColor(in: Self.env("xterm-kitty", colorTerm: "truecolor")))
    #expect(ColorChoice.auto.wantsTrueColor(in: Self.env("alacritty", colorTerm: "truecolor")))
    #expect(!ColorChoice.auto.wantsTrueColor(in: Self.env("xterm-256color")))
    #expect(!ColorChoice.auto.wantsTrueColor(in: Self.env("xterm-256color", colorTerm: "yes")))
    #expect(!ColorChoice.auto.wantsTrueColor(in: Self.env("screen", colorTerm: "truecolor")))
    #expect(!ColorChoice.auto.wantsTrueColor(in: Self.env("linux", colorTerm: "24bit")))
    #expect(
      !ColorChoice.auto.wantsTrueColor(
        in: Self.env("xterm-256color", colorTerm: "truecolor", noColor: true)))
    #expect(
      ColorChoice.always.wantsTrueColor(
        in: Self.env("xterm-256color", colorTerm: "truecolor", noColor: true)))
    #expect(ColorChoice.trueColor.wantsTrueColor(in: Self.env("linux")))
    #expect(!ColorChoice.palette256.wantsTrueColor(in: Self.env("xterm", colorTerm: "truecolor")))
  }

  @Test func directColourEntriesFollowTheTerminalsFamily() {
    #expect(Self.env("xterm-256color").directColorTerminalNames == ["xterm-direct"])
    #expect(Self.env("xterm").directColorTerminalNames == ["xterm-direct"])
    #expect(
      Self.env("tmux-256color", tmux: true).directColorTerminalNames == [
        "tmux-direct", "xterm-direct",
      ])
    #expect(
      Self.env("screen-256color", tmux: true).directColorTerminalNames == [
        "tmux-direct", "xterm-direct",
      ])
    #expect(
      Self.env("alacritty").directColorTerminalNames == ["alacritty-direct", "xterm-direct"])
    #expect(Self.env("xterm-direct").directColorTerminalNames.isEmpty)
    #expect(Self.env(nil).directColorTerminalNames.isEmpty)
  }

  @Test func namesAndAliases() {
    #expect(ColorChoice(name: "truecolor") == .trueColor)
    #expect(ColorChoice(name: "256") == .palette256)
    #expect(ColorChoice(name: "16") == .palette16)
    #expect(ColorChoice(name: "none") == ColorChoice.none)
    #expect(ColorChoice(name: "never") == ColorChoice.none)
    #expect(ColorChoice(name: "always") == .always)
    #expect(ColorChoice(name: "AUTO") == .auto)
    #expect(ColorChoice(name: "purple") == nil)
    for name in ColorChoice.names { #expect(ColorChoice(name: name) != nil) }
  }

  @Test func sixteenColoursArePickedByHowTheyLook() {
    // Orange is nearer bright red or yellow than any grey; pure primaries map to themselves.
    #expect(
      ColorMode.palette16.quantize(Color(red: 255, green: 0, blue: 0))
        == Color(red: 255, green: 0, blue: 0))
    #expect(ColorMode.palette16.quantize(.white) == .white)
    #expect(ColorMode.palette16.quantize(.black) == .black)
    #expect(
      ColorMode.palette16.quantize(Color(red: 120, green: 120, blue: 120))
        == Color(red: 127, green: 127, blue: 127))
    #expect(ColorMode.trueColor.capped(toTerminalColors: 256) == .palette256)
    #expect(ColorMode.palette256.capped(toTerminalColors: 0x100_0000) == .palette256)
    #expect(ColorMode.palette16.capped(toTerminalColors: 8) == .palette8)
  }
}

/// What the environment says about the terminal's background, and whom to ask.
@Suite("Terminal background from the environment")
struct TerminalBackgroundEnvironmentTests {
  @Test func colorFGBGNamesADarkOrALightBackground() {
    func background(_ value: String?) -> Color? {
      TerminalEnvironment(term: "rxvt-unicode-256color", colorFGBG: value).colorFGBGBackground
    }
    #expect(background("15;0") == .black)
    #expect(background("0;15") == .white)
    #expect(background("0;default;7") == .white)
    #expect(background("7;8") == .black)
    #expect(background("15;default") == nil)
    #expect(background("0;200") == nil)
    #expect(background(nil) == nil)
  }

  @Test func onlyXtermCompatibleTerminalsAreAskedForTheirColours() {
    #expect(TerminalEnvironment(term: "xterm-256color").answersColorQueries)
    #expect(TerminalEnvironment(term: "screen-256color", inTmux: true).answersColorQueries)
    // The Linux console would print an OSC it does not know as text.
    #expect(!TerminalEnvironment(term: "linux").answersColorQueries)
    #expect(!TerminalEnvironment(term: "vt100").answersColorQueries)
  }
}
