import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// Interactive movement (seed 004's long press and drag): the lifted cell follows the position,
/// the others glide aside live, the data source hears one move at the end, a cancel puts
/// everything back, across sections too.
@Suite("Interactive movement")
struct InteractiveMovementTests {
  func grid(_ counts: [Int] = [12]) -> MovableHarness {
    MovableHarness(layout: makeFlowLayout(), counts: counts, size: Size(width: 80, height: 130))
  }

  /// The names on screen in index-path order, once settled.
  func shown(_ h: MovableHarness) -> [String] {
    h.settle()
    return h.cv.indexPathsForVisibleItems.compactMap { h.cv.cellForItem(at: $0)?.text }
  }

  @Test func theDataSourceDecidesWhatMayMove() {
    let h = grid()
    h.dataSource.movable = { $0.item != 3 }
    #expect(!h.cv.beginInteractiveMovementForItem(at: ip(3)))
    #expect(!h.cv.beginInteractiveMovementForItem(at: ip(99)))
    #expect(h.cv.beginInteractiveMovementForItem(at: ip(2)))
    #expect(!h.cv.beginInteractiveMovementForItem(at: ip(4)))
    #expect(h.cv.indexPathForInteractivelyMovingItem == ip(2))
  }

  @Test func theLiftedCellIsLargerOnTopAndFollowsThePosition() throws {
    let h = grid()
    let slot = try #require(h.cv.layoutAttributesForItem(at: ip(0)))
    #expect(h.cv.beginInteractiveMovementForItem(at: ip(0)))
    h.settle()
    let lifted = try #require(h.cv.presentedCell(ip(0)))
    #expect(isClose(lifted.transform3D.decomposed().scale[0], 1.15, 1e-9))
    #expect(lifted.zIndex > slot.zIndex)
    // In the gap between items 0 and 1 (over no other item): it follows, nothing else moves.
    let gap = Point(x: 19, y: 10)
    h.cv.updateInteractiveMovementTargetPosition(gap)
    #expect(try #require(h.cv.presentedCell(ip(0))).center == gap)
    #expect(h.cv.indexPathForInteractivelyMovingItem == ip(0))
    #expect(!h.cv.isAnimating)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func passingOverANeighbourMovesItAsideLiveAndTheDropTellsTheDataSourceOnce() throws {
    let h = grid()
    let oneWas = h.center(1)
    h.cv.beginInteractiveMovementForItem(at: ip(0))
    h.cv.updateInteractiveMovementTargetPosition(h.center(1))
    #expect(h.cv.indexPathForInteractivelyMovingItem == ip(1))
    // Item 1's cell glides to slot 0, animated: half-way, it is between the slots.
    let cellOfOne = try #require(h.cv.cellForItem(at: ip(0)))
    #expect(cellOfOne.text == "0.1")
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let mid = try #require(h.cv.presented(view: cellOfOne)).center
    #expect(mid.x > h.center(0).x && mid.x < oneWas.x)
    #expect(h.dataSource.moves.isEmpty)
    h.cv.updateInteractiveMovementTargetPosition(h.center(2))
    h.cv.endInteractiveMovement()
    #expect(h.dataSource.moves.map { "\($0.from)→\($0.to)" } == ["[0, 0]→[0, 2]"])
    #expect(h.dataSource.sections[0].prefix(4) == ["0.1", "0.2", "0.0", "0.3"])
    #expect(shown(h).prefix(4) == ["0.1", "0.2", "0.0", "0.3"])
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aCancelPutsEverythingBackAndTellsTheDataSourceNothing() {
    let h = grid()
    let before = shown(h)
    h.cv.selectItem(at: ip(0), animated: false, scrollPosition: [])
    h.cv.focusItem(at: ip(0))
    h.cv.beginInteractiveMovementForItem(at: ip(0))
    h.cv.updateInteractiveMovementTargetPosition(h.center(6))
    #expect(h.cv.indexPathsForSelectedItems == [ip(6)])
    #expect(h.cv.focusedIndexPath == ip(6))
    h.cv.cancelInteractiveMovement()
    #expect(shown(h) == before)
    #expect(h.dataSource.moves.isEmpty)
    #expect(h.cv.indexPathsForSelectedItems == [ip(0)])
    #expect(h.cv.focusedIndexPath == ip(0))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func itemsMoveAcrossSections() throws {
    let layout = makeFlowLayout(itemSize: Size(width: 8, height: 4), inset: EdgeInsets(all: 1))
    let h = MovableHarness(layout: layout, counts: [3, 4])
    h.cv.beginInteractiveMovementForItem(at: ip(1, 0))
    h.cv.updateInteractiveMovementTargetPosition(h.center(2, 1))
    #expect(h.cv.indexPathForInteractivelyMovingItem == ip(2, 1))
    #expect(h.cv.numberOfItems(inSection: 0) == 2 && h.cv.numberOfItems(inSection: 1) == 5)
    #expect(h.cv._invariantViolations() == [])
    h.cv.endInteractiveMovement()
    #expect(h.dataSource.sections == [["0.0", "0.2"], ["1.0", "1.1", "0.1", "1.2", "1.3"]])
    h.settle()
    #expect(h.cv.cellForItem(at: ip(2, 1))?.text == "0.1")
    #expect(h.cv._invariantViolations() == [])
  }

  /// Random drags over a grid of named items: the order shown always equals the model's with the
  /// lifted item taken out and put in at its current index path; the end leaves exactly that
  /// order in the data source, and a cancel leaves the data source untouched.
  @Test func randomDragsEndInTheOrderAModelPredicts() async {
    await propertyCheck(count: 80, input: Gen.int(in: 0...1_000_000).array(of: 3...30)) { values in
      let n = 5 + values[0] % 20
      let h = grid([n])
      let start = values[1] % n
      var model = h.dataSource.sections[0]
      let lifted = model[start]
      #expect(h.cv.beginInteractiveMovementForItem(at: ip(start)))
      for v in values.dropFirst(2).dropLast() {
        // Somewhere over the grid, often on an item's centre.
        let point =
          v % 3 == 0
          ? Point(x: Double(v % 80), y: Double((v / 80) % 60))
          : h.center(v % n)
        h.cv.updateInteractiveMovementTargetPosition(point)
        h.clock.advance(by: [0, 0.05, 0.4][v % 3])
        h.cv.tick()
        let current = h.cv.indexPathForInteractivelyMovingItem!
        var expected = model.filter { $0 != lifted }
        expected.insert(lifted, at: current.item)
        let shownNow = (0..<n).compactMap { h.cv.cellForItem(at: ip($0))?.text }
        if shownNow.count == n { #expect(shownNow == expected) }
        #expect(h.cv._invariantViolations() == [])
      }
      let final = h.cv.indexPathForInteractivelyMovingItem!
      if values.last! % 2 == 0 {
        h.cv.endInteractiveMovement()
        model.remove(at: start)
        model.insert(lifted, at: final.item)
        #expect(h.dataSource.sections[0] == model)
        #expect(h.dataSource.moves.count == (final.item == start ? 0 : 1))
      } else {
        h.cv.cancelInteractiveMovement()
        #expect(h.dataSource.sections[0] == model)
        #expect(h.dataSource.moves.isEmpty)
      }
      #expect(shown(h) == h.dataSource.sections[0])
      #expect(h.cv._invariantViolations() == [])
    }
  }

  @Test func aBatchUpdateDuringAMovementPutsTheItemBackFirst() throws {
    let h = grid()
    h.cv.beginInteractiveMovementForItem(at: ip(0))
    h.cv.updateInteractiveMovementTargetPosition(h.center(3))
    h.dataSource.sections[0].append("new")
    h.cv.performBatchUpdates { h.cv.insertItems(at: [ip(12)]) }
    #expect(h.cv.indexPathForInteractivelyMovingItem == nil)
    #expect(shown(h) == h.dataSource.sections[0])
    #expect(h.cv._invariantViolations() == [])
  }
}
