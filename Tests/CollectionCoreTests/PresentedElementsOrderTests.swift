import TestSupport
import Testing

@testable import CollectionCore

/// `presentedElements()` hands every element on screen, each once, in painting order: by
/// zIndex, then index path, then category, then kind.
@Suite("Presented elements' order")
struct PresentedElementsOrderTests {
  /// Checks the order and that each on-screen view appears exactly once.
  func expectPaintingOrder(_ h: Harness, sourceLocation: SourceLocation = #_sourceLocation) {
    let presented = h.cv.presentedElements()
    let keys = presented.map {
      (
        $0.attributes.zIndex, $0.attributes.indexPath,
        $0.attributes.representedElementCategory.rawValue,
        $0.attributes.representedElementKind ?? ""
      )
    }
    #expect(
      zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "\(keys)", sourceLocation: sourceLocation
    )
    #expect(presented.count == h.cv.onScreenViewCount, sourceLocation: sourceLocation)
    #expect(
      Set(presented.map { ObjectIdentifier($0.view) }).count == presented.count,
      sourceLocation: sourceLocation)
  }

  /// A flow that lists its elements backwards, and the first of them twice if asked.
  final class BackwardsFlowLayout: FlowLayout {
    var listsOneTwice = false
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
      var all = Array(super.layoutAttributesForElements(in: rect).reversed())
      if listsOneTwice, let first = all.first { all.append(first) }
      return all
    }
  }

  @Test(arguments: [false, true])
  func aLayoutThatListsItsElementsOutOfOrder(listsOneTwice: Bool) {
    let layout = BackwardsFlowLayout()
    layout.itemSize = Size(width: 16, height: 16)
    layout.listsOneTwice = listsOneTwice
    let h = makeCollectionView(layout: layout, counts: [30])
    expectPaintingOrder(h)
    // A scroll adds and removes elements; the order holds after it too.
    h.cv.setContentOffset(Point(x: 0, y: 20), animated: false)
    h.cv.layoutIfNeeded()
    expectPaintingOrder(h)
    #expect(h.cv.presentedElements().first?.attributes.indexPath.item ?? 0 > 0)
  }

  @Test func stacksOfPhotosWithTheirCaptions() {
    // The piles' top photos have zIndex 4…1, the rest 0; captions are supplementary views.
    let h = makeCollectionView(
      layout: StacksLayout(), counts: [6, 9, 3, 12, 5, 7], size: Size(width: 100, height: 60))
    #expect(h.cv.onScreenViewCount > 20)
    expectPaintingOrder(h)
  }

  @Test func midMorphWithDisappearingViews() throws {
    // Circle to flow: the clock hand fades out, the cells move; then items go and come.
    let h = makeCollectionView(layout: makeCircleLayout(minute: 20), counts: [12])
    h.cv.setCollectionViewLayout(makeFlowLayout(), animated: true)
    h.clock.advance(by: 0.1)
    expectPaintingOrder(h)
    h.settle()
    h.dataSource.counts = [9]
    h.cv.performBatchUpdates {
      h.cv.deleteItems(at: [0, 4, 7].map { IndexPath(item: $0, section: 0) })
    }
    h.clock.advance(by: 0.1)
    #expect(h.cv.onScreenViewCount > 9)
    expectPaintingOrder(h)
  }

  @Test func aSectionsHeaderAndFooterShareAnIndexPathAndAreOrderedByKind() {
    // Sections with headers and footers: each pair has one index path, (0, s), and one zIndex;
    // the dictionary the views live in lists them in an order that changes from run to run.
    let layout = FlowLayout()
    layout.itemSize = Size(width: 16, height: 4)
    layout.headerReferenceSize = Size(width: 0, height: 2)
    layout.footerReferenceSize = Size(width: 0, height: 2)
    let h = makeCollectionView(layout: layout, counts: [2, 2, 2, 2, 2])
    let supplementary = h.cv.presentedElements().filter {
      $0.attributes.representedElementCategory == .supplementaryView
    }
    #expect(supplementary.count == 10)
    expectPaintingOrder(h)
  }
}
