import TestSupport
import Testing

@testable import CollectionCore

/// A collection view fed by a diffable data source whose cells show `titles[item]` (or the item
/// itself), in a flow layout big enough to show everything.
private final class DiffableHarness {
  let clock = ManualClock()
  let cv: CollectionView
  let dataSource: DiffableDataSource<String, String>
  var titles: [String: String] = [:]
  var cellRequests = 0

  init(_ sections: [(String, [String])]) throws {
    let layout = makeFlowLayout(
      itemSize: Size(width: 4, height: 2), inset: .zero, interitem: 1, line: 1)
    cv = CollectionView(
      frameSize: Size(width: 100, height: 200), collectionViewLayout: layout, clock: clock)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    var titlesRef: (String) -> String = { $0 }
    dataSource = DiffableDataSource(collectionView: cv) { cv, path, item in
      let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
      cell.text = titlesRef(item)
      return cell
    }
    titlesRef = { [unowned self] item in
      self.cellRequests += 1
      return self.titles[item] ?? item
    }
    var initial = DiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
      initial.appendSections([section])
      initial.appendItems(items, toSection: section)
    }
    dataSource.apply(initial, animatingDifferences: false)
    cv.layoutIfNeeded()
  }

  /// The cell showing each item, by the item's label.
  var cellsByText: [String: CollectionViewCell] {
    Dictionary(uniqueKeysWithValues: cv.visibleCells.map { ($0.text, $0) })
  }

  /// The labels on screen, section by section.
  var labels: [[String]] {
    var result = Array(repeating: [String](), count: cv.numberOfSections)
    for path in cv.indexPathsForVisibleItems {
      result[path.section].append(cv.cellForItem(at: path)?.text ?? "?")
    }
    return result
  }
}

@Suite("Diffable data source")
struct DiffableDataSourceTests {
  @Test func theInitialSnapshotIsWhatTheCollectionViewShows() throws {
    let h = try DiffableHarness([("A", ["a", "b", "c"]), ("B", ["d"])])
    #expect(h.labels == [["a", "b", "c"], ["d"]])
    #expect(h.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
    #expect(h.dataSource.indexPath(for: "d") == IndexPath(item: 0, section: 1))
    #expect(h.dataSource.sectionIdentifier(for: 1) == "B")
    #expect(h.dataSource.index(for: "B") == 1)
    #expect(h.dataSource.snapshot().numberOfItems == 4)
  }

