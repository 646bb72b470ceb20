import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Heights from a table, as the seed's random ones but fixed.
private final class Heights: CollectionViewDelegateWaterfallLayout {
  var heights: [IndexPath: Double] = [:]
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double { heights[indexPath] ?? 5 }
}

/// The waterfall of seeds 002 and 004: a hand-worked example, a simple reference implementation
/// on random heights, the rect query against a linear scan, and a million items.
@Suite("WaterfallLayout")
struct WaterfallLayoutTests {
  private func waterfall(
    columns: Int = 2, inset: EdgeInsets = EdgeInsets(all: 10), spacing: Double = 10,
    line: Double = 10, header: Double = 0, footer: Double = 0
  ) -> WaterfallLayout {
    let layout = WaterfallLayout()
    layout.columnCount = columns
    layout.sectionInset = inset
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = line
    layout.headerHeight = header
    layout.footerHeight = footer
    return layout
  }

  private func frame(_ h: Harness, _ item: Int, _ section: Int = 0) -> Rect? {
    h.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func aHandWorkedExample() {
    // Seed 004's arithmetic, 100 wide, insets, spacing and lines 10: columns (100 − 20 − 10) / 2
    // = 35 wide at x = 10 and 55. Heights 40, 60, 30, 50, 20:
    //   item 0 → column 0 (both at 10; the leftmost), y 10;  columns now 60, 10
    //   item 1 → column 1, y 10;                             60, 80
    //   item 2 → column 0, y 60;                             100, 80
    //   item 3 → column 1, y 80;                             100, 140
    //   item 4 → column 0, y 100;                            130, 140
    // The section ends at the taller column (140 − the last spacing 10) + the bottom inset 10.
    let heights = Heights()
    for (i, height) in [40.0, 60, 30, 50, 20].enumerated() {
      heights.heights[IndexPath(item: i, section: 0)] = height
    }
    let h = makeCollectionView(
      layout: waterfall(), counts: [5], size: Size(width: 100, height: 80), delegate: heights)
    #expect(frame(h, 0) == Rect(x: 10, y: 10, width: 35, height: 40))
    #expect(frame(h, 1) == Rect(x: 55, y: 10, width: 35, height: 60))
    #expect(frame(h, 2) == Rect(x: 10, y: 60, width: 35, height: 30))
    #expect(frame(h, 3) == Rect(x: 55, y: 80, width: 35, height: 50))
    #expect(frame(h, 4) == Rect(x: 10, y: 100, width: 35, height: 20))
    #expect(frame(h, 5) == nil)
    #expect(h.cv.contentSize == Size(width: 100, height: 140))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func headersFootersAndEmptySections() {
    let heights = Heights()
    heights.heights[IndexPath(item: 0, section: 2)] = 7
    let h = makeCollectionView(
      layout: waterfall(
        columns: 3, inset: EdgeInsets(all: 1), spacing: 1, line: 1, header: 4, footer: 2),
      counts: [0, 0, 1], size: Size(width: 40, height: 60), delegate: heights)
    func supplementary(_ kind: String, _ s: Int) -> Rect? {
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: s))?
        .frame
    }
    // An empty section is header 4 + insets 1 + 1 + footer 2 = 8 points.
    #expect(supplementary(ElementKind.sectionHeader, 0) == Rect(x: 0, y: 0, width: 40, height: 4))
    #expect(supplementary(ElementKind.sectionFooter, 0) == Rect(x: 0, y: 6, width: 40, height: 2))
    #expect(supplementary(ElementKind.sectionHeader, 2) == Rect(x: 0, y: 16, width: 40, height: 4))
    // Columns (40 − 1 − 1 − 2 · 1) / 3 = 12 wide.
    #expect(frame(h, 0, 2) == Rect(x: 1, y: 21, width: 12, height: 7))
    #expect(supplementary(ElementKind.sectionFooter, 2) == Rect(x: 0, y: 29, width: 40, height: 2))
    #expect(h.cv.contentSize == Size(width: 40, height: 31))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func asManyColumnsAsFitTheMinimumWidth() {
    let layout = waterfall(inset: EdgeInsets(all: 2), spacing: 2)
    layout.minimumColumnWidth = 14
    // (100 − 4 + 2) / (14 + 2) = 6.1: six columns, (96 − 10) / 6 wide.
    let h = makeCollectionView(layout: layout, counts: [20], size: Size(width: 100, height: 40))
    #expect(layout.resolvedColumnCount == 6)
    #expect(isClose(layout.columnWidth, 86.0 / 6))
    // A resize re-runs prepare(): 80 − 4 + 2 = 78 → four columns.
    h.cv.setFrameSize(Size(width: 80, height: 40), animated: false)
    #expect(layout.resolvedColumnCount == 4)
    #expect(h.cv._invariantViolations() == [])
    // A scroll does not.
    let prepares = h.cv.layoutEvents.count(of: .prepare)
    h.cv.setContentOffset(Point(x: 0, y: 20), animated: false)
    #expect(h.cv.layoutEvents.count(of: .prepare) == prepares)
  }

  /// The seed's algorithm written as plainly as possible: every frame of every section.
  private func reference(
    counts: [Int], heights: (IndexPath) -> Double, width: Double, columns: Int,
    inset: EdgeInsets, spacing: Double, line: Double, header: Double, footer: Double
  ) -> (frames: [IndexPath: Rect], height: Double) {
    var frames: [IndexPath: Rect] = [:]
    let columnWidth =
      (width - inset.left - inset.right - Double(columns - 1) * spacing)
      / Double(columns)
    var y = 0.0
    for (s, count) in counts.enumerated() {
      y += header + inset.top
      var tops = Array(repeating: y, count: columns)
      for item in 0..<count {
        let path = IndexPath(item: item, section: s)
        let column = tops.firstIndex(of: tops.min()!)!
        frames[path] = Rect(
          x: inset.left + Double(column) * (columnWidth + spacing), y: tops[column],
          width: columnWidth, height: heights(path))
        tops[column] += heights(path) + line
      }
      if count > 0 { y = tops.max()! - line }
      y += inset.bottom + footer
    }
    return (frames, y)
  }

  @Test func placementMatchesASimpleReferenceOnRandomHeights() async {
    await propertyCheck(
      input: Gen.int(in: 1...6), Gen.int(in: 0...40).array(of: 1...4),
      Gen.int(in: 0...1_000_000), Gen.int(in: 0...3)
    ) { columns, counts, seed, metrics in
      let heights = Heights()
      for (s, count) in counts.enumerated() {
        for item in 0..<count {
          // Whole and fractional heights, zero included.
          heights.heights[IndexPath(item: item, section: s)] =
            Double((seed &* 31 &+ s &* 7919 &+ item &* 104_729) % 97) / 4
        }
      }
      let inset = EdgeInsets(
        top: Double(metrics), left: Double(metrics * 2), bottom: 1, right: Double(3 - metrics))
      let layout = waterfall(
        columns: columns, inset: inset, spacing: Double(metrics), line: Double(3 - metrics),
        header: Double(metrics * 3), footer: Double(metrics))
      let h = makeCollectionView(
        layout: layout, counts: counts, size: Size(width: 90, height: 40), delegate: heights)
      let expected = reference(
        counts: counts, heights: { heights.heights[$0] ?? 5 }, width: 90, columns: columns,
        inset: inset, spacing: Double(metrics), line: Double(3 - metrics),
        header: Double(metrics * 3), footer: Double(metrics))
      for (path, rect) in expected.frames {
        let actual = h.layout.layoutAttributesForItem(at: path)?.frame
        #expect(
          actual.map { isClose($0, rect) } == true,
          "\(path): \(String(describing: actual)) vs \(rect)")
      }
      #expect(isClose(h.cv.contentSize.height, expected.height))
    }
  }

  @Test func theRectQueryReturnsExactlyWhatALinearScanReturns() async {
    let heights = Heights()
    let counts = [300, 0, 57, 120]
    for (s, count) in counts.enumerated() {
      for item in 0..<count {
        heights.heights[IndexPath(item: item, section: s)] = Double(1 + (item * 37 + s * 11) % 23)
      }
    }
    let layout = waterfall(
      columns: 5, inset: EdgeInsets(all: 2), spacing: 1, line: 2, header: 3, footer: 2)
    let h = makeCollectionView(
      layout: layout, counts: counts, size: Size(width: 80, height: 40), delegate: heights)
    let all =
      h.cv.allIndexPaths.compactMap { h.layout.layoutAttributesForItem(at: $0) }
      + (0..<counts.count).flatMap { s in
        [ElementKind.sectionHeader, ElementKind.sectionFooter].compactMap {
          h.layout.layoutAttributesForSupplementaryView(
            ofKind: $0, at: IndexPath(item: 0, section: s))
        }
      }
    #expect(all.count == 477 + 8)
    let content = h.cv.contentSize
    await propertyCheck(
      input: Gen.double(in: -20...(content.width + 20)),
      Gen.double(in: -50...(content.height + 50)),
      Gen.double(in: 0...120), Gen.double(in: 0...200)
    ) { x, y, width, height in
      let rect = Rect(x: x, y: y, width: width, height: height)
      let expected = Set(all.filter { $0.frame.intersects(rect) }.map(\.key))
      let returned = h.layout.layoutAttributesForElements(in: rect)
      #expect(Set(returned.map(\.key)) == expected, "\(rect)")
      #expect(returned.count == expected.count, "duplicates in \(rect)")
      for a in returned {
        #expect(a.frame == all.first { $0.key == a.key }?.frame)
      }
      // And at that offset the collection view shows exactly the scan's elements in its bounds.
      h.cv.setContentOffset(Point(x: 0, y: y), animated: false)
      let bounds = h.cv.bounds
      #expect(
        Set(h.cv.indexPathsForVisibleItems)
          == Set(
            all.filter { $0.representedElementCategory == .cell && $0.frame.intersects(bounds) }
              .map(\.indexPath)))
      #expect(h.cv._invariantViolations() == [])
    }
  }

  @Test func insertionsAndDeletionsReflowTheColumns() throws {
    let heights = Heights()
    for i in 0..<11 { heights.heights[IndexPath(item: i, section: 0)] = Double(4 + i % 5) }
    let h = makeCollectionView(
      layout: waterfall(columns: 3, inset: .zero, spacing: 1, line: 1), counts: [11],
      size: Size(width: 60, height: 60), delegate: heights)
    let before = try #require(frame(h, 9))
    // A tall item inserted at the front: every item's index shifts, and the columns reflow.
    for i in 0..<11 { heights.heights[IndexPath(item: i + 1, section: 0)] = Double(4 + i % 5) }
    heights.heights[IndexPath(item: 0, section: 0)] = 20
    h.dataSource.counts = [12]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    let after = try #require(frame(h, 10))
    #expect(after != before)
    // The cell that showed item 9 shows item 10 and starts where it was.
    let cell = try #require(h.cv.cellForItem(at: IndexPath(item: 10, section: 0)))
    let moving = try #require(h.cv.presented(view: cell))
    #expect(moving.frame == before)
    #expect(h.cv.isAnimating)
    #expect(moving.frame != after)
    h.settle()
    #expect(h.cv.presentedCell(IndexPath(item: 10, section: 0))?.frame == after)
    // The reflowed columns are a fresh layout's.
    let fresh = makeCollectionView(
      layout: waterfall(columns: 3, inset: .zero, spacing: 1, line: 1), counts: [12],
      size: Size(width: 60, height: 60), delegate: heights)
    for i in 0..<12 { #expect(frame(h, i) == frame(fresh, i), "item \(i)") }
    h.dataSource.counts = [10]
    h.cv.performBatchUpdates {
      h.cv.deleteItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 7, section: 0)])
    }
    h.settle()
    #expect(h.cv._invariantViolations() == [])
    #expect(h.cv.indexPathsForVisibleItems.count == 10)
  }

  @Test func pinnedHeadersStayAtTheTop() {
    let layout = waterfall(columns: 2, inset: .zero, spacing: 0, line: 0, header: 4)
    layout.itemHeight = 5
    layout.sectionHeadersPinToVisibleBounds = true
    let h = makeCollectionView(layout: layout, counts: [20, 20], size: Size(width: 20, height: 20))
    // Each section: header 4, ten items of 5 a column → 54 points.
    h.cv.setContentOffset(Point(x: 0, y: 30), animated: false)
    let header = h.layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 30)
    #expect(header?.zIndex == FlowLayout.pinnedSupplementaryZIndex)
    h.cv.setContentOffset(Point(x: 0, y: 52), animated: false)
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aMillionItems() throws {
    let layout = waterfall(columns: 4, inset: .zero, spacing: 0, line: 0)
    layout.itemHeight = 3
    let h = makeCollectionView(
      layout: layout, counts: [1_000_000], size: Size(width: 80, height: 40))
    // Equal heights fill the columns in turn: 250,000 rows of 3.
    #expect(h.cv.contentSize == Size(width: 80, height: 750_000))
    #expect(frame(h, 999_999) == Rect(x: 60, y: 749_997, width: 20, height: 3))
    h.cv.setContentOffset(Point(x: 0, y: 1e9), animated: false)
    #expect(h.cv.contentOffset.y == 749_960)
    #expect(
      h.cv.indexPathsForVisibleItems
        == (999_944..<1_000_000).map { IndexPath(item: $0, section: 0) })
    #expect(h.cv._invariantViolations() == [])
  }
}
