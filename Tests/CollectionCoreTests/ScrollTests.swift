import TestSupport
import Testing

@testable import CollectionCore

/// Scroll-view semantics. The flow layout used here has 100 items of 16×16, four to a line,
/// lines at y = 2 + 18·line: content 80 × 452 in a 80 × 46 viewport.
@Suite("Scrolling")
struct ScrollTests {
  private func hundred(delegate: RecordingDelegate? = nil) -> Harness {
    makeCollectionView(layout: makeFlowLayout(), counts: [100], delegate: delegate)
  }

  @Test func contentOffsetIsClampedToTheContent() {
    let h = hundred()
    #expect(h.cv.contentSize == Size(width: 80, height: 452))
    #expect(h.cv.contentOffsetRange.min == Point(x: 0, y: 0))
    #expect(h.cv.contentOffsetRange.max == Point(x: 0, y: 406))
    h.cv.setContentOffset(Point(x: 0, y: 10_000), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 406))
    #expect(h.cv.bounds == Rect(x: 0, y: 406, width: 80, height: 46))
    h.cv.setContentOffset(Point(x: 30, y: -50), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 0))
    h.cv.setContentOffset(Point(x: 0, y: 123.5), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 123.5))
  }

  @Test func contentInsetWidensTheRange() {
    let h = hundred()
    h.cv.contentInset = EdgeInsets(top: 5, left: 3, bottom: 7, right: 4)
    #expect(h.cv.contentOffsetRange.min == Point(x: -3, y: -5))
    // The flow lays its lines out within the insets, as UIKit's does: 80 − 3 − 4 = 73 points
    // hold three items a line, so 34 lines (614 points) and no sideways scrolling.
    #expect(h.cv.contentSize == Size(width: 73, height: 614))
    #expect(h.cv.contentOffsetRange.max == Point(x: -3, y: 575))
    h.cv.setContentOffset(Point(x: -10, y: -10), animated: false)
    #expect(h.cv.contentOffset == Point(x: -3, y: -5))
    h.cv.setContentOffset(Point(x: 100, y: 1000), animated: false)
    #expect(h.cv.contentOffset == Point(x: -3, y: 575))
    // Removing the inset pulls the offset back into the content.
    h.cv.contentInset = .zero
    #expect(h.cv.contentOffset == Point(x: 0, y: 406))
  }

  @Test func contentSmallerThanTheViewportDoesNotScroll() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [3])
    h.cv.setContentOffset(Point(x: 0, y: 20), animated: false)
    #expect(h.cv.contentOffset == .zero)
    #expect(h.cv.contentOffsetRange.max == .zero)
  }

  @Test func scrollByUserMovesRelativelyAndTellsTheDelegate() {
    let delegate = RecordingDelegate()
    let h = hundred(delegate: delegate)
    h.cv.scrollByUser(Point(x: 0, y: 30), animated: false)
    h.cv.scrollByUser(Point(x: 0, y: 30), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 60))
    #expect(delegate.didScrollCount == 2)
    h.cv.scrollByUser(Point(x: 0, y: 0), animated: false)  // no change, no callback
    #expect(delegate.didScrollCount == 2)
    h.cv.scrollByUser(Point(x: 0, y: -1000), animated: false)
    #expect(h.cv.contentOffset == .zero)
    #expect(delegate.didScrollCount == 3)
    // Each user scroll asked the layout where to rest.
    #expect(h.cv.layoutEvents.count(of: .targetContentOffset) == 4)
  }

  @Test func visibleItemsFollowTheOffset() {
    let h = hundred()
    #expect(h.cv.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
    h.cv.setContentOffset(Point(x: 0, y: 19), animated: false)  // 19…65: lines 1…3 (20, 38, 56)
    #expect(h.cv.indexPathsForVisibleItems == (4..<16).map { IndexPath(item: $0, section: 0) })
    h.cv.setContentOffset(Point(x: 0, y: 17.5), animated: false)  // line 0 ends at 18
    #expect(h.cv.indexPathsForVisibleItems == (0..<16).map { IndexPath(item: $0, section: 0) })
  }

  @Test func scrollToItemPositionsVertically() {
    let h = hundred()
    let item = IndexPath(item: 40, section: 0)  // line 10: y 182…198
    #expect(
      h.cv.layoutAttributesForItem(at: item)?.frame == Rect(x: 2, y: 182, width: 16, height: 16))
    h.cv.scrollToItem(at: item, at: .centeredVertically, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 190 - 23))
    h.cv.scrollToItem(at: item, at: .top, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 182))
    h.cv.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 152))
    #expect(h.cv.indexPathsForVisibleItems.contains(item))
    // .none scrolls the least distance: from the top, until the item's bottom shows…
    h.cv.setContentOffset(.zero, animated: false)
    h.cv.scrollToItem(at: item, at: .none, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 152))
    // …from below, until its top shows…
    h.cv.setContentOffset(Point(x: 0, y: 300), animated: false)
    h.cv.scrollToItem(at: item, at: .none, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 182))
    // …and not at all when it is already visible.
    h.cv.setContentOffset(Point(x: 0, y: 170), animated: false)
    h.cv.scrollToItem(at: item, at: .none, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 170))
    // Near the end the offset is clamped.
    h.cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .centeredVertically, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 406))
    // An item that does not exist changes nothing.
    h.cv.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 406))
  }

  @Test func scrollToItemPositionsHorizontally() {
    // Two to a column, 50 columns: 2 + 50·16 + 49·2 + 2 = 902 wide.
    let h = makeCollectionView(layout: makeFlowLayout(direction: .horizontal), counts: [100])
    #expect(h.cv.contentSize == Size(width: 902, height: 46))
    let item = IndexPath(item: 40, section: 0)  // column 20: x 362…378
    h.cv.scrollToItem(at: item, at: .centeredHorizontally, animated: false)
    #expect(h.cv.contentOffset == Point(x: 330, y: 0))
    h.cv.scrollToItem(at: item, at: .left, animated: false)
    #expect(h.cv.contentOffset == Point(x: 362, y: 0))
    h.cv.scrollToItem(at: item, at: .right, animated: false)
    #expect(h.cv.contentOffset == Point(x: 298, y: 0))
    h.cv.scrollToItem(at: item, at: [.right, .centeredVertically], animated: false)
    #expect(h.cv.contentOffset == Point(x: 298, y: 0))  // y clamped: no vertical room
    h.cv.setContentOffset(Point(x: 10_000, y: 0), animated: false)
    #expect(h.cv.contentOffset == Point(x: 822, y: 0))
  }

  @Test func scrollToItemAnimated() {
    let h = hundred()
    h.cv.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: true)
    #expect(h.cv.scrollDestination == Point(x: 0, y: 182))
    #expect(h.cv.contentOffset == .zero)
    h.settle(h.clock)
    #expect(h.cv.presentedContentOffset == Point(x: 0, y: 182))
  }

  @Test func scrollRectToVisible() {
    let h = hundred()
    h.cv.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 10), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 64))
    h.cv.scrollRectToVisible(Rect(x: 0, y: 70, width: 10, height: 10), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 64))
    h.cv.scrollRectToVisible(Rect(x: 0, y: 10, width: 10, height: 10), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 10))
  }

  @Test func resizingTheCircleMovesTheRing() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    #expect(isClose(layout.radius, 18.4))
    h.cv.setFrameSize(Size(width: 100, height: 60), animated: false)
    #expect(!h.cv.isAnimating)
    #expect(layout.center == Point(x: 50, y: 30))
    #expect(isClose(layout.radius, 24))
    #expect(h.cv.contentSize == Size(width: 100, height: 60))
    #expect(
      isClose(
        try #require(h.cv.presentedCell(IndexPath(item: 0, section: 0))).center, Point(x: 50, y: 6))
    )
    #expect(
      isClose(
        try #require(h.cv.presentedCell(IndexPath(item: 3, section: 0))).center, Point(x: 74, y: 30)
      ))
    let side = layout.resolvedItemDimension
    #expect(
      h.cv.presentedCell(IndexPath(item: 0, section: 0))?.size == Size(width: side, height: side))
    // A tall, narrow terminal: the width decides.
    h.cv.setFrameSize(Size(width: 40, height: 100), animated: false)
    #expect(layout.center == Point(x: 20, y: 50))
    #expect(isClose(layout.radius, 16))
    #expect(
      isClose(
        try #require(h.cv.presentedCell(IndexPath(item: 6, section: 0))).center, Point(x: 20, y: 66)
      ))
    #expect(h.cv.visibleCells.count == 12)
  }

  @Test func resizingTheFlowRelaysAndClamps() {
    let h = hundred()
    h.cv.setContentOffset(Point(x: 0, y: 406), animated: false)
    h.cv.setFrameSize(Size(width: 80, height: 200), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 252))
    // Narrower: two to a line (available 36, 16 + 2 + 16 = 34, spare 2), 50 lines.
    h.cv.setFrameSize(Size(width: 40, height: 46), animated: false)
    #expect(h.cv.contentSize == Size(width: 40, height: 902))
    #expect(
      h.cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == Rect(x: 22, y: 2, width: 16, height: 16))
    // The view was scrolled to its end, so it stays at the end: 902 − 46.
    #expect(h.cv.contentOffset == Point(x: 0, y: 856))
    let expected = cellPaths(h.layout.layoutAttributesForElements(in: h.cv.bounds))
    #expect(h.cv.indexPathsForVisibleItems == expected)
    #expect(expected.first == IndexPath(item: 94, section: 0))  // line 47: y 848
  }

  /// A resize reflows the items; the one the user was looking at keeps its place in the view:
  /// the item nearest the centre (or the focused one, when it shows) has its centre as far down
  /// the view as before. Keeping the offset's points instead showed other items altogether:
  /// twice as many lines put the same offset half as far through the items.
  @Test func resizingKeepsTheItemInViewWhereItWas() throws {
    let h = hundred()
    h.cv.setContentOffset(Point(x: 0, y: 200), animated: false)
    let central = try #require(h.cv.centralItem())
    func place(_ item: IndexPath) throws -> Double {
      try #require(h.cv.presentedCell(item)).center.y - h.cv.contentOffset.y
    }
    let before = try place(central)
    h.cv.setFrameSize(Size(width: 40, height: 46), animated: false)
    #expect(abs(try place(central) - before) < 1e-9)
    h.cv.setFrameSize(Size(width: 120, height: 60), animated: true)
    h.cv.settle(h.clock)
    #expect(abs(try place(central) - before * 60 / 46) < 1e-9)
    // The focused item, when it shows, is the one that stays.
    let focused = IndexPath(item: central.item + 7, section: 0)
    h.cv.focusItem(at: focused)
    let focusedBefore = try place(focused)
    h.cv.setFrameSize(Size(width: 40, height: 60), animated: false)
    #expect(abs(try place(focused) - focusedBefore) < 1e-9)
  }

  /// A view scrolled to its start or its end stays there through a resize, whichever item was
  /// at its centre.
  @Test func resizingAtTheStartOrTheEndStaysThere() {
    let h = hundred()
    h.cv.setContentOffset(Point(x: 0, y: 10_000), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 406))
    // Two to a line instead of four: the end is now at 856.
    h.cv.setFrameSize(Size(width: 40, height: 46), animated: true)
    h.cv.settle(h.clock)
    #expect(h.cv.contentOffset == Point(x: 0, y: 856))
    #expect(h.cv.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
    h.cv.setContentOffset(.zero, animated: false)
    h.cv.setFrameSize(Size(width: 60, height: 46), animated: false)
    #expect(h.cv.contentOffset == .zero)
    #expect(h.cv.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
  }

  @Test func defaultTargetContentOffsetKeepsTheProposal() {
    let layout = FlowLayout()
    let p = Point(x: 3, y: 4)
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: p, withScrollingVelocity: Point(x: 1, y: 1)) == p)
  }
}
