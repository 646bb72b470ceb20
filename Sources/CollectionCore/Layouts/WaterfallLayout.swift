/// Supplies the height of each item of a waterfall layout (seed 004's `arc4random() % 150 + 40`
/// comes from here in the demo).
public protocol CollectionViewDelegateWaterfallLayout: CollectionViewDelegate {
  /// The height of an item in points; its width is its column's.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double
}

/// The Pinterest layout (seed 002's stacked columns, seed 004's `MyLayout`): items in columns of
/// equal width, each placed under the column that is shortest at that moment, its height from
/// the delegate; a header and a footer per section.
///
/// As seed 004 computes it: the column width is `(width − insets − (n − 1) · spacing) / n`; an
/// item goes into the shortest column at `y` = that column's height, which then grows by the
/// item's height and `minimumLineSpacing`; x is `inset.left + (spacing + width) · column`. Where
/// the seed slips, this layout does not: the seed starts its second column at
/// `sectionInset.bottom` (meaning `top`), and ends the content at the tallest column with a
/// trailing line spacing and no bottom inset; here every column starts at the top inset and a
/// section ends at its tallest column plus the bottom inset. Of columns equally short the
/// leftmost wins (the seed's two-column `<` picks the right one), so the first item is at the
/// top left.
///
/// It scales: `prepare()` is one pass over the items filling four flat arrays (an item's top,
/// height, column, and the lowest bottom reached so far: 26 bytes an item, and a quarter of a
/// byte for an index of every 64th). An item goes where the shortest column ends, and that only
/// ever grows, so the tops are sorted by item; so are the bottoms reached so far.
/// `layoutAttributesForElements(in:)` finds the first item reaching into the rect and the first
/// starting below it by two binary searches and looks only at the items between, so a million
/// items cost no more to show than a dozen.
open class WaterfallLayout: CollectionViewLayout {
  /// The number of columns, unless `minimumColumnWidth` decides (1 to 1,000).
  public var columnCount = 2 { didSet { invalidateLayout() } }
  /// When set, as many columns as fit at least this wide (the demo uses 14); `columnCount` is
  /// then ignored.
  public var minimumColumnWidth: Double? { didSet { invalidateLayout() } }
  /// The horizontal space between columns.
  public var minimumInteritemSpacing: Double = 2 { didSet { invalidateLayout() } }
  /// The vertical space between items of a column (negative counts as 0).
  public var minimumLineSpacing: Double = 2 { didSet { invalidateLayout() } }
  /// Space around each section's columns.
  public var sectionInset: EdgeInsets = EdgeInsets(all: 2) { didSet { invalidateLayout() } }
  /// The height of each section's header (0: none); headers span the content's width.
  public var headerHeight: Double = 0 { didSet { invalidateLayout() } }
  /// The height of each section's footer (0: none).
  public var footerHeight: Double = 0 { didSet { invalidateLayout() } }
  /// The height of items when the delegate does not give one.
  public var itemHeight: Double = 10 { didSet { invalidateLayout() } }
  /// Whether each header stays at the top of the visible bounds while its section is in view,
  /// as the flow layout's `sectionHeadersPinToVisibleBounds`.
  public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  /// The geometry of one section.
  struct Section {
    var start = 0.0
    var end = 0.0
    var itemsStart = 0.0
    var headerFrame: Rect?
    var footerFrame: Rect?
    /// Each item's top (never less than the one before).
    var y: [Double] = []
    /// Each item's height.
    var height: [Double] = []
    /// Each item's column.
    var column: [UInt16] = []
    /// The lowest bottom of the items up to each one (never less than the one before).
    var reach: [Double] = []
    /// Every `blockSize`-th value of `y` and of `reach` (the last of each block): a small
    /// index the searches start in, so they touch a few cache lines instead of twenty.
    var yBlocks: [Double] = []
    var reachBlocks: [Double] = []

    var count: Int { y.count }
  }

