import GlyphRaster

/// A key and what it does in an app (UIKeyCommand, with a closure for the selector): the
/// dispatch runs it and the `?` help lists it, with its title.
public struct KeyCommand {
  /// The key that triggers the command.
  public var input: Key
  /// What the command does, in a few words, for the help (UIKeyCommand's
  /// discoverabilityTitle).
  public var title: String
  /// Whether the command works now (UIKeyCommand's `.disabled` attribute, inverted): a
  /// disabled command neither runs nor shows in the help.
  public var isEnabled: Bool
  /// Runs the command.
  public var action: () -> Void

  /// Creates a command for a key.
  public init(input: Key, title: String, isEnabled: Bool = true, action: @escaping () -> Void) {
    self.input = input
    self.title = title
    self.isEnabled = isEnabled
    self.action = action
  }
}
