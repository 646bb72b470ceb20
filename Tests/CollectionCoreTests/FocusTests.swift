import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// Heights from a table (the waterfall's delegate).
private final class TableHeights: CollectionViewDelegateWaterfallLayout {
  var heights: [Double]
  init(_ heights: [Double]) { self.heights = heights }
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double { heights[indexPath.item % heights.count] }
}

/// Focus moves by the items' geometry on screen: a grid, a sideways flow, the circle's ring
/// (rotated cells), the line layout's zoomed row and the waterfall's uneven columns.
@Suite("Focus")
struct FocusTests {
  /// Moves focus from an item and returns where it lands.
  func move(_ cv: CollectionView, from path: IndexPath, _ heading: FocusHeading) -> IndexPath? {
    cv.indexPathForFocusMove(heading, from: path)
  }

  /// Focus in a section that is deleted goes to the nearest section's first item, without
  /// looking at the deleted section's items one by one (a million of them here).
  @Test func focusInADeletedSectionGoesToTheNearestSection() {
    let h = makeCollectionView(layout: FlowLayout(), counts: [3, 1_000_000, 4])
    h.cv.focusItem(at: IndexPath(item: 0, section: 1))
    h.dataSource.counts = [3, 4]
    h.cv.performBatchUpdates { h.cv.deleteSections([1]) }
    #expect(h.cv.focusedIndexPath == IndexPath(item: 0, section: 1))
    h.dataSource.counts = [4]
    h.cv.performBatchUpdates { h.cv.deleteSections([0]) }
    #expect(h.cv.focusedIndexPath == IndexPath(item: 0, section: 0))
  }

