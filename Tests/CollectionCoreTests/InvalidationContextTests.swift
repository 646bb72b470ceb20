import TestSupport
import Testing

@testable import CollectionCore

/// A layout whose attributes follow the content offset: it asks to be invalidated on every
/// scroll, with a context that names only the visible rect.
final class OffsetFollowingLayout: FlowLayout {
  override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

  override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let offset = collectionView?.contentOffset.y ?? 0
    return super.layoutAttributesForElements(in: rect).map {
      var a = $0
      a.alpha = 1 - min(1, abs(a.center.y - offset) / 1000)
      return a
    }
  }
}

@Suite("Invalidation contexts")
struct InvalidationContextTests {
  @Test func aScrollOfAnOffsetDependentLayoutRequeriesOnlyTheVisibleRect() {
    let layout = OffsetFollowingLayout()
    layout.itemSize = Size(width: 16, height: 16)
    let h = makeCollectionView(layout: layout, counts: [1000])
    h.cv.layoutEvents.removeAll()
    h.cv.setContentOffset(Point(x: 0, y: 300), animated: true)
    while h.cv.isAnimating {
      h.clock.advance(by: 1.0 / 60)
      h.cv.tick()
    }
    let events = h.cv.layoutEvents
    #expect(events.count(of: .prepare) == 0)
    #expect(events.count(of: .shouldInvalidate) > 10)
    #expect(events.count(of: .invalidate) == events.count(of: .shouldInvalidate))
    let rects = events.compactMap { event -> Rect? in
      if case .elementsInRect(let rect, _) = event { return rect }
      return nil
    }
    #expect(rects.count == events.count(of: .invalidate))
    #expect(rects.allSatisfy { $0.size == h.cv.frameSize })
    #expect(h.cv.contentOffset == Point(x: 0, y: 300))
    // Each frame saw the offset of that frame: the alphas are the final offset's.
    let item = IndexPath(item: h.cv.indexPathsForVisibleItems[0].item, section: 0)
    let expected = 1 - min(1, abs(layout.layoutAttributesForItem(at: item)!.center.y - 300) / 1000)
    #expect(isClose(h.cv.presentedCell(item)!.alpha, expected))
  }

  @Test func aResizeInvalidatesEverything() {
    let layout = OffsetFollowingLayout()
    let h = makeCollectionView(layout: layout, counts: [100])
    h.cv.layoutEvents.removeAll()
    h.cv.setFrameSize(Size(width: 60, height: 46), animated: false)
    #expect(h.cv.layoutEvents.count(of: .prepare) == 1)
    #expect(h.cv.contentSize.width == 60)
  }

  @Test func contextsMergeAndAdjustTheOffsetAndSize() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    let layout = h.layout
    let first = FlowLayoutInvalidationContext()
    first.invalidateFlowLayoutAttributes = false
    first.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    first.contentOffsetAdjustment = Point(x: 0, y: 10)
    let second = FlowLayoutInvalidationContext()
    second.invalidateFlowLayoutAttributes = false
    second.invalidateSupplementaryElements(
      ofKind: ElementKind.sectionHeader, at: [IndexPath(item: 0, section: 0)])
    second.contentSizeAdjustment = Size(width: 0, height: 5)
    #expect(!first.requiresPrepare)
    h.cv.layoutEvents.removeAll()
    layout.invalidateLayout(with: first)
    layout.invalidateLayout(with: second)
    #expect(
      layout.pendingInvalidation?.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
    #expect(layout.pendingInvalidation?.invalidatedSupplementaryIndexPaths?.count == 1)
    h.cv.layoutIfNeeded()
    #expect(h.cv.layoutEvents.count(of: .prepare) == 0)
    #expect(h.cv.contentOffset == Point(x: 0, y: 10))
    #expect(h.cv.contentSize == Size(width: 80, height: 457))
    #expect(layout.pendingInvalidation == nil)
    // A plain flow context recomputes the flow, as UIKit's does by default.
    #expect(FlowLayoutInvalidationContext().requiresPrepare)
    layout.invalidateLayout(with: FlowLayoutInvalidationContext())
    h.cv.layoutIfNeeded()
    #expect(h.cv.layoutEvents.count(of: .prepare) == 1)
    #expect(h.cv.contentSize == Size(width: 80, height: 452))
  }

  @Test func invalidatingDuringPrepareIsIgnored() {
    final class SelfInvalidating: FlowLayout {
      override func prepare() {
        itemSize = Size(width: 10 + (collectionView?.bounds.width ?? 0) / 10, height: 10)
        super.prepare()
      }
    }
    let h = makeCollectionView(layout: SelfInvalidating(), counts: [10])
    h.cv.layoutEvents.removeAll()
    h.cv.layoutIfNeeded()
    h.cv.layoutIfNeeded()
    #expect(h.cv.layoutEvents.count(of: .prepare) == 0)
  }
}
