/// How the index paths before a batch update correspond to those after it, validated as UIKit
/// validates a batch: for each section, old + inserted − deleted + moved in − moved out = new.
///
/// Works without per-item tables, so a section of a million items maps in time proportional to
/// the number of changes.
public struct IndexPathMapping: Hashable, Sendable {
  /// Item counts per section before the update.
  public let oldCounts: [Int]
  /// Item counts per section after the update (from the data source).
  public let newCounts: [Int]
  /// Old sections deleted.
  public let deletedSections: Set<Int>
  /// New sections inserted.
  public let insertedSections: Set<Int>
  /// Old sections reloaded.
  public let reloadedSections: Set<Int>
  /// Old items deleted.
  public let deletedItems: Set<IndexPath>
  /// New items inserted.
  public let insertedItems: Set<IndexPath>
  /// Old items reloaded.
  public let reloadedItems: Set<IndexPath>

  private let oldToNewSection: [Int?]
  private let newToOldSection: [Int?]
  /// Each old section's removed slots (its deleted and moved-out items), sorted.
  private let removedInOld: [[Int]]
  /// Each new section's fixed slots (its inserted and moved-in items), sorted.
  private let fixedInNew: [[Int]]
  /// Items moved: old index path → new (what the batch's moves say).
  let movedForward: MoveTable
  /// Items moved: new index path → old.
  let movedBackward: MoveTable

  /// The identity mapping for unchanged counts.
  public init(counts: [Int]) {
    // An empty batch always validates.
    self = try! IndexPathMapping(oldCounts: counts, newCounts: counts, update: BatchUpdate())
  }

