/// A line-based layout (UICollectionViewFlowLayout): items fill a line across the scroll
/// direction, then wrap; optional headers and footers per section.
///
/// Lines follow UIKit's rules: as many items as fit with `minimumInteritemSpacing`, the spare
/// space shared out evenly between them (a line of one item is centred); when every item has the
/// same size the last, incomplete line is spaced as if it were full so the items form a grid, and
/// when sizes differ it starts at the inset with the minimum spacing; items are centred across
/// their line; an item larger than a line is clamped to it. Lines run across the collection view
/// less its `contentInset`, and so do headers and footers. Sections of equal-sized items are
/// computed arithmetically, so a section of a million items costs no more than one of ten.
open class FlowLayout: CollectionViewLayout {
  /// Which way the content scrolls (UICollectionViewScrollDirection).
  public enum ScrollDirection: Sendable {
    /// Lines are rows; the content grows downwards.
    case vertical
    /// Lines are columns; the content grows to the right.
    case horizontal
  }

  /// The size of every item unless the delegate says otherwise.
  public var itemSize = Size(width: 16, height: 16) { didSet { invalidateLayout() } }
  /// The size cells are assumed to have until they size themselves (estimatedItemSize):
  /// `.zero` (the default) turns self-sizing off; `FlowLayout.automaticSize` estimates with
  /// `itemSize`. Each cell is measured when it is first shown
  /// (`preferredLayoutAttributesFitting(_:)`), so a million items cost what the screen shows.
  public var estimatedItemSize: Size = .zero { didSet { invalidateLayout() } }
  /// The estimated size that asks the layout to estimate (UICollectionViewFlowLayout
  /// .automaticSize).
  public static let automaticSize = Size(width: -1, height: -1)
  /// The least spacing between lines.
  public var minimumLineSpacing: Double = 2 { didSet { invalidateLayout() } }
  /// The least spacing between items of one line.
  public var minimumInteritemSpacing: Double = 2 { didSet { invalidateLayout() } }
  /// Space around each section's items.
  public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The size of section headers; only the extent along the scroll direction is used.
  public var headerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
  /// The size of section footers; only the extent along the scroll direction is used.
  public var footerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
  /// The scroll direction.
  public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// Whether each header stays at the top (the left, scrolling sideways) of the visible bounds
  /// while its section is in view, pushed away by the section's end (sectionHeadersPinToVisibleBounds).
  public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether each footer stays at the bottom (the right) of the visible bounds while its section
  /// is in view (sectionFootersPinToVisibleBounds).
  public var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  var sections: [FlowSection] = []
  /// The sizes cells asked for, by index path, kept through batch updates.
  var preferredSizes = PreferredSizes()
  /// Set by the delegate protocol's default `sizeForItemAt`: the delegate has no item sizes.
  var delegateLeftItemSizes = false
  var contentExtent: Double = 0
  var crossExtent: Double = 0
  /// The sections whose cells were measured since the last `prepare()` when nothing else changed
  /// (`nil`: compute everything).
  var remeasured: Set<Int>?

  /// Creates a flow layout with the default metrics.
  public override init() { super.init() }

  /// Installed (again) in a collection view, the layout computes everything: what it knew of
  /// measured cells may be stale.
  public override internal(set) weak var collectionView: CollectionView? {
    didSet { remeasured = nil }
  }

  var isVertical: Bool { scrollDirection == .vertical }

