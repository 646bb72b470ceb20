import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the environment says about the terminal: `TERM`, `COLORTERM`, `NO_COLOR`, `COLORFGBG`
/// and whether the program runs inside tmux. Colour decisions read it, so tests can pass any
/// combination.
public struct TerminalEnvironment: Hashable, Sendable {
  /// `TERM`: the terminfo name of the terminal type (`nil` when unset).
  public var term: String?
  /// `COLORTERM`: `truecolor` or `24bit` when the terminal shows 24-bit colour.
  public var colorTerm: String?
  /// Whether `NO_COLOR` is set to a non-empty value (no-color.org).
  public var noColor: Bool
  /// Whether `TMUX` is set: the program runs in a tmux pane.
  public var inTmux: Bool
  /// `COLORFGBG`: the terminal's foreground and background as palette numbers (`15;0`), set by
  /// rxvt, Konsole and others.
  public var colorFGBG: String?

  /// An environment from its parts.
  public init(
    term: String?, colorTerm: String? = nil, noColor: Bool = false, inTmux: Bool = false,
    colorFGBG: String? = nil
  ) {
    self.term = term
    self.colorTerm = colorTerm
    self.noColor = noColor
    self.inTmux = inTmux
    self.colorFGBG = colorFGBG
  }

  /// The process's environment.
  public static var current: TerminalEnvironment {
    func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    return TerminalEnvironment(
      term: variable("TERM"), colorTerm: variable("COLORTERM"),
      noColor: !(variable("NO_COLOR") ?? "").isEmpty, inTmux: variable("TMUX") != nil,
      colorFGBG: variable("COLORFGBG"))
  }

  /// The background `COLORFGBG` names (its last number), as black or white: palette colours 7
  /// and 9–15 are light, 0–6 and 8 dark (`default`, a 256-colour number or nonsense: unknown).
  public var colorFGBGBackground: Color? {
    guard let last = colorFGBG?.split(separator: ";").last, let index = Int(last),
      (0...15).contains(index)
    else { return nil }
    return index == 7 || (9...15).contains(index) ? .white : .black
  }

  /// Whether the terminal may be asked for its colours (`OSC 11 ; ?`): xterm-compatible types
  /// only, since a console that does not know the sequence may show it as text.
  public var answersColorQueries: Bool { isXtermCompatible }

  /// Whether `COLORTERM` announces 24-bit colour (`truecolor` or `24bit`, as notcurses, btop
  /// and most modern terminal libraries read it).
  public var advertisesTrueColor: Bool {
    guard let value = colorTerm?.lowercased() else { return false }
    return value == "truecolor" || value == "24bit"
  }

  /// The terminal types that speak xterm's SGR, so `COLORTERM` may be believed: xterm and the
  /// terminals that call themselves after it or after their own name, and tmux (GNU screen
  /// passes `COLORTERM` on from the terminal around it but draws in 256 colours, so it is
  /// believed only inside tmux, which sets `TERM=screen…` too).
  static let xtermCompatiblePrefixes = [
    "xterm", "tmux", "alacritty", "foot", "kitty", "wezterm", "ghostty", "vte", "gnome", "konsole",
    "st-", "mintty", "iterm", "contour", "rio", "vscode",
  ]

  /// Whether the terminal type is xterm-compatible (see `xtermCompatiblePrefixes`).
  public var isXtermCompatible: Bool {
    guard let term = term?.lowercased(), !term.isEmpty else { return false }
    if term.hasPrefix("screen") { return inTmux }
    return Self.xtermCompatiblePrefixes.contains { term.hasPrefix($0) }
  }

  /// Whether the terminal type itself is a direct-colour one (`xterm-direct`, `kitty-direct`).
  public var isDirectColorType: Bool { term?.lowercased().contains("direct") ?? false }

  /// The terminfo entries to try, in order, for 24-bit colour on this terminal: the type's own
  /// `-direct` variant (`xterm-256color` → `xterm-direct`, `tmux-256color` → `tmux-direct`),
  /// then `tmux-direct` inside tmux and `xterm-direct`. Empty when the type is already direct.
  public var directColorTerminalNames: [String] {
    guard let term = term?.lowercased(), !term.isEmpty, !isDirectColorType else { return [] }
    var base = term
    for suffix in ["-256color", "-88color", "-16color", "-truecolor", "-24bit", "-color"]
    where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
      break
    }
    if base.hasPrefix("screen") && inTmux { base = "tmux" }
    var names: [String] = []
    for name in [base + "-direct", inTmux ? "tmux-direct" : nil, "xterm-direct"].compactMap({ $0 })
    where !names.contains(name) {
      names.append(name)
    }
    return names
  }
}
