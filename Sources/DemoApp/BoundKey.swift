import TUICollectionView

/// One key of the demo: the name `--keys` knows it by, the input it matches and what it does.
public struct BoundKey: Sendable {
  /// The name `--keys` accepts and the docs show, e.g. `pgdn`.
  public var name: String
  /// Other names `--keys` accepts, e.g. `pagedown`.
  public var aliases: [String]
  /// The input it matches (and sends, under `--keys`); a wheel matches at any position.
  public var event: InputEvent
  /// What it does; `nil` for a key that has a name but no action.
  public var action: DemoAction?

  /// Creates a key bound to an input event.
  public init(
    _ name: String, aliases: [String] = [], _ event: InputEvent, _ action: DemoAction?
  ) {
    self.name = name
    self.aliases = aliases
    self.event = event
    self.action = action
  }

  /// Creates a key bound to a key press.
  public init(_ name: String, aliases: [String] = [], _ key: Key, _ action: DemoAction?) {
    self.init(name, aliases: aliases, .key(key), action)
  }

  /// A printable character, named by itself.
  public static func character(_ character: Character, _ action: DemoAction) -> BoundKey {
    BoundKey(String(character), .key(.character(character)), action)
  }

  /// Every name `--keys` accepts for it, the canonical one first.
  public var names: [String] { [name] + aliases }
}
