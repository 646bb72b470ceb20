/// The smallest piece of a compositional layout: one cell's size and insets
/// (NSCollectionLayoutItem). Groups are items too, so groups nest.
public class LayoutItem {
  /// The item's size, resolved against the group that holds it.
  public let layoutSize: LayoutSize
  /// Space inside the item's slot around the cell: the cell is its slot shrunk by these.
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// Creates an item of a size.
  public init(layoutSize: LayoutSize) { self.layoutSize = layoutSize }
}