  /// The flow's own context class, with its metrics flags.
  open override class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
    FlowLayoutInvalidationContext.self
  }

  /// A size change recomputes the flow (its lines depend on the width); a scroll alone does
  /// not, so a subclass that asks to be invalidated while scrolling re-queries only what shows.
  open override func invalidationContext(forBoundsChange newBounds: Rect)
    -> CollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    let resized = collectionView.map { $0.bounds.size != newBounds.size } ?? true
    if let flow = context as? FlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutAttributes = resized
      flow.invalidateFlowLayoutDelegateMetrics = resized
    }
    if !resized { invalidatePinnedSupplementaryViews(in: newBounds, context: context) }
    return context
  }

  /// A resize, as for every layout; with pinned headers or footers, every scroll too (they follow
  /// the visible bounds).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    pinsSupplementaryViews || super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  /// Computes the geometry of every section; after cells measured themselves and nothing else,
  /// only their sections, moving the others by what those gained or lost.
  open override func prepare() {
    super.prepare()
    defer { remeasured = nil }
    guard let cv = collectionView else {
      sections = []
      return
    }
    let delegate = cv.delegate as? any CollectionViewDelegateFlowLayout
    let counts = (0..<cv.numberOfSections).map(cv.numberOfItems(inSection:))
    if estimatesItemSizes {
      preferredSizes.forgetIfStale(
        counts: counts, width: isVertical ? cv.bounds.width : cv.bounds.height)
    }
    // The content spans the bounds less the content insets across the scroll direction.
    let inset = cv.contentInset
    let across = max(
      0,
      isVertical
        ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom)
    if across == crossExtent, let dirty = sectionsToRecompute(counts: counts) {
      var cursor = 0.0
      for s in sections.indices {
        if dirty.contains(s) {
          sections[s] = makeSection(s, count: counts[s], at: cursor, in: cv, delegate: delegate)
        } else {
          sections[s].shift(by: cursor - sections[s].start)
        }
        cursor = sections[s].end
      }
      contentExtent = cursor
      return
    }
    crossExtent = across
    var cursor = 0.0
    sections = []
    sections.reserveCapacity(counts.count)
    for (s, count) in counts.enumerated() {
      let section = makeSection(s, count: count, at: cursor, in: cv, delegate: delegate)
      cursor = section.end
      sections.append(section)
    }
    contentExtent = cursor
  }

  /// One section's geometry from the delegate's metrics (or the layout's), starting at `start`.
  private func makeSection(
    _ s: Int, count: Int, at start: Double, in cv: CollectionView,
    delegate: (any CollectionViewDelegateFlowLayout)?
  ) -> FlowSection {
    let inset = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
    let metrics = FlowSection.Metrics(
      vertical: isVertical,
      crossExtent: crossExtent,
      inset: inset,
      lineSpacing: delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s)
        ?? minimumLineSpacing,
      interitemSpacing: delegate?.collectionView(
        cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing,
      header: delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s)
        ?? headerReferenceSize,
      footer: delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s)
        ?? footerReferenceSize)
    var sizes: [Size]? = nil
    if let delegate, count > 0 {
      // Asked for its first item, a delegate without sizes of its own says so (UIKit asks
      // whether it responds to the selector), and no other item is asked.
      delegateLeftItemSizes = false
      let first = delegate.collectionView(
        cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: s))
      if !delegateLeftItemSizes {
        sizes = [first]
        sizes!.reserveCapacity(count)
        for item in 1..<count {
          sizes!.append(
            delegate.collectionView(
              cv, layout: self, sizeForItemAt: IndexPath(item: item, section: s)))
        }
      }
    }
    // Sizes that are all the same are laid out as a grid, as `itemSize` is.
    var uniformSize =
      estimatesItemSizes && estimatedItemSize != Self.automaticSize
      ? estimatedItemSize : itemSize
    if let first = sizes?.first, sizes?.allSatisfy({ $0 == first }) == true {
      uniformSize = first
      sizes = nil
    }
    return FlowSection(
      index: s, start: start, count: count, metrics: metrics, itemSize: uniformSize,
      sizes: sizes, measured: estimatesItemSizes ? preferredSizes.sizes(inSection: s) : [:])
  }

  /// Keeps what the invalidation leaves to compute, then marks it as the base layout does (one
  /// that arrives while preparing, as a subclass changes a metric first, asks for everything).
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if isPreparing {
      remeasured = nil
    } else {
      noteInvalidation(context, wasPending: needsPrepare)
    }
    super.invalidateLayout(with: context)
  }

  /// The full extent of all sections along the scroll direction; across it, the bounds.
  open override var collectionViewContentSize: Size {
    isVertical
      ? Size(width: crossExtent, height: contentExtent)
      : Size(width: contentExtent, height: crossExtent)
  }

  /// Headers, items and footers whose frames meet `rect`.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let lower = isVertical ? rect.minY : rect.minX
    let upper = isVertical ? rect.maxY : rect.maxX
    var result: [LayoutAttributes] = []
    for index in sectionIndices(from: lower, to: upper) {
      let section = sections[index]
      if let header = headerAttributes(of: section), header.frame.intersects(rect) {
        result.append(header)
      }
      let items = section.items(from: lower, to: upper)
      // Room for the section's items and its footer, so the array does not regrow (and copy
      // the attributes) item by item; doubling, so many small sections stay linear.
      let needed = result.count + items.count + 1
      if result.capacity < needed { result.reserveCapacity(max(needed, 2 * result.capacity)) }
      for item in items {
        let frame = section.frame(ofItem: item)
        if frame.intersects(rect) {
          var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: section.index))
          a.frame = frame
          result.append(a)
        }
      }
      if let footer = footerAttributes(of: section), footer.frame.intersects(rect) {
        result.append(footer)
      }
    }
    return result
  }

  /// The sections whose extent along the scroll direction meets `lower..<upper`: the first one
  /// ending after `lower` by binary search, then on until one starts at `upper`.
  func sectionIndices(from lower: Double, to upper: Double) -> Range<Int> {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if sections[mid].end <= lower { low = mid + 1 } else { high = mid }
    }
    var end = low
    while end < sections.count && sections[end].start < upper { end += 1 }
    return low..<max(low, end)
  }

  /// Whether the collection view asks cells for their preferred attributes: while estimating.
  open override var wantsPreferredLayoutAttributes: Bool { estimatesItemSizes }

  /// True for a cell whose measured size differs from the one it was given, while estimating.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    measuredSizeDiffers(preferredAttributes, from: originalAttributes)
  }

  /// The base context, with the measured size kept and the offset adjusted for items above the
  /// visible bounds.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
    takeMeasuredSize(preferredAttributes, original: originalAttributes, into: context)
    return context
  }

  /// Carries measured sizes through a batch update.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    remapMeasuredSizes()
  }

  /// The attributes of one item.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].count).contains(indexPath.item)
    else { return nil }
    var a = LayoutAttributes(forCellWith: indexPath)
    a.frame = sections[indexPath.section].frame(ofItem: indexPath.item)
    return a
  }

  /// The attributes of a section header or footer.
  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  )
    -> LayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    switch kind {
    case ElementKind.sectionHeader: return headerAttributes(of: section)
    case ElementKind.sectionFooter: return footerAttributes(of: section)
    default: return nil
    }
  }
}
