/// One section of a compositional layout as `prepare()` resolved it: its frame, its group's
/// template and where the repetitions go, its boundary items and decorations. Item frames are
/// arithmetic on the template, so a section costs the same whatever its item count.
struct CompositionalSection {
  /// A boundary supplementary item with its frame before pinning.
  struct Boundary {
    /// The definition.
    var item: LayoutBoundarySupplementaryItem
    /// Where it sits when not pinned.
    var frame: Rect
    /// Its index path's item: how many earlier boundary items of the section share its kind.
    var index: Int
  }

  /// A decoration item with its frame.
  struct Decoration {
    /// The definition.
    var item: LayoutDecorationItem
    /// Its frame.
    var frame: Rect
    /// Its index path's item: how many earlier decorations of the section share its kind.
    var index: Int
  }

  /// The section's index.
  let index: Int
  /// What the section provider returned (`nil`: the section shows nothing).
  let definition: LayoutSection?
  /// The number of items.
  let count: Int
  /// The whole section: the collection view's width, from the top of its first boundary item
  /// to the bottom of its last.
  private(set) var frame: Rect
  /// The group, resolved.
  private(set) var template = GroupTemplate(size: .zero, frames: [], zIndices: [])
  /// How many repetitions of the group the items fill.
  private(set) var groupCount = 0
  /// The first group's top-left corner (for a sideways section, at offset 0).
  private(set) var groupOrigin = Point.zero
  /// The distance from one group's origin to the next along the groups' axis.
  private(set) var pitch = 0.0
  /// Whether and how the section scrolls sideways.
  private(set) var behavior = OrthogonalScrollingBehavior.none
  /// The width a sideways section shows (the collection view's).
  private(set) var viewportWidth = 0.0
  /// The offsets a sideways section may rest at.
  private(set) var offsetRange: ClosedRange<Double> = 0...0
  /// Headers, footers and the like.
  private(set) var boundaries: [Boundary] = []
  /// Backgrounds and other decorations.
  private(set) var decorations: [Decoration] = []
  /// The screen's pixel, which every frame's edges are aligned to (the environment's).
  private(set) var pixel = Size(width: 1, height: 1)
  /// The repetitions of the group whose cells measured themselves, resolved again with their
  /// sizes (sparse: only groups that came on screen).
  private(set) var measuredGroups = MeasuredGroups()

  /// The items one group holds.
  var perGroup: Int { template.frames.count }
  /// Whether its groups follow one another left to right: it scrolls sideways on its own, or the
  /// whole layout scrolls horizontally.
  private(set) var runsAlongX = false
  /// Whether the section scrolls sideways.
  var isOrthogonal: Bool { behavior != .none }
  /// Whether something in it depends on where the collection view is scrolled.
  var followsBounds: Bool {
    boundaries.contains { $0.item.pinToVisibleBounds }
      || definition?.visibleItemsInvalidationHandler != nil
  }

  /// Whether its items or boundary items have estimated extents, which their views measure.
  var estimatesSizes: Bool {
    template.estimatesSizes
      || boundaries.contains {
        $0.item.layoutSize.widthDimension.isEstimated
          || $0.item.layoutSize.heightDimension.isEstimated
      }
  }

