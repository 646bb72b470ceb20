import TestSupport
import Testing

@testable import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seed 000's circle layout: centre = bounds/2, radius = min(w,h)/2.5, item i of n at angle
/// 2πi/n − π/2, rotated by 2πi/n; content size = bounds.
@Suite("CircleLayout")
struct CircleLayoutTests {
  let ringCenter = Point(x: 40, y: 23)
  let radius = 46 / 2.5  // 18.4

  @Test func ringGeometryFor12ItemsIn80x46() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    #expect(layout.center == ringCenter)
    #expect(isClose(layout.radius, 18.4))
    #expect(layout.cellCount == 12)
    for i in 0..<12 {
      let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
      let angle = 2 * .pi * Double(i) / 12
      let expected = Point(
        x: 40 + 18.4 * cos(angle - .pi / 2), y: 23 + 18.4 * sin(angle - .pi / 2))
      #expect(isClose(a.center, expected), "item \(i)")
      #expect(isSameAngle(a.transform3D.rotationAngle, angle), "item \(i)")
      #expect(isClose(a.transform3D.decomposed().scale, [1, 1, 1]))
      let side = layout.resolvedItemDimension
      #expect(a.size == Size(width: side, height: side))
      #expect(a.alpha == 1 && a.zIndex == 0 && !a.isHidden)
      #expect(
        a.center.distance(to: ringCenter) > 18.4 - 1e-9
          && a.center.distance(to: ringCenter) < 18.4 + 1e-9)
    }
    // Spot checks: 12 o'clock, 3 o'clock, 6 o'clock.
    #expect(
      isClose(
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center,
        Point(x: 40, y: 4.6)))
    #expect(
      isClose(
        layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.center,
        Point(x: 58.4, y: 23)))
    #expect(
      isClose(
        layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.center,
        Point(x: 40, y: 41.4)))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(layout.collectionViewContentSize == Size(width: 80, height: 46))
    #expect(h.cv.contentSize == Size(width: 80, height: 46))
    // Square items sized from the radius, within 4…14 points.
    #expect((4...14).contains(layout.resolvedItemDimension))
    #expect(layout.resolvedItemDimension == layout.resolvedItemDimension.rounded())
  }

  @Test func noScrolling() {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [12])
    h.cv.setContentOffset(Point(x: 10, y: 10), animated: false)
    #expect(h.cv.contentOffset == .zero)
  }

  @Test func alwaysInvalidatesForBoundsChanges() {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    #expect(h.layout === layout)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 80, height: 46)))
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 100, height: 20)))
    #expect(CircleLayout().shouldInvalidateLayout(forBoundsChange: .zero))
  }

  @Test func itemDimensionOverride() throws {
    let layout = makeCircleLayout()
    layout.itemDimension = 5
    let h = makeCollectionView(layout: layout, counts: [12])
    #expect(
      try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).size
        == Size(width: 5, height: 5))
    #expect(h.cv.presentedCell(IndexPath(item: 1, section: 0))?.size == Size(width: 5, height: 5))
    // The derived size grows with the ring.
    layout.itemDimension = nil
    let small = layout.resolvedItemDimension
    h.cv.setFrameSize(Size(width: 200, height: 120), animated: false)
    #expect(layout.resolvedItemDimension > small)
  }

  @Test(arguments: [0, 7, 15, 30, 45, 59])
  func clockHandPointsAtTheMinute(minute: Int) throws {
    let layout = makeCircleLayout(minute: minute)
    let h = makeCollectionView(layout: layout, counts: [12])
    #expect(h.layout === layout)
    let hand = try #require(
      layout.layoutAttributesForDecorationView(
        ofKind: CircleLayout.clockHandKind, at: IndexPath(item: 0, section: 0)))
    #expect(hand.representedElementCategory == .decorationView)
    #expect(hand.representedElementKind == CircleLayout.clockHandKind)
    #expect(hand.zIndex == -1)
    #expect(hand.center == ringCenter)
    #expect(hand.size == Size(width: 2, height: 24))  // (18.4 · 1.3).rounded()
    #expect(isSameAngle(hand.transform3D.rotationAngle, 2 * .pi * Double(minute) / 60))
    #expect(
      layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0))
        == nil)
  }

  @Test func clockHandAngleFromTheDelegate() throws {
    final class HandDelegate: CircleLayoutDelegate {
      func rotationAngleForSupplementaryView(in circleLayout: CircleLayout) -> Double { 1.25 }
    }
    let delegate = HandDelegate()
    let layout = makeCircleLayout(minute: 30)
    let h = makeCollectionView(layout: layout, counts: [12], delegate: delegate)
    #expect(h.layout === layout)
    let hand = try #require(
      layout.layoutAttributesForDecorationView(
        ofKind: CircleLayout.clockHandKind, at: IndexPath(item: 0, section: 0)))
    #expect(isClose(hand.transform3D.rotationAngle, 1.25))
  }

  @Test func elementsInRect() {
    let layout = makeCircleLayout(minute: 10)
    let h = makeCollectionView(layout: layout, counts: [12])
    let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 80, height: 46))
    #expect(cellPaths(all) == (0..<12).map { IndexPath(item: $0, section: 0) })
    #expect(all.filter { $0.representedElementCategory == .decorationView }.count == 1)
    // A rect away from the centre has no clock hand.
    let corner = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(corner.allSatisfy { $0.representedElementCategory == .cell })
    // On screen: 12 cells and the hand, drawn first (zIndex −1).
    let presented = h.cv.presentedElements()
    #expect(presented.count == 13)
    #expect(presented.first?.attributes.representedElementKind == CircleLayout.clockHandKind)
    #expect(presented.first?.view is ClockHandView)
    #expect(h.cv.visibleCells.count == 12)
    #expect(h.cv.visibleCells.map(\.text) == (0..<12).map { "\($0)" })
  }

  /// The hand stands out from the terminal's background: white on dark, black on light (as
  /// UIColor.label), on screen at once and for views made or reused later.
  @Test func theClockHandFollowsTheInterfaceStyle() throws {
    let layout = makeCircleLayout(minute: 10)
    let h = makeCollectionView(layout: layout, counts: [12])
    func handFill() throws -> Color? {
      let hand = try #require(h.cv.presentedElements().first { $0.view is ClockHandView })
      return hand.view.appearance.fill
    }
    #expect(try handFill() == .white)
    h.cv.traitCollection = TraitCollection(userInterfaceStyle: .light)
    #expect(try handFill() == .black)
    // A hand made after the change (here: after a reload) is black from the start.
    h.cv.reloadData()
    #expect(try handFill() == .black)
    h.cv.traitCollection = TraitCollection(userInterfaceStyle: .dark)
    #expect(try handFill() == .white)
  }

  @Test func crowdedRingReturnsASubsetButAlwaysTheLastItem() {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [5000], size: Size(width: 20, height: 20))
    let cells = cellPaths(layout.layoutAttributesForElements(in: h.cv.bounds))
    #expect(cells.count < 5000)
    #expect(cells.first == IndexPath(item: 0, section: 0))
    #expect(cells.last == IndexPath(item: 4999, section: 0))
  }

  @Test func initialAttributesOfAnInsertedItemStartAtTheCentreInvisible() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    h.dataSource.counts = [13]
    h.cv.reloadData()
    h.cv.layoutIfNeeded()
    let inserted = IndexPath(item: 12, section: 0)
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: inserted)
    ])
    #expect(layout.updateIndexPaths.inserted == [IndexPath(item: 12, section: 0)])
    let a = try #require(layout.initialLayoutAttributesForAppearingItem(at: inserted))
    #expect(a.alpha == 0)
    #expect(a.center == ringCenter)
    #expect(isSameAngle(a.transform3D.rotationAngle, 2 * .pi * 12 / 13))
    // An item that was not inserted gets the default: fading in where it ends up.
    let other = try #require(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 0)))
    #expect(other.alpha == 0)
    #expect(
      isClose(other.center, ringPosition(item: 3, of: 13, center: ringCenter, radius: radius)))
    layout.finalizeCollectionViewUpdates()
    #expect(layout.updateIndexPaths.isEmpty)
    let after = try #require(layout.initialLayoutAttributesForAppearingItem(at: inserted))
    #expect(
      isClose(after.center, ringPosition(item: 12, of: 13, center: ringCenter, radius: radius)))
  }

  @Test func finalAttributesOfTheDeletedLastItemShrinkIntoTheCentreAtItsOldAngle() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [13])
    h.dataSource.counts = [12]
    h.cv.reloadData()
    h.cv.layoutIfNeeded()
    let deleted = IndexPath(item: 12, section: 0)
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        updateAction: .delete, indexPathBeforeUpdate: deleted, indexPathAfterUpdate: nil)
    ])
    #expect(layout.updateIndexPaths.deleted == [IndexPath(item: 12, section: 0)])
    let a = try #require(layout.finalLayoutAttributesForDisappearingItem(at: deleted))
    #expect(a.alpha == 0)
    #expect(a.center == ringCenter)
    let d = a.transform3D.decomposed()
    #expect(isClose(d.scale, [0.1, 0.1, 1]))
    #expect(isSameAngle(a.transform3D.rotationAngle, 2 * .pi * 12 / 13))
    // Rotation then scale: the same as CATransform3DConcat(rotation, scale).
    #expect(
      isClose(
        a.transform3D,
        Transform3D(rotationAngle: 2 * .pi * 12 / 13).concatenating(
          Transform3D(scaleX: 0.1, y: 0.1))))
    layout.finalizeCollectionViewUpdates()
    #expect(layout.updateIndexPaths.isEmpty)
  }

  @Test func deleteThroughTheCollectionViewUsesTheLayoutsFinalAttributes() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [13])
    let doomed = try #require(h.cv.cellForItem(at: IndexPath(item: 12, section: 0)))
    h.dataSource.counts = [12]
    h.cv.performBatchUpdates { h.cv.deleteItems(at: [IndexPath(item: 12, section: 0)]) }
    // The sets are gone once the animation has been set up.
    #expect(layout.updateIndexPaths.isEmpty)
    h.clock.advance(by: 0.3)
    let end = try #require(h.cv.presented(view: doomed))
    #expect(end.alpha == 0)
    #expect(isClose(end.center, ringCenter))
    #expect(isClose(end.transform3D.decomposed().scale, [0.1, 0.1, 1]))
    #expect(isSameAngle(end.transform3D.rotationAngle, 2 * .pi * 12 / 13))
  }
}
