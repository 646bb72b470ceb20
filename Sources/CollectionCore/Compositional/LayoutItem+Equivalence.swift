extension LayoutItem {
  /// Whether another item resolves as this one does in any container: the same kind of item
  /// with the same size, insets, spacing and attached items, and for a group the same
  /// arrangement and subitems, each alike in turn. A custom group's provider cannot be compared,
  /// so only the group itself resolves like it. A section provider makes its sections afresh for
  /// every `prepare()`; this is how the layout knows a new one is the old one again.
  func resolvesLike(_ other: LayoutItem) -> Bool {
    if self === other { return true }
    guard type(of: self) == type(of: other), layoutSize == other.layoutSize,
      contentInsets == other.contentInsets, edgeSpacing == other.edgeSpacing,
      supplementaryItems.count == other.supplementaryItems.count,
      zip(supplementaryItems, other.supplementaryItems).allSatisfy({ $0.resolvesLike($1) })
    else { return false }
    switch (self, other) {
    case (let a as LayoutGroup, let b as LayoutGroup):
      return LayoutItem.groupsArrangeAlike(a, b)
    case (let a as LayoutSupplementaryItem, let b as LayoutSupplementaryItem):
      return a.elementKind == b.elementKind && a.containerAnchor == b.containerAnchor
        && a.itemAnchor == b.itemAnchor && a.zIndex == b.zIndex
    case (is LayoutBoundarySupplementaryItem, _), (is LayoutDecorationItem, _):
      return false
    default:
      return true
    }
  }

  /// Whether two groups arrange alike: the same arrangement (not a custom one), count, spacing
  /// and subitems.
  private static func groupsArrangeAlike(_ a: LayoutGroup, _ b: LayoutGroup) -> Bool {
    switch (a.arrangement, b.arrangement) {
    case (.horizontal, .horizontal), (.vertical, .vertical): break
    default: return false
    }
    return a.count == b.count && a.interItemSpacing == b.interItemSpacing
      && a.subitems.count == b.subitems.count
      && zip(a.subitems, b.subitems).allSatisfy { $0.resolvesLike($1) }
  }
}
