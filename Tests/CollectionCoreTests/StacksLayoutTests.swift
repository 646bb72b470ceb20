import TestSupport
import Testing

@testable import CollectionCore

#if canImport(Glibc)
  import Glibc
#endif

/// Photo stacks: piles in a grid, the top photos turned and offset a little, the first in front;
/// a stack opened into a grid of its photos, and the transitions between the two.
///
/// In a 100-point-wide view with the defaults (photos 14 × 10, piles 10 apart, insets 4) four
/// piles fit a row (4·14 + 3·10 = 86 of 92), centred: their frames start at x = 7, 31, 55, 79,
/// y = 4; the captions are 22 wide, 2 points under the photos. Opened, the grid holds five
/// photos a row (5·14 + 4·2 = 78), centred at x = 11 + 16·column, y = 6 + 4 + 12·row.
@Suite("StacksLayout")
struct StacksLayoutTests {
  let counts = [6, 9, 3, 12]

  func piles(_ counts: [Int]? = nil, height: Double = 60) -> Harness {
    makeCollectionView(
      layout: StacksLayout(), counts: counts ?? self.counts, size: Size(width: 100, height: height))
  }

  @Test func pilesOfTurnedPhotosTheFirstInFront() throws {
    let h = piles()
    let layout = try #require(h.layout as? StacksLayout)
    for (s, x) in [7.0, 31, 55, 79].enumerated() {
      #expect(layout.pileFrame(s) == Rect(x: x, y: 4, width: 14, height: 10))
    }
    for s in 0..<4 {
      let pile = layout.pileFrame(s)
      var previous: LayoutAttributes?
      for item in 0..<counts[s] {
        let a = try #require(
          h.layout.layoutAttributesForItem(at: IndexPath(item: item, section: s)))
        #expect(a.size == Size(width: 14, height: 10))
        // A little off the pile's centre, turned a few degrees at most (the top one less).
        #expect(abs(a.center.x - pile.midX) <= 2 && abs(a.center.y - pile.midY) <= 1.5)
        let angle = atan2(a.transform3D.m12, a.transform3D.m11)
        #expect(abs(angle) <= (item == 0 ? 2 : 8) * .pi / 180 + 1e-9)
        if item < 4 {
          // The first in front, each further one fainter.
          #expect(a.zIndex == 4 - item)
          #expect(isClose(a.alpha, 1 - 0.15 * Double(item)))
          if let previous { #expect(previous != a) }
        } else {
          // Deeper photos lie exactly under the fourth, behind everything.
          let fourth = try #require(
            h.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: s)))
          #expect(a.center == fourth.center && a.transform3D == fourth.transform3D)
          #expect(a.zIndex == 0)
        }
        previous = a
      }
    }
    // The same every time.
    let again = piles()
    #expect(
      again.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))
        == h.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1)))
    // Captions under the piles: the sections' headers.
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 2))?.frame
        == Rect(x: 51, y: 16, width: 22, height: 4))
    // 4 + one row (10 + 2 + 4 captions) + 4.
    #expect(h.cv.contentSize == Size(width: 100, height: 24))
    #expect(h.cv._invariantViolations() == [])
  }

  /// The arrows go from pile to pile, to the top photo, never to the photos under it; at the
  /// edge of the grid focus stays. In a 50-point view the piles stand two a row.
  @Test func focusMovesFromPileToPile() {
    let h = makeCollectionView(
      layout: StacksLayout(), counts: [6, 9, 0, 3, 12], size: Size(width: 50, height: 60))
    func move(_ heading: FocusHeading, from section: Int, item: Int = 0) -> IndexPath? {
      h.cv.indexPathForFocusMove(heading, from: IndexPath(item: item, section: section))
    }
    #expect(move(.right, from: 0) == IndexPath(item: 0, section: 1))
    #expect(move(.right, from: 0, item: 3) == IndexPath(item: 0, section: 1))
    #expect(move(.left, from: 1) == IndexPath(item: 0, section: 0))
    #expect(move(.left, from: 0) == nil)
    #expect(move(.right, from: 1) == nil)
    // Section 2 is an empty pile: down from 0 passes it for section 4.
    #expect(move(.down, from: 0) == IndexPath(item: 0, section: 4))
    #expect(move(.down, from: 1) == IndexPath(item: 0, section: 3))
    #expect(move(.up, from: 3) == IndexPath(item: 0, section: 1))
    #expect(move(.down, from: 4) == nil)
    // Opened, a stack is a grid and focus goes by the geometry.
    let opened = makeCollectionView(
      layout: StacksLayout(openSection: 1), counts: [6, 9], size: Size(width: 100, height: 60))
    #expect(
      opened.cv.indexPathForFocusMove(.right, from: IndexPath(item: 0, section: 1))
        == IndexPath(item: 1, section: 1))
  }

  @Test func onlyTheTopFourPhotosOfAPileAreQueried() {
    let h = piles()
    let all = h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(all.filter { $0.representedElementCategory == .cell }.count == 4 + 4 + 3 + 4)
    #expect(all.filter { $0.representedElementCategory == .supplementaryView }.count == 4)
    #expect(h.cv.indexPathsForVisibleItems.count == 15)
    // A pile of a million costs the same.
    let big = piles([1_000_000])
    #expect(big.cv.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
    #expect(big.cv._invariantViolations() == [])
  }

  @Test func anOpenedStackIsAGridOfItsPhotosAlone() throws {
    let h = makeCollectionView(
      layout: StacksLayout(openSection: 1), counts: counts, size: Size(width: 100, height: 60))
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        == Rect(x: 0, y: 0, width: 100, height: 6))
    for item in 0..<9 {
      let a = try #require(h.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 1)))
      #expect(
        a.frame
          == Rect(
            x: 11 + 16 * Double(item % 5), y: 10 + 12 * Double(item / 5), width: 14, height: 10))
      #expect(a.transform3D.isIdentity && a.alpha == 1)
    }
    #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    // 6 + 4 + two rows (10 + 2 + 10) + 4.
    #expect(h.cv.contentSize == Size(width: 100, height: 36))
    #expect(h.cv.indexPathsForVisibleItems == (0..<9).map { IndexPath(item: $0, section: 1) })
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func openingMovesEveryPhotoFromThePileToItsCellAndClosingBack() throws {
    let h = piles(height: 40)
    let stacks = h.layout
    let pile = { (item: Int) in
      stacks.layoutAttributesForItem(at: IndexPath(item: item, section: 3))!
    }
    let opened = StacksLayout(openSection: 3)
    h.cv.setCollectionViewLayout(opened, animated: true)
    // Shown from its top.
    #expect(h.cv.contentOffset == .zero)
    let grid = { (item: Int) in
      opened.layoutAttributesForItem(at: IndexPath(item: item, section: 3))!
    }
    func shown(_ item: Int) -> LayoutAttributes? {
      h.cv.cellForItem(at: IndexPath(item: item, section: 3)).flatMap { h.cv.presented(view: $0) }
    }
    // At the start every photo of the stack is on its pile — the top four where they were, the
    // others (not shown before) under them.
    for item in [0, 3, 7, 11] {
      #expect(isClose(try #require(shown(item)).center, pile(item).center), "item \(item)")
    }
    h.clock.advance(by: 0.15)
    h.cv.tick()
    for item in [0, 7] {
      let now = try #require(shown(item)).center
      let from = pile(item).center
      let to = grid(item).center
      // On its way: strictly between the pile and its cell.
      #expect(now.distance(to: from) > 0.5 && now.distance(to: to) > 0.5, "item \(item)")
      #expect(now.distance(to: from) + now.distance(to: to) < from.distance(to: to) + 1)
    }
    // The other piles fade where they are.
    let other = try #require(
      h.cv.presentedElements().first {
        $0.attributes.indexPath == IndexPath(item: 0, section: 0)
          && $0.attributes.representedElementCategory == .cell
      })
    #expect(other.attributes.alpha < 1 && other.attributes.alpha > 0)
    #expect(
      isClose(
        other.attributes.center,
        stacks.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center))
    #expect(h.cv._invariantViolations() == [])
    h.settle()
    for item in 0..<12 { #expect(shown(item)?.frame == grid(item).frame, "item \(item)") }
    #expect(h.cv.indexPathsForVisibleItems.allSatisfy { $0.section == 3 })
    #expect(h.cv._invariantViolations() == [])

    // Closing: back into the pile; the photos that do not show there go back to the pool after.
    h.cv.setCollectionViewLayout(stacks, animated: true)
    h.clock.advance(by: 0.15)
    h.cv.tick()
    let on = h.cv.onScreenViewCount
    #expect(on > 15)
    h.settle()
    #expect(h.cv.onScreenViewCount == 15 + 4)
    #expect(shown(0)?.center == pile(0).center)
    #expect(h.cv._invariantViolations() == [])
  }
}
