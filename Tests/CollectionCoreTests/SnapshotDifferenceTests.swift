import PropertyBased
import Testing

@testable import CollectionCore

private typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// A snapshot from (section, items) pairs; identifiers must be unique.
private func snapshot(_ sections: [(Int, [Int])]) throws -> Snapshot {
  var s = Snapshot()
  for (id, items) in sections {
    s.appendSections([id])
    s.appendItems(items, toSection: id)
  }
  return s
}

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// Applies a batch update to the old sections the way UIKit defines one — deletes and move
/// sources leave, sections are placed (moved and inserted ones at their new indices, the rest in
/// order), then each kept section's inserts and move destinations take their new positions and
/// the survivors fill the other slots in order — independently of `IndexPathMapping`. Items of
/// inserted or reloaded sections and inserted items come back as `nil` (the data source's new
/// content). Returns `nil` when the update does not fit the new counts.
private func applyReference(_ u: BatchUpdate, to old: [[Int]], newCounts: [Int]) -> [[Int?]]? {
  let deleted = Set(u.deletedItems)
  let movedFrom = Dictionary(uniqueKeysWithValues: u.movedItems.map { ($0.from, $0.to) })
  var survivors: [[Int]] = old.enumerated().map { s, items in
    items.enumerated().filter { i, _ in
      !deleted.contains(ip(i, s)) && movedFrom[ip(i, s)] == nil
    }.map(\.1)
  }
  // Sections.
  let goneSections = Set(u.deletedSections).union(u.movedSections.map(\.from))
  var placed = [Int?](repeating: nil, count: newCounts.count)  // old section for each new one
  var fixed = Set(u.insertedSections)
  for m in u.movedSections {
    placed[m.to] = m.from
    fixed.insert(m.to)
  }
  var slot = 0
  for s in old.indices where !goneSections.contains(s) {
    while fixed.contains(slot) { slot += 1 }
    guard slot < newCounts.count else { return nil }
    placed[slot] = s
    slot += 1
  }
  let reloaded = Set(u.reloadedSections)
  var result: [[Int?]] = []
  for (n, count) in newCounts.enumerated() {
    guard let o = placed[n], !reloaded.contains(o) else {
      result.append([Int?](repeating: nil, count: count))
      continue
    }
    var items = [Int?](repeating: nil, count: count)
    var taken = [Bool](repeating: false, count: count)
    for p in u.insertedItems where p.section == n {
      guard p.item < count else { return nil }
      taken[p.item] = true
    }
    for m in u.movedItems where m.to.section == n {
      guard m.to.item < count else { return nil }
      taken[m.to.item] = true
      items[m.to.item] = old[m.from.section][m.from.item]
    }
    var next = 0
    for i in 0..<count where !taken[i] {
      guard next < survivors[o].count else { return nil }
      items[i] = survivors[o][next]
      next += 1
    }
    guard next == survivors[o].count else { return nil }
    survivors[o] = []
    result.append(items)
  }
  return result
}

/// The length of the longest common subsequence of two lists of distinct values (O(n·m)).
private func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0..<a.count {
    for j in 0..<b.count {
      table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
    }
  }
  return table[a.count][b.count]
}

/// A list without repeats, in first-seen order.
private func unique(_ values: [Int]) -> [Int] {
  var seen = Set<Int>()
  return values.filter { seen.insert($0).inserted }
}

@Suite("Snapshot differences")
struct SnapshotDifferenceTests {
  @Test func moveToTheEndIsOneMove() throws {
    let d = SnapshotDifference(
      from: try snapshot([(0, [1, 2, 3, 4, 5])]), to: try snapshot([(0, [2, 3, 4, 5, 1])]))
    #expect(d.batchUpdate.movedItems.map { [$0.from, $0.to] } == [[ip(0), ip(4)]])
    #expect(d.batchUpdate.insertedItems.isEmpty && d.batchUpdate.deletedItems.isEmpty)
  }

  @Test func aReversalMovesAllButOne() throws {
    let d = SnapshotDifference(
      from: try snapshot([(0, Array(0..<8))]), to: try snapshot([(0, Array((0..<8).reversed()))]))
    #expect(d.batchUpdate.movedItems.count == 7)
  }

  @Test func replacementsAreDeletesAndInserts() throws {
    let d = SnapshotDifference(
      from: try snapshot([(0, [1, 2, 3])]), to: try snapshot([(0, [1, 9, 3, 8])]))
    #expect(d.batchUpdate.deletedItems == [ip(1)])
    #expect(d.batchUpdate.insertedItems == [ip(1), ip(3)])
    #expect(d.batchUpdate.movedItems.isEmpty)
  }

