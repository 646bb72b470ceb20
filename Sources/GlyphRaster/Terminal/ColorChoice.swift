/// What `--color` asks for: a colour mode, or `auto` to follow the terminal.
public enum ColorChoice: String, Sendable, CaseIterable {
  /// Follow the terminal: `NO_COLOR` turns colour off; `COLORTERM=truecolor` (or `24bit`) on an
  /// xterm-compatible terminal means 24-bit colour whatever `TERM` says; otherwise terminfo's
  /// colour count decides.
  case auto
  /// As `auto`, but `NO_COLOR` is ignored.
  case always
  /// 24-bit colour.
  case trueColor = "truecolor"
  /// The xterm 256-colour palette.
  case palette256 = "256"
  /// The sixteen ANSI colours.
  case palette16 = "16"
  /// No colour: shapes in block characters, states in reverse video.
  case none

  /// The names `--color` accepts, aliases included (`never` is `none`).
  public static let names = ["auto", "truecolor", "256", "16", "none", "always", "never"]

  /// The choice a `--color` name means; `nil` for a name it does not know.
  public init?(name: String) {
    switch name.lowercased() {
    case "never", "no", "off": self = .none
    case "24bit", "direct": self = .trueColor
    default: self.init(rawValue: name.lowercased())
    }
  }

  /// The mode it forces, if it forces one.
  public var forcedMode: ColorMode? {
    switch self {
    case .auto, .always: nil
    case .trueColor: .trueColor
    case .palette256: .palette256
    case .palette16: .palette16
    case .none: ColorMode.none
    }
  }

  /// Whether 24-bit colour is wanted before terminfo is consulted: forced, or announced by
  /// `COLORTERM` on an xterm-compatible terminal (and, for `auto`, without `NO_COLOR`). The
  /// screen then looks for a direct-colour terminfo entry to draw with.
  public func wantsTrueColor(in environment: TerminalEnvironment) -> Bool {
    switch self {
    case .trueColor: return true
    case .auto where environment.noColor: return false
    case .auto, .always:
      return environment.advertisesTrueColor && environment.isXtermCompatible
    default: return false
    }
  }

  /// The colour mode to draw in. `terminalColors` is the colour count of the terminfo entry the
  /// screen drew with (`nil` when there is none, as for `--snapshot`, which then assumes 256
  /// colours unless 24-bit colour is announced); a mode is never richer than the entry can
  /// show, so a terminal without a direct-colour entry gets 256 colours, not broken sequences.
  public func colorMode(in environment: TerminalEnvironment, terminalColors: Int?) -> ColorMode {
    let wanted: ColorMode
    if let forced = forcedMode {
      wanted = forced
    } else if self == .auto && environment.noColor {
      return .none
    } else if ["", "dumb"].contains(environment.term?.lowercased() ?? "") {
      return .none
    } else if wantsTrueColor(in: environment) || environment.isDirectColorType {
      wanted = .trueColor
    } else if terminalColors == nil {
      wanted = .palette256
    } else {
      wanted = .trueColor
    }
    guard let terminalColors else { return wanted }
    return wanted.capped(toTerminalColors: terminalColors)
  }
}
