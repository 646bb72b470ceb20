/// One item of a custom group, placed by its frame in the group's coordinates
/// (NSCollectionLayoutGroupCustomItem).
public struct LayoutGroupCustomItem: Hashable, Sendable {
  /// The item's frame, relative to the group's top-left corner.
  public var frame: Rect
  /// The item's painting order.
  public var zIndex: Int

  /// Creates a custom item.
  public init(frame: Rect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}