  @Test func anItemChangingSectionsIsAMove() throws {
    let d = SnapshotDifference(
      from: try snapshot([(0, [1, 2]), (1, [3])]), to: try snapshot([(0, [2]), (1, [3, 1])]))
    #expect(d.batchUpdate.movedItems.map { [$0.from, $0.to] } == [[ip(0, 0), ip(1, 1)]])
    #expect(d.batchUpdate.insertedItems.isEmpty && d.batchUpdate.deletedItems.isEmpty)
  }

  @Test func sectionsMoveAndKeepTheirItems() throws {
    let d = SnapshotDifference(
      from: try snapshot([(0, [1]), (1, [2]), (2, [3])]),
      to: try snapshot([(2, [3]), (0, [1]), (1, [2])]))
    #expect(d.batchUpdate.movedSections.map { [$0.from, $0.to] } == [[2, 0]])
    #expect(d.batchUpdate.movedItems.isEmpty)
    #expect(d.batchUpdate.insertedSections.isEmpty && d.batchUpdate.deletedSections.isEmpty)
  }

  @Test func itemsCrossingIntoANewSectionArriveWithIt() throws {
    // 2 goes from a kept section into an inserted one: deleted here, part of the new section
    // there. 3 comes from a deleted section into a kept one: inserted here.
    let d = SnapshotDifference(
      from: try snapshot([(0, [1, 2]), (1, [3])]), to: try snapshot([(0, [1, 3]), (5, [2])]))
    let u = d.batchUpdate
    #expect(u.deletedSections == [1])
    #expect(u.insertedSections == [1])
    #expect(u.deletedItems == [ip(1, 0)])
    #expect(u.insertedItems == [ip(1, 0)])
    #expect(u.movedItems.isEmpty)
    #expect(throws: Never.self) {
      _ = try IndexPathMapping(oldCounts: [2, 1], newCounts: [2, 1], update: u)
    }
  }

  @Test func reloadsAndReconfiguresFollowTheMarks() throws {
    var new = try snapshot([(0, [2, 1, 3, 4]), (1, [5])])
    new.reloadItems([3, 2])  // 3 stays: a reload; 2 moved: a delete and an insert
    new.reconfigureItems([4])
    new.reloadSections([1])
    let d = SnapshotDifference(from: try snapshot([(0, [1, 2, 3, 4]), (1, [5])]), to: new)
    let u = d.batchUpdate
    #expect(u.reloadedItems == [ip(2)])
    #expect(u.deletedItems == [ip(1)] && u.insertedItems == [ip(0)])
    #expect(u.movedItems.isEmpty)
    #expect(u.reloadedSections == [1])
    #expect(d.reconfiguredItems == [ip(3)])
  }

  @Test func equalSnapshotsMakeAnEmptyDifference() throws {
    let s = try snapshot([(0, [1, 2]), (1, [3])])
    #expect(SnapshotDifference(from: s, to: s).isEmpty)
  }

  @Test func theLongestIncreasingSubsequenceMatchesAReference() async {
    await propertyCheck(input: Gen.int(in: 0...40).array(of: 0...25)) { values in
      let distinct = unique(values)
      let positions = LongestIncreasingSubsequence.positions(in: distinct)
      #expect(positions.count == lcsLength(distinct, distinct.sorted()))
      #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 })
      let chosen = positions.map { distinct[$0] }
      #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  /// Random pairs of lists: the update turns the old list into the new one, deletes and inserts
  /// are exactly the items that left and came, and the moves are minimal — the common items
  /// minus the longest common subsequence.
  @Test func oneSectionDifferencesRebuildTheNewListWithMinimalMoves() async {
    await propertyCheck(
      input: Gen.int(in: 0...30).array(of: 0...25), Gen.int(in: 0...30).array(of: 0...25)
    ) { a, b in
      let old = unique(a)
      let new = unique(b)
      let d = SnapshotDifference(
        from: try snapshot([(0, old)]), to: try snapshot([(0, new)]))
      let u = d.batchUpdate
      let rebuilt = try #require(applyReference(u, to: [old], newCounts: [new.count]))
      let common = Set(old).intersection(new)
      for (i, item) in new.enumerated() {
        #expect(rebuilt[0][i] == (common.contains(item) ? item : nil), "\(old) → \(new)")
      }
      #expect(Set(u.deletedItems.map { old[$0.item] }) == Set(old).subtracting(new))
      #expect(u.insertedItems.count == new.count - common.count)
      #expect(u.movedItems.count == common.count - lcsLength(old, new), "\(old) → \(new)")
      // The collection view's own validation and mapping agree.
      let mapping = try IndexPathMapping(
        oldCounts: [old.count], newCounts: [new.count], update: u)
      for (i, item) in old.enumerated() {
        let expected = new.firstIndex(of: item).map { ip($0) }
        #expect(mapping.newIndexPath(forOld: ip(i)) == expected)
      }
    }
  }

  /// Random pairs of sectioned snapshots (sections appear, disappear and reorder; items change
  /// sections): the update validates, rebuilds the new snapshot and maps every item that moves
  /// between explicit sections to its new place.
  @Test func sectionedDifferencesRebuildTheNewSnapshot() async {
    let side = Gen.int(in: 0...5).array(of: 0...6)
      .map { sections in unique(sections) }
    await propertyCheck(
      input: side, Gen.int(in: 0...40).array(of: 0...30), side,
      Gen.int(in: 0...40).array(of: 0...30)
    ) { oldSections, oldItems, newSections, newItems in
      func build(_ sections: [Int], _ items: [Int]) throws -> Snapshot {
        var s = Snapshot()
        s.appendSections(sections)
        guard !sections.isEmpty else { return s }
        for item in unique(items) {
          s.appendItems([item], toSection: sections[(item * 7) % sections.count])
        }
        return s
      }
      let old = try build(oldSections, oldItems)
      let new = try build(newSections, newItems.reversed())
      let u = SnapshotDifference(from: old, to: new).batchUpdate
      let oldLists = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
      let newLists = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
      let newCounts = newLists.map(\.count)
      let mapping = try IndexPathMapping(
        oldCounts: oldLists.map(\.count), newCounts: newCounts, update: u)
      let rebuilt = try #require(applyReference(u, to: oldLists, newCounts: newCounts))
      for (n, list) in newLists.enumerated() {
        for (j, item) in list.enumerated() where rebuilt[n][j] != nil {
          #expect(rebuilt[n][j] == item, "\(oldLists) → \(newLists)")
        }
      }
      // Every item whose old and new sections both exist before and after keeps its cell:
      // the mapping takes it to its new place (a move, not a delete and an insert).
      for (o, list) in oldLists.enumerated() where new.contains(section: old.sectionIdentifiers[o])
      {
        for (i, item) in list.enumerated() {
          guard let to = new.indexPath(ofItem: item),
            old.contains(section: new.sectionIdentifiers[to.section])
          else { continue }
          #expect(mapping.newIndexPath(forOld: ip(i, o)) == to, "\(oldLists) → \(newLists)")
        }
      }
      #expect(
        u.movedSections.count == Set(oldSections).intersection(newSections).count
          - lcsLength(old.sectionIdentifiers, new.sectionIdentifiers))
    }
  }

  /// The difference of one section's items (what applying a section snapshot computes) is the
  /// difference of the two snapshots, in another section of a snapshot of several.
  @Test func oneSectionsDifferenceIsTheSnapshotsDifference() async {
    await propertyCheck(
      input: Gen.int(in: 0...30).array(of: 0...25), Gen.int(in: 0...30).array(of: 0...25)
    ) { a, b in
      let old = unique(a)
      let new = unique(b)
      let whole = SnapshotDifference(
        from: try snapshot([(7, [100, 101]), (8, old)]),
        to: try snapshot([(7, [100, 101]), (8, new)])
      ).batchUpdate
      let section = SnapshotDifference(itemsOfSection: 1, from: old, to: new).batchUpdate
      #expect(Set(section.insertedItems) == Set(whole.insertedItems), "\(old) → \(new)")
      #expect(Set(section.deletedItems) == Set(whole.deletedItems), "\(old) → \(new)")
      #expect(
        Set(section.movedItems.map { [$0.from, $0.to] })
          == Set(whole.movedItems.map { [$0.from, $0.to] }), "\(old) → \(new)")
      #expect(section.reloadedItems.isEmpty && whole.reloadedItems.isEmpty)
    }
  }

  /// A run of inserts or deletes in the middle of a long section (an outline's folder opening
  /// or closing) is only inserts or only deletes: the items after the run keep their places.
  @Test func aRunInTheMiddleOfALongSectionIsInsertsOrDeletesAlone() throws {
    let old = Array(0..<10_000)
    let new = Array(0..<5_000) + Array(20_000..<21_000) + Array(5_000..<10_000)
    let opened = SnapshotDifference(itemsOfSection: 0, from: old, to: new).batchUpdate
    #expect(opened.insertedItems == (5_000..<6_000).map { ip($0) })
    #expect(opened.deletedItems.isEmpty && opened.movedItems.isEmpty)
    let closed = SnapshotDifference(
      from: try snapshot([(0, new)]), to: try snapshot([(0, old)])
    ).batchUpdate
    #expect(Set(closed.deletedItems) == Set((5_000..<6_000).map { ip($0) }))
    #expect(closed.insertedItems.isEmpty && closed.movedItems.isEmpty)
  }
}
