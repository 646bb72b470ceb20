/// A group resolved once into the frames of its items, relative to the group's top-left
/// corner: every repetition of the group in a section places its items the same way, so a
/// section of a million items needs one template and arithmetic.
struct GroupTemplate {
  /// The group's size: its layout size in its container, or measured from its items along an
  /// estimated dimension.
  var size: Size
  /// The items' frames (their content insets applied), in item order; nested groups are
  /// flattened.
  var frames: [Rect]
  /// The items' painting orders (custom groups set them).
  var zIndices: [Int]
  /// The supplementary items attached to each item that has any, by the item's place in the
  /// group.
  var attached: [Int: [LayoutSupplementaryItem]] = [:]
  /// Whether an item in it has an estimated extent, which its cell measures.
  var estimatesSizes = false
  /// The items' definitions, in item order (none for a custom group's frames).
  var leaves: [LayoutItem] = []

  /// The most items one group repetition may hold (a guard against zero-sized items).
  static let itemLimit = 10_000

  /// Resolves a group inside a container (the section's content area for a section's group,
  /// the enclosing group's area for a nested one). `measured` holds sizes cells measured, by
  /// item place in the group counted from `base`: an item takes them along its estimated
  /// extents (its insets added back), and siblings with `uniformAcrossSiblings` extents take the
  /// largest. How many items a group holds is decided by the estimates, so a measurement never
  /// moves an item to another group.
  static func resolve(
    _ group: LayoutGroup, in container: Size, environment: CollectionLayoutEnvironment,
    measured: [Int: Size] = [:], base: Int = 0
  ) -> GroupTemplate {
    var size = group.layoutSize.resolved(in: container)
    let insets = group.contentInsets
    let area = Rect(origin: .zero, size: size).inset(by: insets.edgeInsets)
    let areaSize = Size(width: max(0, area.width), height: max(0, area.height))
    var frames: [Rect] = []
    var zIndices: [Int] = []
    var attached: [Int: [LayoutSupplementaryItem]] = [:]
    var estimates = false
    var leaves: [LayoutItem] = []
    // How far the items' slots reach, for estimated extents.
    var reach = Point(x: area.minX, y: area.minY)

    switch group.arrangement {
    case .custom(let provider):
      var inner = environment
      inner.container = LayoutContainer(contentSize: areaSize)
      for item in provider(inner).prefix(itemLimit) {
        let frame = item.frame.offsetBy(dx: area.minX, dy: area.minY)
        frames.append(frame)
        zIndices.append(item.zIndex)
        reach = Point(x: max(reach.x, frame.maxX), y: max(reach.y, frame.maxY))
      }
    case .horizontal, .vertical:
      let horizontal: Bool
      if case .horizontal = group.arrangement { horizontal = true } else { horizontal = false }
      func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
      let length = along(areaSize)
      let spacing = max(0, group.interItemSpacing?.spacing ?? 0)

      // Which subitems go in, and how long each slot is along the axis.
      var slots: [(item: LayoutItem, size: Size, nested: GroupTemplate?)] = []
      // The items placed so far, counting those in nested groups.
      var placed = 0
      // A slot's size, from its estimate or its measurement, and a nested group's template.
      func slot(for item: LayoutItem) -> (Size, GroupTemplate?) {
        if let subgroup = item as? LayoutGroup {
          let t = resolve(
            subgroup, in: areaSize, environment: environment, measured: measured,
            base: base + placed)
          placed += t.frames.count
          estimates = estimates || t.estimatesSizes
          return (t.size, t)
        }
        var size = item.layoutSize.resolved(in: areaSize)
        let width = item.layoutSize.widthDimension
        let height = item.layoutSize.heightDimension
        if width.isEstimated || height.isEstimated {
          estimates = true
          if let cell = measured[base + placed] {
            let insets = item.contentInsets
            if width.isEstimated { size.width = cell.width + insets.leading + insets.trailing }
            if height.isEstimated { size.height = cell.height + insets.top + insets.bottom }
          }
        }
        placed += 1
        return (size, nil)
      }
      if let count = group.count, let item = group.subitems.first {
        let share = max(0, (length - spacing * Double(count - 1)) / Double(count))
        for _ in 0..<min(count, itemLimit) {
          var (slotSize, nested) = slot(for: item)
          if horizontal { slotSize.width = share } else { slotSize.height = share }
          slots.append((item, slotSize, nested))
        }
      } else if !group.subitems.isEmpty {
        var used = 0.0
        while slots.count < itemLimit {
          let item = group.subitems[slots.count % group.subitems.count]
          let (slotSize, nested) = slot(for: item)
          let edges = item.edgeSpacing?.along(horizontal: horizontal)
          let next =
            (slots.isEmpty ? 0 : spacing) + along(slotSize) + (edges?.before?.spacing ?? 0)
            + (edges?.after?.spacing ?? 0)
          if !slots.isEmpty && used + next > length + 1e-9 { break }
          slots.append((item, slotSize, nested))
          used += next
          // An item with no extent would repeat forever; one is enough.
          if along(slotSize) <= 0 { break }
        }
      }

      // Siblings sized uniformly take the largest of them.
      uniform(&slots)

      // Edge spacing and flexible spacing: the least of each taken first, the spare room then
      // shared out evenly between the flexible ones.
      let edges = slots.map { $0.item.edgeSpacing?.along(horizontal: horizontal) }
      let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing == true ? slots.count - 1 : 0
      var flexible = max(0, flexibleGaps)
      var total =
        slots.reduce(0) { $0 + along($1.size) } + spacing * Double(max(0, slots.count - 1))
      for edge in edges {
        for side in [edge?.before, edge?.after] {
          guard let side else { continue }
          total += max(0, side.spacing)
          if side.isFlexibleSpacing { flexible += 1 }
        }
      }
      let share = flexible > 0 && length > total ? (length - total) / Double(flexible) : 0
      func room(_ side: LayoutSpacing?) -> Double {
        guard let side else { return 0 }
        return max(0, side.spacing) + (side.isFlexibleSpacing ? share : 0)
      }
      let gap = spacing + (flexibleGaps > 0 ? share : 0)
      var cursor = 0.0
      for (slot, edge) in zip(slots, edges) {
        cursor += room(edge?.before)
        // Across the axis: the leading edge's spacing, or centred between two flexible ones, or
        // against the far side after a flexible leading one.
        let cross = slot.item.edgeSpacing?.across(horizontal: horizontal)
        let free =
          (horizontal ? areaSize.height : areaSize.width)
          - (horizontal ? slot.size.height : slot.size.width)
        let before = max(0, cross?.before?.spacing ?? 0)
        let after = max(0, cross?.after?.spacing ?? 0)
        var inset = before
        if cross?.before?.isFlexibleSpacing == true {
          inset =
            cross?.after?.isFlexibleSpacing == true
            ? before + max(0, free - before - after) / 2 : max(before, free - after)
        }
        let origin =
          horizontal
          ? Point(x: area.minX + cursor, y: area.minY + inset)
          : Point(x: area.minX + inset, y: area.minY + cursor)
        reach = Point(
          x: max(reach.x, origin.x + slot.size.width), y: max(reach.y, origin.y + slot.size.height))
        if let nested = slot.nested {
          for (index, items) in nested.attached { attached[frames.count + index] = items }
          leaves += nested.leaves
          for (frame, z) in zip(nested.frames, nested.zIndices) {
            frames.append(frame.offsetBy(dx: origin.x, dy: origin.y))
            zIndices.append(z)
          }
        } else {
          let slotFrame = Rect(origin: origin, size: slot.size)
          if !slot.item.supplementaryItems.isEmpty {
            attached[frames.count] = slot.item.supplementaryItems
          }
          frames.append(slotFrame.inset(by: slot.item.contentInsets.edgeInsets))
          leaves.append(slot.item)
          zIndices.append(0)
        }
        cursor += along(slot.size) + room(edge?.after) + gap
      }
      // An estimated group reaches past its last item's trailing spacing.
      if !slots.isEmpty {
        if horizontal {
          reach.x = max(reach.x, area.minX + cursor - gap)
        } else {
          reach.y = max(reach.y, area.minY + cursor - gap)
        }
      }
    }

    // An estimated extent is measured from the items.
    if group.layoutSize.widthDimension.isEstimated {
      size.width = reach.x + insets.trailing
    }
    if group.layoutSize.heightDimension.isEstimated {
      size.height = reach.y + insets.bottom
    }
    return GroupTemplate(
      size: size, frames: frames, zIndices: zIndices, attached: attached, estimatesSizes: estimates,
      leaves: leaves)
  }

  /// Gives the leaf slots whose extents are `uniformAcrossSiblings` the largest such extent.
  private static func uniform(
    _ slots: inout [(item: LayoutItem, size: Size, nested: GroupTemplate?)]
  ) {
    let widths = slots.indices.filter {
      slots[$0].nested == nil && slots[$0].item.layoutSize.widthDimension.isUniformAcrossSiblings
    }
    if let widest = widths.map({ slots[$0].size.width }).max() {
      for i in widths { slots[i].size.width = widest }
    }
    let heights = slots.indices.filter {
      slots[$0].nested == nil && slots[$0].item.layoutSize.heightDimension.isUniformAcrossSiblings
    }
    if let tallest = heights.map({ slots[$0].size.height }).max() {
      for i in heights { slots[i].size.height = tallest }
    }
  }
}
