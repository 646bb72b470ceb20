import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Seed 001's CustomTransformCollecionLayout, value by value. With the delegate's 60 × 40 item
/// and 5-point margin in a 100 × 60 viewport: pitch 65, item i's centre (65 i + 30, 30), the
/// current index ⌊(offsetX + 50) / 65⌋.
@Suite("RotaryLayout")
struct RotaryLayoutTests {
  final class Metrics: RotaryLayoutDelegate {
    func itemSize(in collectionView: CollectionView, layout: RotaryLayout) -> Size {
      Size(width: 60, height: 40)
    }
    func margin(in collectionView: CollectionView, layout: RotaryLayout) -> Double { 5 }
  }

  let metrics = Metrics()

  func rotary(_ count: Int = 20) -> (Harness, RotaryLayout) {
    let layout = RotaryLayout()
    layout.layoutDelegate = metrics
    let h = makeCollectionView(layout: layout, counts: [count], size: Size(width: 100, height: 60))
    return (h, layout)
  }

  /// The seed's `change` and rotation, written out again from the listing.
  static func seedRotation(offsetX: Double) -> Double {
    let (w, m, screen) = (60.0, 5.0, 100.0)
    let current = Int((offsetX + screen / 2) / (w + m))
    var change = offsetX - Double(current) * (w + m) + screen / 2 - w / 2
    if change < 0 { change = offsetX - Double(current - 1) * (w + m) + screen / 2 - w / 2 }
    if current == 0 && offsetX <= 0 { change = 0 }
    return 2 * .pi * change / (w + m)
  }

  @Test func geometryFromTheDelegate() throws {
    let (h, layout) = rotary()
    #expect(layout.pitch == 65)
    #expect(h.cv.contentSize == Size(width: 20 * 65, height: 60))
    for i in [0, 1, 7, 19] {
      let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
      #expect(a.center == Point(x: 65 * Double(i) + 30, y: 30))
      #expect(a.size == Size(width: 60, height: 40))
    }
  }

  @Test(arguments: [0.0, 10, 14.9, 15, 40, 80, 129.5, 130, 400, 1170])
  func rotationAndZIndexFollowTheSeed(offset: Double) throws {
    let (h, layout) = rotary()
    h.cv.setContentOffset(Point(x: offset, y: 0), animated: false)
    let current = Int((offset + 50) / 65)
    #expect(layout.currentIndex(forOffsetX: offset) == current)
    for i in [0, 1, current, min(19, current + 1)] {
      let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
      #expect(isSameAngle(a.transform3D.rotationAngle, Self.seedRotation(offsetX: offset), 1e-9))
      #expect(a.zIndex == (i == current ? 1000 : current))
    }
  }

  @Test func theCorrectionsAtTheEdges() throws {
    let (h, layout) = rotary()
    // Offset 0: item 0 is current and the first-item correction zeroes the change.
    #expect(
      isClose(
        try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).transform3D
          .rotationAngle, 0))
    // Just past item 1's switch-over the raw change is negative and is measured from item 0.
    h.cv.setContentOffset(Point(x: 16, y: 0), animated: false)
    let raw = 16 - 65 + 50 - 30.0
    #expect(raw < 0)
    let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(isSameAngle(a.transform3D.rotationAngle, 2 * .pi * (raw + 65) / 65))
  }

  @Test func aFullTurnPerItemOfTravelSoItemsRestUpright() throws {
    let (h, layout) = rotary()
    for i in 1..<10 {
      let rest = layout.targetContentOffset(
        forProposedContentOffset: Point(x: Double(i) * 65, y: 0), withScrollingVelocity: .zero)
      h.cv.setContentOffset(rest, animated: false)
      let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
      #expect(isSameAngle(a.transform3D.rotationAngle, 0, 1e-9), "item \(i)")
      #expect(isClose(a.center.x - h.cv.contentOffset.x, 50), "item \(i) centred")
    }
  }

  @Test func theTargetCentresTheProposedCurrentItemAsTheSeedDoes() async {
    let (h, layout) = rotary(40)
    _ = h
    await propertyCheck(input: Gen.double(in: 0...2000)) { proposed in
      let t = layout.targetContentOffset(
        forProposedContentOffset: Point(x: proposed, y: 7), withScrollingVelocity: .zero)
      let index = Int((proposed + 50) / 65)
      #expect(t == Point(x: Double(index) * 65 + 30 - 50, y: 7))
    }
  }

  @Test func anyBoundsChangeInvalidatesButAScrollPreparesNothing() {
    let (h, _) = rotary(1000)
    h.cv.layoutEvents.removeAll()
    h.cv.scrollByUser(Point(x: 65 * 5, y: 0), animated: true)
    h.cv.playOut(h.clock)
    #expect(h.cv.layoutEvents.count(of: .prepare) == 0)
    #expect(h.cv.layoutEvents.count(of: .invalidate) > 10)
    #expect(h.cv.indexPathsForVisibleItems.count <= 4)
    #expect(h.cv._invariantViolations() == [])
  }
}
