import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Seed 003's LineLayout: one centred row, a zoom near the centre, snapping to an item.
/// In an 80 × 44 viewport the insets are 34 across and 16 down, so item i's centre is
/// (40 + 16 i, 22) and at offset x the viewport's centre is at 40 + x.
@Suite("LineLayout")
struct LineLayoutTests {
  func line(_ count: Int = 20) -> (Harness, LineLayout) {
    let layout = LineLayout()
    let h = makeCollectionView(layout: layout, counts: [count], size: Size(width: 80, height: 44))
    return (h, layout)
  }

  @Test func oneCentredRowWithTheSeedsMetricsScaled() throws {
    let (h, layout) = line()
    #expect(layout.itemSize == Size(width: 12, height: 12))
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.sectionInset == EdgeInsets(top: 16, left: 34, bottom: 16, right: 34))
    // 34 + 20 · 12 + 19 · 4 + 34
    #expect(h.cv.contentSize == Size(width: 384, height: 44))
    for i in [0, 1, 7, 19] {
      let a = try #require(h.layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
      #expect(a.center == Point(x: 40 + 16 * Double(i), y: 22), "item \(i)")
      #expect(a.size == Size(width: 12, height: 12))
    }
    // Five whole items across 80 columns: items 0…2 at rest (the first is centred).
    #expect(h.cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
  }

  @Test func onlySectionZeroIsShown() throws {
    let layout = LineLayout()
    let h = makeCollectionView(
      layout: layout, counts: [20, 5, 7], size: Size(width: 80, height: 44))
    // The same row as with section 0 alone: 34 + 20 · 12 + 19 · 4 + 34.
    #expect(h.cv.contentSize == Size(width: 384, height: 44))
    #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    h.cv.setContentOffset(Point(x: 10_000, y: 0), animated: false)
    let all = h.layout.layoutAttributesForElements(
      in: Rect(x: 0, y: 0, width: 100_000, height: 44))
    #expect(Set(all.map(\.indexPath.section)) == [0])
    #expect(h.cv.indexPathsForVisibleItems.allSatisfy { $0.section == 0 })
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func theCentredItemIsZoomedByTheSeedsFormula() throws {
    let (h, layout) = line()
    let rest = layout.layoutAttributesForElements(in: h.cv.bounds)
    let centred = try #require(rest.first { $0.indexPath.item == 0 })
    #expect(isClose(centred.transform3D, Transform3D(scaleX: 1.3, y: 1.3, z: 1)))
    #expect(centred.zIndex == 1)
    let neighbour = try #require(rest.first { $0.indexPath.item == 1 })
    #expect(neighbour.transform3D.isIdentity && neighbour.zIndex == 0)
    // Halfway between items 0 and 1 (offset 8): each is 8 from the centre, zoom 1 + 0.3 · (1 − 8/12).
    h.cv.setContentOffset(Point(x: 8, y: 0), animated: false)
    for i in [0, 1] {
      let a = try #require(h.cv.presentedCell(IndexPath(item: i, section: 0)))
      #expect(isClose(a.transform3D.m11, 1.1, 1e-12), "item \(i)")
      #expect(a.zIndex == 1)
    }
    // Offset 3: item 0 is 3 off centre (zoom 1.225), item 1 is 13 off (none).
    h.cv.setContentOffset(Point(x: 3, y: 0), animated: false)
    #expect(
      isClose(
        try #require(h.cv.presentedCell(IndexPath(item: 0, section: 0))).transform3D.m11, 1.225))
    #expect(try #require(h.cv.presentedCell(IndexPath(item: 1, section: 0))).transform3D.isIdentity)
  }

  @Test func snappingCentresTheNearestItem() {
    let (h, layout) = line()
    let velocity = Point(x: 3, y: 0)
    func target(_ x: Double) -> Double {
      layout.targetContentOffset(
        forProposedContentOffset: Point(x: x, y: 0), withScrollingVelocity: velocity
      ).x
    }
    #expect(target(0) == 0)
    #expect(target(7) == 0)
    #expect(target(9) == 16)
    #expect(target(8) == 16)  // equally near: the seed's <= picks the later item
    #expect(target(100) == 96)
    #expect(target(-5) == 0)
    _ = h
  }

  @Test func snappingAlwaysRestsWithAnItemExactlyCentred() async {
    await propertyCheck(
      input: Gen.double(in: -8...312), Gen.double(in: -5000...5000)
    ) { proposed, speed in
      let (h, layout) = line()
      let t = layout.targetContentOffset(
        forProposedContentOffset: Point(x: proposed, y: 0),
        withScrollingVelocity: Point(x: speed, y: 0))
      let centre = t.x + 40
      let nearest = ((centre - 40) / 16).rounded()
      #expect(isClose(centre, 40 + 16 * nearest, 1e-9), "proposed \(proposed) → \(t.x)")
      #expect(abs(t.x - proposed) <= 8 + 1e-6)
      _ = h
    }
  }

  @Test func keyStepsSettleWithTheNextItemCentred() throws {
    let (h, _) = line()
    h.cv.scrollByUser(Point(x: 16, y: 0), animated: true)
    h.cv.scrollByUser(Point(x: 16, y: 0), animated: true)  // steps from the destination
    #expect(h.cv.scrollDestination == Point(x: 32, y: 0))
    h.settle(h.clock)
    #expect(h.cv.contentOffset == Point(x: 32, y: 0))
    let centred = try #require(h.cv.presentedCell(IndexPath(item: 2, section: 0)))
    #expect(isClose(centred.transform3D.m11, 1.3))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aWheelFlickCoastsOnAndComesToRestSnapped() throws {
    let (h, _) = line(100)
    for _ in 0..<3 {
      h.cv.scrollGesture(by: Point(x: 7, y: 0))
      h.clock.advance(by: 0.03)
      h.cv.tick()
    }
    let afterTheLastStep = h.cv.contentOffset.x
    #expect(afterTheLastStep > 21)  // it coasts between the steps already
    h.clock.advance(by: 0.05)
    h.cv.tick()
    #expect(h.cv.contentOffset.x > afterTheLastStep)  // and keeps moving after the last one
    h.cv.playOut(h.clock)
    #expect(h.cv.contentOffset.x.truncatingRemainder(dividingBy: 16) == 0)
    #expect(h.cv.contentOffset.x > 32)
    #expect(h.cv.layoutEvents.count(of: .targetContentOffset) == 1)
  }

  @Test func aSingleWheelStepDoesNotCoastButSnaps() throws {
    let (h, _) = line()
    h.cv.scrollGesture(by: Point(x: 7, y: 0))
    h.clock.advance(by: 0.05)
    h.cv.tick()
    #expect(h.cv.contentOffset == Point(x: 7, y: 0))
    h.cv.playOut(h.clock)
    #expect(h.cv.contentOffset == Point(x: 0, y: 0))
  }

  @Test func aScrollPreparesNothingAndQueriesOnlyTheVisibleRect() {
    let (h, _) = line(1000)
    h.cv.layoutEvents.removeAll()
    h.cv.scrollByUser(Point(x: 16 * 20, y: 0), animated: true)
    var frames = 0
    while h.cv.isAnimating {
      h.clock.advance(by: 1.0 / 60)
      h.cv.tick()
      frames += 1
    }
    let events = h.cv.layoutEvents
    #expect(frames >= 18)
    #expect(events.count(of: .prepare) == 0)
    #expect(events.count(of: .shouldInvalidate) == frames)
    var queried = 0
    for case .elementsInRect(let rect, let count) in events {
      queried += 1
      #expect(rect.size == Size(width: 80, height: 44))
      #expect(count <= 7)
    }
    #expect(queried == frames)
    #expect(h.cv.contentOffset == Point(x: 320, y: 0))
  }

  @Test func aResizeRecentresTheRow() throws {
    let (h, layout) = line()
    h.cv.setFrameSize(Size(width: 100, height: 60), animated: false)
    #expect(layout.sectionInset == EdgeInsets(top: 24, left: 44, bottom: 24, right: 44))
    #expect(
      try #require(h.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).center
        == Point(x: 50, y: 30))
  }
}
