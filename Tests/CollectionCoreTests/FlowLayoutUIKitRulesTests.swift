import TestSupport
import Testing

@testable import CollectionCore

/// The flow layout against UIKit's documented (or, where Apple documents nothing, long observed)
/// rules. Each expected frame is worked out by hand from the rule quoted above it; the source of
/// the rule is named in the comment.
///
/// Sources:
/// - [guide] Collection View Programming Guide for iOS, "Using the Flow Layout"
///   (developer.apple.com/library/archive/…/CollectionViewPGforIOS/UsingtheFlowLayout): items are
///   added to a line "until there is not enough space left to fit an entire item"; spare space
///   increases the inter-item spacing "until the items fit evenly within the line boundaries";
///   items are centred across their line, whose extent is the largest item's.
/// - [spacing] UICollectionViewFlowLayout.minimumInteritemSpacing: "This spacing is used to
///   compute how many items can fit in a single line, but after the number of items is
///   determined, the actual spacing may possibly be adjusted upward."
/// - [lastRow] rdar://20825965 (openradar.me/20825965, by the author of PSTCollectionView):
///   "UICollectionViewFlowLayout's last row is left-aligned by default if items have a
///   non-uniform height … This is the case since iOS 6", governed by the private
///   `UIFlowLayoutLastRowHorizontalAlignmentKey`; lines of equal items keep the grid.
/// - [single] Observed since iOS 6 and reimplemented by PSTCollectionView ("special case one item
///   row to split leftover space in half"): an item alone on a line that is not the last is
///   centred, since the spare space has no gap to go to.
/// - [undefined] UIKit's own log for an item larger than a line: "The behavior of the
///   UICollectionViewFlowLayout is not defined because: the item width must be less than the
///   width of the UICollectionView minus the section insets left and right values, minus the
///   content insets left and right values." Undefined there; clamped to the line here.
/// - [header] UICollectionViewFlowLayout.headerReferenceSize: "only the size that corresponds to
///   the appropriate scrolling direction is used … the width of the header would be set to the
///   width of the collection view … If the size in the appropriate scrolling dimension is 0, no
///   header is added." (footerReferenceSize alike.)
/// - [inset] UICollectionViewFlowLayout.sectionInset: "The margins affect the initial position of
///   the header view, the minimum space on either side of each line of items, and the distance
///   from the last line to the footer view. The margin insets do not affect the size of the
///   header and footer views in the non scrolling direction."
/// - [pin] sectionHeadersPinToVisibleBounds / sectionFootersPinToVisibleBounds (iOS 9): "headers
///   pin to the top of the collection view bounds during scrolling" (footers to the bottom), as
///   UITableView's section headers do: pushed away by the end of their section.
@Suite("FlowLayout: UIKit's rules")
struct FlowLayoutUIKitRulesTests {
  private func frame(_ h: Harness, _ item: Int, _ section: Int = 0) -> Rect? {
    h.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  private func supplementary(_ h: Harness, _ kind: String, _ section: Int) -> LayoutAttributes? {
    h.layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))
  }

  private func delegate(_ sizes: [Size], section: Int = 0) -> FlowDelegate {
    let delegate = FlowDelegate()
    for (i, size) in sizes.enumerated() {
      delegate.sizes[IndexPath(item: i, section: section)] = size
    }
    return delegate
  }

  // MARK: The last line of items of different sizes

  @Test func theLastLineOfDifferentSizesIsPackedAtTheInsetNotSpread() {
    // Available 60 − 3 − 5 = 52, spacing 4.
    let sizes = [
      Size(width: 12, height: 6), Size(width: 14, height: 6), Size(width: 10, height: 6),
      Size(width: 8, height: 6), Size(width: 16, height: 4), Size(width: 6, height: 6),
      Size(width: 9, height: 6),
    ]
    let d = delegate(sizes)
    let layout = makeFlowLayout(
      inset: EdgeInsets(top: 0, left: 3, bottom: 0, right: 5), interitem: 4, line: 2)
    let h = makeCollectionView(
      layout: layout, counts: [7], size: Size(width: 60, height: 30), delegate: d)
    // [guide] Line 1: 12 + 4 + 14 + 4 + 10 = 44 fits, + 4 + 8 = 56 does not. [spacing] The spare
    // 8 widens the two gaps to 8: x = 3, 23, 45 (45 + 10 = 55, the right inset's edge).
    #expect(frame(h, 0) == Rect(x: 3, y: 0, width: 12, height: 6))
    #expect(frame(h, 1) == Rect(x: 23, y: 0, width: 14, height: 6))
    #expect(frame(h, 2) == Rect(x: 45, y: 0, width: 10, height: 6))
    // [lastRow] Line 2 holds the rest (8 + 16 + 6 + 9 + 3·4 = 51): the last line, sizes differ,
    // so it is packed at the left inset with the minimum spacing: x = 3, 15, 35, 45 — not spread
    // to the right edge, and not placed on a grid. [guide] The 4-tall item sits in the middle
    // of the 6-tall line at y = 8 + 1.
    #expect(frame(h, 3) == Rect(x: 3, y: 8, width: 8, height: 6))
    #expect(frame(h, 4) == Rect(x: 15, y: 9, width: 16, height: 4))
    #expect(frame(h, 5) == Rect(x: 35, y: 8, width: 6, height: 6))
    #expect(frame(h, 6) == Rect(x: 45, y: 8, width: 9, height: 6))
    #expect(h.layout.collectionViewContentSize == Size(width: 60, height: 14))
  }

  @Test func aLoneItemIsCentredOnAnInnerLineButNotOnTheLastLine() {
    // Width 50, no insets, spacing 2, lines 3 apart.
    let sizes = [
      Size(width: 20, height: 5), Size(width: 20, height: 5), Size(width: 20, height: 5),
      Size(width: 30, height: 5),
    ]
    let layout = makeFlowLayout(inset: .zero, interitem: 2, line: 3)
    let h = makeCollectionView(
      layout: layout, counts: [4], size: Size(width: 50, height: 30), delegate: delegate(sizes))
    // [guide][spacing] 20 + 2 + 20 = 42 fits, a third does not; spare 8 → x 0 and 30.
    #expect(frame(h, 0)?.minX == 0)
    #expect(frame(h, 1)?.minX == 30)
    // [single] 20 + 2 + 30 = 52 does not fit: item 2 is alone on an inner line, centred at 15.
    #expect(frame(h, 2) == Rect(x: 15, y: 8, width: 20, height: 5))
    // [lastRow] Item 3 is alone on the last line: at the inset, not centred.
    #expect(frame(h, 3) == Rect(x: 0, y: 16, width: 30, height: 5))
  }

  @Test func equalSizesFromTheDelegateKeepTheGridAsItemSizeDoes() {
    // [lastRow] Only non-uniform sizes change the last line: five 10×10 items in 44 points with
    // spacing 5 fit three a line (40), the spare 4 widens the gaps to 7: x = 0, 17, 34; the last
    // line keeps that grid (0, 17), as it does with itemSize.
    let sizes = Array(repeating: Size(width: 10, height: 10), count: 5)
    let viaDelegate = makeCollectionView(
      layout: makeFlowLayout(itemSize: Size(width: 3, height: 3), inset: .zero, interitem: 5),
      counts: [5], size: Size(width: 44, height: 30), delegate: delegate(sizes))
    let viaItemSize = makeCollectionView(
      layout: makeFlowLayout(itemSize: Size(width: 10, height: 10), inset: .zero, interitem: 5),
      counts: [5], size: Size(width: 44, height: 30))
    for item in 0..<5 {
      #expect(frame(viaDelegate, item) == frame(viaItemSize, item), "item \(item)")
    }
    #expect(frame(viaDelegate, 3) == Rect(x: 0, y: 12, width: 10, height: 10))
    #expect(frame(viaDelegate, 4) == Rect(x: 17, y: 12, width: 10, height: 10))
  }

  // MARK: Spacing and sizes that do not fit

  @Test func anInteritemSpacingLargerThanTheSpareSpaceGivesOneItemALine() {
    // [spacing] 20 + 40 + 20 = 80 > 50: one item a line. [single] Each is centred (x = 15), and
    // with equal items the last line keeps that grid too. Seed 004 uses exactly this to get
    // "one item a column" from a flow layout.
    let layout = makeFlowLayout(
      itemSize: Size(width: 20, height: 10), inset: .zero, interitem: 40, line: 2)
    let h = makeCollectionView(layout: layout, counts: [3], size: Size(width: 50, height: 30))
    for item in 0..<3 {
      #expect(
        frame(h, item) == Rect(x: 15, y: 12 * Double(item), width: 20, height: 10), "item \(item)")
    }
    #expect(h.layout.collectionViewContentSize == Size(width: 50, height: 34))

    // With different sizes the inner lines are centred, the last one is at the inset.
    let sizes = [
      Size(width: 20, height: 10), Size(width: 24, height: 10), Size(width: 18, height: 10),
    ]
    let varied = makeCollectionView(
      layout: makeFlowLayout(inset: .zero, interitem: 40, line: 2), counts: [3],
      size: Size(width: 50, height: 30), delegate: delegate(sizes))
    #expect(frame(varied, 0)?.minX == 15)
    #expect(frame(varied, 1)?.minX == 13)
    #expect(frame(varied, 2)?.minX == 0)
  }

  @Test func itemsWiderThanTheLineAreClampedOneALine() {
    // [undefined] Available 50 − 2 − 3 = 45: an 80-wide item becomes 45 wide at the left inset,
    // one a line; its height is kept.
    let layout = makeFlowLayout(
      itemSize: Size(width: 80, height: 10),
      inset: EdgeInsets(top: 0, left: 2, bottom: 0, right: 3),
      interitem: 2, line: 2)
    let h = makeCollectionView(layout: layout, counts: [2], size: Size(width: 50, height: 30))
    #expect(frame(h, 0) == Rect(x: 2, y: 0, width: 45, height: 10))
    #expect(frame(h, 1) == Rect(x: 2, y: 12, width: 45, height: 10))
    #expect(h.layout.collectionViewContentSize == Size(width: 50, height: 22))

    // Among items of other sizes the wide one takes a line of its own, clamped; [single] the
    // 10-wide item before it is alone on an inner line, centred at 2 + 35 / 2; [lastRow] the one
    // after it is on the last line, at the inset.
    let sizes = [
      Size(width: 10, height: 4), Size(width: 100, height: 6), Size(width: 10, height: 4),
    ]
    let varied = makeCollectionView(
      layout: makeFlowLayout(
        inset: EdgeInsets(top: 0, left: 2, bottom: 0, right: 3), interitem: 2, line: 2),
      counts: [3], size: Size(width: 50, height: 30), delegate: delegate(sizes))
    #expect(frame(varied, 0) == Rect(x: 19.5, y: 0, width: 10, height: 4))
    #expect(frame(varied, 1) == Rect(x: 2, y: 6, width: 45, height: 6))
    #expect(frame(varied, 2) == Rect(x: 2, y: 14, width: 10, height: 4))
  }

  // MARK: Empty sections, headers and footers

  @Test func emptySectionsKeepTheirHeadersFootersAndInsets() {
    // [header] Vertical: only the height counts, the width is the collection view's. [inset] The
    // top inset separates the header from the (absent) lines and the bottom inset the lines from
    // the footer, so an empty section is header 5 + 1 + 3 + footer 4 = 13 points.
    let layout = makeFlowLayout(
      itemSize: Size(width: 10, height: 10),
      inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 2), interitem: 2, line: 2)
    layout.headerReferenceSize = Size(width: 999, height: 5)
    layout.footerReferenceSize = Size(width: 1, height: 4)
    let h = makeCollectionView(layout: layout, counts: [0, 0], size: Size(width: 40, height: 30))
    let header = ElementKind.sectionHeader
    let footer = ElementKind.sectionFooter
    #expect(supplementary(h, header, 0)?.frame == Rect(x: 0, y: 0, width: 40, height: 5))
    #expect(supplementary(h, footer, 0)?.frame == Rect(x: 0, y: 9, width: 40, height: 4))
    #expect(supplementary(h, header, 1)?.frame == Rect(x: 0, y: 13, width: 40, height: 5))
    #expect(supplementary(h, footer, 1)?.frame == Rect(x: 0, y: 22, width: 40, height: 4))
    #expect(h.layout.collectionViewContentSize == Size(width: 40, height: 26))
    let all = h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(all.count == 4)
    #expect(all.allSatisfy { $0.representedElementCategory == .supplementaryView })
    #expect(h.cv._invariantViolations() == [])

    // [header] Horizontal: only the width counts; a size of 0 along the scroll direction adds
    // no header at all.
    let sideways = makeFlowLayout(
      itemSize: Size(width: 10, height: 10),
      inset: EdgeInsets(top: 2, left: 1, bottom: 2, right: 2), interitem: 2, line: 2,
      direction: .horizontal)
    sideways.headerReferenceSize = Size(width: 6, height: 999)
    sideways.footerReferenceSize = Size(width: 0, height: 999)
    let s = makeCollectionView(layout: sideways, counts: [0, 0], size: Size(width: 40, height: 30))
    #expect(supplementary(s, header, 0)?.frame == Rect(x: 0, y: 0, width: 6, height: 30))
    #expect(supplementary(s, footer, 0) == nil)
    #expect(supplementary(s, header, 1)?.frame == Rect(x: 9, y: 0, width: 6, height: 30))
    #expect(s.layout.collectionViewContentSize == Size(width: 18, height: 30))
  }

  @Test func contentInsetsNarrowTheLinesAndTheHeadersScrollingSideways() {
    // [undefined]'s rule names it: a line spans the collection view less the content insets.
    // Sideways, lines are columns: 30 − 3 − 5 = 22 points tall; [header] the header is as tall
    // as the content (not the bounds), from y = 0 in content coordinates.
    let layout = makeFlowLayout(
      itemSize: Size(width: 10, height: 10), inset: .zero, interitem: 2, line: 2,
      direction: .horizontal)
    layout.headerReferenceSize = Size(width: 6, height: 999)
    let h = makeCollectionView(layout: layout, counts: [4], size: Size(width: 40, height: 30))
    h.cv.contentInset = EdgeInsets(top: 3, left: 4, bottom: 5, right: 6)
    h.cv.layoutIfNeeded()
    #expect(
      supplementary(h, ElementKind.sectionHeader, 0)?.frame
        == Rect(x: 0, y: 0, width: 6, height: 22))
    // 10 + 2 + 10 = 22: two items a column, exactly.
    #expect(frame(h, 0) == Rect(x: 6, y: 0, width: 10, height: 10))
    #expect(frame(h, 1) == Rect(x: 6, y: 12, width: 10, height: 10))
    #expect(frame(h, 2) == Rect(x: 18, y: 0, width: 10, height: 10))
    #expect(frame(h, 3) == Rect(x: 18, y: 12, width: 10, height: 10))
    #expect(h.cv.contentSize == Size(width: 28, height: 22))
    // The offset rests at the insets' corner, where everything shows.
    #expect(h.cv.contentOffset == Point(x: -4, y: -3))
    #expect(h.cv.indexPathsForVisibleItems.count == 4)
    #expect(h.cv._invariantViolations() == [])

    // Vertically the header is as wide as the content: 40 − 4 − 6.
    let vertical = makeFlowLayout(itemSize: Size(width: 10, height: 10), inset: .zero)
    vertical.headerReferenceSize = Size(width: 999, height: 5)
    let v = makeCollectionView(layout: vertical, counts: [3], size: Size(width: 40, height: 30))
    #expect(supplementary(v, ElementKind.sectionHeader, 0)?.frame.width == 40)
    v.cv.contentInset = EdgeInsets(top: 0, left: 4, bottom: 0, right: 6)
    v.cv.layoutIfNeeded()
    #expect(supplementary(v, ElementKind.sectionHeader, 0)?.frame.width == 30)
    #expect(v.cv.contentSize.width == 30)
  }

  // MARK: Pinned headers and footers

  /// Two sections of eight 10×10 items, four a line, 40×20 points.
  private func pinnedHarness(header: Double, footer: Double) -> Harness {
    let layout = makeFlowLayout(
      itemSize: Size(width: 10, height: 10), inset: .zero, interitem: 0, line: 0)
    layout.headerReferenceSize = Size(width: 0, height: header)
    layout.footerReferenceSize = Size(width: 0, height: footer)
    return makeCollectionView(layout: layout, counts: [8, 8], size: Size(width: 40, height: 20))
  }

  @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
    // Section 0: header 0…4, items 4…24; section 1: header 24…28, items 28…48.
    let h = pinnedHarness(header: 4, footer: 0)
    let flow = try #require(h.layout as? FlowLayout)
    h.cv.setContentOffset(Point(x: 0, y: 10), animated: false)
    let header = ElementKind.sectionHeader
    // Unpinned, header 0 scrolled away.
    #expect(supplementary(h, header, 0)?.frame.minY == 0)
    #expect(!visibleSupplementaries(h).contains(IndexPath(item: 0, section: 0)))

    flow.sectionHeadersPinToVisibleBounds = true
    h.cv.layoutIfNeeded()
    // [pin] At offset 10 header 0 is at the visible top, above the items.
    let pinned = try #require(supplementary(h, header, 0))
    #expect(pinned.frame == Rect(x: 0, y: 10, width: 40, height: 4))
    #expect(pinned.zIndex == FlowLayout.pinnedSupplementaryZIndex)
    #expect(visibleSupplementaries(h).contains(IndexPath(item: 0, section: 0)))
    #expect(h.cv._invariantViolations() == [])

    // Scrolling does not run prepare() again, only re-queries what shows.
    let prepares = h.cv.layoutEvents.count(of: .prepare)
    h.cv.setContentOffset(Point(x: 0, y: 22), animated: false)
    #expect(h.cv.layoutEvents.count(of: .prepare) == prepares)
    // At 22 the section's end (24) pushes header 0 up to 20; header 1 is where it would be.
    #expect(supplementary(h, header, 0)?.frame.minY == 20)
    #expect(supplementary(h, header, 1)?.frame.minY == 24)
    #expect(h.cv._invariantViolations() == [])

    // At 28 header 0 has left with its section; header 1 is pinned at the top.
    h.cv.setContentOffset(Point(x: 0, y: 28), animated: false)
    #expect(supplementary(h, header, 1)?.frame.minY == 28)
    #expect(visibleSupplementaries(h) == [IndexPath(item: 0, section: 1)])
    #expect(h.cv._invariantViolations() == [])
    // Never above its own place: back at the top it is where it would be anyway.
    h.cv.setContentOffset(.zero, animated: false)
    #expect(supplementary(h, header, 1)?.frame.minY == 24)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func pinnedFootersStayAtTheBottomUntilTheirSectionStarts() throws {
    // Section 0: items 0…20, footer 20…24; section 1: items 24…44, footer 44…48.
    let h = pinnedHarness(header: 0, footer: 4)
    let flow = try #require(h.layout as? FlowLayout)
    flow.sectionFootersPinToVisibleBounds = true
    h.cv.layoutIfNeeded()
    let footer = ElementKind.sectionFooter
    // [pin] The viewport shows 0…20: footer 0 sits at its bottom, 16…20.
    #expect(supplementary(h, footer, 0)?.frame.minY == 16)
    // Footer 1 cannot rise above its section's start (24): not on screen.
    #expect(supplementary(h, footer, 1)?.frame.minY == 24)
    #expect(visibleSupplementaries(h) == [IndexPath(item: 0, section: 0)])
    h.cv.setContentOffset(Point(x: 0, y: 14), animated: false)
    // 14…34: footer 0 is back in its place (20), footer 1 pinned at 30.
    #expect(supplementary(h, footer, 0)?.frame.minY == 20)
    #expect(supplementary(h, footer, 1)?.frame.minY == 30)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func pinnedHeadersPinToTheLeftScrollingSideways() throws {
    let layout = makeFlowLayout(
      itemSize: Size(width: 10, height: 10), inset: .zero, interitem: 0, line: 0,
      direction: .horizontal)
    layout.headerReferenceSize = Size(width: 4, height: 0)
    layout.sectionHeadersPinToVisibleBounds = true
    // 20 tall: two items a column; section 0: header 0…4, columns 4…24.
    let h = makeCollectionView(layout: layout, counts: [4, 4], size: Size(width: 20, height: 20))
    h.cv.setContentOffset(Point(x: 12, y: 0), animated: false)
    #expect(
      supplementary(h, ElementKind.sectionHeader, 0)?.frame
        == Rect(x: 12, y: 0, width: 4, height: 20))
    #expect(h.cv._invariantViolations() == [])
  }

  private func visibleSupplementaries(_ h: Harness) -> [IndexPath] {
    h.cv.presentedElements().filter {
      $0.attributes.representedElementCategory == .supplementaryView
    }
    .map(\.attributes.indexPath).sorted()
  }
}