  /// A shuffle is moves only: every cell survives (the same object shows the same item) and
  /// glides from its old place to its new one.
  @Test func aShuffleMovesTheSameCellsAndAnimates() throws {
    let h = try DiffableHarness([("A", ["a", "b", "c", "d", "e"])])
    let before = h.cellsByText
    let oldCenter = try #require(h.cv.presented(view: before["a"]!)).center
    var next = h.dataSource.snapshot()
    next.moveItem("a", afterItem: "e")
    next.moveItem("d", beforeItem: "b")
    var completed = false
    h.dataSource.apply(next) { completed = true }
    let u = try #require(h.dataSource.lastDifference).batchUpdate
    #expect(u.movedItems.count == 2)
    #expect(u.insertedItems.isEmpty && u.deletedItems.isEmpty)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let newCenter = try #require(h.cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
      .center
    let mid = try #require(h.cv.presented(view: before["a"]!)).center
    #expect(mid.x > min(oldCenter.x, newCenter.x) && mid.x < max(oldCenter.x, newCenter.x))
    #expect(!completed)
    h.cv.settle(h.clock)
    #expect(completed)
    #expect(h.labels == [["d", "b", "c", "e", "a"]])
    for (text, cell) in h.cellsByText { #expect(before[text] === cell, "\(text)") }
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func insertsFadeInAndDeletesFadeOutAndGoBackToThePool() throws {
    let h = try DiffableHarness([("A", ["a", "b", "c"])])
    let doomed = try #require(h.cellsByText["b"])
    var next = h.dataSource.snapshot()
    next.deleteItems(["b"])
    next.insertItems(["x"], afterItem: "c")
    h.dataSource.apply(next)
    let arriving = try #require(h.cv.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(arriving.text == "x")
    #expect(h.cv.presented(view: arriving)?.alpha == 0)
    #expect(h.cv.presented(view: doomed)?.alpha == 1)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let fadingIn = try #require(h.cv.presented(view: arriving)?.alpha)
    let fadingOut = try #require(h.cv.presented(view: doomed)?.alpha)
    #expect(fadingIn > 0 && fadingIn < 1)
    #expect(fadingOut > 0 && fadingOut < 1)
    h.cv.settle(h.clock)
    #expect(h.labels == [["a", "c", "x"]])
    #expect(h.cv.reusePool.contains(doomed))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func sectionsInsertedDeletedAndMovedAnimateAsOneBatch() throws {
    let h = try DiffableHarness([("A", ["a"]), ("B", ["b1", "b2"]), ("C", ["c"])])
    var next = h.dataSource.snapshot()
    next.deleteSections(["A"])
    next.moveSection("C", beforeSection: "B")
    next.appendSections(["D"])
    next.appendItems(["d"], toSection: "D")
    next.moveItem("b1", afterItem: "c")
    h.dataSource.apply(next)
    #expect(h.cv.isAnimating)
    h.cv.settle(h.clock)
    #expect(h.labels == [["c", "b1"], ["b2"], ["d"]])
    #expect(h.cv._invariantViolations() == [])
  }

  /// Reconfiguring keeps the cell object and its state; reloading fetches a cell afresh.
  @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
    let h = try DiffableHarness([("A", ["a", "b"])])
    let a = try #require(h.cellsByText["a"]) as! CountingCell
    let b = try #require(h.cellsByText["b"])
    // Selected through the collection view, which owns the selection (as UIKit's does).
    h.cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    h.titles = ["a": "A!", "b": "B!"]
    var next = h.dataSource.snapshot()
    next.reconfigureItems(["a"])
    next.reloadItems(["b"])
    h.dataSource.apply(next)
    h.cv.settle(h.clock)
    let cells = h.cv.visibleCells
    #expect(cells[0] === a)
    #expect(a.text == "A!")
    #expect(a.isSelected)
    #expect(a.prepareForReuseCount == 0)
    #expect(cells[1] !== b)
    #expect(cells[1].text == "B!")
    // The marks are not kept: applying the data source's own snapshot changes nothing.
    #expect(h.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    h.dataSource.apply(h.dataSource.snapshot())
    #expect(try #require(h.dataSource.lastDifference).isEmpty)
  }

  @Test func reconfiguringAnItemOffScreenAsksForNothing() throws {
    let h = try DiffableHarness([("A", ["a"])])
    let requests = h.cellRequests
    h.cv.reconfigureItems(at: [IndexPath(item: 5, section: 0)])
    #expect(h.cellRequests == requests)
  }

  @Test func anApplyDuringAnotherStartsFromWhatIsOnScreen() throws {
    let h = try DiffableHarness([("A", ["a", "b", "c", "d"])])
    let a = try #require(h.cellsByText["a"])
    var first = h.dataSource.snapshot()
    first.moveItem("a", afterItem: "d")
    var firstDone = false
    h.dataSource.apply(first) { firstDone = true }
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let midway = try #require(h.cv.presented(view: a)).center
    var second = h.dataSource.snapshot()
    second.moveItem("a", beforeItem: "b")
    h.dataSource.apply(second)
    #expect(try #require(h.cv.presented(view: a)).center == midway)
    h.cv.settle(h.clock)
    #expect(firstDone)
    #expect(h.labels == [["a", "b", "c", "d"]])
    #expect(h.cellsByText["a"] === a)
  }

  @Test func applyingWithoutAnimationReloads() throws {
    let h = try DiffableHarness([("A", ["a", "b"])])
    var next = h.dataSource.snapshot()
    next.appendItems(["c"])
    var done = false
    h.dataSource.apply(next, animatingDifferences: false) { done = true }
    #expect(done)
    #expect(!h.cv.isAnimating)
    #expect(h.labels == [["a", "b", "c"]])
  }

  @Test func sectionSnapshotsExpandAndCollapseWithAnimatedInsertsAndDeletes() throws {
    let h = try DiffableHarness([])
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["fruit", "veg"])
    outline.append(["apple", "pear"], to: "fruit")
    outline.append(["kale"], to: "veg")
    h.dataSource.apply(outline, to: "Outline", animatingDifferences: false)
    #expect(h.labels == [["fruit", "veg"]])
    var expanded = h.dataSource.snapshot(for: "Outline")
    #expect(expanded == outline)
    expanded.expand(["fruit"])
    h.dataSource.apply(expanded, to: "Outline")
    let u = try #require(h.dataSource.lastDifference).batchUpdate
    #expect(u.insertedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    h.cv.settle(h.clock)
    #expect(h.labels == [["fruit", "apple", "pear", "veg"]])
    var collapsed = h.dataSource.snapshot(for: "Outline")
    collapsed.collapse(["fruit"])
    collapsed.expand(["veg"])
    h.dataSource.apply(collapsed, to: "Outline")
    h.cv.settle(h.clock)
    #expect(h.labels == [["fruit", "veg", "kale"]])
    #expect(h.cv._invariantViolations() == [])
  }

