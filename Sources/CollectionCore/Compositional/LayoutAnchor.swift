/// Where a supplementary item attaches to its item (NSCollectionLayoutAnchor): against the
/// edges named (centred along an axis with neither of its edges), then moved by an offset in
/// points, or in fractions of the supplementary item's own size — `(0.5, -0.5)` at the top
/// trailing corner puts a badge's centre on the corner.
public struct LayoutAnchor: Hashable, Sendable {
  /// The item's edges the supplementary item is aligned to.
  public let edges: DirectionalRectEdge
  /// The offset: points, or fractions of the supplementary item's size.
  public let offset: Point
  /// Whether the offset is in points.
  public let isAbsoluteOffset: Bool
  /// Whether the offset is in fractions of the supplementary item's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  /// An anchor against edges, without an offset.
  public init(edges: DirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  /// An anchor against edges, moved by points.
  public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
  }

  /// An anchor against edges, moved by fractions of the supplementary item's size.
  public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
  }

  /// The point it names on a rect: the edges' (the middle along an axis with neither), moved by
  /// the offset (fractions are of `size`, the supplementary item's).
  func point(on rect: Rect, size: Size) -> Point {
    var x = rect.midX
    if edges.contains(.leading) && !edges.contains(.trailing) { x = rect.minX }
    if edges.contains(.trailing) && !edges.contains(.leading) { x = rect.maxX }
    var y = rect.midY
    if edges.contains(.top) && !edges.contains(.bottom) { y = rect.minY }
    if edges.contains(.bottom) && !edges.contains(.top) { y = rect.maxY }
    let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
    let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
    return Point(x: x + dx, y: y + dy)
  }

  /// The frame of a supplementary item of a size anchored to an item's frame.
  func frame(of size: Size, on item: Rect) -> Rect {
    var x = item.midX - size.width / 2
    if edges.contains(.leading) && !edges.contains(.trailing) { x = item.minX }
    if edges.contains(.trailing) && !edges.contains(.leading) { x = item.maxX - size.width }
    var y = item.midY - size.height / 2
    if edges.contains(.top) && !edges.contains(.bottom) { y = item.minY }
    if edges.contains(.bottom) && !edges.contains(.top) { y = item.maxY - size.height }
    let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
    let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
    return Rect(x: x + dx, y: y + dy, width: size.width, height: size.height)
  }
}