  /// Resolves a section at a position along the layout's scroll axis (`top`: a vertical layout's
  /// y, a horizontal one's x) inside a container (the collection view's size), with the sizes its
  /// cells measured, by item. `measuredBefore` is the section's measured groups as last resolved
  /// (taken from it, so they change in place) and `measuredSince` the items measured since, when
  /// that is known: the groups of the other items are kept if the section resolves as it did.
  init(
    index: Int, definition: LayoutSection?, count: Int, top: Double, container: Size,
    environment: CollectionLayoutEnvironment, measured: [Int: Size] = [:],
    measuredBefore: consuming MeasuredGroups? = nil, measuredSince: Set<Int>? = nil,
    measuredBoundaries: [ElementKey: Size] = [:], referenceInsets: DirectionalEdgeInsets = .zero,
    horizontal: Bool = false
  ) {
    self.index = index
    self.definition = definition
    self.count = count
    frame =
      horizontal
      ? Rect(x: top, y: 0, width: 0, height: container.height)
      : Rect(x: 0, y: top, width: container.width, height: 0)
    pixel = environment.traitCollection.pixelSize
    guard let definition else { return }
    var insets = definition.contentInsets
    insets.leading += referenceInsets.leading
    insets.trailing += referenceInsets.trailing
    let contentWidth = max(0, container.width - insets.leading - insets.trailing)
    let groupContainer = Size(
      width: contentWidth, height: max(0, container.height - insets.top - insets.bottom))
    template = GroupTemplate.resolve(definition.group, in: groupContainer, environment: environment)
    groupCount = perGroup > 0 ? (count + perGroup - 1) / perGroup : 0
    // A horizontal layout scrolls its sections itself: none scrolls on its own.
    behavior = horizontal ? .none : definition.orthogonalScrollingBehavior
    runsAlongX = horizontal || isOrthogonal
    viewportWidth = container.width
    let spacing = max(0, definition.interGroupSpacing)
    pitch = (runsAlongX ? template.size.width : template.size.height) + spacing
    if template.estimatesSizes, !measured.isEmpty, perGroup > 0 {
      let basis = MeasuredGroups.Basis(
        group: definition.group, template: template, perGroup: perGroup, count: count,
        container: groupContainer, environment: environment, horizontal: runsAlongX)
      if let changedItems = measuredSince, let previous = consume measuredBefore {
        measuredGroups = MeasuredGroups(
          basis: basis, measured: measured, previous: previous, changedItems: changedItems)
      } else {
        measuredGroups = MeasuredGroups(basis: basis, measured: measured)
      }
    }
    if horizontal {
      placeAlongX(
        from: top, container: container, insets: insets, spacing: spacing,
        measuredBoundaries: measuredBoundaries)
      return
    }

    // Boundary items: those that extend the section stack above and below the content.
    let follows = definition.supplementariesFollowContentInsets
    let supplementaryWidth = follows ? contentWidth : container.width
    let supplementaryX = follows ? insets.leading : 0
    var kinds: [String: Int] = [:]
    var placed: [(LayoutBoundarySupplementaryItem, Size, Int)] = []
    for item in definition.boundarySupplementaryItems {
      var size = item.layoutSize.resolved(
        in: Size(width: supplementaryWidth, height: container.height))
      let kindIndex = kinds[item.elementKind, default: 0]
      let key = ElementKey(
        category: .supplementaryView, kind: item.elementKind,
        indexPath: IndexPath(item: kindIndex, section: index))
      if let measured = measuredBoundaries[key] {
        if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
        if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
      }
      placed.append((item, size, kindIndex))
      kinds[item.elementKind, default: 0] += 1
    }
    func x(for item: LayoutBoundarySupplementaryItem, width: Double) -> Double {
      let free = supplementaryWidth - width
      let x = item.alignment.isLeading ? 0 : item.alignment.isTrailing ? free : free / 2
      return supplementaryX + x + item.offset.x
    }
    var y = top
    if placed.contains(where: { $0.0.extendsBoundary && $0.0.alignment.isTop }) {
      y += max(0, definition.boundaryTopPadding)
    }
    var frames: [Int: Rect] = [:]
    for (i, (item, size, _)) in placed.enumerated()
    where item.extendsBoundary && item.alignment.isTop {
      frames[i] = Rect(
        x: x(for: item, width: size.width), y: y + item.offset.y, width: size.width,
        height: size.height)
      y += size.height
    }
    y += insets.top
    groupOrigin = Point(x: insets.leading, y: y)
    if groupCount > 0 {
      y +=
        isOrthogonal
        ? max(template.size.height, measuredGroups.tallest)
        : Double(groupCount) * pitch - spacing + measuredGroups.totalGrowth
    }
    y += insets.bottom
    for (i, (item, size, _)) in placed.enumerated()
    where item.extendsBoundary && item.alignment.isBottom {
      frames[i] = Rect(
        x: x(for: item, width: size.width), y: y + item.offset.y, width: size.width,
        height: size.height)
      y += size.height
    }
    if placed.contains(where: { $0.0.extendsBoundary && $0.0.alignment.isBottom }) {
      y += max(0, definition.boundaryBottomPadding)
    }
    frame = Rect(x: 0, y: top, width: container.width, height: y - top)
    for (i, (item, size, kindIndex)) in placed.enumerated() {
      let rect: Rect
      if let extended = frames[i] {
        rect = extended
      } else {
        // Overlapping the section: on its top or bottom edge, or centred on a side.
        let itemY =
          item.alignment.isBottom
          ? frame.maxY - size.height
          : (item.alignment == .leading || item.alignment == .trailing)
            ? frame.minY + (frame.height - size.height) / 2 : frame.minY
        rect = Rect(
          x: x(for: item, width: size.width), y: itemY + item.offset.y, width: size.width,
          height: size.height)
      }
      boundaries.append(Boundary(item: item, frame: rect.pixelAligned(to: pixel), index: kindIndex))
    }
    var decorationKinds: [String: Int] = [:]
    for item in definition.decorationItems {
      let k = decorationKinds[item.elementKind, default: 0]
      decorationKinds[item.elementKind] = k + 1
      decorations.append(
        Decoration(
          item: item, frame: frame.inset(by: item.contentInsets.edgeInsets).pixelAligned(to: pixel),
          index: k))
    }

    if isOrthogonal {
      let groupWidth = template.size.width
      if behavior == .groupPagingCentered {
        let first = insets.leading + groupWidth / 2 - container.width / 2
        let last = max(0, groupCount - 1)
        offsetRange = first...(first + Double(last) * pitch + measuredGroups.growth(before: last))
      } else {
        let scrollWidth =
          insets.leading + insets.trailing
          + (groupCount > 0 ? Double(groupCount) * pitch - spacing + measuredGroups.totalGrowth : 0)
        offsetRange = 0...max(0, scrollWidth - container.width)
      }
    }
  }

