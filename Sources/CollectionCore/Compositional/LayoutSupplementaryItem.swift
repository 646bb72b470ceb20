/// A supplementary view attached to an item — a badge, a count, a tag
/// (NSCollectionLayoutSupplementaryItem). Its index path is its item's; the data source's
/// supplementary view provider makes its view for its element kind. Its size's fractions are of
/// the item's size.
public final class LayoutSupplementaryItem: LayoutItem {
  /// The supplementary kind the data source is asked for.
  public let elementKind: String
  /// Where it attaches to its item: a point on the item's frame.
  public let containerAnchor: LayoutAnchor
  /// The point of the supplementary item that is put on the container anchor's point (`nil`:
  /// the one on the same edges, so the supplementary item sits inside the item's corner or edge).
  public let itemAnchor: LayoutAnchor?
  /// Its painting order; 1 keeps badges above their cells.
  public var zIndex = 1

  /// Creates a supplementary item of a size and kind, anchored to its item.
  public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    itemAnchor = nil
    super.init(layoutSize: layoutSize)
  }

  /// Creates a supplementary item whose `itemAnchor` point is put on its item's
  /// `containerAnchor` point: `[.bottom, .leading]` on `[.top, .trailing]` sets it outside the
  /// item's top trailing corner.
  public init(
    layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize)
  }

  /// Its frame on an item's frame.
  func frame(on item: Rect) -> Rect {
    let size = layoutSize.resolved(in: item.size)
    guard let itemAnchor else { return containerAnchor.frame(of: size, on: item) }
    let point = containerAnchor.point(on: item, size: size)
    let own = itemAnchor.point(on: Rect(origin: .zero, size: size), size: size)
    return Rect(x: point.x - own.x, y: point.y - own.y, width: size.width, height: size.height)
  }
}
