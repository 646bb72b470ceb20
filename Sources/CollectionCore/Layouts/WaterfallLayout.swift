/// Supplies the height of each item of a waterfall layout (seed 004's `arc4random() % 150 + 40`
/// comes from here in the demo).
public protocol CollectionViewDelegateWaterfallLayout: CollectionViewDelegate {
  /// The height of an item in points; its width is its column's.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double

  /// The heights of a run of a section's items, in order, one for each of `items`.
  ///
  /// The layout asks for a block of items at a time (64 to a few hundred). The default asks
  /// `collectionView(_:layout:heightForItemAt:)` for each item; a delegate of millions of items
  /// can answer a run at once for less (the demo's finds the run's items in its model once, not
  /// once an item), which is most of what a waterfall's `prepare()` costs.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightsForItemsAt items: Range<Int>,
    inSection section: Int
  ) -> [Double]
}

extension CollectionViewDelegateWaterfallLayout {
  /// Asks `collectionView(_:layout:heightForItemAt:)` for each item of the run.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightsForItemsAt items: Range<Int>,
    inSection section: Int
  ) -> [Double] {
    items.map {
      self.collectionView(
        collectionView, layout: layout, heightForItemAt: IndexPath(item: $0, section: section))
    }
  }
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
/// It scales by keeping no item at all: `prepare()` places every item once (the content's height
/// needs them all) but keeps only a checkpoint a block of items — the column heights before the
/// block's first item, that item's top and the lowest bottom reached by the block's end — with
/// 64 items a block for every eight of those numbers: at most a byte an item (blocks of 128 with
/// the demo's seven columns, about half a byte), where every item's frame took 26. An item goes
/// where the shortest column ends, and that only ever grows, so the blocks' tops are sorted; so
/// are the bottoms reached. `layoutAttributesForElements(in:)` finds the first block reaching
/// into the rect and the first starting below it by binary search and places only the blocks
/// between again from their checkpoint, asking the delegate for their heights again
/// (`collectionView(_:layout:heightsForItemsAt:inSection:)`, a block at a time);
/// `layoutAttributesForItem(at:)` places the item's block up to it. So the delegate must give
/// the same heights until the layout is invalidated, as UIKit asks of any layout's delegate.
/// The placement itself works on whole numbers in registers when it can (`WaterfallColumns`):
/// ten million items take about 60 ms in a release build, besides the delegate's answers.
///
/// An update re-places only what it may have moved: a batch update's items
/// (`prepare(forCollectionViewUpdates:)`) and an interactive movement's steps name the first
/// item that changed, and `prepare()` keeps every section before it and the blocks of its
/// section before it, and places on from the checkpoint there. Anything else (`invalidateLayout()`,
/// `reloadData()`, a new width or metric, a context it cannot read) places everything again.
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

  /// The geometry of one section: its extent, its header and footer, and a checkpoint for every
  /// block of `blockSize` items.
  struct Section {
    var start = 0.0
    var end = 0.0
    var itemsStart = 0.0
    var headerFrame: Rect?
    var footerFrame: Rect?
    /// The number of items.
    var count = 0
    /// The column heights before each block's first item: `resolvedColumnCount` a block.
    var checkpoints: [Double] = []
    /// Each block's first item's top (the shortest column at its checkpoint; never less than
    /// the one before).
    var tops: [Double] = []
    /// The lowest bottom of the items up to the end of each block (never less than the one
    /// before).
    var reaches: [Double] = []

    /// The number of blocks.
    var blockCount: Int { tops.count }
  }

  /// What `prepare()` must place again.
  enum Staleness: Equatable {
    /// Every section.
    case everything
    /// The items from this one on (and every later section).
    case from(IndexPath)
  }

  /// The metrics the sections were placed with: a change of any places everything again.
  struct Metrics: Equatable {
    var contentWidth: Double
    var columns: Int
    var columnWidth: Double
    var lineSpacing: Double
    var sectionInset: EdgeInsets
    var headerHeight: Double
    var footerHeight: Double
    var itemHeight: Double
    var delegate: ObjectIdentifier?
  }

  /// The sections of the last `prepare()`.
  var sections: [Section] = []
  /// Items per block: 64 for every 8 numbers a block keeps (its column heights, top and reach),
  /// so that the blocks take at most a byte an item.
  private(set) var blockSize = 64
  /// What the invalidations since the last `prepare()` left stale (`nil`: none said, so all).
  var staleness: Staleness? = .everything
  /// Whether a batch update named its first change since the last `prepare()`.
  var updateNamedItsChanges = false
  /// The metrics of the last `prepare()`.
  private var metrics: Metrics?
  /// The collection view and the delegate of the last `prepare()`: placing a block again asks
  /// the same delegate (held weakly, as the collection view holds it).
  private weak var placedCollectionView: CollectionView?
  private weak var placedDelegate: (any CollectionViewDelegateWaterfallLayout)?
  /// The line spacing and the items' height (without a delegate) of the last `prepare()`.
  private var placedLineSpacing = 0.0
  private var placedItemHeight = 10.0
  /// The number of columns from the last `prepare()`.
  public private(set) var resolvedColumnCount = 1
  /// The column width from the last `prepare()`.
  public private(set) var columnWidth = 0.0
  private var contentWidth = 0.0
  private var contentHeight = 0.0

  /// Creates a two-column waterfall.
  public override init() { super.init() }

  /// Places the items under the shortest column, section by section, from the first one an
  /// update may have moved (every item after anything but an update).
  open override func prepare() {
    super.prepare()
    let stale = staleness ?? .everything
    staleness = nil
    updateNamedItsChanges = false
    guard let cv = collectionView else {
      sections = []
      metrics = nil
      return
    }
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
    placedCollectionView = cv
    placedDelegate = delegate
    placedLineSpacing = lineSpacing
    placedItemHeight = itemHeight
    let now = Metrics(
      contentWidth: contentWidth, columns: columns, columnWidth: columnWidth,
      lineSpacing: lineSpacing, sectionInset: sectionInset, headerHeight: headerHeight,
      footerHeight: footerHeight, itemHeight: itemHeight,
      delegate: delegate.map { ObjectIdentifier($0) })
    var restart = IndexPath(item: 0, section: 0)
    if case .from(let first) = stale, now == metrics { restart = first }
    metrics = now
    blockSize = 64 * ((columns + 2 + 7) / 8)

    // The sections before the first change stay as they are, and so do the blocks of its
    // section before the block that holds it.
    let sectionCount = cv.numberOfSections
    let kept = min(restart.section, sections.count, sectionCount)
    let partlyKept =
      restart.section == kept && kept < sections.count && kept < sectionCount
      && restart.item > 0 && sections[kept].blockCount > 0
    sections.removeSubrange((partlyKept ? kept + 1 : kept)...)
    sections.reserveCapacity(sectionCount)
    var cursor = kept > 0 ? sections[kept - 1].end : 0
    for s in kept..<sectionCount {
      let count = cv.numberOfItems(inSection: s)
      var section: Section
      var firstBlock = 0
      if s == kept && partlyKept {
        section = sections.removeLast()
        firstBlock = min(restart.item / blockSize, section.blockCount - 1)
      } else {
        section = Section()
        section.start = cursor
        if headerHeight > 0 {
          section.headerFrame = Rect(x: 0, y: cursor, width: contentWidth, height: headerHeight)
          cursor += headerHeight
        }
        cursor += sectionInset.top
        section.itemsStart = cursor
      }
      cursor = section.itemsStart
      let placed = placeItems(of: &section, index: s, count: count, fromBlock: firstBlock)
      if count > 0 {
        cursor = (placed.heights.max() ?? cursor) - lineSpacing
      }
      cursor += sectionInset.bottom
      section.footerFrame = nil
      if footerHeight > 0 {
        section.footerFrame = Rect(x: 0, y: cursor, width: contentWidth, height: footerHeight)
        cursor += footerHeight
      }
      section.end = cursor
      sections.append(section)
    }
    contentHeight = cursor
  }

  /// Places a section's items from a block on (its checkpoint and those after it are made
  /// again); returns the columns after the last item.
  private func placeItems(
    of section: inout Section, index s: Int, count: Int, fromBlock first: Int
  ) -> WaterfallColumns {
    let columnCount = resolvedColumnCount
    var columns =
      first < section.blockCount
      ? columns(before: first, of: section)
      : WaterfallColumns(
        count: columnCount, top: section.itemsStart, lineSpacing: placedLineSpacing)
    section.count = count
    section.checkpoints.removeSubrange(min(first * columnCount, section.checkpoints.count)...)
    section.tops.removeSubrange(min(first, section.tops.count)...)
    section.reaches.removeSubrange(min(first, section.reaches.count)...)
    let blocks = (count + blockSize - 1) / blockSize
    section.checkpoints.reserveCapacity(blocks * columnCount)
    section.tops.reserveCapacity(blocks)
    section.reaches.reserveCapacity(blocks)
    var item = first * blockSize
    while item < count {
      // The heights of a few thousand items asked at once (fewer calls and arrays), placed a
      // block at a time.
      let fetched = item..<min(count, item + blockSize * max(1, 4096 / blockSize))
      heights(of: fetched, section: s).withUnsafeBufferPointer { heights in
        while item < fetched.upperBound {
          let end = min(count, item + blockSize)
          section.checkpoints.append(contentsOf: columns.heights)
          section.tops.append(columns.heights.min() ?? section.itemsStart)
          columns.place(
            heights: UnsafeBufferPointer(
              rebasing: heights[(item - fetched.lowerBound)..<(end - fetched.lowerBound)]))
          section.reaches.append(columns.lowest)
          item = end
        }
      }
    }
    return columns
  }

  /// The heights of a run of a section's items, as the delegate of the last `prepare()` gives
  /// them (or `itemHeight` without one); not sanitized.
  private func heights(of items: Range<Int>, section s: Int) -> [Double] {
    guard let delegate = placedDelegate, let cv = placedCollectionView else {
      return Array(repeating: placedItemHeight, count: items.count)
    }
    let heights = delegate.collectionView(
      cv, layout: self, heightsForItemsAt: items, inSection: s)
    precondition(
      heights.count == items.count,
      "the delegate gave \(heights.count) heights for the \(items.count) items \(items) of section \(s)"
    )
    return heights
  }

  /// The columns at a block's checkpoint: before its first item.
  private func columns(before block: Int, of section: Section) -> WaterfallColumns {
    let n = resolvedColumnCount
    return WaterfallColumns(
      heights: section.checkpoints[block * n..<(block + 1) * n],
      lowest: block > 0 ? section.reaches[block - 1] : section.itemsStart,
      lineSpacing: placedLineSpacing)
  }

  /// The content's width less the content insets, by the sections' total height.
  open override var collectionViewContentSize: Size {
    Size(width: contentWidth, height: contentHeight)
  }

  /// The frame of an item placed at a top in a column.
  private func frame(top: Double, column: Int, height: Double) -> Rect {
    Rect(
      x: sectionInset.left + (max(0, minimumInteritemSpacing) + columnWidth) * Double(column),
      y: top, width: columnWidth, height: height)
  }

  /// The headers, items and footers whose frames meet `rect`: the sections by binary search,
  /// then in each the first block reaching below the rect's top and the first starting below its
  /// bottom, each by binary search; only the blocks between are placed again.
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
    // Before block `first` every item ends above the rect; from block `last` on every item
    // starts below it. Within them, an item counts when the bottom reached so far is below the
    // rect's top and its top above the rect's bottom, exactly as item by item.
    let first = Self.partition(section.reaches) { $0 <= rect.minY }
    let last = Self.partition(section.tops) { $0 < rect.maxY }
    guard first < last else { return }
    var columns = columns(before: first, of: section)
    for block in first..<last {
      let items = block * blockSize..<min(section.count, (block + 1) * blockSize)
      for (item, height) in zip(items, heights(of: items, section: s)) {
        let height = WaterfallColumns.sanitized(height)
        let (top, column) = columns.place(height)
        guard top < rect.maxY else { return }
        guard !(columns.lowest <= rect.minY) else { continue }
        let frame = frame(top: top, column: column, height: height)
        if frame.intersects(rect) {
          var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: s))
          a.frame = frame
          result.append(a)
        }
      }
    }
  }

  /// The index of the first element of a sorted array for which `isBefore` is false.
  private static func partition(_ values: [Double], _ isBefore: (Double) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if isBefore(values[mid]) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The attributes of one item: its block placed again from its checkpoint up to it.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.count else { return nil }
    let block = indexPath.item / blockSize
    var columns = columns(before: block, of: section)
    var placed = (top: 0.0, column: 0)
    var height = 0.0
    for h in heights(of: block * blockSize..<indexPath.item + 1, section: indexPath.section) {
      height = WaterfallColumns.sanitized(h)
      placed = columns.place(height)
    }
    var a = LayoutAttributes(forCellWith: indexPath)
    a.frame = frame(top: placed.top, column: placed.column, height: height)
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

  /// Notes what an invalidation leaves stale: everything, but for a batch update's counts (its
  /// update items said where it begins) and an interactive movement's steps (from the first of
  /// the places the item left and took).
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if !isPreparing { noteStaleness(of: context) }
    super.invalidateLayout(with: context)
  }

  /// Notes the first item a batch update changes: `prepare()` places from there on.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    noteFirstChange(of: updateItems)
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
