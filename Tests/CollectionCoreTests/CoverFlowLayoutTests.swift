import TestSupport
import Testing

@testable import CollectionCore

#if canImport(Glibc)
  import Glibc
#endif

/// Cover Flow: flat in the centre, turned in perspective at the sides, stacked, snapping.
@Suite("CoverFlowLayout")
struct CoverFlowLayoutTests {
  func coverFlow(_ count: Int = 30) -> (Harness, CoverFlowLayout) {
    let layout = CoverFlowLayout()
    let h = makeCollectionView(layout: layout, counts: [count], size: Size(width: 120, height: 76))
    return (h, layout)
  }

  @Test func theCentredCoverIsFlatAndInFrontTheOthersTurnedAway() throws {
    let (h, layout) = coverFlow()
    h.cv.setContentOffset(Point(x: layout.offset(centering: 5), y: 0), animated: false)
    let centre = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
    #expect(centre.transform3D.isIdentity)
    #expect(isClose(centre.center.x - h.cv.contentOffset.x, 60))
    var lastZ = centre.zIndex
    var lastX = centre.center.x
    for i in 6..<12 {
      let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
      #expect(a.zIndex < lastZ)
      #expect(a.center.x > lastX)
      // Turned 70° about y, in perspective: the quad's inner (left) edge is taller.
      #expect(a.transform3D.m34 != 0)
      let quad = try #require(a.quad)
      let inner = quad.bottomLeft.y - quad.topLeft.y
      let outer = quad.bottomRight.y - quad.topRight.y
      #expect(inner > outer, "item \(i)")
      #expect(quad.boundingBox.width < a.size.width / 2)
      lastZ = a.zIndex
      lastX = a.center.x
    }
    // Mirror image on the left.
    let left = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    let quad = try #require(left.quad)
    #expect(quad.bottomRight.y - quad.topRight.y > quad.bottomLeft.y - quad.topLeft.y)
    // Packed closer than their width beyond the first.
    let a7 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)))
    let a8 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 8, section: 0)))
    #expect(a8.center.x - a7.center.x < a7.size.width)
  }

  @Test func halfwayBetweenTwoItemsBothTurnHalfway() throws {
    let (h, layout) = coverFlow()
    h.cv.setContentOffset(
      Point(x: layout.offset(centering: 2) + layout.pitch / 2, y: 0), animated: false)
    let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    let b = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    // Turned ±35° about y: the x axis shrinks by cos 35°.
    #expect(isClose(a.transform3D.m11, cos(35 * Double.pi / 180), 1e-9))
    #expect(isClose(b.transform3D.m11, cos(35 * Double.pi / 180), 1e-9))
    #expect(a.transform3D.m13 == -b.transform3D.m13)
  }

  @Test func itSnapsToTheNearestItem() {
    let (h, layout) = coverFlow(10)
    _ = h
    for (proposed, item) in [(0.0, 0), (5.9, 0), (6.1, 1), (50, 4), (-30, 0), (1000, 9)] {
      #expect(
        layout.targetContentOffset(
          forProposedContentOffset: Point(x: proposed, y: 0), withScrollingVelocity: .zero)
          == Point(x: layout.offset(centering: item), y: 0))
    }
  }

  @Test func onlyTheCoversThatShowAreAskedFor() {
    let (h, _) = coverFlow(1_000_000)
    h.cv.setContentOffset(Point(x: 12 * 500_000, y: 0), animated: false)
    #expect(h.cv.indexPathsForVisibleItems.count < 20)
    #expect(h.cv._invariantViolations() == [])
  }
}
