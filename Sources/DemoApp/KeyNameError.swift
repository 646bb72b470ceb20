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
    let names = DemoKeyBindings.names.joined(separator: " ")
    return
      "unknown key name '\(name)'; use \(names), \(DemoKeyBindings.resizeName), \(DemoKeyBindings.clickName), \(DemoKeyBindings.pointerNames.joined(separator: ", ")) or any single character"
  }
}
