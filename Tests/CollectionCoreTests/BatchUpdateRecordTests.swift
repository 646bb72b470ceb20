import CollectionCore
import TestSupport
import Testing

/// What the inspector shows of the last batch update: the update items and the old → new map
/// as runs.
@Suite("Batch update record")
struct BatchUpdateRecordTests {
  @Test func theMapIsSummarisedAsRuns() throws {
    var update = BatchUpdate()
    update.insertedItems = [IndexPath(item: 0, section: 0)]
    update.deletedItems = [IndexPath(item: 5, section: 0)]
    let mapping = try IndexPathMapping(oldCounts: [10], newCounts: [10], update: update)
    let record = BatchUpdateRecord(updateItems: update.updateItems(), mapping: mapping)
    #expect(
      record.indexMapSummary() == [
        "[0, 0]–[0, 4] → [0, 1]–[0, 5]", "[0, 5] → deleted",
      ])
  }

  @Test func itemsThatStayAreLeftOutAndTheLimitHolds() throws {
    var update = BatchUpdate()
    update.deletedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)]
    let mapping = try IndexPathMapping(oldCounts: [8], newCounts: [6], update: update)
    let record = BatchUpdateRecord(updateItems: update.updateItems(), mapping: mapping)
    #expect(
      record.indexMapSummary() == [
        "[0, 1] → deleted", "[0, 2] → [0, 1]", "[0, 3] → deleted", "[0, 4]–[0, 7] → [0, 2]–[0, 5]",
      ])
    #expect(record.indexMapSummary(limit: 2).count == 2)
  }

  @Test func theCollectionViewKeepsTheLastUpdate() {
    let harness = makeCollectionView(layout: FlowLayout(), counts: [5])
    #expect(harness.collectionView.lastBatchUpdate == nil)
    harness.dataSource.counts = [6]
    harness.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
    let record = harness.collectionView.lastBatchUpdate
    #expect(record?.updateItems.map(\.description) == ["insert — → [0, 2]"])
    #expect(
      record?.mapping.newIndexPath(forOld: IndexPath(item: 2, section: 0))
        == IndexPath(item: 3, section: 0))
  }

  @Test func aHugeBatchIsSummedUpInTheEventLog() {
    let items = (0..<1000).map {
      CollectionViewUpdateItem(
        updateAction: .reload, indexPathBeforeUpdate: IndexPath(item: $0, section: 0),
        indexPathAfterUpdate: IndexPath(item: $0, section: 0))
    }
    let text = LayoutEvent.prepareForUpdates(items).description
    #expect(text.hasSuffix("; … 992 more)"))
    #expect(text.count < 400)
  }
}
