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
    // and the new file). The items of sections without a partner (inserted, deleted, reloaded)
    // stay out of it: one that moves between such a section and a kept one is a plain insert or
    // delete on the kept side whether it is matched or not, so a first snapshot of a million
    // items hashes none of them.
    var pendingOld: [ItemID: IndexPath] = [:]
    var pendingNew: [(item: ItemID, at: IndexPath)] = []
    // For each explicit new section: the old index of each of its items that was in the same
    // section before (−1 otherwise), filled by the walk and then by the symbol table.
    var oldIndexOfNew: [[Int]] = Array(repeating: [], count: new.numberOfSections)
    for (n, items) in new.sectionItems.enumerated() {
      let o = partner[n]
      guard o >= 0 else { continue }
      oldIndexOfNew[n] = Self.matchInStep(
        old.sectionItems[o], items, old: o, new: n, pendingOld: &pendingOld,
        pendingNew: &pendingNew)
    }
    let reloadedItems = Set(new.reloadedItemIdentifiers)
    // Both sides of the table now come from kept sections.
    for (item, to) in pendingNew {
      let n = to.section
      guard let from = pendingOld.removeValue(forKey: item) else {
        update.insertedItems.append(to)
        continue
      }
      if from.section == partner[n] {
        oldIndexOfNew[n][to.item] = from.item
      } else if reloadedItems.contains(item) {
        update.deletedItems.append(from)
        update.insertedItems.append(to)
      } else {
        update.movedItems.append((from: from, to: to))
      }
    }
    // What is left in the table is gone (or went to a section without a partner).
    update.deletedItems += pendingOld.values
    // Within each section, the longest run that kept its order stays; the rest move.
    for (n, map) in oldIndexOfNew.enumerated() where partner[n] >= 0 {
      Self.appendMoves(
        map, old: partner[n], new: n, items: new.sectionItems[n], reloadedItems: reloadedItems,
        to: &update)
    }
    // Reconfigured items, where they are after the update (a reload wins over a reconfigure).
    for item in new.reconfiguredItemIdentifiers where !reloadedItems.contains(item) {
      if let to = new.indexPath(ofItem: item) { reconfiguredItems.append(to) }
    }
    batchUpdate = update
  }

  /// The difference of one section's items when nothing else changes — what applying a section
  /// snapshot to a section already shown does: the same walk and moves as between two
  /// snapshots, over that section alone. The new items must be unique.
  @inlinable public init<ItemID: Hashable>(
    itemsOfSection section: Int, from before: [ItemID], to items: [ItemID]
  ) {
    var update = BatchUpdate()
    var pendingOld: [ItemID: IndexPath] = [:]
    var pendingNew: [(item: ItemID, at: IndexPath)] = []
    var map = Self.matchInStep(
      before, items, old: section, new: section, pendingOld: &pendingOld,
      pendingNew: &pendingNew)
    for (item, to) in pendingNew {
      if let from = pendingOld.removeValue(forKey: item) {
        map[to.item] = from.item
      } else {
        update.insertedItems.append(to)
      }
    }
    update.deletedItems = pendingOld.values.map(\.item).sorted().map {
      IndexPath(item: $0, section: section)
    }
    Self.appendMoves(
      map, old: section, new: section, items: items, reloadedItems: [], to: &update)
    batchUpdate = update
    reconfiguredItems = []
  }

  /// Walks a section's old and new items in step, as Heckel's neighbour passes extend a run of
  /// matches: equal items match without a symbol lookup, and a one-item lookahead steps over a
  /// single insert, delete or move. The equal items at the end match first, walking back, so a
  /// run of inserts or deletes (an outline's folder expanding or collapsing) leaves only itself
  /// out of step. Returns, for each new item, the old index it matched (−1 otherwise); the
  /// items that broke the runs go to `pendingOld` and `pendingNew`.
  @inlinable static func matchInStep<ItemID: Hashable>(
    _ before: [ItemID], _ items: [ItemID], old o: Int, new n: Int,
    pendingOld: inout [ItemID: IndexPath], pendingNew: inout [(item: ItemID, at: IndexPath)]
  ) -> [Int] {
    var map = [Int](repeating: -1, count: items.count)
    var oldEnd = before.count
    var newEnd = items.count
    while oldEnd > 0 && newEnd > 0 && before[oldEnd - 1] == items[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
      map[newEnd] = oldEnd
    }
    var i = 0
    var j = 0
    var reserved = false
    while i < oldEnd && j < newEnd {
      // Many out of step (a shuffle): the table takes the rest at once rather than growing by
      // rehashing everything in it a dozen times.
      if !reserved && pendingOld.count >= 1_024 {
        pendingOld.reserveCapacity(pendingOld.count + oldEnd - i)
        pendingNew.reserveCapacity(pendingNew.count + newEnd - j)
        reserved = true
      }
      if before[i] == items[j] {
        map[j] = i
        i += 1
        j += 1
      } else if i + 1 < oldEnd && before[i + 1] == items[j] {
        pendingOld[before[i]] = IndexPath(item: i, section: o)
        i += 1
      } else if j + 1 < newEnd && before[i] == items[j + 1] {
        pendingNew.append((items[j], IndexPath(item: j, section: n)))
        j += 1
      } else {
        pendingOld[before[i]] = IndexPath(item: i, section: o)
        pendingNew.append((items[j], IndexPath(item: j, section: n)))
        i += 1
        j += 1
      }
    }
    for k in i..<oldEnd { pendingOld[before[k]] = IndexPath(item: k, section: o) }
    for k in j..<newEnd { pendingNew.append((items[k], IndexPath(item: k, section: n))) }
    return map
  }

  /// Of the items a section kept (`map`: each new item's old index, −1 for an arrival), the
  /// longest run that kept its order stays and the rest move; a reloaded item that stays is
  /// reloaded, one that moves is deleted and inserted.
  @inlinable static func appendMoves<ItemID: Hashable>(
    _ map: [Int], old o: Int, new n: Int, items: [ItemID], reloadedItems: Set<ItemID>,
    to update: inout BatchUpdate
  ) {
    var stayingOld: [Int] = []
    var stayingNew: [Int] = []
    stayingOld.reserveCapacity(map.count)
    stayingNew.reserveCapacity(map.count)
    var inOrder = true
    for (j, i) in map.enumerated() where i >= 0 {
      if let last = stayingOld.last, last > i { inOrder = false }
      stayingOld.append(i)
      stayingNew.append(j)
    }
    // Items that all kept their order (the usual case) all stay.
    if inOrder && reloadedItems.isEmpty { return }
    var stable = [Bool](repeating: inOrder, count: stayingOld.count)
    if !inOrder {
      for k in LongestIncreasingSubsequence.positions(in: stayingOld) { stable[k] = true }
    }
    for k in stayingOld.indices {
      let reload = !reloadedItems.isEmpty && reloadedItems.contains(items[stayingNew[k]])
      guard !stable[k] || reload else { continue }
      let from = IndexPath(item: stayingOld[k], section: o)
      let to = IndexPath(item: stayingNew[k], section: n)
      switch (stable[k], reload) {
      case (true, _): update.reloadedItems.append(from)
      case (false, false): update.movedItems.append((from: from, to: to))
      case (false, true):
        update.deletedItems.append(from)
        update.insertedItems.append(to)
      }
    }
  }
}
