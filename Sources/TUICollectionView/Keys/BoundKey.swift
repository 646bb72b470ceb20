import GlyphRaster

/// One key of a program: the name scripts and docs know it by, the input it matches and what it
/// does (an `Action` of the program's own).
public struct BoundKey<Action: Sendable>: Sendable {
  /// The name scripts accept and the docs show, e.g. `pgdn`.
  public var name: String
  /// Other names scripts accept, e.g. `pagedown`.
  public var aliases: [String]
  /// The input it matches (and sends, in a script); a wheel matches at any position.
  public var event: InputEvent
  /// What it does; `nil` for a key that has a name but no action.
  public var action: Action?

  /// Creates a key bound to an input event.
  public init(_ name: String, aliases: [String] = [], _ event: InputEvent, _ action: Action?) {
    self.name = name
    self.aliases = aliases
    self.event = event
    self.action = action
  }

  /// Creates a key bound to a key press.
  public init(_ name: String, aliases: [String] = [], _ key: Key, _ action: Action?) {
    self.init(name, aliases: aliases, .key(key), action)
  }

  /// A printable character, named by itself.
  public static func character(_ character: Character, _ action: Action) -> BoundKey {
    BoundKey(String(character), .key(.character(character)), action)
  }

  /// Every name scripts accept for it, the canonical one first.
  public var names: [String] { [name] + aliases }

  /// The same key doing another type's action.
  public func map<Other: Sendable>(_ transform: (Action) -> Other) -> BoundKey<Other> {
    BoundKey<Other>(name, aliases: aliases, event, action.map(transform))
  }
}
