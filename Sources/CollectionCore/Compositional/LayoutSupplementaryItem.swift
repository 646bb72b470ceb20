/// A supplementary view attached to an item — a badge, a count, a tag
/// (NSCollectionLayoutSupplementaryItem). Its index path is its item's; the data source's
/// supplementary view provider makes its view for its element kind. Its size's fractions are of
/// the item's size.
public final class LayoutSupplementaryItem: LayoutItem {
  /// The supplementary kind the data source is asked for.
  public let elementKind: String
  /// Where it attaches to its item.
  public let containerAnchor: LayoutAnchor
  /// Its painting order; 1 keeps badges above their cells.
  public var zIndex = 1

  /// Creates a supplementary item of a size and kind, anchored to its item.
  public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    super.init(layoutSize: layoutSize)
  }

  /// Its frame on an item's frame.
  func frame(on item: Rect) -> Rect {
    containerAnchor.frame(of: layoutSize.resolved(in: item.size), on: item)
  }
}
