import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Seed 004's scaling carousel: copies of the flow's attributes scaled by
/// 1.5 − |centerX − center.x| / width; the seed's snapping loop.
@Suite("ScaleCarouselLayout")
struct ScaleCarouselLayoutTests {
  func carousel(_ count: Int = 30) -> (Harness, ScaleCarouselLayout) {
    let layout = ScaleCarouselLayout()
    let h = makeCollectionView(layout: layout, counts: [count], size: Size(width: 120, height: 76))
    return (h, layout)
  }

  @Test(arguments: [0.0, 7, 32, 100, 333])
  func itemsAreScaledByTheirDistanceFromTheCentre(offset: Double) {
    let (h, layout) = carousel()
    h.cv.setContentOffset(Point(x: offset, y: 0), animated: false)
    let centerX = h.cv.contentOffset.x + 60
    let plain = FlowLayout()
    plain.itemSize = layout.itemSize
    plain.scrollDirection = .horizontal
    plain.minimumLineSpacing = layout.minimumLineSpacing
    plain.minimumInteritemSpacing = layout.minimumInteritemSpacing
    for a in layout.layoutAttributesForElements(in: h.cv.bounds) {
      let scale = 1.5 - abs(centerX - a.center.x) / 120
      #expect(isClose(a.transform3D, Transform3D(scaleX: scale, y: scale, z: 1)), "\(a.indexPath)")
      // The copy keeps the flow's frame: one item a column, 20 + 12 apart, centred rows.
      #expect(isClose(a.center.x, 50 + 10 + 32 * Double(a.indexPath.item)))
      #expect(isClose(a.center.y, 38))
    }
  }

  @Test func theSeedsLoopCentresTheNearestItem() async {
    let (h, layout) = carousel()
    _ = h
    await propertyCheck(input: Gen.double(in: 0...900)) { proposed in
      let t = layout.targetContentOffset(
        forProposedContentOffset: Point(x: proposed, y: 0), withScrollingVelocity: .zero)
      let centre = t.x + 60
      let item = (centre - 60) / 32
      #expect(isClose(item, item.rounded(), 1e-9), "proposed \(proposed) → \(t.x)")
      #expect(abs(t.x - proposed) <= 16 + 1e-9)
    }
  }

  /// With no items there is nothing to snap to: the proposal stands (the seed's loop started
  /// from an adjustment of 1,000 points and proposed an offset that far away).
  @Test func anEmptyCarouselSnapsNowhere() {
    let (_, layout) = carousel(0)
    for proposed in [0.0, 37, 250] {
      let t = layout.targetContentOffset(
        forProposedContentOffset: Point(x: proposed, y: 3), withScrollingVelocity: .zero)
      #expect(t == Point(x: proposed, y: 3))
    }
    let line = LineLayout()
    _ = makeCollectionView(layout: line, counts: [0], size: Size(width: 120, height: 76))
    #expect(
      line.targetContentOffset(
        forProposedContentOffset: Point(x: 37, y: 0), withScrollingVelocity: .zero)
        == Point(x: 37, y: 0))
  }

  @Test func aWheelFlickDeceleratesAndRestsWithAnItemCentred() {
    let (h, _) = carousel(100)
    for _ in 0..<5 {
      h.cv.scrollGesture(by: Point(x: 12, y: 0))
    }
    let after = h.cv.contentOffset.x
    h.clock.advance(by: 0.1)
    h.cv.tick()
    #expect(h.cv.contentOffset.x > after)
    h.cv.playOut(h.clock)
    #expect((h.cv.contentOffset.x / 32).truncatingRemainder(dividingBy: 1) == 0)
    #expect(h.cv.contentOffset.x > 100)
    #expect(h.cv._invariantViolations() == [])
  }
}
