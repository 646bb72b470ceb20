import TestSupport
import Testing

@testable import CollectionCore

/// Heights that vary by item, counted as the layout asks for them.
private final class CountedHeights: CollectionViewDelegateWaterfallLayout {
  /// How many items' heights the layout asked for.
  var asked = 0

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double {
    asked += 1
    return Double(3 + indexPath.item % 7)
  }
}

/// Items asked for far from what a lazy waterfall has placed (a transition to another layout
/// asks the old one where each item it shows was) cost a block each, whatever the item count:
/// the items between them are not placed.
@Suite("Waterfall: far queries")
struct WaterfallFarQueryTests {
  /// The heights a query of about a hundred items spread over `count` items asks for, past the
  /// first screen's, and the bound a block and two chunks each sets.
  private func heightsAsked(count: Int) throws -> (asked: Int, bound: Int) {
    let heights = CountedHeights()
    let layout = WaterfallLayout()
    layout.columnCount = 6
    let h = makeCollectionView(
      layout: layout, counts: [count], size: Size(width: 200, height: 22), delegate: heights)
    heights.asked = 0
    // As the circle asks at ten million items: every count/92-th, and the last.
    var paths = stride(from: 0, to: count, by: count / 92).map {
      IndexPath(item: $0, section: 0)
    }
    paths.append(IndexPath(item: count - 1, section: 0))
    for path in paths {
      let frame = try #require(h.cv.layoutAttributesForItem(at: path)?.frame)
      #expect(frame.minY >= 0 && frame.width > 0, "\(path)")
    }
    #expect(layout._invariantViolations() == [])
    return (heights.asked, paths.count * layout.blockSize * 3)
  }

  @Test func aHundredItemsSpreadOverMillionsPlaceAHundredBlocks() throws {
    let million = try heightsAsked(count: 1_000_000)
    let tenMillion = try heightsAsked(count: 10_000_000)
    #expect(million.asked <= million.bound, "asked \(million.asked)")
    #expect(tenMillion.asked <= tenMillion.bound, "asked \(tenMillion.asked)")
    #expect(
      tenMillion.asked <= million.asked + million.asked / 10,
      "ten times the items, the same work: \(million.asked) against \(tenMillion.asked)")
  }
}