  @Test func aGridMovesByRowsAndColumnsAndStopsAtItsEdges() {
    // 80 wide, items 16 with inset 2 and spacing 2: four to a row (0…3, 4…7, …).
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [40])
    let cv = h.cv
    #expect(move(cv, from: ip(0), .right) == ip(1))
    #expect(move(cv, from: ip(1), .down) == ip(5))
    #expect(move(cv, from: ip(5), .left) == ip(4))
    #expect(move(cv, from: ip(5), .up) == ip(1))
    #expect(move(cv, from: ip(3), .right) == nil)
    #expect(move(cv, from: ip(0), .up) == nil)
    #expect(move(cv, from: ip(0), .left) == nil)
    #expect(move(cv, from: ip(3), .next) == ip(4))
    #expect(move(cv, from: ip(0), .previous) == nil)
    // Below the view: the next row is found although it is not on screen yet.
    #expect(cv.cellForItem(at: ip(13)) == nil)
    #expect(move(cv, from: ip(9), .down) == ip(13))
    #expect(move(cv, from: ip(39), .down) == nil)
  }

  @Test func focusEntersWhereTheDelegatePrefersOrWhereItWasLast() {
    let delegate = InteractionRecordingDelegate()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [40], delegate: delegate)
    let cv = h.cv
    delegate.preferredFocus = ip(6)
    #expect(cv.indexPathForFocusEntry == ip(6))
    #expect(cv.moveFocus(.right) == ip(6))
    #expect(cv.moveFocus(.right) == ip(7))
    cv.focusItem(at: nil)
    // Not remembered: the delegate's choice again.
    #expect(cv.moveFocus(.down) == ip(6))
    cv.remembersLastFocusedIndexPath = true
    #expect(cv.moveFocus(.down) == ip(10))
    cv.focusItem(at: nil)
    // The remembered item follows its item through an update.
    h.dataSource.counts = [41]
    cv.performBatchUpdates { cv.insertItems(at: [ip(0)]) }
    #expect(cv.indexPathForFocusEntry == ip(11))
    h.dataSource.counts = [40]
    cv.performBatchUpdates { cv.deleteItems(at: [ip(11)]) }
    // Deleted: the delegate's choice.
    #expect(cv.indexPathForFocusEntry == ip(6))
    delegate.preferredFocus = nil
    #expect(cv.indexPathForFocusEntry == nil)
    #expect(cv.moveFocus(.down) == ip(0))
    #expect(cv._invariantViolations() == [])
  }

  @Test func selectionFollowsFocusMovedByTheUserNotBySetFocus() {
    let delegate = InteractionRecordingDelegate()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [40], delegate: delegate)
    let cv = h.cv
    cv.moveFocus(.right)
    #expect(cv.indexPathsForSelectedItems.isEmpty)
    cv.selectionFollowsFocus = true
    cv.moveFocus(.right)
    #expect(cv.indexPathsForSelectedItems == [ip(1)])
    #expect(delegate.calls == ["shouldSelect [0, 1]", "didSelect [0, 1]"])
    delegate.calls = []
    cv.moveFocus(.down)
    #expect(cv.indexPathsForSelectedItems == [ip(5)])
    #expect(delegate.calls == ["shouldSelect [0, 5]", "didDeselect [0, 1]", "didSelect [0, 5]"])
    // Focus set in code leaves the selection alone.
    delegate.calls = []
    cv.focusItem(at: ip(9))
    #expect(cv.indexPathsForSelectedItems == [ip(5)])
    #expect(delegate.calls.isEmpty)
    // The delegate decides per item, and may refuse the selection itself.
    delegate.selectionFollowsFocus = { $0 != ip(10) }
    cv.moveFocus(.right)
    #expect(cv.focusedIndexPath == ip(10) && cv.indexPathsForSelectedItems == [ip(5)])
    delegate.shouldSelect = { $0 != ip(11) }
    cv.moveFocus(.right)
    #expect(cv.focusedIndexPath == ip(11) && cv.indexPathsForSelectedItems == [ip(5)])
    #expect(cv._invariantViolations() == [])
  }

  @Test func withoutFocusAllowedNoCellTakesIt() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [40])
    h.cv.allowsFocus = false
    #expect(h.cv.moveFocus(.right) == nil)
    h.cv.focusItem(at: ip(3))
    #expect(h.cv.focusedIndexPath == nil)
    h.cv.allowsFocus = true
    h.cv.focusItem(at: ip(3))
    #expect(h.cv.focusedIndexPath == ip(3))
  }

  @Test func focusSetsTheCellsStateAndSkipsWhatTheDelegateRefuses() {
    let delegate = InteractionRecordingDelegate()
    delegate.canFocus = { $0 != ip(1) }
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [40], delegate: delegate)
    let cv = h.cv
    #expect(cv.moveFocus(.right) == ip(0))  // no focus yet: the first item takes it
    #expect(cv.moveFocus(.right) == ip(2))  // 1 cannot be focused
    #expect(cv.cellForItem(at: ip(2))?.isFocused == true)
    #expect(cv.cellForItem(at: ip(0))?.isFocused == false)
    cv.focusItem(at: ip(1))
    #expect(cv.focusedIndexPath == ip(2))
    #expect(cv.moveFocus(.up) == nil)
    #expect(cv.focusedIndexPath == ip(2))
    #expect(cv._invariantViolations() == [])
  }

  @Test func aSidewaysFlowMovesAcrossColumns() {
    let h = makeCollectionView(
      layout: makeFlowLayout(direction: .horizontal), counts: [40],
      size: Size(width: 80, height: 46))
    // Two to a column of height 46: 0 above 1, 2 above 3, …
    #expect(move(h.cv, from: ip(0), .down) == ip(1))
    #expect(move(h.cv, from: ip(0), .right) == ip(2))
    #expect(move(h.cv, from: ip(9), .right) == ip(11))  // off screen to the right
  }

  @Test func theCircleGoesRoundItsRingSidewaysAndAcrossItUpAndDown() {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    #expect(move(h.cv, from: ip(0), .right) == ip(1))
    #expect(move(h.cv, from: ip(11), .right) == ip(0))
    #expect(move(h.cv, from: ip(0), .left) == ip(11))
    #expect(move(h.cv, from: ip(6), .right) == ip(7))
    // Up and down by the rotated cells' places: across the ring from the top and the bottom,
    // along it at the sides.
    #expect(move(h.cv, from: ip(0), .down) == ip(6))
    #expect(move(h.cv, from: ip(6), .up) == ip(0))
    #expect(move(h.cv, from: ip(3), .down) == ip(4))
    #expect(move(h.cv, from: ip(9), .up) == ip(10))
    #expect(move(h.cv, from: ip(9), .down) == ip(8))
  }

  @Test func theLineLayoutsZoomedRowMovesItemByItem() {
    let h = makeCollectionView(
      layout: LineLayout(), counts: [20], size: Size(width: 80, height: 44))
    #expect(move(h.cv, from: ip(0), .right) == ip(1))
    #expect(move(h.cv, from: ip(1), .left) == ip(0))
    #expect(move(h.cv, from: ip(4), .right) == ip(5))
    #expect(move(h.cv, from: ip(0), .down) == nil)
  }

  @Test func theWaterfallMovesToTheNearestItemInTheNextColumnAndBelowInItsOwn() throws {
    let layout = WaterfallLayout()
    layout.columnCount = 2
    layout.sectionInset = EdgeInsets(all: 2)
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    let heights = TableHeights([10, 4, 6, 12, 8, 5])
    let h = makeCollectionView(layout: layout, counts: [30], delegate: heights)
    for item in 0..<10 {
      let a = try #require(layout.layoutAttributesForItem(at: ip(item)))
      // Down: the next item of the same column, which is the nearest below in the beam.
      if let below = move(h.cv, from: ip(item), .down) {
        let b = try #require(layout.layoutAttributesForItem(at: below))
        #expect(b.frame.midX == a.frame.midX && b.frame.minY > a.frame.minY)
        let between = (0..<30).compactMap { layout.layoutAttributesForItem(at: ip($0)) }.filter {
          $0.frame.midX == a.frame.midX && $0.frame.minY > a.frame.minY
            && $0.frame.minY < b.frame.minY
        }
        #expect(between.isEmpty)
      }
      // Sideways: an item of the other column that overlaps it vertically.
      let heading: FocusHeading = a.frame.midX < 40 ? .right : .left
      let side = try #require(move(h.cv, from: ip(item), heading))
      let s = try #require(layout.layoutAttributesForItem(at: side))
      #expect(s.frame.midX != a.frame.midX)
      #expect(s.frame.minY < a.frame.maxY && s.frame.maxY > a.frame.minY)
    }
  }

  /// Focus on any grid, anywhere: a move never lands on itself, always goes the way it was
  /// asked, and from a full grid cell a move and its opposite come back.
  @Test func movesGoTheirWayAndComeBackOnAFullGrid() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...10_000).array(of: 3...3)) { v in
      let n = 20 + v[0] % 60
      let h = makeCollectionView(layout: makeFlowLayout(), counts: [n])
      let item = v[1] % n
      let rowStart = item - item % 4
      let heading = [FocusHeading.up, .down, .left, .right][v[2] % 4]
      let layout = h.layout
      guard let target = move(h.cv, from: ip(item), heading) else { return }
      let a = layout.layoutAttributesForItem(at: ip(item))!.center
      let b = layout.layoutAttributesForItem(at: target)!.center
      #expect((b.x - a.x) * heading.vector.x + (b.y - a.y) * heading.vector.y > 0)
      let opposite: FocusHeading = [.up: .down, .down: .up, .left: .right, .right: .left][heading]!
      // Between full rows a move comes straight back (a short last row is below some items
      // only, and a move down to it goes sideways).
      let targetRowStart = target.item - target.item % 4
      if rowStart + 4 <= n && targetRowStart + 4 <= n {
        #expect(move(h.cv, from: target, opposite) == ip(item))
      }
    }
  }
}
