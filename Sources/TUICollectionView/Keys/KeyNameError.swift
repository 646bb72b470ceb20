/// An unknown key name in a script of keys (`tuicv --keys`).
public struct KeyNameError: Error, CustomStringConvertible, Sendable {
  /// The name that was not understood.
  public var name: String
  /// Why a name that looks right was refused (a size out of range); `nil` for an unknown name.
  public var reason: String?
  /// The names that work, for the message.
  public var knownNames: [String]

  /// Creates the error for a name, with the reason when it is more than "unknown".
  public init(name: String, reason: String? = nil, knownNames: [String] = []) {
    self.name = name
    self.reason = reason
    self.knownNames = knownNames
  }

  /// A message listing the names that work.
  public var description: String {
    if let reason { return "'\(name)': \(reason)" }
    let names = knownNames.joined(separator: " ")
    let others = ([KeyMapNames.resize, KeyMapNames.click] + KeyMapNames.pointers).joined(
      separator: ", ")
    return "unknown key name '\(name)'; use \(names), \(others) or any single character"
  }
}

/// The names a script of keys accepts besides the key table's.
public enum KeyMapNames {
  /// A resize of the terminal.
  public static let resize = "resize:COLSxROWS"
  /// A mouse click (a press and a release) at a glyph.
  public static let click = "click:COL,ROW"
  /// The other pointer events and a pause.
  public static let pointers = [
    "press:COL,ROW", "drag:COL,ROW", "release:COL,ROW", "right-click:COL,ROW", "wait:SECONDS",
  ]
}
