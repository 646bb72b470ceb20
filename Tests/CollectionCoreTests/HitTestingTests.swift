import TestSupport
import Testing

@testable import CollectionCore

@Suite("Hit testing")
struct HitTestingTests {
  @Test func flowPointsInCellsAndInGaps() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [12])
    let cv = h.cv
    #expect(cv.indexPathForItem(at: Point(x: 10, y: 10)) == IndexPath(item: 0, section: 0))
    #expect(cv.indexPathForItem(at: Point(x: 2, y: 2)) == IndexPath(item: 0, section: 0))  // corner
    #expect(cv.indexPathForItem(at: Point(x: 25, y: 25)) == IndexPath(item: 5, section: 0))
    #expect(cv.indexPathForItem(at: Point(x: 77, y: 40)) == IndexPath(item: 11, section: 0))
    #expect(cv.indexPathForItem(at: Point(x: 19, y: 10)) == nil)  // between items 0 and 1
    #expect(cv.indexPathForItem(at: Point(x: 10, y: 19)) == nil)  // between lines
    #expect(cv.indexPathForItem(at: Point(x: 1, y: 10)) == nil)  // in the inset
    #expect(cv.indexPathForItem(at: Point(x: 79, y: 10)) == nil)
  }

  /// A cell on its way out (a deleted item fading, the old data of a cross-dissolve) is only a
  /// picture: its index path no longer names an item, so nothing hits it.
  @Test func disappearingCellsAreNotHit() throws {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [3])
    let cv = h.cv
    let third = Point(x: 46, y: 10)
    #expect(cv.indexPathForItem(at: third) == IndexPath(item: 2, section: 0))
    h.dataSource.counts = [2]
    cv.performBatchUpdates { cv.deleteItems(at: [IndexPath(item: 2, section: 0)]) }
    h.clock.advance(by: 0.1)
    cv.tick()
    #expect(cv.presentedElements().contains { $0.attributes.indexPath.item == 2 })
    #expect(cv.indexPathForItem(at: third) == nil)
    #expect(cv.indexPathForItem(at: Point(x: 28, y: 10)) == IndexPath(item: 1, section: 0))
  }

  @Test func flowPointsAreInContentCoordinates() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    h.cv.setContentOffset(Point(x: 0, y: 180), animated: false)
    // Line 10 is at y 182…198 in content coordinates.
    #expect(h.cv.indexPathForItem(at: Point(x: 10, y: 185)) == IndexPath(item: 40, section: 0))
    // Items scrolled out of view have no cell to hit.
    #expect(h.cv.indexPathForItem(at: Point(x: 10, y: 10)) == nil)
  }

  @Test func rotatedCircleCellsAreHitByTheirShape() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    let cv = h.cv
    let item = IndexPath(item: 1, section: 0)
    let a = try #require(layout.layoutAttributesForItem(at: item))  // turned 30°, 8×8
    let quad = try #require(a.quad)
    let frame = a.frame
    // Nine-tenths of the way to a turned corner: inside the turned square, outside the upright frame.
    let corner = quad.bottomRight
    let inside = Point(
      x: a.center.x + 0.9 * (corner.x - a.center.x), y: a.center.y + 0.9 * (corner.y - a.center.y))
    #expect(quad.contains(inside))
    #expect(!frame.contains(inside))
    #expect(cv.indexPathForItem(at: inside) == item)
    // An upright corner of the frame lies outside the turned square.
    let outside = Point(x: frame.maxX - 0.2, y: frame.maxY - 0.2)
    #expect(frame.contains(outside))
    #expect(!quad.contains(outside))
    #expect(cv.indexPathForItem(at: outside) != item)
    // The centre of every item hits that item; the middle of the ring (the clock hand) hits nothing.
    for i in 0..<12 {
      let centre = try #require(layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0)))
        .center
      #expect(cv.indexPathForItem(at: centre) == IndexPath(item: i, section: 0))
    }
    #expect(cv.indexPathForItem(at: Point(x: 40, y: 23)) == nil)
  }

  /// Cells at fixed places: item i's frame is `frames[i]`.
  final class PlacedLayout: CollectionViewLayout {
    let frames: [Rect]
    init(frames: [Rect]) { self.frames = frames }
    override var collectionViewContentSize: Size { Size(width: 80, height: 20) }
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
      frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
      guard frames.indices.contains(indexPath.item) else { return nil }
      var a = LayoutAttributes(forCellWith: indexPath)
      a.frame = frames[indexPath.item]
      return a
    }
  }

  /// Near-ties chain (0.6, 0.3 and 0 from the centre): only the items within half a point of
  /// the nearest count as equally near, whatever order the visible cells are kept in (a random
  /// run found a resize whose anchor changed from run to run with the hash seed). Many sets
  /// of cells, so that a rule that depends on that order meets more than one.
  @Test func theCentredItemIsTheFirstWithinHalfAPointOfTheNearest() throws {
    for extra in 0..<24 {
      // The viewport's centre is (40, 10); the chain's cells are 2×2, far from the others.
      var frames = (0..<extra).map { Rect(x: Double($0 * 3), y: 0, width: 2, height: 2) }
      let chain = frames.count
      frames += [
        Rect(x: 39.6, y: 9, width: 2, height: 2), Rect(x: 38.7, y: 9, width: 2, height: 2),
        Rect(x: 39, y: 9, width: 2, height: 2),
      ]
      let h = makeCollectionView(
        layout: PlacedLayout(frames: frames), counts: [frames.count],
        size: Size(width: 80, height: 20))
      #expect(h.cv.centeredItemIndexPath == IndexPath(item: chain + 1, section: 0), "\(extra)")
    }
  }

  @Test func aZoomedCellIsHitByItsScaledShape() throws {
    // The line layout zooms the centred item (seed 003's ZOOM_FACTOR): its shape on screen is
    // larger than its frame, and a point in the zoomed margin hits it.
    let layout = LineLayout()
    let h = makeCollectionView(layout: layout, counts: [20], size: Size(width: 80, height: 44))
    let path = try #require(h.cv.centeredItemIndexPath)
    let a = try #require(h.cv.presentedCell(path))
    let quad = try #require(a.quad)
    #expect(a.transform3D.decomposed().scale[0] > 1.2)
    let margin = Point(x: a.center.x, y: (a.frame.maxY + quad.boundingBox.maxY) / 2)
    #expect(!a.frame.contains(margin))
    #expect(h.cv.indexPathForItem(at: margin) == path)
    #expect(h.cv.indexPathForItem(at: Point(x: a.center.x, y: quad.boundingBox.maxY + 1)) == nil)
  }

  @Test func invisibleCellsAreNotHit() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) }
    // At t = 0 the new cell sits at the centre with alpha 0: not hittable.
    #expect(h.cv.indexPathForItem(at: Point(x: 40, y: 23)) == nil)
    h.settle(h.clock)
    let centre = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0)))
      .center
    #expect(h.cv.indexPathForItem(at: centre) == IndexPath(item: 12, section: 0))
  }

  @Test func quadContainsEdgesAndRejectsDegenerateQuads() {
    let square = Quad(
      topLeft: Point(x: 0, y: 0), topRight: Point(x: 4, y: 0), bottomRight: Point(x: 4, y: 4),
      bottomLeft: Point(x: 0, y: 4))
    #expect(square.contains(Point(x: 2, y: 2)))
    #expect(square.contains(Point(x: 0, y: 2)))  // edges included
    #expect(!square.contains(Point(x: 5, y: 2)))
    let line = Quad(
      topLeft: Point(x: 0, y: 0), topRight: Point(x: 4, y: 0), bottomRight: Point(x: 4, y: 0),
      bottomLeft: Point(x: 0, y: 0))
    #expect(!line.contains(Point(x: 2, y: 0)))
  }
}
