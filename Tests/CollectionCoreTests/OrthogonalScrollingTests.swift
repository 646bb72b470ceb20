import TestSupport
import Testing

@testable import CollectionCore

/// One sideways section of half-width groups (38 points wide in an 80-point view, insets of 2
/// each side), above a plain list section.
private func makeSideways(
  _ behavior: OrthogonalScrollingBehavior, items: Int = 6, spacing: Double = 0
) -> (Harness, CompositionalLayout) {
  let layout = CompositionalLayout { index, _ in
    guard index == 0 else { return listSection(rowHeight: 4) }
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(0.5), .absolute(10)), subitems: [fillingItem()]))
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    section.interGroupSpacing = spacing
    section.orthogonalScrollingBehavior = behavior
    return section
  }
  return (makeCompositional(layout, counts: [items, 12]), layout)
}

@Suite("Orthogonal scrolling")
struct OrthogonalScrollingTests {
  @Test func aSidewaysSectionLaysItsGroupsOutInOneRow() {
    let (h, layout) = makeSideways(.continuous)
    #expect(layout.orthogonalSections == [0])
    for k in 0..<6 {
      #expect(frame(h, k) == Rect(x: 2 + 38 * Double(k), y: 0, width: 38, height: 10))
    }
    // The list below starts under the one row; the collection view itself does not scroll
    // sideways.
    #expect(frame(h, 0, 1) == Rect(x: 0, y: 10, width: 80, height: 4))
    #expect(h.cv.contentSize == Size(width: 80, height: 10 + 48))
    // 2 + 6 × 38 + 2 − 80.
    #expect(layout.orthogonalContentOffsetRange(forSection: 0) == 0...152)
    #expect(h.cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
  }

