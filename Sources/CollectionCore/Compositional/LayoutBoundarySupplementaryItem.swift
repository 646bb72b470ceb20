/// A header, a footer or another supplementary view attached to an edge of a section
/// (NSCollectionLayoutBoundarySupplementaryItem). The data source supplies its view for its
/// element kind; its index path is the section's, with the item counting the section's earlier
/// boundary items of the same kind.
public final class LayoutBoundarySupplementaryItem: LayoutItem {
  /// The supplementary kind the data source is asked for.
  public let elementKind: String
  /// The edge it sits on.
  public let alignment: RectAlignment
  /// Moves it from where the alignment puts it.
  public let offset: Point
  /// Whether it stays in view while its section is (a sticky header).
  public var pinToVisibleBounds = false
  /// Whether the section makes room for it (above or below its content); otherwise it overlaps.
  public var extendsBoundary = true
  /// Its painting order; 1 keeps headers above cells that scroll under them.
  public var zIndex = 1

  /// Creates a boundary item of a size and kind on an edge.
  public init(
    layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment,
    absoluteOffset: Point = .zero
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(layoutSize: layoutSize)
  }
}
