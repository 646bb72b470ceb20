import CollectionCore

/// An item lifted for interactive movement: where it was, and whether the keyboard carries it
/// (the arrows move it) rather than the mouse.
public struct KeyboardMovement: Hashable, Sendable {
  /// Where the item was when it was lifted.
  public var origin: IndexPath
  /// Whether the keyboard carries it.
  public var byKeyboard: Bool
}
