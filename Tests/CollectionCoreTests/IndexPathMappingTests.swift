import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Reads choices off a list of random numbers (0 once the list runs out), so a batch built from it
/// is always valid and a shrunk list still builds a valid batch.
private struct Choices {
  var values: [Int]
  var index = 0

  mutating func next(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    defer { index += 1 }
    return index < values.count ? values[index] % bound : 0
  }

  mutating func chance(_ oneIn: Int) -> Bool { next(oneIn) == 0 }

  /// `count` distinct values from `0..<bound`, sorted.
  mutating func distinct(_ count: Int, below bound: Int) -> [Int] {
    var pool = Array(0..<bound)
    var result: [Int] = []
    for _ in 0..<min(count, bound) { result.append(pool.remove(at: next(pool.count))) }
    return result.sorted()
  }
}

/// A random batch and the reference model's answer: the ids per section before and after.
private struct RandomBatch: CustomStringConvertible {
  var old: [[Int]] = []
  var new: [[Int]] = []
  var update = BatchUpdate()

  var description: String {
    "old \(old) new \(new) deletedSections \(update.deletedSections) insertedSections \(update.insertedSections) movedSections \(update.movedSections) deleted \(update.deletedItems) inserted \(update.insertedItems) reloaded \(update.reloadedItems) moved \(update.movedItems)"
  }

  /// Builds the batch and applies it to the reference model the way UIKit defines it: removals
  /// (deletes and move sources) by old index paths in descending order, then insertions (inserts
  /// and move destinations) by new index paths in ascending order — sections first, then items.
  init(_ values: [Int]) {
    var c = Choices(values: values)
    var nextID = 0
    func newID() -> Int {
      defer { nextID += 1 }
      return nextID
    }
    let sectionCount = 1 + c.next(4)
    old = (0..<sectionCount).map { _ in (0..<c.next(7)).map { _ in newID() } }

    // Sections: delete some, move some of the rest, insert a few.
    var deletedSections: [Int] = []
    var movedFrom: [Int] = []
    for s in 0..<sectionCount {
      if c.chance(5) { deletedSections.append(s) } else if c.chance(5) { movedFrom.append(s) }
    }
    let insertedCount = c.next(3)
    let newSectionCount = sectionCount - deletedSections.count + insertedCount
    let targets = c.distinct(insertedCount + movedFrom.count, below: newSectionCount)
    var insertedSections: [Int] = []
    var movedTo: [Int: Int] = [:]  // new → old
    var remainingMoves = movedFrom
    for t in targets {
      if !remainingMoves.isEmpty && (insertedSections.count == insertedCount || c.chance(2)) {
        movedTo[t] = remainingMoves.remove(at: c.next(remainingMoves.count))
      } else {
        insertedSections.append(t)
      }
    }
    update.deletedSections = deletedSections
    update.insertedSections = insertedSections
    update.movedSections = movedTo.sorted { $0.key < $1.key }.map { (from: $0.value, to: $0.key) }

    // Reference, sections: remove descending, then insert ascending.
    var sections: [(oldIndex: Int?, ids: [Int])] = old.enumerated().map { ($0.offset, $0.element) }
    for s in (deletedSections + movedFrom).sorted(by: >) { sections.remove(at: s) }
    for t in targets {  // ascending
      if let from = movedTo[t] {
        sections.insert((from, old[from]), at: t)
      } else {
        sections.insert((nil, []), at: t)
      }
    }
    // New index of each surviving old section.
    var newIndexOfOld: [Int: Int] = [:]
    for (i, s) in sections.enumerated() { if let o = s.oldIndex { newIndexOfOld[o] = i } }

    // Items: in every surviving old section, pick deletes, reloads and move sources.
    var removals: [Int: [Int]] = [:]  // old section → old items removed
    var movingIDs: [(from: IndexPath, id: Int, toSection: Int)] = []
    let survivingNew = (0..<newSectionCount).filter { sections[$0].oldIndex != nil }
    for (o, ids) in old.enumerated() where newIndexOfOld[o] != nil {
      for i in ids.indices {
        let path = IndexPath(item: i, section: o)
        switch c.next(8) {
        case 0:
          update.deletedItems.append(path)
          removals[o, default: []].append(i)
        case 1:
          update.reloadedItems.append(path)
        case 2:
          removals[o, default: []].append(i)
          movingIDs.append((path, ids[i], survivingNew[c.next(survivingNew.count)]))
        default: break
        }
      }
    }
    // Remove, descending within each section.
    for (o, items) in removals {
      let n = newIndexOfOld[o]!
      for i in items.sorted(by: >) { sections[n].ids.remove(at: i) }
    }
    // Choose the final positions of inserts and move destinations in each surviving new section.
    var placements: [Int: [(item: Int, id: Int, from: IndexPath?)]] = [:]
    for n in survivingNew {
      let incoming = movingIDs.filter { $0.toSection == n }
      let inserts = c.next(3)
      let total = sections[n].ids.count + incoming.count + inserts
      let slots = c.distinct(incoming.count + inserts, below: total)
      var pending: [(id: Int, from: IndexPath?)] = incoming.map { ($0.id, $0.from) }
      pending += (0..<inserts).map { _ in (newID(), nil) }
      for slot in slots {
        let pick = pending.remove(at: c.next(pending.count))
        placements[n, default: []].append((slot, pick.id, pick.from))
      }
    }
    // Insert, ascending within each section.
    for (n, list) in placements {
      for p in list.sorted(by: { $0.item < $1.item }) {
        sections[n].ids.insert(p.id, at: p.item)
        let to = IndexPath(item: p.item, section: n)
        if let from = p.from {
          update.movedItems.append((from: from, to: to))
        } else {
          update.insertedItems.append(to)
        }
      }
    }
    // Inserted sections get new items.
    for t in insertedSections { sections[t].ids = (0..<c.next(4)).map { _ in newID() } }
    new = sections.map(\.ids)
  }
}

