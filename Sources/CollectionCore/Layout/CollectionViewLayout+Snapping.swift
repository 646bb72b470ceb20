extension CollectionViewLayout {
  /// The proposed offset moved sideways so the cell whose centre is nearest the middle of the
  /// view there comes to the middle: the snapping of WWDC 2012's LineLayout (seed 003) and seed
  /// 004's carousel, for a layout's `targetContentOffset(forProposedContentOffset:…)`. Of two
  /// equally near, the later one wins; with no cell there (no items) the proposal stands.
  public func contentOffsetCentringNearestItem(toProposedContentOffset proposed: Point) -> Point {
    guard let bounds = collectionView?.bounds else { return proposed }
    let middle = proposed.x + bounds.width / 2
    let rect = Rect(x: proposed.x, y: 0, width: bounds.width, height: bounds.height)
    var adjustment: Double?
    for attributes in layoutAttributesForElements(in: rect)
    where attributes.representedElementCategory == .cell {
      let distance = attributes.center.x - middle
      if adjustment.map({ abs(distance) <= abs($0) }) ?? true { adjustment = distance }
    }
    guard let adjustment else { return proposed }
    return Point(x: proposed.x + adjustment, y: proposed.y)
  }
}
