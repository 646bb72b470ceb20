/// The spacing outside an item's four edges (NSCollectionLayoutEdgeSpacing), each fixed,
/// flexible or none.
public struct LayoutEdgeSpacing: Hashable, Sendable {
  /// Before the leading edge.
  public let leading: LayoutSpacing?
  /// Above the top edge.
  public let top: LayoutSpacing?
  /// After the trailing edge.
  public let trailing: LayoutSpacing?
  /// Below the bottom edge.
  public let bottom: LayoutSpacing?

  /// Creates edge spacing from the four edges' spacings.
  public init(
    leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The spacings before and after the item along a group's axis.
  func along(horizontal: Bool) -> (before: LayoutSpacing?, after: LayoutSpacing?) {
    horizontal ? (leading, trailing) : (top, bottom)
  }

  /// The spacings before and after the item across a group's axis.
  func across(horizontal: Bool) -> (before: LayoutSpacing?, after: LayoutSpacing?) {
    horizontal ? (top, bottom) : (leading, trailing)
  }
}
