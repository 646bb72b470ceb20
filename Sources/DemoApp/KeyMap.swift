import GlyphRaster

/// The demo's keys: what each does, and the names the help overlay and `--keys` use.
public enum KeyMap {
  /// One line of the help overlay.
  public struct Binding: Sendable {
    /// The key names, as `--keys` accepts them.
    public var keys: [String]
    /// How the keys are shown in the help.
    public var label: String
    /// What they do.
    public var summary: String
  }

  /// Every binding, in the order the help lists them.
  public static let bindings: [Binding] = [
    Binding(
      keys: ["tab", "shift-tab"], label: "Tab  Shift-Tab",
      summary: "next / previous layout, animated"),
    Binding(keys: ["+", "-"], label: "+  -", summary: "insert at the end / delete the last item"),
    Binding(
      keys: ["up", "down", "left", "right", "k", "j", "h", "l", "wheel-up", "wheel-down"],
      label: "↑↓←→  hjkl", summary: "scroll (the mouse wheel too)"),
    Binding(keys: ["pgup", "pgdn"], label: "PgUp  PgDn", summary: "scroll a page, animated"),
    Binding(keys: ["home", "end"], label: "Home  End", summary: "scroll to the start / the end"),
    Binding(keys: ["S"], label: "S", summary: "slow animations (10×), like the simulator"),
    Binding(keys: ["?"], label: "?  Esc", summary: "show / hide this help"),
    Binding(keys: ["q", "ctrl-c"], label: "q  Ctrl-C", summary: "quit"),
  ]

  /// The action for an input event, if it has one.
  public static func action(for event: InputEvent) -> DemoAction? {
    switch event {
    case .resize(let columns, let rows): return .resize(columns: columns, rows: rows)
    case .mouse(.wheelUp): return .scroll(dx: 0, dy: -3)
    case .mouse(.wheelDown): return .scroll(dx: 0, dy: 3)
    case .mouse: return nil
    case .key(let key): return action(for: key)
    }
  }

  /// The action for a key, if it has one.
  public static func action(for key: Key) -> DemoAction? {
    switch key {
    case .tab: .nextLayout
    case .backTab: .previousLayout
    case .up, .character("k"): .scroll(dx: 0, dy: -1)
    case .down, .character("j"): .scroll(dx: 0, dy: 1)
    case .left, .character("h"): .scroll(dx: -1, dy: 0)
    case .right, .character("l"): .scroll(dx: 1, dy: 0)
    case .pageUp: .pageUp
    case .pageDown, .character(" "): .pageDown
    case .home, .character("g"): .home
    case .end, .character("G"): .end
    case .character("+"), .character("="): .insertItem
    case .character("-"), .character("_"): .deleteItem
    case .character("?"): .toggleHelp
    case .escape: .dismiss
    case .character("S"): .toggleSlowAnimations
    case .character("q"), .control("c"): .quit
    default: nil
    }
  }

  /// Parses a key name from `--keys` (`tab`, `shift-tab`, `+`, `pgdn`, `wheel-down`, `ctrl-c`,
  /// `resize:100x30`, any single character…).
  public static func event(named name: String) -> InputEvent? {
    switch name.lowercased() {
    case "tab": return .key(.tab)
    case "shift-tab", "btab", "backtab": return .key(.backTab)
    case "up": return .key(.up)
    case "down": return .key(.down)
    case "left": return .key(.left)
    case "right": return .key(.right)
    case "pgup", "pageup": return .key(.pageUp)
    case "pgdn", "pagedown": return .key(.pageDown)
    case "home": return .key(.home)
    case "end": return .key(.end)
    case "esc", "escape": return .key(.escape)
    case "enter", "return": return .key(.enter)
    case "space": return .key(.character(" "))
    case "ctrl-c": return .key(.control("c"))
    case "wheel-up": return .mouse(.wheelUp(x: 0, y: 0))
    case "wheel-down": return .mouse(.wheelDown(x: 0, y: 0))
    default: break
    }
    if name.lowercased().hasPrefix("resize:") {
      guard let size = try? TerminalSize(parsing: name.dropFirst("resize:".count)) else {
        return nil
      }
      return .resize(columns: size.columns, rows: size.rows)
    }
    if name.count == 1, let character = name.first { return .key(.character(character)) }
    return nil
  }

  /// Parses a space-separated list of key names; the error names the first unknown one.
  public static func events(from list: String) throws(KeyNameError) -> [InputEvent] {
    var events: [InputEvent] = []
    for name in list.split(separator: " ", omittingEmptySubsequences: true) {
      if name.lowercased().hasPrefix("resize:") {
        do {
          _ = try TerminalSize(parsing: name.dropFirst("resize:".count))
        } catch {
          throw KeyNameError(name: String(name), reason: error.description)
        }
      }
      guard let event = event(named: String(name)) else { throw KeyNameError(name: String(name)) }
      events.append(event)
    }
    return events
  }
}

/// An unknown key name in `--keys`.
public struct KeyNameError: Error, CustomStringConvertible, Sendable {
  /// The name that was not understood.
  public var name: String
  /// Why a name that looks right was refused (a size out of range); `nil` for an unknown name.
  public var reason: String?

  /// Creates the error for a name, with the reason when it is more than "unknown".
  public init(name: String, reason: String? = nil) {
    self.name = name
    self.reason = reason
  }

  /// A message listing the names that work.
  public var description: String {
    if let reason { return "'\(name)': \(reason)" }
    return
      "unknown key name '\(name)'; use names such as tab shift-tab + - up down left right h j k l pgup pgdn home end wheel-up wheel-down S ? esc q resize:100x30"
  }
}
