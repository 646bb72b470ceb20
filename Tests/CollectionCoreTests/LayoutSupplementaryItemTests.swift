import TestSupport
import Testing

@testable import CollectionCore

/// Supplementary items attached to compositional items — badges — placed by their anchors, as
/// Apple's sample code places a badge on a cell's top trailing corner.
@Suite("Compositional badges")
struct LayoutSupplementaryItemTests {
  @Test func anAnchorPlacesABadgeOnItsEdgesAndMovesItByItsOffset() {
    let item = Rect(x: 10, y: 20, width: 30, height: 10)
    let badge = Size(width: 4, height: 2)
    func frame(_ anchor: LayoutAnchor) -> Rect { anchor.frame(of: badge, on: item) }
    #expect(
      frame(LayoutAnchor(edges: [.top, .trailing])) == Rect(x: 36, y: 20, width: 4, height: 2))
    #expect(
      frame(LayoutAnchor(edges: [.bottom, .leading])) == Rect(x: 10, y: 28, width: 4, height: 2))
    // Neither edge of an axis: centred along it.
    #expect(frame(LayoutAnchor(edges: [.top])) == Rect(x: 23, y: 20, width: 4, height: 2))
    #expect(frame(LayoutAnchor(edges: [])) == Rect(x: 23, y: 24, width: 4, height: 2))
    // Apple's badge: its centre on the top trailing corner.
    let badgeAnchor = LayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))
    #expect(frame(badgeAnchor) == Rect(x: 38, y: 19, width: 4, height: 2))
    #expect(badgeAnchor.isFractionalOffset)
    let moved = LayoutAnchor(edges: [.top, .leading], absoluteOffset: Point(x: -1, y: 2))
    #expect(frame(moved) == Rect(x: 9, y: 22, width: 4, height: 2))
    #expect(moved.isAbsoluteOffset)
  }

  /// A grid of 20×8 cells, each with a 4×2 badge on its top trailing corner.
  func makeGrid(count: Int) -> Harness {
    let badge = LayoutSupplementaryItem(
      layoutSize: size(.absolute(4), .absolute(2)), elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
    let item = LayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(8)), subitems: [item])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 2
    // The harness's data source, with a class for the badges' kind registered first.
    let clock = ManualClock()
    let cv = CollectionView(
      frameSize: Size(width: 80, height: 40),
      collectionViewLayout: CompositionalLayout(section: section), clock: clock)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: "badge",
      withReuseIdentifier: "supplementary")
    let dataSource = TestDataSource(counts: [count])
    cv.dataSource = dataSource
    cv.layoutIfNeeded()
    return Harness(collectionView: cv, dataSource: dataSource, clock: clock, delegate: nil)
  }

  @Test func theDataSourceIsAskedForEachBadgeOnScreen() {
    let h = makeGrid(count: 10)
    #expect(
      h.cv.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
        == (0..<10).map { IndexPath(item: $0, section: 0) })
  }

  @Test func eachItemGetsItsBadgeAtItsIndexPath() throws {
    let h = makeGrid(count: 10)
    let all = h.layout.layoutAttributesForElements(in: Rect(x: 0, y: -5, width: 80, height: 60))
    let badges = all.filter { $0.representedElementKind == "badge" }
    #expect(badges.map(\.indexPath) == (0..<10).map { IndexPath(item: $0, section: 0) })
    for badge in badges {
      let cell = try #require(frame(h, badge.indexPath.item))
      #expect(badge.frame == Rect(x: cell.maxX - 2, y: cell.minY - 1, width: 4, height: 2))
      #expect(badge.zIndex > 0)
      #expect(badge.representedElementCategory == .supplementaryView)
    }
    // Asked one by one, the same; another kind or an item that does not exist, nothing.
    let fifth = try #require(
      h.cv.layoutAttributesForSupplementaryElement(
        ofKind: "badge", at: IndexPath(item: 5, section: 0)))
    #expect(fifth.frame == badges[5].frame)
    #expect(
      h.cv.layoutAttributesForSupplementaryElement(
        ofKind: "header", at: IndexPath(item: 5, section: 0)) == nil)
    #expect(
      h.cv.layoutAttributesForSupplementaryElement(
        ofKind: "badge", at: IndexPath(item: 10, section: 0)) == nil)
  }

  @Test func aBadgeReachingIntoTheRectCountsThoughItsCellDoesNot() {
    let h = makeGrid(count: 8)
    // The second row of cells starts at y 10; its badges reach up to y 9.
    let strip = h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 8.5, width: 80, height: 1))
    #expect(strip.filter { $0.representedElementCategory == .cell }.isEmpty)
    #expect(
      strip.filter { $0.representedElementKind == "badge" }.map(\.indexPath.item).sorted() == [
        4, 5, 6, 7,
      ])
  }

  @Test func anItemAnchorPutsItsPointOfTheBadgeOnTheContainerAnchorsPoint() {
    let item = Rect(x: 10, y: 20, width: 30, height: 10)
    func badge(_ container: LayoutAnchor, _ own: LayoutAnchor) -> Rect {
      LayoutSupplementaryItem(
        layoutSize: size(.absolute(4), .absolute(2)), elementKind: "badge",
        containerAnchor: container, itemAnchor: own
      ).frame(on: item)
    }
    // Its bottom leading corner on the item's top trailing corner: outside, above and after.
    #expect(
      badge(LayoutAnchor(edges: [.top, .trailing]), LayoutAnchor(edges: [.bottom, .leading]))
        == Rect(x: 40, y: 18, width: 4, height: 2))
    // The same edges as the container's: inside the corner, as without an item anchor.
    #expect(
      badge(LayoutAnchor(edges: [.top, .trailing]), LayoutAnchor(edges: [.top, .trailing]))
        == Rect(x: 36, y: 20, width: 4, height: 2))
    // Its centre on the item's bottom edge, the item anchor's offset taken from its point.
    #expect(
      badge(
        LayoutAnchor(edges: [.bottom]), LayoutAnchor(edges: [], absoluteOffset: Point(x: 1, y: 0)))
        == Rect(x: 22, y: 29, width: 4, height: 2))
  }

  @Test func aBatchUpdateMovesABadgeWithItsItem() throws {
    let h = makeGrid(count: 6)
    let view = try #require(
      h.cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0)))
    h.dataSource.counts = [7]
    h.cv.performBatchUpdates {
      h.cv.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    h.cv.layoutIfNeeded()
    // Item 2's badge is item 3's now; the new first item has a badge of its own.
    #expect(
      h.cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 3, section: 0)) === view)
    #expect(
      h.cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)) != nil)
  }
}
