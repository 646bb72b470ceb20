/// The changes that turn one snapshot into another, as one batch update: what
/// `DiffableDataSource.apply(_:animatingDifferences:completion:)` hands to `performBatchUpdates`.
///
/// The algorithm is Heckel's (P. Heckel, "A technique for isolating differences between files",
/// CACM 21(4), 1978): a symbol table keyed by identifier matches every item of the old snapshot
/// with the same item in the new one in a single pass over each — with unique identifiers every
/// entry is one of Heckel's "unique lines", so his first passes match everything common and his
/// neighbour-extending passes have nothing left to do. Heckel then reports every matched item
/// that is out of place as a move; here a longest increasing subsequence (patience sorting) of
/// the matched items' old positions, in their new order, chooses the items that stay, so moves
/// are minimal: a section's moves are its common items minus the longest run that kept its
/// order. Sections are matched and ordered the same way. The whole difference takes
/// O(n + m log m) time for n items of which m stay in their section (O(n) dictionary work and
/// one binary search per common item).
///
/// The batch follows UIKit's rules, so it always validates: an item moving into a section that
/// is inserted, reloaded or replaced arrives with that section (and one leaving such a section
/// leaves with it), so it becomes a plain insert or delete on the other side; a reloaded item
/// that also moved is deleted and inserted (a batch may not reload and move one item); a
/// reloaded section that also moved is deleted and inserted.
public struct SnapshotDifference: Sendable {
  /// The inserts, deletes, moves and reloads, in UIKit's terms (old index paths for deletes,
  /// reloads and move sources, new ones for inserts and move destinations).
  public var batchUpdate: BatchUpdate
  /// The items whose cells are configured again in place after the batch (new index paths).
  public var reconfiguredItems: [IndexPath]

  /// Whether nothing changes.
  @inlinable public var isEmpty: Bool { batchUpdate.isEmpty && reconfiguredItems.isEmpty }

  /// Computes the difference from `old` to `new` (inlinable, so it is specialized for the
  /// identifier types: hashing them through generic witnesses costs several times as much, and
  /// allocates).
  @inlinable public init<SectionID, ItemID>(
    from old: DiffableDataSourceSnapshot<SectionID, ItemID>,
    to new: DiffableDataSourceSnapshot<SectionID, ItemID>
  ) {
    var update = BatchUpdate()
    reconfiguredItems = []

    // Sections: match by identifier, keep the longest run in order, move the rest.
    let reloadedSections = Set(new.reloadedSectionIdentifiers)
    var commonOld: [Int] = []
    var commonNew: [Int] = []
    for (o, id) in old.sectionIdentifiers.enumerated() {
      if let n = new.sectionIndices[id] {
        commonOld.append(o)
        commonNew.append(n)
      } else {
        update.deletedSections.append(o)
      }
    }
    for (n, id) in new.sectionIdentifiers.enumerated() where old.sectionIndices[id] == nil {
      update.insertedSections.append(n)
    }
    var stays = [Bool](repeating: false, count: commonOld.count)
    for k in LongestIncreasingSubsequence.positions(in: commonNew) { stays[k] = true }
    // Sections whose items are diffed one by one (kept or moved, not reloaded): item operations
    // may name them. `partner[n]` is the old index of new section n when both are explicit.
    var oldExplicit = [Bool](repeating: false, count: old.numberOfSections)
    var partner = [Int](repeating: -1, count: new.numberOfSections)
    for (k, o) in commonOld.enumerated() {
      let n = commonNew[k]
      let reload = reloadedSections.contains(old.sectionIdentifiers[o])
      switch (stays[k], reload) {
      case (true, true): update.reloadedSections.append(o)
      case (false, true):
        update.deletedSections.append(o)
        update.insertedSections.append(n)
      case (true, false), (false, false):
        if !stays[k] { update.movedSections.append((from: o, to: n)) }
        oldExplicit[o] = true
        partner[n] = o
      }
    }

    // Items: a symbol table of where every old item was (Heckel's pass over the old file), and
    // which of them the new snapshot still has (by position, section after section).
    var oldLocations: [ItemID: IndexPath] = [:]
    oldLocations.reserveCapacity(old.numberOfItems)
    var sectionStart: [Int] = []
    var total = 0
    for (s, items) in old.sectionItems.enumerated() {
      sectionStart.append(total)
      total += items.count
      for (i, item) in items.enumerated() { oldLocations[item] = IndexPath(item: i, section: s) }
    }
    var kept = [Bool](repeating: false, count: total)
    // New items, matched against the table (Heckel's pass over the new file).
    let reloadedItems = Set(new.reloadedItemIdentifiers)
    let reconfigured = Set(new.reconfiguredItemIdentifiers)
    for (n, items) in new.sectionItems.enumerated() {
      let newExplicit = partner[n] >= 0
      var stayingOld: [Int] = []
      var stayingNew: [Int] = []
      for (j, item) in items.enumerated() {
        let to = IndexPath(item: j, section: n)
        if !reconfigured.isEmpty, reconfigured.contains(item), !reloadedItems.contains(item) {
          reconfiguredItems.append(to)
        }
        guard let from = oldLocations[item] else {
          if newExplicit { update.insertedItems.append(to) }
          continue
        }
        kept[sectionStart[from.section] + from.item] = true
        if from.section == partner[n] {
          stayingOld.append(from.item)
          stayingNew.append(j)
          continue
        }
        switch (oldExplicit[from.section], newExplicit) {
        case (true, true):
          if reloadedItems.contains(item) {
            update.deletedItems.append(from)
            update.insertedItems.append(to)
          } else {
            update.movedItems.append((from: from, to: to))
          }
        case (true, false): update.deletedItems.append(from)
        case (false, true): update.insertedItems.append(to)
        case (false, false): break
        }
      }
      guard newExplicit else { continue }
      // Within the section, the longest run that kept its order stays; the rest move.
      let o = partner[n]
      var stable = [Bool](repeating: false, count: stayingOld.count)
      for k in LongestIncreasingSubsequence.positions(in: stayingOld) { stable[k] = true }
      for k in stayingOld.indices {
        let from = IndexPath(item: stayingOld[k], section: o)
        let to = IndexPath(item: stayingNew[k], section: n)
        let reload = !reloadedItems.isEmpty && reloadedItems.contains(items[stayingNew[k]])
        switch (stable[k], reload) {
        case (true, false): break
        case (true, true): update.reloadedItems.append(from)
        case (false, false): update.movedItems.append((from: from, to: to))
        case (false, true):
          update.deletedItems.append(from)
          update.insertedItems.append(to)
        }
      }
    }
    // Old items that are gone (no second pass of hashing: the table marked the others).
    for (s, items) in old.sectionItems.enumerated() where oldExplicit[s] {
      let start = sectionStart[s]
      for i in items.indices where !kept[start + i] {
        update.deletedItems.append(IndexPath(item: i, section: s))
      }
    }
    batchUpdate = update
  }
}
