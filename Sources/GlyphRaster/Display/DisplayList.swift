import CollectionCore

/// A frame's drawing as values: draw items in painting order. The collection view's presented
/// elements become one; overlays append their own items.
public struct DisplayList: Hashable, Sendable {
  /// The items, in the order they are painted.
  public private(set) var items: [DrawItem]

  /// A display list of items already in painting order.
  public init(items: [DrawItem] = []) { self.items = items }

  /// The display list of a collection view's presented elements (already sorted by zIndex)
  /// seen through a content offset. Hidden, transparent and empty elements are left out.
  public init(presenting elements: [PresentedElement], contentOffset: Point) {
    items = []
    items.reserveCapacity(elements.count)
    for element in elements {
      let a = element.attributes
      guard !a.isHidden, a.alpha > 0.02, a.size.width > 0, a.size.height > 0 else { continue }
      items.append(
        DrawItem(
          center: Point(x: a.center.x - contentOffset.x, y: a.center.y - contentOffset.y),
          size: a.size, transform: a.transform3D, alpha: a.alpha, zIndex: a.zIndex,
          appearance: element.view.appearance))
    }
  }

  /// Adds an item on top of everything so far.
  public mutating func append(_ item: DrawItem) { items.append(item) }

  /// Whether there is nothing to draw.
  public var isEmpty: Bool { items.isEmpty }
}