  /// An outline of `folders` folders of `files` files each, every folder collapsed.
  private func folders(_ folders: Int, of files: Int) -> DiffableDataSourceSectionSnapshot<String> {
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append((0..<folders).map { "f\($0)" })
    for f in 0..<folders { outline.append((0..<files).map { "f\(f)/\($0)" }, to: "f\(f)") }
    return outline
  }

  /// Expanding a folder in a section shown already changes that section alone: its new rows
  /// are the only inserts, the rows after them keep their cells, the other section and its
  /// data stay as they were; collapsing deletes the same rows.
  @Test func expandingAFolderInsertsItsRowsAndNothingElse() throws {
    let h = try DiffableHarness([("A", ["a", "b"])])
    var outline = folders(5, of: 40)
    outline.expand(["f0", "f1"])
    h.dataSource.apply(outline, to: "Outline", animatingDifferences: false)
    var expanded = h.dataSource.snapshot(for: "Outline")
    expanded.expand(["f3"])
    h.dataSource.apply(expanded, to: "Outline")
    let u = try #require(h.dataSource.lastDifference).batchUpdate
    // f0, its 40 files, f1, its 40 files, f2, f3: f3's files begin at row 84.
    #expect(u.insertedItems == (84..<124).map { IndexPath(item: $0, section: 1) })
    #expect(u.deletedItems.isEmpty && u.movedItems.isEmpty && u.insertedSections.isEmpty)
    #expect(h.dataSource.snapshot().itemIdentifiers(inSection: "Outline") == expanded.visibleItems)
    #expect(h.dataSource.snapshot().itemIdentifiers(inSection: "A") == ["a", "b"])
    #expect(h.dataSource.snapshot().sectionIdentifier(containingItem: "f3/0") == "Outline")
    h.cv.settle(h.clock)
    var collapsed = h.dataSource.snapshot(for: "Outline")
    collapsed.collapse(["f3"])
    h.dataSource.apply(collapsed, to: "Outline")
    let back = try #require(h.dataSource.lastDifference).batchUpdate
    #expect(Set(back.deletedItems) == Set((84..<124).map { IndexPath(item: $0, section: 1) }))
    #expect(back.insertedItems.isEmpty && back.movedItems.isEmpty)
    #expect(!h.dataSource.snapshot().contains(item: "f3/0"))
    h.cv.settle(h.clock)
    #expect(h.labels[0] == ["a", "b"])
    #expect(h.cv._invariantViolations() == [])
  }

  /// A section's outline outlives snapshots applied to the others, and goes when a snapshot
  /// changes that section's items.
  @Test func anOutlineStaysWhileItsSectionIsLeftAlone() throws {
    let h = try DiffableHarness([("A", ["a"])])
    h.dataSource.apply(folders(2, of: 3), to: "Outline", animatingDifferences: false)
    var next = h.dataSource.snapshot()
    next.appendItems(["b"], toSection: "A")
    h.dataSource.apply(next)
    #expect(h.dataSource.snapshot(for: "Outline").children(of: "f1") == ["f1/0", "f1/1", "f1/2"])
    next = h.dataSource.snapshot()
    next.appendItems(["c"], toSection: "Outline")
    h.dataSource.apply(next)
    #expect(h.dataSource.snapshot(for: "Outline").children(of: "f1").isEmpty)
    #expect(h.dataSource.snapshot(for: "Outline").rootItems == ["f0", "f1", "c"])
  }