  @Test func aSectionsOwnOffsetMovesOnlyItsItems() {
    let (h, layout) = makeSideways(.continuous)
    layout.setOrthogonalContentOffset(50, forSection: 0, animated: false)
    #expect(layout.orthogonalContentOffset(forSection: 0) == 50)
    #expect(frame(h, 2) == Rect(x: 2 + 76 - 50, y: 0, width: 38, height: 10))
    #expect(frame(h, 0, 1)?.minX == 0)
    #expect(h.cv.contentOffset == .zero)
    #expect(h.cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3])
    layout.setOrthogonalContentOffset(10_000, forSection: 0, animated: false)
    #expect(layout.orthogonalContentOffset(forSection: 0) == 152)
    layout.setOrthogonalContentOffset(-5, forSection: 0, animated: false)
    #expect(layout.orthogonalContentOffset(forSection: 0) == 0)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func continuousScrollingRestsWhereProposed() {
    let (_, layout) = makeSideways(.continuous)
    #expect(
      layout.targetOrthogonalContentOffset(
        forProposedContentOffset: 23.5, withScrollingVelocity: 1, inSection: 0) == 23.5)
    #expect(
      layout.targetOrthogonalContentOffset(
        forProposedContentOffset: 999, withScrollingVelocity: 1, inSection: 0) == 152)
  }

  @Test(arguments: [OrthogonalScrollingBehavior.groupPaging, .continuousGroupLeadingBoundary])
  func groupPagingRestsOnGroupBoundaries(behavior: OrthogonalScrollingBehavior) {
    let (_, layout) = makeSideways(behavior, spacing: 2)
    func target(_ proposed: Double, _ velocity: Double) -> Double {
      layout.targetOrthogonalContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity, inSection: 0)
    }
    #expect(layout.orthogonalScrollStep(forSection: 0) == 40)
    #expect(target(55, 1) == 40)
    #expect(target(65, 1) == 80)
    // A small push still moves one group its way.
    #expect(target(10, 1) == 40)
    // The last group rests at the end of the content.
    #expect(target(1000, 1) == layout.orthogonalContentOffsetRange(forSection: 0).upperBound)
  }

  @Test func pagingMovesAPageAtATime() {
    let (h, layout) = makeSideways(.paging, items: 9)
    #expect(layout.orthogonalScrollStep(forSection: 0) == 80)
    #expect(layout.scrollOrthogonalSection(0, by: 80, animated: false) == 80)
    #expect(layout.scrollOrthogonalSection(0, by: 80, animated: false) == 160)
    #expect(layout.scrollOrthogonalSection(0, by: 80, animated: false) == 240)
    // The last, partial page ends with the content (2 + 9 × 38 + 2 − 80); back from there
    // is that page's start.
    #expect(layout.scrollOrthogonalSection(0, by: 80, animated: false) == 266)
    #expect(layout.scrollOrthogonalSection(0, by: 80, animated: false) == 266)
    #expect(layout.scrollOrthogonalSection(0, by: -80, animated: false) == 240)
    #expect(h.cv.layoutEvents.count(of: .targetContentOffset) == 6)
  }

  @Test func groupPagingCenteredStartsAndRestsWithAGroupCentred() {
    let (h, layout) = makeSideways(.groupPagingCentered)
    // Group 0 centred: its centre (2 + 19) at the view's centre (40).
    #expect(layout.orthogonalContentOffset(forSection: 0) == -19)
    #expect(frame(h, 0)?.midX == 40)
    layout.scrollOrthogonalSection(0, by: 38, animated: false)
    #expect(frame(h, 1)?.midX == 40)
    layout.scrollOrthogonalSection(0, by: 10_000, animated: false)
    #expect(frame(h, 5)?.midX == 40)
  }

  /// An animated sideways scroll moves the offset frame by frame: each frame re-queries what
  /// shows (no `prepare()`), and a second press goes on from where the first was heading.
  @Test func animatedScrollsMoveFrameByFrameWithoutPreparing() throws {
    let (h, layout) = makeSideways(.groupPaging)
    let prepares = h.cv.layoutEvents.count(of: .prepare)
    layout.scrollOrthogonalSection(0, by: 38)
    #expect(layout.orthogonalScrollDestination(forSection: 0) == 38)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let midway = layout.orthogonalContentOffset(forSection: 0)
    #expect(midway > 0 && midway < 38)
    let cell = try #require(h.cv.presentedCell(IndexPath(item: 1, section: 0)))
    #expect(isClose(cell.frame.minX, 40 - midway, 1e-9))
    layout.scrollOrthogonalSection(0, by: 38)
    #expect(layout.orthogonalScrollDestination(forSection: 0) == 76)
    #expect(layout.orthogonalContentOffset(forSection: 0) == midway)
    h.cv.playOut(h.clock)
    #expect(layout.orthogonalContentOffset(forSection: 0) == 76)
    #expect(h.cv.presentedCell(IndexPath(item: 2, section: 0))?.frame.minX == 2)
    #expect(h.cv.layoutEvents.count(of: .prepare) == prepares)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aResizeKeepsTheOffsetInRange() {
    let (h, layout) = makeSideways(.continuous)
    layout.setOrthogonalContentOffset(152, forSection: 0, animated: false)
    h.cv.setFrameSize(Size(width: 160, height: 40), animated: false)
    // Groups are 78 wide now, and the range reaches 2 + 6 × 78 + 2 − 160 = 312.
    #expect(layout.orthogonalContentOffset(forSection: 0) == 152)
    h.cv.setFrameSize(Size(width: 40, height: 40), animated: false)
    // Groups are 18 wide: the range ends at 2 + 6 × 18 + 2 − 40.
    #expect(layout.orthogonalContentOffset(forSection: 0) == 72)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aVisibleItemsHandlerSeesTheSectionsOwnOffset() {
    var seen: [Point] = []
    let layout = CompositionalLayout { _, _ in
      let section = LayoutSection(
        group: .horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [fillingItem()]))
      section.orthogonalScrollingBehavior = .paging
      section.visibleItemsInvalidationHandler = { items, offset, environment in
        seen.append(offset)
        // Fade pages by their distance from the centre of the view.
        for item in items {
          let distance = abs(item.frame.midX - environment.container.contentSize.width / 2)
          item.alpha = max(0.2, 1 - distance / environment.container.contentSize.width)
        }
      }
      return section
    }
    let h = makeCompositional(layout, counts: [3])
    layout.scrollOrthogonalSection(0, by: 80)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let page0 = h.cv.presentedCell(IndexPath(item: 0, section: 0))
    let page1 = h.cv.presentedCell(IndexPath(item: 1, section: 0))
    #expect((page0?.alpha ?? 1) < 1 && (page1?.alpha ?? 1) < 1)
    h.cv.playOut(h.clock)
    #expect(seen.last == Point(x: 80, y: 0))
    #expect(h.cv.presentedCell(IndexPath(item: 1, section: 0))?.alpha == 1)
  }
}
