extension CollectionView {
  /// The cells on screen now (visibleCells), in index-path order.
  public var visibleCells: [CollectionViewCell] {
    layoutIfNeeded()
    return visible.values.filter { $0.key.category == .cell }
      .sorted { $0.key.indexPath < $1.key.indexPath }
      .compactMap { $0.view as? CollectionViewCell }
  }

  /// The index paths of the cells on screen now, sorted (indexPathsForVisibleItems).
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    // One pass into an array of the right size, sorted in place: a status bar asks for these
    // on every frame.
    var paths: [IndexPath] = []
    paths.reserveCapacity(visible.count)
    for key in visible.keys where key.category == .cell { paths.append(key.indexPath) }
    paths.sort()
    return paths
  }

  /// The number of views on screen, including ones still animating away.
  public var onScreenViewCount: Int { visible.count + disappearing.count }

  /// The cell on screen for an item, if there is one (cellForItemAtIndexPath:).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    layoutIfNeeded()
    return visible[.cell(indexPath)]?.view as? CollectionViewCell
  }

  /// The supplementary view on screen for a kind and index path, if there is one
  /// (supplementaryViewForElementKind:atIndexPath:): update it in place when its content changes.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    layoutIfNeeded()
    return visible[ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)]?
      .view
  }

  /// The supplementary views of a kind on screen now (visibleSupplementaryViews(ofKind:)), in
  /// index-path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    visibleSupplementaryElements(ofKind: elementKind).map(\.view)
  }

  /// The index paths of the supplementary views of a kind on screen now, sorted
  /// (indexPathsForVisibleSupplementaryElements(ofKind:)).
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSupplementaryElements(ofKind: elementKind).map(\.key.indexPath)
  }

  /// The index path of a cell on screen (indexPath(for:)): a button inside a cell asks which
  /// item it belongs to. `nil` for a cell that is not on screen (in a reuse queue, or leaving).
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    layoutIfNeeded()
    for element in visible.values where element.key.category == .cell && element.view === cell {
      return element.key.indexPath
    }
    return nil
  }

  /// The layout attributes of a supplementary element, from the current layout
  /// (layoutAttributesForSupplementaryElement(ofKind:at:)); `nil` when the layout has none there.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: indexPath)
  }

  /// The layout attributes of an item, from the current layout (layoutAttributesForItemAtIndexPath:).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The topmost cell whose shape, as shown now, contains a point in content coordinates
  /// (indexPathForItemAtPoint:). Only the items that exist count: a cell on its way out (a
  /// deleted item fading, the old data of a cross-dissolve) is hit by nothing.
  public func indexPathForItem(at point: Point) -> IndexPath? {
    layoutIfNeeded()
    var hit: LayoutAttributes?
    for element in visible.values where element.key.category == .cell {
      let a = presented(element)
      guard !a.isHidden, a.alpha > 0.01, let quad = a.quad, quad.contains(point),
        isValidItem(a.indexPath)
      else { continue }
      // The topmost: painted last (zIndex, then index path), as presentedElements() orders.
      if let best = hit, (best.zIndex, best.indexPath) > (a.zIndex, a.indexPath) { continue }
      hit = a
    }
    return hit?.indexPath
  }
}

extension Quad {
  /// Whether a point lies inside the (convex) quadrilateral, edges included.
  public func contains(_ p: Point) -> Bool {
    let c = corners
    var sign = 0.0
    for i in 0..<4 {
      let a = c[i]
      let b = c[(i + 1) % 4]
      let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
      if cross != 0 {
        if sign == 0 {
          sign = cross
        } else if (cross > 0) != (sign > 0) {
          return false
        }
      }
    }
    return sign != 0
  }
}

extension CollectionView {
  /// The supplementary elements of a kind on screen now, in index-path order.
  fileprivate func visibleSupplementaryElements(ofKind kind: String) -> [OnScreenElement] {
    layoutIfNeeded()
    return visible.values
      .filter { $0.key.category == .supplementaryView && $0.key.kind == kind }
      .sorted { $0.key.indexPath < $1.key.indexPath }
  }
}