  /// The frame of an item at a sideways offset (ignored unless the section scrolls sideways),
  /// its edges on the screen's pixels (the environment's `pixelSize`), as UIKit aligns frames,
  /// so cells have crisp edges and equal gaps.
  func itemFrame(_ item: Int, offset: Double) -> Rect {
    let g = item / perGroup
    let along = Double(g) * pitch + measuredGroups.growth(before: g)
    let origin =
      runsAlongX
      ? Point(x: groupOrigin.x + along, y: groupOrigin.y)
      : Point(x: groupOrigin.x, y: groupOrigin.y + along)
    let frames = measuredGroups.template(ofGroup: g)?.frames ?? template.frames
    let frame = frames[item % perGroup].offsetBy(dx: origin.x, dy: origin.y)
      .pixelAligned(to: pixel)
    return isOrthogonal ? frame.offsetBy(dx: -offset, dy: 0) : frame
  }

  /// The painting order of an item.
  func zIndex(ofItem item: Int) -> Int { template.zIndices[item % perGroup] }

  /// An item's definition (`nil` for a custom group's items and past the end).
  func item(at item: Int) -> LayoutItem? {
    guard perGroup > 0, (0..<count).contains(item), template.leaves.count == perGroup else {
      return nil
    }
    return template.leaves[item % perGroup]
  }

  /// The kinds of its items' badges.
  var attachedKinds: [String] { template.attached.values.flatMap { $0.map(\.elementKind) } }

  /// The supplementary items attached to an item (its badges).
  func attachedItems(ofItem item: Int) -> [LayoutSupplementaryItem] {
    template.attached.isEmpty ? [] : template.attached[item % perGroup] ?? []
  }

  /// The items whose groups may meet a rect (a superset: callers test each frame).
  func items(in rect: Rect, offset: Double) -> Range<Int> {
    guard count > 0, perGroup > 0 else { return 0..<0 }
    guard pitch > 0 else { return 0..<min(count, perGroup) }
    let lower: Double
    let upper: Double
    let extent: Double
    if runsAlongX {
      // The row of groups first: nothing shows unless the rect meets it.
      let rowTop = groupOrigin.y - template.size.height
      guard rect.maxY > rowTop, rect.minY < groupOrigin.y + 2 * template.size.height else {
        return 0..<0
      }
      lower = rect.minX + offset - groupOrigin.x
      upper = rect.maxX + offset - groupOrigin.x
      extent = template.size.width
    } else {
      lower = rect.minY - groupOrigin.y
      upper = rect.maxY - groupOrigin.y
      extent = template.size.height
    }
    // One group of slack each side for items that stick out of their group.
    let first: Int
    let last: Int
    if measuredGroups.isEmpty {
      first = max(0, Int(saturating: ((lower - extent) / pitch).rounded(.down)) - 1)
      last = min(groupCount - 1, Int(saturating: (upper / pitch).rounded(.down)) + 1)
    } else {
      first = max(0, group(at: lower - extent) - 1)
      last = min(groupCount - 1, group(at: upper) + 1)
    }
    guard first <= last else { return 0..<0 }
    return min(count, first * perGroup)..<min(count, (last + 1) * perGroup)
  }

  /// The last group that begins at or before a distance from the first group's origin along the
  /// groups' axis (0 before the first), found by halving: groups that measured themselves make
  /// the pitch uneven.
  private func group(at distance: Double) -> Int {
    var low = 0
    var high = groupCount - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Double(mid) * pitch + measuredGroups.growth(before: mid) <= distance {
        low = mid
      } else {
        high = mid - 1
      }
    }
    return low
  }

  /// Hands over the measured groups, keeping none, so whoever takes them holds the only copy.
  mutating func takeMeasuredGroups() -> MeasuredGroups {
    defer { measuredGroups = MeasuredGroups() }
    return measuredGroups
  }

  /// Sets where the first group begins (for the horizontal placement).
  mutating func setGroupOrigin(_ origin: Point) { groupOrigin = origin }

  /// Sets the section's frame, boundary items and decorations (for the horizontal placement).
  mutating func setPlaced(frame: Rect, boundaries: [Boundary], decorations: [Decoration]) {
    self.frame = frame
    self.boundaries = boundaries
    self.decorations = decorations
  }
}
