import TUICollectionView

/// The edit menu while it is open: the item it belongs to, what it offers and which entry is
/// chosen.
public struct DemoMenu: Hashable, Sendable {
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
}
