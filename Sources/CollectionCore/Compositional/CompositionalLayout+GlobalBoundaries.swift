extension CompositionalLayout {
  /// Where the measured sizes of the configuration's headers and footers are kept, among the
  /// sections' boundary items.
  static var globalSection: Int { -1 }

  /// Places some of the configuration's boundary items from `y` down (from `y` rightwards, in a
  /// horizontal layout): those that extend the content one after another (moving `y` past
  /// them), the others over the content's edge. `earlier` are those placed before, for the index paths' item numbers.
  func placeGlobalBoundaries(
    _ items: [LayoutBoundarySupplementaryItem], at y: inout Double,
    after earlier: [CompositionalSection.Boundary] = []
  ) -> [CompositionalSection.Boundary] {
    guard let cv = collectionView, !items.isEmpty else { return [] }
    let width = cv.bounds.width
    let pixel = cv.traitCollection.pixelSize
    var kinds: [String: Int] = [:]
    for placed in earlier { kinds[placed.item.elementKind, default: 0] += 1 }
    var result: [CompositionalSection.Boundary] = []
    let top = y
    for item in items {
      let index = kinds[item.elementKind, default: 0]
      kinds[item.elementKind] = index + 1
      var size = item.layoutSize.resolved(in: cv.bounds.size)
      let key = ElementKey(
        category: .supplementaryView, kind: item.elementKind,
        indexPath: IndexPath(item: index, section: 0))
      if let measured = preferredBoundarySizes[Self.globalSection]?[key] {
        if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
        if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
      }
      let frame: Rect
      if isHorizontal {
        // Along x: before the sections or after them, at the alignment's height.
        let a = item.alignment
        let free = cv.bounds.height - size.height
        let itemY = a.isTop || a == .none ? 0 : a.isBottom ? free : free / 2
        let itemX: Double
        if item.extendsBoundary {
          itemX = y
          y += size.width
        } else {
          itemX = a.isTrailing ? max(0, top - size.width) : top
        }
        frame = Rect(
          x: itemX + item.offset.x, y: itemY + item.offset.y, width: size.width,
          height: size.height)
      } else {
        let free = width - size.width
        let x =
          (item.alignment.isLeading ? 0 : item.alignment.isTrailing ? free : free / 2)
          + item.offset.x
        let itemY: Double
        if item.extendsBoundary {
          itemY = y
          y += size.height
        } else {
          // Over the content's edge: the top of what is above, the bottom of what is below.
          itemY = item.alignment.isBottom ? max(0, top - size.height) : top
        }
        frame = Rect(x: x, y: itemY + item.offset.y, width: size.width, height: size.height)
      }
      result.append(
        CompositionalSection.Boundary(
          item: item, frame: frame.pixelAligned(to: pixel), index: index))
    }
    return result
  }

  /// The configuration's boundary item of a kind at an index path (section 0, item `k`).
  func globalBoundary(ofKind kind: String, at indexPath: IndexPath) -> CompositionalSection
    .Boundary?
  {
    guard indexPath.section == 0, !globalBoundaries.isEmpty else { return nil }
    return globalBoundaries.first { $0.item.elementKind == kind && $0.index == indexPath.item }
  }

  /// A configuration boundary item's attributes; a pinned one stays inside the visible bounds,
  /// within the content.
  func attributes(ofGlobal boundary: CompositionalSection.Boundary, bounds: Rect)
    -> LayoutAttributes
  {
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: boundary.item.elementKind,
      with: IndexPath(item: boundary.index, section: 0))
    var frame = boundary.frame
    if boundary.item.pinToVisibleBounds, isHorizontal {
      if boundary.item.alignment.isTrailing {
        frame.origin.x = max(0, min(frame.minX, bounds.maxX - frame.width))
      } else {
        frame.origin.x = min(max(frame.minX, bounds.minX), max(0, contentHeight - frame.width))
      }
    } else if boundary.item.pinToVisibleBounds {
      if boundary.item.alignment.isBottom {
        frame.origin.y = max(0, min(frame.minY, bounds.maxY - frame.height))
      } else {
        frame.origin.y = min(max(frame.minY, bounds.minY), max(0, contentHeight - frame.height))
      }
    }
    a.frame = frame
    a.zIndex = boundary.item.zIndex
    return a
  }
}