@Suite("IndexPathMapping")
struct IndexPathMappingTests {
  @Test func identity() {
    let m = IndexPathMapping(counts: [3, 0, 2])
    #expect(
      m.newIndexPath(forOld: IndexPath(item: 2, section: 0)) == IndexPath(item: 2, section: 0))
    #expect(
      m.oldIndexPath(forNew: IndexPath(item: 1, section: 2)) == IndexPath(item: 1, section: 2))
    #expect(m.newIndexPath(forOld: IndexPath(item: 3, section: 0)) == nil)
    #expect(m.newIndexPath(forOld: IndexPath(item: 0, section: 5)) == nil)
    #expect(m.newSection(forOld: 1) == 1)
  }

  @Test func deletesThenInserts() throws {
    // a b c d e → delete b, d; insert X at 0, Y at 3: X a c Y e
    var u = BatchUpdate()
    u.deletedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)]
    u.insertedItems = [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)]
    let m = try IndexPathMapping(oldCounts: [5], newCounts: [5], update: u)
    let expected: [Int?] = [1, nil, 2, nil, 4]
    for (old, new) in expected.enumerated() {
      #expect(m.newIndexPath(forOld: IndexPath(item: old, section: 0))?.item == new, "old \(old)")
    }
    let back: [Int?] = [nil, 0, 2, nil, 4]
    for (new, old) in back.enumerated() {
      #expect(m.oldIndexPath(forNew: IndexPath(item: new, section: 0))?.item == old, "new \(new)")
    }
  }

  @Test func movesAndSectionChanges() throws {
    // Sections: delete 0, insert new 2; items: move (1, 0) → (0, 1).
    var u = BatchUpdate()
    u.deletedSections = [0]
    u.insertedSections = [2]
    u.movedItems = [(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 0))]
    let m = try IndexPathMapping(oldCounts: [4, 2, 3], newCounts: [2, 3, 7], update: u)
    #expect(m.newSection(forOld: 0) == nil)
    #expect(m.newSection(forOld: 1) == 0)
    #expect(m.newSection(forOld: 2) == 1)
    #expect(m.oldSection(forNew: 2) == nil)
    #expect(
      m.newIndexPath(forOld: IndexPath(item: 0, section: 1)) == IndexPath(item: 1, section: 0))
    #expect(
      m.newIndexPath(forOld: IndexPath(item: 1, section: 1)) == IndexPath(item: 0, section: 0))
    #expect(m.newIndexPath(forOld: IndexPath(item: 2, section: 0)) == nil)
    #expect(
      m.newIndexPath(forOld: IndexPath(item: 2, section: 2)) == IndexPath(item: 2, section: 1))
    #expect(
      m.oldIndexPath(forNew: IndexPath(item: 1, section: 0)) == IndexPath(item: 0, section: 1))
    #expect(m.oldIndexPath(forNew: IndexPath(item: 0, section: 2)) == nil)
  }

  @Test func reloadsKeepTheirPlace() throws {
    var u = BatchUpdate()
    u.reloadedItems = [IndexPath(item: 1, section: 0)]
    u.reloadedSections = [1]
    let m = try IndexPathMapping(oldCounts: [3, 2], newCounts: [3, 2], update: u)
    #expect(
      m.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 0))
    #expect(m.isReloaded(old: IndexPath(item: 1, section: 0)))
    #expect(!m.isReloaded(old: IndexPath(item: 0, section: 0)))
    #expect(m.isReloaded(old: IndexPath(item: 0, section: 1)))
    #expect(m.isReloaded(oldSection: 1))
  }

  @Test func aMillionItemsMapByTheChangesAlone() throws {
    var u = BatchUpdate()
    u.deletedItems = [IndexPath(item: 0, section: 0)]
    u.insertedItems = [IndexPath(item: 999_999, section: 0)]
    let m = try IndexPathMapping(oldCounts: [1_000_000], newCounts: [1_000_000], update: u)
    #expect(
      m.newIndexPath(forOld: IndexPath(item: 500_000, section: 0))
        == IndexPath(item: 499_999, section: 0))
    #expect(
      m.newIndexPath(forOld: IndexPath(item: 999_999, section: 0))
        == IndexPath(item: 999_998, section: 0))
    #expect(m.oldIndexPath(forNew: IndexPath(item: 999_999, section: 0)) == nil)
  }

  @Test func validationErrors() {
    func error(_ old: [Int], _ new: [Int], _ build: (inout BatchUpdate) -> Void) -> String? {
      var u = BatchUpdate()
      build(&u)
      do {
        _ = try IndexPathMapping(oldCounts: old, newCounts: new, update: u)
        return nil
      } catch {
        return error.message
      }
    }
    let count = error([12], [13]) { _ in }
    #expect(count?.contains("section 0") == true)
    #expect(count?.contains("(13)") == true && count?.contains("(12)") == true)
    #expect(
      error([2], [1]) { $0.deletedItems = [IndexPath(item: 2, section: 0)] }?.contains(
        "does not exist") == true)
    #expect(
      error([2], [3]) { $0.insertedItems = [IndexPath(item: 3, section: 0)] }?.contains(
        "only 3 items") == true)
    #expect(error([2, 2], [2]) { _ in }?.contains("invalid number of sections") == true)
    #expect(error([2], [2, 0]) { $0.insertedSections = [2] }?.contains("section 2") == true)
    #expect(
      error([3], [2]) {
        $0.deletedItems = [IndexPath(item: 1, section: 0)]
        $0.reloadedItems = [IndexPath(item: 1, section: 0)]
      }?.contains("more than one way") == true)
    #expect(
      error([3], [3]) {
        $0.insertedItems = [IndexPath(item: 0, section: 0)]
        $0.movedItems = [(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))]
      } != nil)
    #expect(
      error([3, 1], [1]) {
        $0.deletedSections = [0]
        $0.deletedItems = [IndexPath(item: 0, section: 0)]
      }?.contains("being deleted") == true)
    #expect(
      error([3], [3]) {
        $0.movedItems = [(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))]
      } == nil)
  }

  @Test func randomBatchesMatchTheReferenceModel() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000).array(of: 0...80)) { values in
      let batch = RandomBatch(values)
      let oldCounts = batch.old.map(\.count)
      let newCounts = batch.new.map(\.count)
      let mapping: IndexPathMapping
      do {
        mapping = try IndexPathMapping(
          oldCounts: oldCounts, newCounts: newCounts, update: batch.update)
      } catch {
        Issue.record("valid batch refused: \(error)\n\(batch)")
        return
      }
      var whereNew: [Int: IndexPath] = [:]
      for (s, ids) in batch.new.enumerated() {
        for (i, id) in ids.enumerated() { whereNew[id] = IndexPath(item: i, section: s) }
      }
      var whereOld: [Int: IndexPath] = [:]
      for (s, ids) in batch.old.enumerated() {
        for (i, id) in ids.enumerated() { whereOld[id] = IndexPath(item: i, section: s) }
      }
      for (id, oldPath) in whereOld {
        #expect(mapping.newIndexPath(forOld: oldPath) == whereNew[id], "old \(oldPath)\n\(batch)")
      }
      for (id, newPath) in whereNew {
        #expect(mapping.oldIndexPath(forNew: newPath) == whereOld[id], "new \(newPath)\n\(batch)")
      }
      // One item too many in a surviving section is refused, naming the section and the counts.
      if let s = (0..<newCounts.count).first(where: { mapping.oldSection(forNew: $0) != nil }) {
        var wrong = newCounts
        wrong[s] += 1
        do {
          _ = try IndexPathMapping(oldCounts: oldCounts, newCounts: wrong, update: batch.update)
          Issue.record("a count mismatch was accepted\n\(batch)")
        } catch {
          let message = "\(error)"
          #expect(message.contains("section \(s)."))
          #expect(message.contains("(\(wrong[s]))"))
          #expect(message.contains("(\(oldCounts[mapping.oldSection(forNew: s)!]))"))
        }
      }
    }
  }

  @Test func randomBatchesThroughTheCollectionView() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000).array(of: 0...60)) { values in
      let batch = RandomBatch(values)
      let layout = makeFlowLayout(
        itemSize: Size(width: 2, height: 2), inset: .zero, interitem: 1, line: 1)
      let h = makeCollectionView(
        layout: layout, counts: batch.old.map(\.count), size: Size(width: 60, height: 200))
      let old = batch.old
      h.dataSource.label = { "\(old[$0.section][$0.item])" }
      h.cv.reloadData()
      let viewsByID = Dictionary(
        uniqueKeysWithValues: h.cv.indexPathsForVisibleItems.map {
          (old[$0.section][$0.item], h.cv.cellForItem(at: $0)!)
        })
      let new = batch.new
      h.dataSource.counts = new.map(\.count)
      h.dataSource.label = { "\(new[$0.section][$0.item])" }
      let update = batch.update
      do {
        try h.cv.checkedPerformBatchUpdates {
          h.cv.deleteSections(update.deletedSections)
          h.cv.insertSections(update.insertedSections)
          for m in update.movedSections { h.cv.moveSection(m.from, toSection: m.to) }
          h.cv.deleteItems(at: update.deletedItems)
          h.cv.insertItems(at: update.insertedItems)
          h.cv.reloadItems(at: update.reloadedItems)
          for m in update.movedItems { h.cv.moveItem(at: m.from, to: m.to) }
        }
      } catch {
        Issue.record("valid batch refused: \(error)\n\(batch)")
        return
      }
      h.settle(h.clock)
      #expect(h.cv.numberOfSections == new.count)
      let reloaded = Set(update.reloadedItems.map { old[$0.section][$0.item] })
      for path in h.cv.indexPathsForVisibleItems {
        let id = new[path.section][path.item]
        let cell = h.cv.cellForItem(at: path)
        #expect(cell?.text == "\(id)", "\(path)\n\(batch)")
        // Survivors that were not reloaded kept their views.
        if let view = viewsByID[id], !reloaded.contains(id) {
          #expect(cell === view, "\(path)\n\(batch)")
        }
      }
      #expect(h.cv.indexPathsForVisibleItems.count == new.reduce(0) { $0 + $1.count })
      let stats = h.cv.reuseStatistics
      #expect(
        stats.cellsInPool + stats.cellsDiscarded + h.cv.visibleCells.count == stats.cellsCreated)
      #expect(h.cv.onScreenViewCount == h.cv.visibleCells.count)
      #expect(h.cv._invariantViolations() == [])
    }
  }
}

/// The radix sort of a batch's slots gives the standard sort's order.
@Suite("Slot sort")
struct SlotSortTests {
  @Test func sortsAsTheStandardSortDoes() async {
    await propertyCheck(
      input: Gen.int(in: 0...2_000_000).array(of: 0...3_000), Gen.int(in: 0...3)
    ) { values, scale in
      // Small values, large ones, and ones past the radix's reach (the standard sort then).
      let scaled = values.map { $0 << (scale * 14) }
      var sorted = scaled
      SlotSort.sort(&sorted)
      #expect(sorted == scaled.sorted())
    }
  }
}
