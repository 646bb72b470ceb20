import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Frames below are worked out by hand from UIKit's flow rules: as many items per line as fit with
/// the minimum inter-item spacing, the spare space shared out between them (one item: centred),
/// the incomplete last line of equal items spaced like a full one (of different sizes: packed at
/// the inset, see FlowLayoutUIKitRulesTests), items centred across their line.
@Suite("FlowLayout")
struct FlowLayoutTests {
  private func frame(_ h: Harness, _ item: Int, _ section: Int = 0) -> Rect? {
    h.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func booksMetricsIn80x46() throws {
    // available 80 − 2 − 2 = 76; 4 items need 4·16 + 3·2 = 70; spare 6 → 2 more per gap.
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [12])
    let xs = [2.0, 22, 42, 62]
    for item in 0..<12 {
      let expected = Rect(x: xs[item % 4], y: 2 + 18 * Double(item / 4), width: 16, height: 16)
      #expect(frame(h, item) == expected, "item \(item)")
    }
    // 3 lines: 2 + 3·16 + 2·2 + 2
    #expect(h.layout.collectionViewContentSize == Size(width: 80, height: 56))
    #expect(h.cv.contentSize == Size(width: 80, height: 56))
    #expect(frame(h, 12) == nil)
    #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
  }

  @Test func incompleteLastLineKeepsTheGrid() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [6])
    #expect(frame(h, 4) == Rect(x: 2, y: 20, width: 16, height: 16))
    #expect(frame(h, 5) == Rect(x: 22, y: 20, width: 16, height: 16))
    #expect(h.layout.collectionViewContentSize == Size(width: 80, height: 38))
  }

  @Test func twoPerLineJustified() {
    // available 50; 16 + 5 + 16 = 37 fits, a third would need 58; spare 13 goes to the one gap.
    let layout = makeFlowLayout(
      itemSize: Size(width: 16, height: 10), inset: .zero, interitem: 5, line: 3)
    let h = makeCollectionView(layout: layout, counts: [3], size: Size(width: 50, height: 20))
    #expect(frame(h, 0) == Rect(x: 0, y: 0, width: 16, height: 10))
    #expect(frame(h, 1) == Rect(x: 34, y: 0, width: 16, height: 10))
    #expect(frame(h, 2) == Rect(x: 0, y: 13, width: 16, height: 10))
    #expect(h.layout.collectionViewContentSize == Size(width: 50, height: 23))
  }

  @Test func singleItemLinesAreCentred() {
    // available 30 − 1 − 3 = 26; only one 20-wide item fits: centred in the inset area at x = 4.
    let layout = makeFlowLayout(
      itemSize: Size(width: 20, height: 5), inset: EdgeInsets(top: 1, left: 1, bottom: 1, right: 3),
      interitem: 2, line: 1)
    let h = makeCollectionView(layout: layout, counts: [3], size: Size(width: 30, height: 10))
    #expect(frame(h, 0) == Rect(x: 4, y: 1, width: 20, height: 5))
    #expect(frame(h, 1) == Rect(x: 4, y: 7, width: 20, height: 5))
    #expect(frame(h, 2) == Rect(x: 4, y: 13, width: 20, height: 5))
    #expect(h.layout.collectionViewContentSize == Size(width: 30, height: 19))
  }

  @Test func exactFitHasNoSpareSpace() {
    // 3·10 + 2·5 = 40 = the width exactly.
    let layout = makeFlowLayout(
      itemSize: Size(width: 10, height: 10), inset: .zero, interitem: 5, line: 0)
    let h = makeCollectionView(layout: layout, counts: [4], size: Size(width: 40, height: 40))
    #expect(frame(h, 0)?.minX == 0)
    #expect(frame(h, 1)?.minX == 15)
    #expect(frame(h, 2)?.minX == 30)
    #expect(frame(h, 3) == Rect(x: 0, y: 10, width: 10, height: 10))
  }

  @Test func horizontalScrollingFillsColumns() {
    // Across is the height: available 46 − 4 = 42; two items (34) fit; spare 8 → y 2 and 28.
    let h = makeCollectionView(layout: makeFlowLayout(direction: .horizontal), counts: [12])
    for item in 0..<12 {
      let expected = Rect(
        x: 2 + 18 * Double(item / 2), y: item % 2 == 0 ? 2 : 28, width: 16, height: 16)
      #expect(frame(h, item) == expected, "item \(item)")
    }
    // 6 columns: 2 + 6·16 + 5·2 + 2
    #expect(h.layout.collectionViewContentSize == Size(width: 110, height: 46))
  }

  @Test func sectionsWithHeadersAndFootersVertical() throws {
    let layout = makeFlowLayout(
      itemSize: Size(width: 10, height: 10),
      inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 2),
      interitem: 2, line: 2)
    layout.headerReferenceSize = Size(width: 999, height: 5)  // only the height counts
    layout.footerReferenceSize = Size(width: 7, height: 4)
    let h = makeCollectionView(
      layout: layout, counts: [3, 0, 5], size: Size(width: 40, height: 30))
    // available 36: three items (34) fit, spare 2 → x 2, 15, 28.
    func header(_ s: Int) -> Rect? {
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: s))?.frame
    }
    func footer(_ s: Int) -> Rect? {
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: s))?.frame
    }
    #expect(header(0) == Rect(x: 0, y: 0, width: 40, height: 5))
    #expect(frame(h, 0, 0) == Rect(x: 2, y: 6, width: 10, height: 10))
    #expect(frame(h, 1, 0) == Rect(x: 15, y: 6, width: 10, height: 10))
    #expect(frame(h, 2, 0) == Rect(x: 28, y: 6, width: 10, height: 10))
    #expect(footer(0) == Rect(x: 0, y: 19, width: 40, height: 4))
    #expect(header(1) == Rect(x: 0, y: 23, width: 40, height: 5))
    #expect(footer(1) == Rect(x: 0, y: 32, width: 40, height: 4))
    #expect(header(2) == Rect(x: 0, y: 36, width: 40, height: 5))
    #expect(frame(h, 0, 2) == Rect(x: 2, y: 42, width: 10, height: 10))
    #expect(frame(h, 2, 2) == Rect(x: 28, y: 42, width: 10, height: 10))
    #expect(frame(h, 3, 2) == Rect(x: 2, y: 54, width: 10, height: 10))
    #expect(frame(h, 4, 2) == Rect(x: 15, y: 54, width: 10, height: 10))
    #expect(footer(2) == Rect(x: 0, y: 67, width: 40, height: 4))
    #expect(header(3) == nil)
    #expect(h.layout.collectionViewContentSize == Size(width: 40, height: 71))

    // The elements in a rect: header 2 and the first line of section 2.
    let inRect = h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 37, width: 40, height: 10))
    #expect(cellPaths(inRect) == (0..<3).map { IndexPath(item: $0, section: 2) })
    #expect(
      inRect.filter { $0.representedElementCategory == .supplementaryView }.map(\.key)
        == [
          ElementKey(
            category: .supplementaryView, kind: ElementKind.sectionHeader,
            indexPath: IndexPath(item: 0, section: 2))
        ])

    // The collection view shows the visible headers and footers through the data source.
    let supplementaries = h.cv.presentedElements().filter {
      $0.attributes.representedElementCategory == .supplementaryView
    }
    #expect(supplementaries.map(\.view.text).sorted() == ["F0", "H0", "H1"])
    // And hands them out for updating in place, only while they are on screen.
    #expect(
      h.cv.supplementaryView(
        forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?
        .text == "H1")
    #expect(
      h.cv.supplementaryView(
        forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 2))
        == nil)
  }

  @Test func sectionsWithHeadersAndFootersHorizontal() {
    let layout = makeFlowLayout(
      itemSize: Size(width: 10, height: 10), inset: .zero, interitem: 2, line: 2,
      direction: .horizontal)
    layout.headerReferenceSize = Size(width: 6, height: 999)  // only the width counts
    layout.footerReferenceSize = Size(width: 3, height: 999)
    let h = makeCollectionView(layout: layout, counts: [4, 2], size: Size(width: 40, height: 30))
    // Across: available 30, two items (22) fit, spare 8 → y 0 and 20.
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == Rect(x: 0, y: 0, width: 6, height: 30))
    #expect(frame(h, 0, 0) == Rect(x: 6, y: 0, width: 10, height: 10))
    #expect(frame(h, 1, 0) == Rect(x: 6, y: 20, width: 10, height: 10))
    #expect(frame(h, 2, 0) == Rect(x: 18, y: 0, width: 10, height: 10))
    #expect(frame(h, 3, 0) == Rect(x: 18, y: 20, width: 10, height: 10))
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))?
        .frame == Rect(x: 28, y: 0, width: 3, height: 30))
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?
        .frame == Rect(x: 31, y: 0, width: 6, height: 30))
    #expect(frame(h, 0, 1) == Rect(x: 37, y: 0, width: 10, height: 10))
    #expect(frame(h, 1, 1) == Rect(x: 37, y: 20, width: 10, height: 10))
    #expect(h.layout.collectionViewContentSize == Size(width: 50, height: 30))
  }

  @Test func perItemSizesFromTheDelegateAreCentredInTheirLine() {
    let delegate = FlowDelegate()
    delegate.sizes = [
      IndexPath(item: 0, section: 0): Size(width: 10, height: 10),
      IndexPath(item: 1, section: 0): Size(width: 10, height: 20),
      IndexPath(item: 2, section: 0): Size(width: 10, height: 6),
      IndexPath(item: 3, section: 0): Size(width: 30, height: 8),
      IndexPath(item: 4, section: 0): Size(width: 10, height: 10),
    ]
    let layout = makeFlowLayout(inset: .zero, interitem: 2, line: 4)
    let h = makeCollectionView(
      layout: layout, counts: [5], size: Size(width: 50, height: 30), delegate: delegate)
    // Line 1: 10+2+10+2+10 = 34 fits, the 30-wide item does not; spare 16 → gaps of 10;
    // the line is 20 tall and shorter items sit in its middle.
    #expect(frame(h, 0) == Rect(x: 0, y: 5, width: 10, height: 10))
    #expect(frame(h, 1) == Rect(x: 20, y: 0, width: 10, height: 20))
    #expect(frame(h, 2) == Rect(x: 40, y: 7, width: 10, height: 6))
    // Line 2 at 20 + 4, the last line: sizes differ, so it is not spread but packed at the
    // inset with the minimum spacing (0, 30 + 2); 10 tall.
    #expect(frame(h, 3) == Rect(x: 0, y: 25, width: 30, height: 8))
    #expect(frame(h, 4) == Rect(x: 32, y: 24, width: 10, height: 10))
    #expect(h.layout.collectionViewContentSize == Size(width: 50, height: 34))
    // Rect queries use the lines.
    #expect(
      cellPaths(h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 50, height: 4)))
        == [IndexPath(item: 1, section: 0)])
    #expect(
      cellPaths(h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 21, width: 50, height: 2.5)))
        .isEmpty)
    #expect(
      cellPaths(h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 24, width: 50, height: 1)))
        == [IndexPath(item: 4, section: 0)])
  }

  @Test func perSectionMetricsFromTheDelegate() {
    let delegate = FlowDelegate()
    delegate.insets = [1: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)]
    delegate.interitemSpacings = [1: 0]
    delegate.lineSpacings = [1: 0]
    delegate.headerSizes = [1: Size(width: 0, height: 3)]
    let layout = makeFlowLayout()  // 16×16, insets 2, spacing 2
    let h = makeCollectionView(layout: layout, counts: [1, 6], delegate: delegate)
    // Section 0 as usual: a lone item on its line is still placed on the 4-wide grid.
    #expect(frame(h, 0, 0) == Rect(x: 2, y: 2, width: 16, height: 16))
    // Section 1 starts at 20, header 3; 80/16 = 5 per line without spacing, no spare.
    #expect(frame(h, 0, 1) == Rect(x: 0, y: 23, width: 16, height: 16))
    #expect(frame(h, 4, 1) == Rect(x: 64, y: 23, width: 16, height: 16))
    #expect(frame(h, 5, 1) == Rect(x: 0, y: 39, width: 16, height: 16))
    #expect(h.layout.collectionViewContentSize == Size(width: 80, height: 55))
  }

  @Test func elementsInRectAreExactlyTheIntersectingItems() async {
    let delegate = FlowDelegate()
    for i in 0..<60 {
      delegate.sizes[IndexPath(item: i, section: 1)] = Size(
        width: Double(4 + (i * 7) % 13), height: Double(3 + (i * 5) % 9))
    }
    let layouts: [(FlowLayout, (any CollectionViewDelegate)?)] = [
      (makeFlowLayout(), nil),
      (makeFlowLayout(direction: .horizontal), nil),
      (
        makeFlowLayout(
          itemSize: Size(width: 7, height: 5),
          inset: EdgeInsets(top: 3, left: 1, bottom: 2, right: 4), interitem: 1, line: 3), delegate
      ),
    ]
    for (layout, delegate) in layouts {
      layout.headerReferenceSize = Size(width: 4, height: 4)
      layout.footerReferenceSize = Size(width: 2, height: 2)
      let h = makeCollectionView(layout: layout, counts: [37, 60, 5], delegate: delegate)
      let all = h.cv.allIndexPaths.compactMap { h.layout.layoutAttributesForItem(at: $0) }
      #expect(all.count == 102)
      let content = h.layout.collectionViewContentSize
      await propertyCheck(
        input: Gen.double(in: -20...(content.width + 20)),
        Gen.double(in: -20...(content.height + 20)),
        Gen.double(in: 0...60), Gen.double(in: 0...60)
      ) { x, y, w, hgt in
        let rect = Rect(x: x, y: y, width: w, height: hgt)
        let expected = all.filter { $0.frame.intersects(rect) }.map(\.indexPath).sorted()
        let returned = h.layout.layoutAttributesForElements(in: rect)
        #expect(cellPaths(returned) == expected, "\(rect)")
        // And each returned item has the same frame as layoutAttributesForItem gives.
        for a in returned where a.representedElementCategory == .cell {
          #expect(a.frame == h.layout.layoutAttributesForItem(at: a.indexPath)?.frame)
        }
      }
    }
  }

  @Test func aMillionItems() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [1_000_000])
    // 250,000 lines: 2 + 250,000·16 + 249,999·2 + 2.
    #expect(h.layout.collectionViewContentSize == Size(width: 80, height: 4_500_002))
    #expect(frame(h, 999_999) == Rect(x: 62, y: 4_499_984, width: 16, height: 16))
    let near = h.layout.layoutAttributesForElements(
      in: Rect(x: 0, y: 4_499_950, width: 80, height: 46))
    #expect(cellPaths(near) == (999_988..<1_000_000).map { IndexPath(item: $0, section: 0) })
    h.cv.setContentOffset(Point(x: 0, y: 10_000_000), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 4_499_956))
    #expect(
      h.cv.indexPathsForVisibleItems
        == (999_988..<1_000_000).map { IndexPath(item: $0, section: 0) })
    #expect(h.cv.visibleCells.map(\.text) == (999_988..<1_000_000).map { "\($0)" })
  }

  @Test func boundsChangeInvalidatesOnlyOnResize() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [100])
    #expect(
      !h.layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 50, width: 80, height: 46)))
    #expect(
      h.layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 60, height: 46)))
  }

  @Test func changingAPropertyInvalidates() {
    let layout = makeFlowLayout()
    let h = makeCollectionView(layout: layout, counts: [4])
    #expect(frame(h, 3) == Rect(x: 62, y: 2, width: 16, height: 16))
    layout.itemSize = Size(width: 30, height: 10)
    h.cv.layoutIfNeeded()
    // available 76: two 30-wide items (62) fit; spare 14 → x 2 and 48.
    #expect(frame(h, 1) == Rect(x: 48, y: 2, width: 30, height: 10))
    #expect(frame(h, 3) == Rect(x: 48, y: 14, width: 30, height: 10))
  }
}
