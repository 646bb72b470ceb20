/// The changes that turn one snapshot into another, as one batch update: what
/// `DiffableDataSource.apply(_:animatingDifferences:completion:)` hands to `performBatchUpdates`.
///
/// The algorithm is Heckel's (P. Heckel, "A technique for isolating differences between files",
/// CACM 21(4), 1978): a symbol table keyed by identifier matches each old item with the same
/// item in the new snapshot. Identifiers are unique, so every entry is one of Heckel's "unique
/// lines" and matches at once. His neighbour passes — identical neighbours of a matched pair
/// match too — come first here: each section's old and new lists are walked in step, equal
/// items matching without a lookup, so only the items that break the runs (inserts, deletes,
/// moves) are hashed. Heckel then reports every matched item that is out of place as a move;
/// here a longest increasing subsequence (patience sorting) of the matched items' old
/// positions, in their new order, chooses the items that stay, so moves are minimal: a
/// section's moves are its common items minus the longest run that kept its order. Sections are
/// matched and ordered the same way. The whole difference takes O(n + m log m) time for n
/// items of which m stay in their section, with O(c) hashing for c items out of step.
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
        partner[n] = o
      }
    }

    // Items. As in Heckel's neighbour passes, identical neighbours extend a run of matches, so
    // each kept section's old and new lists are first walked in step: equal items match without
    // a symbol lookup, and a one-item lookahead steps over a single insert, delete or move.
    // Only the items that break the runs go into the symbol table (Heckel's passes over the old
    // and the new file), together with every item of a section that has no partner.
    var partnerOf = [Int](repeating: -1, count: old.numberOfSections)
    for (n, o) in partner.enumerated() where o >= 0 { partnerOf[o] = n }
    var pendingOld: [ItemID: IndexPath] = [:]
    var pendingNew: [(item: ItemID, at: IndexPath)] = []
    // For each explicit new section: the old index of each of its items that was in the same
    // section before (−1 otherwise), filled by the walk and then by the symbol table.
    var oldIndexOfNew: [[Int]] = Array(repeating: [], count: new.numberOfSections)
    for (o, items) in old.sectionItems.enumerated() where partnerOf[o] < 0 {
      for (i, item) in items.enumerated() { pendingOld[item] = IndexPath(item: i, section: o) }
    }
    for (n, items) in new.sectionItems.enumerated() {
      let o = partner[n]
      guard o >= 0 else {
        for (j, item) in items.enumerated() {
          pendingNew.append((item, IndexPath(item: j, section: n)))
        }
        continue
      }
      let before = old.sectionItems[o]
      var map = [Int](repeating: -1, count: items.count)
      var i = 0
      var j = 0
      while i < before.count && j < items.count {
        if before[i] == items[j] {
          map[j] = i
          i += 1
          j += 1
        } else if i + 1 < before.count && before[i + 1] == items[j] {
          pendingOld[before[i]] = IndexPath(item: i, section: o)
          i += 1
        } else if j + 1 < items.count && before[i] == items[j + 1] {
          pendingNew.append((items[j], IndexPath(item: j, section: n)))
          j += 1
        } else {
          pendingOld[before[i]] = IndexPath(item: i, section: o)
          pendingNew.append((items[j], IndexPath(item: j, section: n)))
          i += 1
          j += 1
        }
      }
      for k in i..<before.count { pendingOld[before[k]] = IndexPath(item: k, section: o) }
      for k in j..<items.count { pendingNew.append((items[k], IndexPath(item: k, section: n))) }
      oldIndexOfNew[n] = map
    }
    let reloadedItems = Set(new.reloadedItemIdentifiers)
    for (item, to) in pendingNew {
      let n = to.section
      let newExplicit = partner[n] >= 0
      guard let from = pendingOld.removeValue(forKey: item) else {
        if newExplicit { update.insertedItems.append(to) }
        continue
      }
      if from.section == partner[n] {
        oldIndexOfNew[n][to.item] = from.item
        continue
      }
      switch (partnerOf[from.section] >= 0, newExplicit) {
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
    // What is left in the table is gone.
    for from in pendingOld.values where partnerOf[from.section] >= 0 {
      update.deletedItems.append(from)
    }
    // Within each section, the longest run that kept its order stays; the rest move.
    for (n, map) in oldIndexOfNew.enumerated() where partner[n] >= 0 {
      let o = partner[n]
      var stayingOld: [Int] = []
      var stayingNew: [Int] = []
      stayingOld.reserveCapacity(map.count)
      stayingNew.reserveCapacity(map.count)
      for (j, i) in map.enumerated() where i >= 0 {
        stayingOld.append(i)
        stayingNew.append(j)
      }
      var stable = [Bool](repeating: false, count: stayingOld.count)
      for k in LongestIncreasingSubsequence.positions(in: stayingOld) { stable[k] = true }
      let items = new.sectionItems[n]
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
    // Reconfigured items, where they are after the update (a reload wins over a reconfigure).
    for item in new.reconfiguredItemIdentifiers where !reloadedItems.contains(item) {
      if let to = new.indexPath(ofItem: item) { reconfiguredItems.append(to) }
    }
    batchUpdate = update
  }
}
