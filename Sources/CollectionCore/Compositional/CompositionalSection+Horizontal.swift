extension CompositionalSection {
  /// Places the section of a horizontally scrolling layout from `start` rightwards: boundary
  /// items on its leading side (`.leading`, `.topLeading`, `.bottomLeading`) before the groups,
  /// those on its trailing side after them, each widening the section; the others lie over the
  /// section's top or bottom edge. The groups follow one another left to right, the section as
  /// tall as the container.
  mutating func placeAlongX(
    from start: Double, container: Size, insets: DirectionalEdgeInsets, spacing: Double,
    measuredBoundaries: [ElementKey: Size]
  ) {
    guard let definition else { return }
    var kinds: [String: Int] = [:]
    var placed: [(LayoutBoundarySupplementaryItem, Size, Int)] = []
    for item in definition.boundarySupplementaryItems {
      var size = item.layoutSize.resolved(in: container)
      let kindIndex = kinds[item.elementKind, default: 0]
      kinds[item.elementKind] = kindIndex + 1
      let key = ElementKey(
        category: .supplementaryView, kind: item.elementKind,
        indexPath: IndexPath(item: kindIndex, section: index))
      if let measured = measuredBoundaries[key] {
        if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
        if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
      }
      placed.append((item, size, kindIndex))
    }
    func y(for item: LayoutBoundarySupplementaryItem, height: Double) -> Double {
      let free = container.height - height
      let a = item.alignment
      let y = a.isTop || a == .none ? 0 : a.isBottom ? free : free / 2
      return y + item.offset.y
    }
    var x = start
    var frames: [Int: Rect] = [:]
    for (i, (item, size, _)) in placed.enumerated()
    where item.extendsBoundary && item.alignment.isLeading {
      frames[i] = Rect(
        x: x + item.offset.x, y: y(for: item, height: size.height), width: size.width,
        height: size.height)
      x += size.width
    }
    x += insets.leading
    setGroupOrigin(Point(x: x, y: insets.top))
    if groupCount > 0 {
      x += Double(groupCount) * pitch - spacing + measuredGroups.totalGrowth
    }
    x += insets.trailing
    for (i, (item, size, _)) in placed.enumerated()
    where item.extendsBoundary && item.alignment.isTrailing {
      frames[i] = Rect(
        x: x + item.offset.x, y: y(for: item, height: size.height), width: size.width,
        height: size.height)
      x += size.width
    }
    let sectionFrame = Rect(x: start, y: 0, width: x - start, height: container.height)
    var boundaries: [Boundary] = []
    for (i, (item, size, kindIndex)) in placed.enumerated() {
      // Over the section: across its top or bottom edge (centred, or at a side).
      let free = sectionFrame.width - size.width
      let a = item.alignment
      let overX = sectionFrame.minX + (a.isLeading ? 0 : a.isTrailing ? free : free / 2)
      let rect =
        frames[i]
        ?? Rect(
          x: overX + item.offset.x, y: y(for: item, height: size.height), width: size.width,
          height: size.height)
      boundaries.append(Boundary(item: item, frame: rect.pixelAligned(to: pixel), index: kindIndex))
    }
    var decorations: [Decoration] = []
    var decorationKinds: [String: Int] = [:]
    for item in definition.decorationItems {
      let k = decorationKinds[item.elementKind, default: 0]
      decorationKinds[item.elementKind] = k + 1
      decorations.append(
        Decoration(
          item: item,
          frame: sectionFrame.inset(by: item.contentInsets.edgeInsets).pixelAligned(to: pixel),
          index: k))
    }
    setPlaced(frame: sectionFrame, boundaries: boundaries, decorations: decorations)
  }
}
