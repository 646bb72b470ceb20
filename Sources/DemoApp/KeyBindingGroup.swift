/// Key bindings under a title, as the help groups them.
public struct KeyBindingGroup: Sendable {
  /// The group's title, e.g. "Focus and selection".
  public var title: String
  /// Its bindings, in order.
  public var bindings: [KeyBinding]

  /// Creates a group.
  public init(_ title: String, _ bindings: [KeyBinding]) {
    self.title = title
    self.bindings = bindings
  }
}
