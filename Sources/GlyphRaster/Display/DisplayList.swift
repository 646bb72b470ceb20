import CollectionCore

/// A frame's drawing as values: draw items in painting order, seen through a content offset.
/// The collection view's presented elements become one; overlays append their own items.
public struct DisplayList: Hashable, Sendable {
  /// The items, in the order they are painted.
  public private(set) var items: [DrawItem]
  /// The point of the items' space at the viewport's top-left corner: an item's centre less
  /// this is its place in the viewport. Items keep their content positions while a scroll moves
  /// the offset, so a frame that only scrolled has the same items as the one before.
  public var contentOffset: Point
  /// The colour behind every item, where none paints (a grouped list's background); `nil`
  /// leaves the terminal's own background there.
  public var backgroundFill: Color?

  /// A display list of items already in painting order, seen through an offset (none: the
  /// items' centres are viewport points).
  public init(items: [DrawItem] = [], contentOffset: Point = .zero) {
    self.items = items
    self.contentOffset = contentOffset
  }

  /// The display list of a collection view's presented elements (already sorted by zIndex)
  /// seen through a content offset. Hidden, transparent and empty elements are left out.
  public init(presenting elements: [PresentedElement], contentOffset: Point) {
    self.contentOffset = contentOffset
    items = []
    items.reserveCapacity(elements.count)
    for element in elements {
      let a = element.attributes
      guard !a.isHidden, a.alpha > 0.02, a.size.width > 0, a.size.height > 0 else { continue }
      items.append(
        DrawItem(
          center: a.center,
          size: a.size, transform: a.transform3D, alpha: a.alpha, zIndex: a.zIndex,
          appearance: element.view.appearance))
    }
  }

  /// Adds an item behind everything so far (a background).
  public mutating func insertBehind(_ item: DrawItem) { items.insert(item, at: 0) }

  /// Adds an item on top of everything so far.
  public mutating func append(_ item: DrawItem) { items.append(item) }

  /// Whether there is nothing to draw.
  public var isEmpty: Bool { items.isEmpty }
}
