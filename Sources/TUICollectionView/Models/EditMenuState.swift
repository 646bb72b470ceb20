import CollectionCore

/// The edit menu while it is open: the item it belongs to, what it offers and which entry is
/// chosen. Its own update: the arrows choose, a letter or Enter performs.
public struct EditMenuState: Hashable, Sendable {
  /// The item.
  public var indexPath: IndexPath
  /// The actions offered, in order.
  public var actions: [EditAction]
  /// The highlighted entry.
  public var selectedIndex: Int

  /// Creates a menu with its first entry highlighted.
  public init(indexPath: IndexPath, actions: [EditAction], selectedIndex: Int = 0) {
    self.indexPath = indexPath
    self.actions = actions
    self.selectedIndex = selectedIndex
  }

  /// The chosen entry.
  public var selectedAction: EditAction { actions[selectedIndex] }

  /// Moves the choice one entry up or down, round the ends.
  public mutating func moveSelection(by step: Int) {
    guard !actions.isEmpty else { return }
    selectedIndex = ((selectedIndex + step) % actions.count + actions.count) % actions.count
  }

  /// The entry whose title starts with a letter, in either case (C or c: Copy).
  public func action(forLetter letter: Character) -> EditAction? {
    actions.first { $0.title.prefix(1).lowercased() == String(letter).lowercased() }
  }
}
