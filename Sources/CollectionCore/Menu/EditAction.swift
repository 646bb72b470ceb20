/// An action of an item's edit menu, named as UIKit names the selectors the menu sends
/// (`copy:`, `delete:`; UIResponderStandardEditActions), custom ones included.
public struct EditAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The selector's name, e.g. `copy:`.
  public var rawValue: String

  /// Creates an action from a selector's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Copy the item's content to the pasteboard (seed 004's `copy:`).
  public static let copy = EditAction(rawValue: "copy:")
  /// Paste the pasteboard's content.
  public static let paste = EditAction(rawValue: "paste:")
  /// Delete the item.
  public static let delete = EditAction(rawValue: "delete:")
  /// Lift the item to move it (a custom menu item).
  public static let move = EditAction(rawValue: "move:")

  /// The menu title: the selector's name without the colon, capitalised ("Copy").
  public var title: String {
    let name = rawValue.hasSuffix(":") ? String(rawValue.dropLast()) : rawValue
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The selector's name.
  public var description: String { rawValue }
}