  var sections: [Section] = []
  /// Items per block of the searches' index.
  static let blockSize = 64
  /// The number of columns from the last `prepare()`.
  public private(set) var resolvedColumnCount = 1
  /// The column width from the last `prepare()`.
  public private(set) var columnWidth = 0.0
  private var contentWidth = 0.0
  private var contentHeight = 0.0

  /// Creates a two-column waterfall.
  public override init() { super.init() }

  /// Places every item under the shortest column, section by section.
  open override func prepare() {
    super.prepare()
    sections = []
    guard let cv = collectionView else { return }
    let inset = cv.contentInset
    contentWidth = max(0, cv.bounds.width - inset.left - inset.right)
    let available = max(0, contentWidth - sectionInset.left - sectionInset.right)
    let spacing = max(0, minimumInteritemSpacing)
    var columns = max(1, min(1000, columnCount))
    if let minimum = minimumColumnWidth, minimum > 0 {
      columns = max(
        1, min(1000, Int(saturating: ((available + spacing) / (minimum + spacing)).rounded(.down))))
    }
    resolvedColumnCount = columns
    columnWidth = max(0, (available - Double(columns - 1) * spacing) / Double(columns))
    let lineSpacing = max(0, minimumLineSpacing)
    let delegate = cv.delegate as? any CollectionViewDelegateWaterfallLayout
    var cursor = 0.0
    sections.reserveCapacity(cv.numberOfSections)
    var heights = [Double](repeating: 0, count: columns)
    for s in 0..<cv.numberOfSections {
      let count = cv.numberOfItems(inSection: s)
      var section = Section()
      section.start = cursor
      if headerHeight > 0 {
        section.headerFrame = Rect(x: 0, y: cursor, width: contentWidth, height: headerHeight)
        cursor += headerHeight
      }
      cursor += sectionInset.top
      section.itemsStart = cursor
      for c in 0..<columns { heights[c] = cursor }
      section.y = Array(repeating: 0, count: count)
      section.height = Array(repeating: itemHeight, count: count)
      section.column = Array(repeating: 0, count: count)
      section.reach = Array(repeating: 0, count: count)
      if let delegate {
        for item in 0..<count {
          section.height[item] = delegate.collectionView(
            cv, layout: self, heightForItemAt: IndexPath(item: item, section: s))
        }
      }
      let start = cursor
      section.y.withUnsafeMutableBufferPointer { y in
        section.height.withUnsafeMutableBufferPointer { height in
          section.column.withUnsafeMutableBufferPointer { column in
            section.reach.withUnsafeMutableBufferPointer { reach in
              var lowest = start
              for item in 0..<count {
                var h = height[item]
                if !h.isFinite || h < 0 {
                  h = 0
                  height[item] = 0
                }
                // The shortest column; of equals, the leftmost.
                var shortest = 0
                var top = heights[0]
                for c in 1..<columns where heights[c] < top {
                  shortest = c
                  top = heights[c]
                }
                y[item] = top
                column[item] = UInt16(shortest)
                lowest = max(lowest, top + h)
                reach[item] = lowest
                heights[shortest] = top + h + lineSpacing
              }
            }
          }
        }
      }
      section.yBlocks = Self.blockLasts(section.y)
      section.reachBlocks = Self.blockLasts(section.reach)
      if count > 0 {
        cursor = (heights.max() ?? cursor) - lineSpacing
      }
      cursor += sectionInset.bottom
      if footerHeight > 0 {
        section.footerFrame = Rect(x: 0, y: cursor, width: contentWidth, height: footerHeight)
        cursor += footerHeight
      }
      section.end = cursor
      sections.append(section)
    }
    contentHeight = cursor
  }

  /// The content's width less the content insets, by the sections' total height.
  open override var collectionViewContentSize: Size {
    Size(width: contentWidth, height: contentHeight)
  }

  /// The frame of an item of a section.
  func frame(of item: Int, in section: Section) -> Rect {
    let column = Double(section.column[item])
    return Rect(
      x: sectionInset.left + (max(0, minimumInteritemSpacing) + columnWidth) * column,
      y: section.y[item], width: columnWidth, height: section.height[item])
  }