  /// Validates a batch against the counts before and after and builds the mapping.
  public init(oldCounts: [Int], newCounts: [Int], update u: BatchUpdate) throws(BatchUpdateError) {
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    let oldSections = oldCounts.count
    let newSections = newCounts.count

    // Sections.
    func unique(_ values: [Int], _ what: String) throws(BatchUpdateError) -> Set<Int> {
      let set = Set(values)
      if set.count != values.count {
        throw BatchUpdateError("Invalid update: the same section was \(what) more than once.")
      }
      return set
    }
    let deletedS = try unique(u.deletedSections, "deleted")
    let insertedS = try unique(u.insertedSections, "inserted")
    let reloadedS = try unique(u.reloadedSections, "reloaded")
    let moveFromS = try unique(u.movedSections.map(\.from), "moved from")
    let moveToS = try unique(u.movedSections.map(\.to), "moved to")
    for s in deletedS.union(reloadedS).union(moveFromS) where !(0..<oldSections).contains(s) {
      throw BatchUpdateError(
        "Invalid update: section \(s) does not exist; there were \(oldSections) sections before the update."
      )
    }
    for s in insertedS.union(moveToS) where !(0..<newSections).contains(s) {
      throw BatchUpdateError(
        "Invalid update: attempt to insert or move to section \(s), but there are only \(newSections) sections after the update."
      )
    }
    if !deletedS.isDisjoint(with: moveFromS) || !deletedS.isDisjoint(with: reloadedS)
      || !reloadedS.isDisjoint(with: moveFromS)
    {
      throw BatchUpdateError(
        "Invalid update: a section cannot be deleted, reloaded or moved more than one way in one batch."
      )
    }
    if !insertedS.isDisjoint(with: moveToS) {
      throw BatchUpdateError(
        "Invalid update: a section cannot be both inserted and the target of a move.")
    }
    if oldSections - deletedS.count + insertedS.count != newSections {
      throw BatchUpdateError(
        "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newSections)) must be equal to the number of sections contained in the collection view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedS.count) inserted, \(deletedS.count) deleted)."
      )
    }
    var forwardS = [Int?](repeating: nil, count: oldSections)
    var backwardS = [Int?](repeating: nil, count: newSections)
    for m in u.movedSections {
      forwardS[m.from] = m.to
      backwardS[m.to] = m.from
    }
    var target = 0
    for s in 0..<oldSections where !deletedS.contains(s) && !moveFromS.contains(s) {
      while insertedS.contains(target) || moveToS.contains(target) { target += 1 }
      forwardS[s] = target
      backwardS[target] = s
      target += 1
    }

    // Items.
    func uniquePaths(_ values: [IndexPath], _ what: String) throws(BatchUpdateError) -> Set<
      IndexPath
    > {
      let set = Set(values)
      if set.count != values.count {
        throw BatchUpdateError("Invalid update: the same item was \(what) more than once.")
      }
      return set
    }
    let deleted = try uniquePaths(u.deletedItems, "deleted")
    let inserted = try uniquePaths(u.insertedItems, "inserted")
    let reloaded = try uniquePaths(u.reloadedItems, "reloaded")
    // The moves' tables are their sets too: a path given twice leaves one entry.
    let froms = u.movedItems.map(\.from)
    let tos = u.movedItems.map(\.to)
    let forward = MoveTable(sources: froms, destinations: tos)
    let backward = MoveTable(sources: tos, destinations: froms)
    if forward.count != u.movedItems.count {
      throw BatchUpdateError("Invalid update: the same item was moved from more than once.")
    }
    if backward.count != u.movedItems.count {
      throw BatchUpdateError("Invalid update: the same item was moved to more than once.")
    }
    // Every path named, in the batch's order (the first bad one is the one reported).
    func checkOld(_ p: IndexPath) throws(BatchUpdateError) {
      guard (0..<oldSections).contains(p.section), (0..<oldCounts[p.section]).contains(p.item)
      else {
        let count = (0..<oldSections).contains(p.section) ? oldCounts[p.section] : 0
        throw BatchUpdateError(
          "Invalid update: item \(p) does not exist; section \(p.section) had \(count) items before the update."
        )
      }
      if deletedS.contains(p.section) {
        throw BatchUpdateError(
          "Invalid update: item \(p) is in section \(p.section), which is being deleted.")
      }
    }
    func checkNew(_ p: IndexPath) throws(BatchUpdateError) {
      guard (0..<newSections).contains(p.section), (0..<newCounts[p.section]).contains(p.item)
      else {
        let count = (0..<newSections).contains(p.section) ? newCounts[p.section] : 0
        throw BatchUpdateError(
          "Invalid update: attempt to insert or move item to \(p), but section \(p.section) has only \(count) items after the update."
        )
      }
      if insertedS.contains(p.section) {
        throw BatchUpdateError(
          "Invalid update: attempt to insert or move item to \(p) in section \(p.section), which is being inserted."
        )
      }
    }
    for p in u.deletedItems { try checkOld(p) }
    for p in u.reloadedItems { try checkOld(p) }
    for m in u.movedItems { try checkOld(m.from) }
    for p in u.insertedItems { try checkNew(p) }
    for m in u.movedItems { try checkNew(m.to) }
    if !deleted.isDisjoint(with: reloaded) || deleted.contains(where: { forward[$0] != nil })
      || reloaded.contains(where: { forward[$0] != nil })
    {
      throw BatchUpdateError(
        "Invalid update: an item cannot be deleted, reloaded or moved more than one way in one batch."
      )
    }
    if inserted.contains(where: { backward[$0] != nil }) {
      throw BatchUpdateError(
        "Invalid update: an item cannot be both inserted and the target of a move.")
    }

    var removed = [[Int]](repeating: [], count: oldSections)
    var fixed = [[Int]](repeating: [], count: newSections)
    // Deleted and moved-from paths are disjoint, as are inserted and moved-to ones, and each is
    // named once (checked above), so one list after the other gives each path once.
    for p in u.deletedItems { removed[p.section].append(p.item) }
    for p in u.insertedItems { fixed[p.section].append(p.item) }
    for m in u.movedItems {
      removed[m.from.section].append(m.from.item)
      fixed[m.to.section].append(m.to.item)
    }
    for s in removed.indices where removed[s].count > 1 { SlotSort.sort(&removed[s]) }
    for s in fixed.indices where fixed[s].count > 1 { SlotSort.sort(&fixed[s]) }

    // Each section's inserts, deletes and moves in and out, counted in one pass over each set.
    var insertedIn = [Int](repeating: 0, count: newSections)
    var deletedIn = [Int](repeating: 0, count: oldSections)
    var movedInto = [Int](repeating: 0, count: newSections)
    var movedOutOf = [Int](repeating: 0, count: oldSections)
    for p in u.insertedItems { insertedIn[p.section] += 1 }
    for p in u.deletedItems { deletedIn[p.section] += 1 }
    for m in u.movedItems {
      movedInto[m.to.section] += 1
      movedOutOf[m.from.section] += 1
    }
    for newSection in 0..<newSections where !insertedS.contains(newSection) {
      // A reloaded section is deleted and inserted again (as UIKit treats it): any count goes.
      guard let oldSection = backwardS[newSection], !reloadedS.contains(oldSection) else {
        continue
      }
      let insertedCount = insertedIn[newSection]
      let deletedCount = deletedIn[oldSection]
      let movedIn = movedInto[newSection]
      let movedOut = movedOutOf[oldSection]
      let expected = oldCounts[oldSection] + insertedCount - deletedCount + movedIn - movedOut
      if expected != newCounts[newSection] {
        throw BatchUpdateError(
          "Invalid update: invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(newCounts[newSection])) must be equal to the number of items contained in that section before the update (\(oldCounts[oldSection])), plus or minus the number of items inserted or deleted from that section (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
      }
    }

    deletedSections = deletedS
    insertedSections = insertedS
    reloadedSections = reloadedS
    deletedItems = deleted
    insertedItems = inserted
    reloadedItems = reloaded
    oldToNewSection = forwardS
    newToOldSection = backwardS
    removedInOld = removed
    fixedInNew = fixed
    movedForward = forward
    movedBackward = backward
    #if DEBUG
      _checkInvariants()
    #endif
  }

  /// The section an old section became, or `nil` if it was deleted.
  public func newSection(forOld section: Int) -> Int? {
    oldToNewSection.indices.contains(section) ? oldToNewSection[section] : nil
  }

  /// The section a new section came from, or `nil` if it was inserted.
  public func oldSection(forNew section: Int) -> Int? {
    newToOldSection.indices.contains(section) ? newToOldSection[section] : nil
  }

  /// Where an old item is after the update, or `nil` if it was deleted.
  public func newIndexPath(forOld path: IndexPath) -> IndexPath? {
    if let moved = movedForward[path] { return moved }
    guard let newSection = newSection(forOld: path.section),
      path.item >= 0, path.item < oldCounts[path.section],
      !deletedItems.contains(path)
    else { return nil }
    let removed = removedInOld[path.section]
    let rank = path.item - countBelow(removed, path.item)
    return IndexPath(
      item: position(ofRank: rank, skipping: fixedInNew[newSection]), section: newSection)
  }

  /// Where a new item was before the update, or `nil` if it was inserted.
  public func oldIndexPath(forNew path: IndexPath) -> IndexPath? {
    if let moved = movedBackward[path] { return moved }
    guard let oldSection = oldSection(forNew: path.section),
      path.item >= 0, path.item < newCounts[path.section],
      !insertedItems.contains(path)
    else { return nil }
    let fixed = fixedInNew[path.section]
    let rank = path.item - countBelow(fixed, path.item)
    return IndexPath(
      item: position(ofRank: rank, skipping: removedInOld[oldSection]), section: oldSection)
  }

  /// Whether the old item's cell must be fetched again from the data source.
  public func isReloaded(old path: IndexPath) -> Bool {
    reloadedItems.contains(path) || reloadedSections.contains(path.section)
  }

  /// Whether the old section's supplementary views must be fetched again.
  public func isReloaded(oldSection section: Int) -> Bool { reloadedSections.contains(section) }

  /// The number of sorted values strictly below `value`.
  private func countBelow(_ sorted: [Int], _ value: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The index of the `rank`-th slot (from 0) when the sorted `skipped` slots are taken.
  private func position(ofRank rank: Int, skipping skipped: [Int]) -> Int {
    var index = rank
    for s in skipped {
      if s <= index { index += 1 } else { break }
    }
    return index
  }
}

extension IndexPathMapping {
  /// The ways the mapping is inconsistent (empty when it is sound): the section maps are each
  /// other's inverse, the removed and fixed slots are sorted and inside their sections, each
  /// surviving section keeps as many items as it loses and gains, moves map both ways, deleted
  /// items go nowhere and inserted ones come from nowhere, and the first and last survivors of
  /// each section go there and back. It only reads, and costs what the batch's changes and
  /// sections do (never every item); debug builds check it when a mapping is made.
  public func _invariantViolations() -> [String] {
    var problems: [String] = []
    if oldToNewSection.count != oldCounts.count || newToOldSection.count != newCounts.count {
      problems.append("the section maps do not cover the sections")
      return problems
    }
    for (old, new) in oldToNewSection.enumerated() {
      guard let new else { continue }
      if newToOldSection.indices.contains(new) == false || newToOldSection[new] != old {
        problems.append("section \(old) goes to \(new), which does not come back to it")
      }
    }
    for (section, slots) in removedInOld.enumerated()
    where slots != slots.sorted()
      || slots.contains(where: { !(0..<oldCounts[section]).contains($0) })
    {
      problems.append("the removed slots of old section \(section) are out of order or range")
    }
    for (section, slots) in fixedInNew.enumerated()
    where slots != slots.sorted()
      || slots.contains(where: { !(0..<newCounts[section]).contains($0) })
    {
      problems.append("the fixed slots of new section \(section) are out of order or range")
    }
    for (old, new) in oldToNewSection.enumerated() {
      guard let new, !reloadedSections.contains(old) else { continue }
      let kept = oldCounts[old] - removedInOld[old].count
      if kept != newCounts[new] - fixedInNew[new].count {
        problems.append(
          "section \(old) → \(new) keeps \(kept) items that do not fill its new slots")
      }
      // The first and last survivors go there and back.
      for item in [0, oldCounts[old] - 1] where item >= 0 {
        let path = IndexPath(item: item, section: old)
        if let newPath = newIndexPath(forOld: path), oldIndexPath(forNew: newPath) != path {
          problems.append("\(path) → \(newPath) does not come back")
        }
      }
    }
    for (from, to) in movedForward where movedBackward[to] != from {
      problems.append("the move \(from) → \(to) is not in the backward map")
    }
    if movedForward.count != movedBackward.count {
      problems.append("\(movedForward.count) moves forward, \(movedBackward.count) back")
    }
    for path in deletedItems where newIndexPath(forOld: path) != nil {
      problems.append("deleted \(path) still goes somewhere")
    }
    for path in insertedItems where oldIndexPath(forNew: path) != nil {
      problems.append("inserted \(path) comes from somewhere")
    }
    return problems
  }

  /// Stops the program if the mapping is inconsistent (see `_invariantViolations()`).
  public func _checkInvariants() {
    let problems = _invariantViolations()
    precondition(
      problems.isEmpty, "IndexPathMapping invariants broken:\n" + problems.joined(separator: "\n"))
  }
}
