extension DiffableDataSource {
  /// What the app decides and hears when the user reorders items
  /// (UICollectionViewDiffableDataSource.ReorderingHandlers): set `canReorderItem` and the
  /// items it allows can be lifted and moved (the `m` key, a long press, a reorder accessory);
  /// the data source then updates its snapshot itself and reports the change.
  public struct ReorderingHandlers {
    /// Whether an item may be moved; `nil` (the default) allows no reordering at all.
    public var canReorderItem: ((ItemID) -> Bool)?
    /// Called with the reorder's transaction just before the data source takes it.
    public var willReorder: ((DiffableDataSourceTransaction<SectionID, ItemID>) -> Void)?
    /// Called with the reorder's transaction once the data source shows it: update the model
    /// from `finalSnapshot` or `difference` here.
    public var didReorder: ((DiffableDataSourceTransaction<SectionID, ItemID>) -> Void)?

    /// Handlers that allow no reordering.
    public init() {}
  }

  /// Whether the user may move the item at an index path: `canReorderItem` says, for items
  /// that are not an outline's expanded parent (their children would be left behind).
  func canReorderItem(at indexPath: IndexPath) -> Bool {
    guard let can = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath)
    else { return false }
    if let section = sectionIdentifier(for: indexPath.section),
      let outline = sectionSnapshots[section], outline.isExpanded(item),
      !outline.children(of: item).isEmpty
    {
      return false
    }
    return can(item)
  }

  /// The user moved an item: the data source's snapshot follows (in an outline, the item joins
  /// the level of the row it now follows, or becomes the first child of an expanded parent it
  /// follows), with `willReorder` before and `didReorder` after.
  func reorderItem(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard let item = itemIdentifier(for: sourceIndexPath),
      let from = sectionIdentifier(for: sourceIndexPath.section),
      let to = sectionIdentifier(for: destinationIndexPath.section)
    else { return }
    let initial = current
    var final = current
    final.deleteItems([item])
    let others = final.itemIdentifiers(inSection: to)
    let index = min(max(0, destinationIndexPath.item), others.count)
    if index < others.count {
      final.insertItems([item], beforeItem: others[index])
    } else {
      final.appendItems([item], toSection: to)
    }
    var sections: [DiffableDataSourceSectionTransaction<SectionID, ItemID>] = []
    var outlines = sectionSnapshots
    for section in from == to ? [from] : [from, to] {
      let before = snapshot(for: section)
      var after = before
      if let outline = sectionSnapshots[section] {
        after = Self.outline(outline, moving: item, to: final.itemIdentifiers(inSection: section))
        outlines[section] = after
      } else {
        after = DiffableDataSourceSectionSnapshot()
        after.append(final.itemIdentifiers(inSection: section))
      }
      sections.append(
        DiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
          difference: after.visibleItems.difference(from: before.visibleItems).inferringMoves()))
    }
    let transaction = DiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        .inferringMoves(),
      sectionTransactions: sections)
    reorderingHandlers.willReorder?(transaction)
    current = final
    sectionSnapshots = outlines
    reorderingHandlers.didReorder?(transaction)
  }

  /// An outline with an item (and its collapsed subtree) moved to where it now shows among
  /// `visible`: after the row before it, at that row's level — or first under it when that row
  /// is an expanded parent; first at the top level when nothing is before it. Items of another
  /// section leave or join the outline.
  static func outline(
    _ outline: DiffableDataSourceSectionSnapshot<ItemID>, moving item: ItemID, to visible: [ItemID]
  ) -> DiffableDataSourceSectionSnapshot<ItemID> {
    var result = outline
    let subtree =
      outline.contains(item)
      ? outline.snapshot(of: item, includingParent: true)
      : {
        var single = DiffableDataSourceSectionSnapshot<ItemID>()
        single.append([item])
        return single
      }()
    result.delete([item])
    guard let position = visible.firstIndex(of: item) else { return result }
    func graft(_ anchor: ItemID?, asFirstChild: Bool) {
      var merged = result
      if let anchor, asFirstChild {
        var children = DiffableDataSourceSectionSnapshot<ItemID>()
        copy(item, from: subtree, into: &children, under: nil)
        let existing = result.snapshot(of: anchor)
        for root in existing.rootItems { copy(root, from: existing, into: &children, under: nil) }
        merged.replace(childrenOf: anchor, using: children)
      } else if let anchor {
        merged.insert([item], after: anchor)
        copyChildren(of: item, from: subtree, into: &merged)
      } else if let first = result.rootItems.first {
        merged.insert([item], before: first)
        copyChildren(of: item, from: subtree, into: &merged)
      } else {
        merged.append([item])
        copyChildren(of: item, from: subtree, into: &merged)
      }
      result = merged
    }
    if position == 0 {
      graft(nil, asFirstChild: false)
    } else {
      let before = visible[position - 1]
      let opens = result.isExpanded(before) && !result.children(of: before).isEmpty
      graft(before, asFirstChild: opens)
    }
    return result
  }

  /// Copies an item and its subtree from one outline into another, under a parent.
  private static func copy(
    _ item: ItemID, from source: DiffableDataSourceSectionSnapshot<ItemID>,
    into target: inout DiffableDataSourceSectionSnapshot<ItemID>, under parent: ItemID?
  ) {
    target.append([item], to: parent)
    copyChildren(of: item, from: source, into: &target)
  }

  /// Copies an item's children (and theirs) from one outline into another, and its expansion.
  private static func copyChildren(
    of item: ItemID, from source: DiffableDataSourceSectionSnapshot<ItemID>,
    into target: inout DiffableDataSourceSectionSnapshot<ItemID>
  ) {
    for child in source.children(of: item) { copy(child, from: source, into: &target, under: item) }
    if source.isExpanded(item) { target.expand([item]) }
  }
}