  /// A section snapshot for a section shown already that holds another section's item is
  /// refused, and nothing changes.
  @Test func aSectionSnapshotForAShownSectionMayNotTakeAnotherSectionsItem() throws {
    let h = try DiffableHarness([("A", ["a"])])
    h.dataSource.apply(folders(1, of: 2), to: "Outline", animatingDifferences: false)
    let before = h.dataSource.snapshot()
    var outline = h.dataSource.snapshot(for: "Outline")
    outline.append(["a"], to: "f0")
    outline.expand(["f0"])
    let error = #expect(throws: DiffableDataSourceError.self) {
      try h.dataSource.checkedApply(outline, to: "Outline")
    }
    #expect(error?.reason == .duplicateItems)
    #expect(h.dataSource.snapshot() == before)
    #expect(h.dataSource.snapshot(for: "Outline") == folders(1, of: 2))
  }

  @Test func aSectionSnapshotMayNotTakeItemsOfAnotherSection() throws {
    let h = try DiffableHarness([("A", ["a"])])
    var other = DiffableDataSourceSectionSnapshot<String>()
    other.append(["a"])
    let error = #expect(throws: DiffableDataSourceError.self) {
      try h.dataSource.checkedApply(other, to: "B")
    }
    #expect(error?.reason == .duplicateItems)
    #expect(h.dataSource.snapshot().sectionIdentifiers == ["A"])
  }
}

@Suite("Diffable section snapshots")
struct DiffableDataSourceSectionSnapshotTests {
  func tree() throws -> DiffableDataSourceSectionSnapshot<String> {
    var s = DiffableDataSourceSectionSnapshot<String>()
    s.append(["a", "b"])
    s.append(["a1", "a2"], to: "a")
    s.append(["a2x"], to: "a2")
    s.insert(["a0"], before: "a1")
    s.insert(["c"], after: "b")
    return s
  }

  @Test func itemsAreDepthFirstAndVisibleItemsFollowExpansion() throws {
    var s = try tree()
    #expect(s.items == ["a", "a0", "a1", "a2", "a2x", "b", "c"])
    #expect(s.rootItems == ["a", "b", "c"])
    #expect(s.visibleItems == ["a", "b", "c"])
    s.expand(["a"])
    #expect(s.visibleItems == ["a", "a0", "a1", "a2", "b", "c"])
    s.expand(["a2"])
    #expect(s.visibleItems == ["a", "a0", "a1", "a2", "a2x", "b", "c"])
    #expect(s.isVisible("a2x"))
    s.collapse(["a"])
    #expect(!s.isVisible("a2x"))
    #expect(s.isExpanded("a2"))
    #expect(s.level(of: "a2x") == 2)
    #expect(s.parent(of: "a2x") == "a2")
    #expect(s.index(of: "b") == 5)
    #expect(
      s.visualDescription() == """
        + a
            a0
            a1
          - a2
              a2x
          b
          c
        """)
  }

  @Test func deletingAParentDeletesItsDescendants() throws {
    var s = try tree()
    s.delete(["a2", "c"])
    #expect(s.items == ["a", "a0", "a1", "b"])
    #expect(!s.contains("a2x"))
  }

  @Test func subtreesBecomeSnapshotsOfTheirOwn() throws {
    let s = try tree()
    #expect(s.snapshot(of: "a").items == ["a0", "a1", "a2", "a2x"])
    #expect(s.snapshot(of: "a").rootItems == ["a0", "a1", "a2"])
    #expect(s.snapshot(of: "a2", includingParent: true).items == ["a2", "a2x"])
  }

  @Test func duplicatesAndUnknownItemsAreRefused() throws {
    var s = try tree()
    let original = s
    let duplicate = #expect(throws: DiffableDataSourceError.self) {
      try s.checkedAppend(["a1"])
    }
    #expect(
      duplicate?.message
        == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(a1)}")
    #expect(throws: DiffableDataSourceError.self) { try s.checkedAppend(["z"], to: "nope") }
    #expect(throws: DiffableDataSourceError.self) { try s.checkedExpand(["nope"]) }
    #expect(throws: DiffableDataSourceError.self) { try s.checkedInsert(["z"], after: "nope") }
    s.delete(["nope"])  // ignored, as UIKit ignores it
    #expect(s == original)
  }
}
