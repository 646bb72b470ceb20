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
/// It keeps no item at all: a section is placed in runs of blocks (`WaterfallRun`), each block
/// kept as a checkpoint — the column heights before its first item, that item's top and the
/// lowest bottom reached by its end — with 64 items a block for every eight of those numbers: at
/// most a byte an item. An item goes where the shortest column ends, and that only ever grows,
/// so the blocks' tops are sorted; so are the bottoms reached. `layoutAttributesForElements(in:)`
/// finds the first block reaching into the rect and the first starting below it by binary
/// search and places only the blocks between again from their checkpoint, asking the delegate
/// for their heights again (`collectionView(_:layout:heightsForItemsAt:inSection:)`, a block at
/// a time); `layoutAttributesForItem(at:)` places the item's block up to it. So the delegate
/// must give the same heights until the layout is invalidated, as UIKit asks of any layout's
/// delegate. The placement itself works on whole numbers in registers when it can
/// (`WaterfallColumns`).
///
/// Up to `lazyPlacementThreshold` items in all (262,144), `prepare()` places every item, so the
/// content's height is exact. Beyond it, no key may cost what ten million items cost to place
/// (60 ms), so sections are placed lazily, as UIKit's layouts treat estimated sizes: `prepare()`
/// measures the first items and estimates how far the rest reach; a query places what it needs
/// — on from the run above when that is near (exactly the eager placement, a top-down scroll
/// sees no difference), else a run that starts with level columns where the estimate puts its
/// block (a jump), or one that ends where the run below begins (scrolling up from a jump, End
/// at the section's estimated end). Each run keeps its place; where the columns of one run meet
/// the level start of the next there is a seam (a band where every column starts together),
/// which a top-down scroll never makes. When placing shows an estimate was wrong, what lies
/// below moves by the difference and, if the view is below it, the content offset moves with
/// it (an invalidation context's `contentOffsetAdjustment`), so nothing on screen jumps.
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

  /// The geometry of one section: its extent, its header and footer, and its runs of placed
  /// blocks (all of them in one run when placed eagerly).
  struct Section {
    var start = 0.0
    var end = 0.0
    var itemsStart = 0.0
    /// The items' bottom: the tallest column less the line spacing, exact once the last block
    /// is placed (an estimate before); `itemsStart` without items.
    var itemsEnd = 0.0
    var headerFrame: Rect?
    var footerFrame: Rect?
    /// The number of items.
    var count = 0
    /// The placed runs, by block and so by place.
    var runs: [WaterfallRun] = []

    /// Moves the whole section by `delta`.
    mutating func move(by delta: Double) {
      start += delta
      end += delta
      itemsStart += delta
      itemsEnd += delta
      headerFrame?.origin.y += delta
      footerFrame?.origin.y += delta
      for r in runs.indices { runs[r].shift += delta }
    }
  }

  /// What `prepare()` must place again.
  enum Staleness: Equatable {
    /// Every section.
    case everything
    /// The items from this one on (and every later section).
    case from(IndexPath)
  }

  /// The sections of the last `prepare()`.
  var sections: [Section] = []
  /// What the invalidations since the last `prepare()` left stale (`nil`: none said, so all).
  var staleness: Staleness? = .everything
  /// Whether a batch update named its first change since the last `prepare()`.
  var updateNamedItsChanges = false
  /// What the sections were placed with, and the lazy estimate.
  var placement = WaterfallPlacement()
  /// Beyond this many items in all, sections are placed lazily (tests lower it).
  var lazyPlacementThreshold = 262_144
  /// The blocks a lazy query places at a time, and the most it places on from a run above
  /// rather than jumping — a few thousand items, so a query near placed items costs what a
  /// screen does (tests lower them to make many runs).
  var lazyChunkBlocks = 16
  var lazyReachBlocks = 32

  /// The number of columns from the last `prepare()`.
  public var resolvedColumnCount: Int { placement.columnCount }
  /// The column width from the last `prepare()`.
  public var columnWidth: Double { placement.columnWidth }
  /// Items per block.
  var blockSize: Int { placement.blockSize }

  /// Creates a two-column waterfall.
  public override init() { super.init() }

  /// Places the items under the shortest column, section by section, from the first one an
  /// update may have moved (every item after anything but an update); beyond
  /// `lazyPlacementThreshold` items, estimates them instead.
  open override func prepare() {
    super.prepare()
    // The content size the collection view reads after this holds every move lazy placing
    // made since; an adjustment for them still pending would count them twice.
    pendingInvalidation?.contentSizeAdjustment = .zero
    let stale = staleness ?? .everything
    staleness = nil
    updateNamedItsChanges = false
    guard let cv = collectionView else {
      sections = []
      placement.metrics = nil
      return
    }
    let now = metrics(of: cv)
    let sectionCount = cv.numberOfSections
    let counts = (0..<sectionCount).map { cv.numberOfItems(inSection: $0) }
    let lazy = counts.reduce(0, &+) > lazyPlacementThreshold
    var restart = IndexPath(item: 0, section: 0)
    if case .from(let first) = stale, now == placement.metrics, lazy == placement.isLazy {
      restart = first
    } else {
      placement.itemAdvance = 0
    }
    placement.metrics = now
    placement.isLazy = lazy
    placement.collectionView = cv
    placement.delegate = cv.delegate as? any CollectionViewDelegateWaterfallLayout
    placement.blockSize = 64 * ((now.columns + 2 + 7) / 8)
    if lazy && placement.itemAdvance == 0 { measureItemAdvance(counts) }

    // The sections before the first change stay as they are, and so do the blocks of its
    // section before the block that holds it.
    let kept = min(restart.section, sections.count, sectionCount)
    let partlyKept =
      restart.section == kept && kept < sections.count && kept < sectionCount
      && restart.item > 0 && !sections[kept].runs.isEmpty
    sections.removeSubrange((partlyKept ? kept + 1 : kept)...)
    sections.reserveCapacity(sectionCount)
    var cursor = kept > 0 ? sections[kept - 1].end : 0
    for s in kept..<sectionCount {
      var section: Section
      if s == kept && partlyKept {
        section = sections.removeLast()
        truncate(&section, atBlock: restart.item / blockSize)
      } else {
        section = Section()
        section.start = cursor
        if headerHeight > 0 {
          section.headerFrame = Rect(
            x: 0, y: cursor, width: now.contentWidth, height: headerHeight)
          cursor += headerHeight
        }
        cursor += sectionInset.top
        section.itemsStart = cursor
      }
      section.count = counts[s]
      if lazy {
        section.itemsEnd = estimatedItemsEnd(of: section)
      } else {
        placeAll(of: &section, index: s)
      }
      cursor = section.itemsEnd + sectionInset.bottom
      section.footerFrame = nil
      if footerHeight > 0 {
        section.footerFrame = Rect(x: 0, y: cursor, width: now.contentWidth, height: footerHeight)
        cursor += footerHeight
      }
      section.end = cursor
      sections.append(section)
    }
    #if DEBUG
      _checkInvariants()
    #endif
  }

  /// The metrics the collection view's bounds and the properties give now.
  private func metrics(of cv: CollectionView) -> WaterfallPlacement.Metrics {
    let inset = cv.contentInset
    let contentWidth = max(0, cv.bounds.width - inset.left - inset.right)
    let available = max(0, contentWidth - sectionInset.left - sectionInset.right)
    let spacing = max(0, minimumInteritemSpacing)
    var columns = max(1, min(1000, columnCount))
    if let minimum = minimumColumnWidth, minimum > 0 {
      columns = max(
        1, min(1000, Int(saturating: ((available + spacing) / (minimum + spacing)).rounded(.down))))
    }
    return WaterfallPlacement.Metrics(
      contentWidth: contentWidth, columns: columns,
      columnWidth: max(0, (available - Double(columns - 1) * spacing) / Double(columns)),
      lineSpacing: max(0, minimumLineSpacing), sectionInset: sectionInset,
      headerHeight: headerHeight, footerHeight: footerHeight, itemHeight: itemHeight,
      delegate: (cv.delegate as? any CollectionViewDelegateWaterfallLayout).map {
        ObjectIdentifier($0)
      })
  }

  /// Forgets a section's blocks from one on: runs that start there or later go, the run that
  /// holds it stops before it.
  private func truncate(_ section: inout Section, atBlock block: Int) {
    section.runs.removeAll { $0.firstBlock >= block }
    if let last = section.runs.indices.last, section.runs[last].endBlock > block {
      section.runs[last].truncate(at: block)
    }
  }

  /// Places every item of a section not placed yet: one run from its top.
  private func placeAll(of section: inout Section, index s: Int) {
    let count = section.count
    guard count > 0 else {
      section.runs = []
      section.itemsEnd = section.itemsStart
      return
    }
    if section.runs.isEmpty {
      section.runs = [
        WaterfallRun(
          firstBlock: 0, columnCount: placement.columnCount, top: section.itemsStart,
          lineSpacing: placement.lineSpacing)
      ]
    }
    place(&section.runs[0], section: s, upTo: count)
    section.itemsEnd = section.runs[0].tallestColumn
  }

  /// Places a run's blocks on to item `end` (a block's end, or the section's last item).
  func place(_ run: inout WaterfallRun, section s: Int, upTo end: Int) {
    var item = run.endBlock * blockSize
    // The heights of a few thousand items asked at once (fewer calls and arrays).
    let batch = blockSize * max(1, 4096 / blockSize)
    while item < end {
      let fetched = item..<min(end, item + batch)
      heights(of: fetched, section: s).withUnsafeBufferPointer {
        run.place($0, blockSize: blockSize)
      }
      item = fetched.upperBound
    }
  }

  /// The heights of a run of a section's items, as the delegate of the last `prepare()` gives
  /// them (or `itemHeight` without one); not sanitized.
  func heights(of items: Range<Int>, section s: Int) -> [Double] {
    guard let delegate = placement.delegate, let cv = placement.collectionView else {
      return Array(repeating: placement.itemHeight, count: items.count)
    }
    let heights = delegate.collectionView(
      cv, layout: self, heightsForItemsAt: items, inSection: s)
    precondition(
      heights.count == items.count,
      "the delegate gave \(heights.count) heights for the \(items.count) items \(items) of section \(s)"
    )
    return heights
  }

  /// The content's width less the content insets, by the sections' total height.
  open override var collectionViewContentSize: Size {
    Size(width: placement.contentWidth, height: sections.last?.end ?? 0)
  }

  /// The frame of an item placed at a top in a column.
  private func frame(top: Double, column: Int, height: Double) -> Rect {
    Rect(
      x: sectionInset.left + (max(0, minimumInteritemSpacing) + columnWidth) * Double(column),
      y: top, width: columnWidth, height: height)
  }

  /// The headers, items and footers whose frames meet `rect`: the sections by binary search,
  /// then in each run the first block reaching below the rect's top and the first starting
  /// below its bottom, each by binary search; only the blocks between are placed again. Placed
  /// lazily, what the rect needs is placed first.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    if placement.isLazy { placeLazily(in: rect) }
    var result: [LayoutAttributes] = []
    let lower = rect.minY
    let upper = rect.maxY
    var s = Self.firstSection(in: sections, endingBelow: lower)
    while s < sections.count && sections[s].start < upper {
      defer { s += 1 }
      if let header = headerAttributes(ofSection: s), header.frame.intersects(rect) {
        result.append(header)
      }
      let section = sections[s]
      if section.itemsStart < upper {
        for run in section.runs where run.top < upper && run.bottom > lower {
          appendItems(from: run, index: s, count: section.count, in: rect, to: &result)
        }
      }
      if let footer = section.footerFrame, footer.intersects(rect) {
        result.append(supplementary(ElementKind.sectionFooter, s, footer))
      }
    }
    return result
  }

  /// The index of the first section that ends below `y`.
  static func firstSection(in sections: [Section], endingBelow y: Double) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].end <= y { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private func appendItems(
    from run: WaterfallRun, index s: Int, count: Int, in rect: Rect,
    to result: inout [LayoutAttributes]
  ) {
    // Before the range every item ends above the rect's top; from its end on every item starts
    // below its bottom. Within it, an item counts when the bottom reached so far is below the
    // rect's top and its top above the rect's bottom, exactly as item by item.
    let blocks = run.blocks(reachingInto: rect.minY, rect.maxY)
    guard !blocks.isEmpty else { return }
    var columns = run.columns(before: blocks.lowerBound)
    let items = blocks.lowerBound * blockSize..<min(count, blocks.upperBound * blockSize)
    for (item, height) in zip(items, heights(of: items, section: s)) {
      let height = WaterfallColumns.sanitized(height)
      let (placedTop, column) = columns.place(height)
      let top = run.moved(placedTop)
      guard top < rect.maxY else { return }
      guard !(run.moved(columns.lowest) <= rect.minY) else { continue }
      let frame = frame(top: top, column: column, height: height)
      if frame.intersects(rect) {
        var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: s))
        a.frame = frame
        result.append(a)
      }
    }
  }

  /// The attributes of one item: its block placed again from its checkpoint up to it (placed
  /// first, lazily, when it is not yet).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    guard indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else {
      return nil
    }
    let block = indexPath.item / blockSize
    if placement.isLazy { placeLazily(block: block, ofSection: indexPath.section) }
    guard let run = sections[indexPath.section].runs.first(where: { $0.endBlock > block }),
      run.firstBlock <= block
    else { return nil }
    var columns = run.columns(before: block)
    var placed = (top: 0.0, column: 0)
    var height = 0.0
    for h in heights(of: block * blockSize..<indexPath.item + 1, section: indexPath.section) {
      height = WaterfallColumns.sanitized(h)
      placed = columns.place(height)
    }
    var a = LayoutAttributes(forCellWith: indexPath)
    a.frame = frame(top: run.moved(placed.top), column: placed.column, height: height)
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
