import TestSupport
import Testing

@testable import CollectionCore

/// Seed 000's flow layout: inserted items spin in (alpha 0, scale 0.1, −45°), deleted ones spin out
/// (alpha 0, scale 0.1, +45°), only for the items collected in prepare(forCollectionViewUpdates:).
@Suite("AnimatedFlowLayout")
struct AnimatedFlowLayoutTests {
  @Test func booksMetrics() {
    let layout = AnimatedFlowLayout()
    #expect(layout.itemSize == Size(width: 16, height: 16))
    #expect(layout.sectionInset == EdgeInsets(all: 2))
    #expect(layout.minimumInteritemSpacing == 2)
    #expect(layout.minimumLineSpacing == 2)
  }

  @Test func insertedItemsStartSmallTurnedAndInvisible() throws {
    let layout = AnimatedFlowLayout()
    let h = makeCollectionView(layout: layout, counts: [5])
    h.dataSource.counts = [6]
    h.cv.reloadData()
    h.cv.layoutIfNeeded()
    let inserted = IndexPath(item: 5, section: 0)
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: inserted)
    ])
    #expect(layout.updateIndexPaths.inserted == [IndexPath(item: 5, section: 0)])
    let a = try #require(layout.initialLayoutAttributesForAppearingItem(at: inserted))
    #expect(a.alpha == 0)
    #expect(a.frame == Rect(x: 22, y: 20, width: 16, height: 16))  // where it ends up
    #expect(isClose(a.transform3D.decomposed().scale, [0.1, 0.1, 1]))
    #expect(isClose(a.transform3D.rotationAngle, radians(-45)))
    // Not collected: the default fade-in without a transform.
    let other = try #require(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0)))
    #expect(other.alpha == 0)
    #expect(other.transform3D.isIdentity)
    // After finalize, the set is empty and the inserted item gets the default too.
    layout.finalizeCollectionViewUpdates()
    #expect(layout.updateIndexPaths.isEmpty)
    #expect(
      try #require(layout.initialLayoutAttributesForAppearingItem(at: inserted)).transform3D
        .isIdentity)
  }

  @Test func deletedItemsEndSmallTurnedTheOtherWayAndInvisible() throws {
    let layout = AnimatedFlowLayout()
    let h = makeCollectionView(layout: layout, counts: [6])
    h.dataSource.counts = [5]
    h.cv.reloadData()
    h.cv.layoutIfNeeded()
    let deleted = IndexPath(item: 2, section: 0)
    layout.prepare(forCollectionViewUpdates: [
      CollectionViewUpdateItem(
        updateAction: .delete, indexPathBeforeUpdate: deleted, indexPathAfterUpdate: nil)
    ])
    #expect(layout.updateIndexPaths.deleted == [IndexPath(item: 2, section: 0)])
    let a = try #require(layout.finalLayoutAttributesForDisappearingItem(at: deleted))
    #expect(a.alpha == 0)
    #expect(isClose(a.transform3D.decomposed().scale, [0.1, 0.1, 1]))
    #expect(isClose(a.transform3D.rotationAngle, radians(45)))
    #expect(
      layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0))?
        .transform3D.isIdentity != false)
    layout.finalizeCollectionViewUpdates()
    #expect(layout.updateIndexPaths.isEmpty)
  }

  @Test func throughTheCollectionViewInsert() throws {
    let layout = AnimatedFlowLayout()
    let h = makeCollectionView(layout: layout, counts: [5])
    h.dataSource.counts = [6]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 5, section: 0)]) }
    #expect(layout.updateIndexPaths.isEmpty)  // cleared by finalizeCollectionViewUpdates
    let start = try #require(h.cv.presentedCell(IndexPath(item: 5, section: 0)))
    #expect(start.alpha == 0)
    #expect(isClose(start.transform3D.decomposed().scale, [0.1, 0.1, 1]))
    #expect(isClose(start.transform3D.rotationAngle, radians(-45)))
    #expect(start.center == Point(x: 30, y: 28))
    h.clock.advance(by: 0.15)
    let mid = try #require(h.cv.presentedCell(IndexPath(item: 5, section: 0)))
    #expect(isClose(mid.alpha, 0.5, 1e-6))
    #expect(isClose(mid.transform3D.decomposed().scale, [0.55, 0.55, 1], 1e-6))
    #expect(isClose(mid.transform3D.rotationAngle, radians(-22.5), 1e-6))
    // The survivors did not move, so they do not animate.
    let still = try #require(h.cv.presentedCell(IndexPath(item: 0, section: 0)))
    #expect(still.alpha == 1 && still.transform3D.isIdentity)
    h.settle(h.clock)
    let end = try #require(h.cv.presentedCell(IndexPath(item: 5, section: 0)))
    #expect(end.alpha == 1 && end.transform3D.isIdentity)
    #expect(end.frame == Rect(x: 22, y: 20, width: 16, height: 16))
  }

  @Test func throughTheCollectionViewDelete() throws {
    let layout = AnimatedFlowLayout()
    let h = makeCollectionView(layout: layout, counts: [6])
    let doomed = try #require(h.cv.cellForItem(at: IndexPath(item: 1, section: 0)))
    let follower = try #require(h.cv.cellForItem(at: IndexPath(item: 2, section: 0)))
    h.dataSource.counts = [5]
    h.cv.performBatchUpdates { h.cv.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
    #expect(layout.updateIndexPaths.isEmpty)
    h.clock.advance(by: 0.3)
    let end = try #require(h.cv.presented(view: doomed))
    #expect(end.alpha == 0)
    #expect(isClose(end.transform3D.decomposed().scale, [0.1, 0.1, 1]))
    #expect(isClose(end.transform3D.rotationAngle, radians(45)))
    #expect(end.frame == Rect(x: 22, y: 2, width: 16, height: 16))  // where it was
    // Item 2 slid into place 1.
    #expect(
      try #require(h.cv.presented(view: follower)).frame == Rect(x: 22, y: 2, width: 16, height: 16)
    )
    #expect(h.cv.cellForItem(at: IndexPath(item: 1, section: 0)) === follower)
    h.cv.tick()
    #expect(h.cv.presented(view: doomed) == nil)
  }

  @Test func aLaterBatchWithoutInsertsUsesTheDefault() throws {
    let layout = AnimatedFlowLayout()
    let h = makeCollectionView(layout: layout, counts: [5])
    h.dataSource.counts = [6]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 5, section: 0)]) }
    h.settle(h.clock)
    // A reload is not an insert: the reloaded cell fades in without spinning.
    h.cv.performBatchUpdates { h.cv.reloadItems(at: [IndexPath(item: 5, section: 0)]) }
    let start = try #require(h.cv.presentedCell(IndexPath(item: 5, section: 0)))
    #expect(start.alpha == 0)
    #expect(start.transform3D.isIdentity)
  }
}
