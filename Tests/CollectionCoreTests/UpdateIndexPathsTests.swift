import TestSupport
import Testing

@testable import CollectionCore

/// The base layout's record of what a batch touches, in every section.
@Suite("Update index paths")
struct UpdateIndexPathsTests {
  @Test func itemsAndSectionsAreSortedIntoSets() {
    var update = BatchUpdate()
    update.insertedItems = [IndexPath(item: 2, section: 1)]
    update.deletedItems = [IndexPath(item: 0, section: 0)]
    update.reloadedItems = [IndexPath(item: 3, section: 0)]
    update.movedItems = [(IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 1))]
    update.insertedSections = [3]
    update.deletedSections = [2]
    update.movedSections = [(4, 5)]
    let paths = UpdateIndexPaths(update.updateItems())
    #expect(paths.inserted == [IndexPath(item: 2, section: 1)])
    #expect(paths.deleted == [IndexPath(item: 0, section: 0)])
    #expect(paths.reloaded == [IndexPath(item: 3, section: 0)])
    #expect(paths.movedFrom == [IndexPath(item: 4, section: 0): IndexPath(item: 0, section: 1)])
    #expect(paths.movedTo == [IndexPath(item: 0, section: 1): IndexPath(item: 4, section: 0)])
    #expect(paths.insertedSections == [3] && paths.deletedSections == [2])
    #expect(paths.movedSections == [4: 5])
    #expect(paths.isInserted(IndexPath(item: 7, section: 3)))  // in an inserted section
    #expect(paths.isDeleted(IndexPath(item: 9, section: 2)))
    #expect(!paths.isInserted(IndexPath(item: 2, section: 0)))
  }

  @Test func theCircleShrinksADeletedItemOfAnySectionWhileTheBatchRuns() throws {
    let layout = makeCircleLayout()
    let h = makeCollectionView(layout: layout, counts: [12])
    var seen: UpdateIndexPaths?
    final class Spy: CircleLayout {
      var onFinal: ((UpdateIndexPaths) -> Void)?
      override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> LayoutAttributes?
      {
        onFinal?(updateIndexPaths)
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
      }
    }
    let spy = Spy()
    spy.minuteOfHour = { 0 }
    spy.onFinal = { seen = $0 }
    h.cv.setCollectionViewLayout(spy, animated: false)
    h.dataSource.counts = [11]
    h.cv.performBatchUpdates { h.cv.deleteItems(at: [IndexPath(item: 4, section: 0)]) }
    #expect(seen?.deleted == [IndexPath(item: 4, section: 0)])
    #expect(spy.updateIndexPaths.isEmpty)
    _ = layout
  }
}