  /// The headers, items and footers whose frames meet `rect`: the sections by binary search,
  /// then in each the first item reaching below the rect's top and the first starting below its
  /// bottom, each by binary search; only the items between are looked at.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    let lower = rect.minY
    let upper = rect.maxY
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].end <= lower { low = mid + 1 } else { high = mid }
    }
    var s = low
    while s < sections.count && sections[s].start < upper {
      defer { s += 1 }
      if let header = headerAttributes(ofSection: s), header.frame.intersects(rect) {
        result.append(header)
      }
      let section = sections[s]
      if section.itemsStart < upper {
        appendItems(from: section, index: s, in: rect, to: &result)
      }
      if let footer = section.footerFrame, footer.intersects(rect) {
        result.append(supplementary(ElementKind.sectionFooter, s, footer))
      }
    }
    return result
  }

  private func appendItems(
    from section: Section, index s: Int, in rect: Rect, to result: inout [LayoutAttributes]
  ) {
    // Before `first` every item ends above the rect; from `last` on every item starts below it.
    let first = Self.partition(section.reach, blocks: section.reachBlocks) { $0 <= rect.minY }
    let last = Self.partition(section.y, blocks: section.yBlocks) { $0 < rect.maxY }
    guard first < last else { return }
    result.reserveCapacity(result.count + min(last - first, 256))
    for item in first..<last {
      let frame = frame(of: item, in: section)
      if frame.intersects(rect) {
        var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: s))
        a.frame = frame
        result.append(a)
      }
    }
  }

  /// The last value of each block of `blockSize` values.
  static func blockLasts(_ values: [Double]) -> [Double] {
    stride(from: blockSize - 1, to: values.count + blockSize - 1, by: blockSize).map {
      values[min($0, values.count - 1)]
    }
  }

  /// The index of the first element of a sorted array for which `isBefore` is false: the
  /// block by a search of the block index, then the element within it.
  private static func partition(
    _ values: [Double], blocks: [Double], _ isBefore: (Double) -> Bool
  ) -> Int {
    var low = 0
    var high = blocks.count
    while low < high {
      let mid = (low + high) / 2
      if isBefore(blocks[mid]) { low = mid + 1 } else { high = mid }
    }
    guard low < blocks.count else { return values.count }
    var first = low * blockSize
    var end = min(values.count, first + blockSize)
    while first < end {
      let mid = (first + end) / 2
      if isBefore(values[mid]) { first = mid + 1 } else { end = mid }
    }
    return first
  }

  /// The attributes of one item.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.count else { return nil }
    var a = LayoutAttributes(forCellWith: indexPath)
    a.frame = frame(of: indexPath.item, in: section)
    return a
  }

  /// A section's header or footer.
  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    switch kind {
    case ElementKind.sectionHeader: return headerAttributes(ofSection: indexPath.section)
    case ElementKind.sectionFooter:
      return sections[indexPath.section].footerFrame.map {
        supplementary(kind, indexPath.section, $0)
      }
    default: return nil
    }
  }

  /// A resize (the columns change); with pinned headers, every scroll too.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    sectionHeadersPinToVisibleBounds || super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  /// A section's header, pinned to the visible top while its section shows when asked to be.
  private func headerAttributes(ofSection s: Int) -> LayoutAttributes? {
    let section = sections[s]
    guard var frame = section.headerFrame else { return nil }
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: s))
    if sectionHeadersPinToVisibleBounds, let cv = collectionView {
      let top = cv.bounds.minY + cv.contentInset.top
      let end = section.footerFrame?.minY ?? section.end
      frame.origin.y = min(max(frame.minY, top), max(frame.minY, end - frame.height))
      a.zIndex = FlowLayout.pinnedSupplementaryZIndex
    }
    a.frame = frame
    return a
  }

  private func supplementary(_ kind: String, _ section: Int, _ frame: Rect) -> LayoutAttributes {
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    a.frame = frame
    return a
  }
}
