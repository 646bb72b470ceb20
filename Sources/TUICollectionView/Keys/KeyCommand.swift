/// A key and what it does in an app (UIKeyCommand, with a closure for the selector).
public struct KeyCommand {
  /// The key that triggers the command.
  public var input: Key
  /// What the command does, in a few words, for a help line.
  public var title: String
  /// Runs the command.
  public var action: () -> Void

  /// Creates a command for a key.
  public init(input: Key, title: String, action: @escaping () -> Void) {
    self.input = input
    self.title = title
    self.action = action
  }
}
