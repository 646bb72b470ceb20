/// The smallest piece of a compositional layout: one cell's size and insets
/// (NSCollectionLayoutItem). Groups are items too, so groups nest.
public class LayoutItem {
  /// The item's size, resolved against the group that holds it.
  public let layoutSize: LayoutSize
  /// Space inside the item's slot around the cell: the cell is its slot shrunk by these.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space outside the item, between it and its neighbours or its group's edges
  /// (NSCollectionLayoutEdgeSpacing): flexible spacing shares the group's spare room out, so
  /// flexible leading and trailing spacing centres items in their row.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Supplementary views attached to the item, such as badges.
  public private(set) var supplementaryItems: [LayoutSupplementaryItem] = []

  /// Creates an item of a size.
  public init(layoutSize: LayoutSize) { self.layoutSize = layoutSize }

  /// Creates an item of a size with supplementary items attached (badges).
  public convenience init(
    layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem]
  ) {
    self.init(layoutSize: layoutSize)
    self.supplementaryItems = supplementaryItems
  }
}
