/// A line-based layout (UICollectionViewFlowLayout): items fill a line across the scroll
/// direction, then wrap; optional headers and footers per section.
///
/// Lines follow UIKit's rules: as many items as fit with `minimumInteritemSpacing`, the spare
/// space shared out evenly between them (a line of one item is centred), the last, incomplete
/// line spaced as if it were full so the items form a grid; items of different sizes are centred
/// across the line. Sections of equal-sized items are computed arithmetically, so a section of a
/// million items costs no more than one of ten.
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

  var sections: [FlowSection] = []
  var contentExtent: Double = 0
  var crossExtent: Double = 0

  /// Creates a flow layout with the default metrics.
  public override init() { super.init() }

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
    if let flow = context as? FlowLayoutInvalidationContext {
      let resized = collectionView.map { $0.bounds.size != newBounds.size } ?? true
      flow.invalidateFlowLayoutAttributes = resized
      flow.invalidateFlowLayoutDelegateMetrics = resized
    }
    return context
  }

  /// Computes the geometry of every section.
  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else {
      sections = []
      return
    }
    let delegate = cv.delegate as? any CollectionViewDelegateFlowLayout
    crossExtent = isVertical ? cv.bounds.width : cv.bounds.height
    var cursor = 0.0
    sections = []
    for s in 0..<cv.numberOfSections {
      let count = cv.numberOfItems(inSection: s)
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
      if let delegate, count > 0,
        delegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: s))
          != nil
      {
        sizes = (0..<count).map {
          delegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: $0, section: s))
            ?? itemSize
        }
      }
      let section = FlowSection(
        index: s, start: cursor, count: count, metrics: metrics, itemSize: itemSize, sizes: sizes)
      cursor = section.end
      sections.append(section)
    }
    contentExtent = cursor
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
    for section in sections where section.end > lower && section.start < upper {
      if let header = section.headerFrame, header.intersects(rect) {
        result.append(supplementary(ElementKind.sectionHeader, section.index, header))
      }
      for item in section.items(from: lower, to: upper) {
        let frame = section.frame(ofItem: item)
        if frame.intersects(rect) {
          var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: section.index))
          a.frame = frame
          result.append(a)
        }
      }
      if let footer = section.footerFrame, footer.intersects(rect) {
        result.append(supplementary(ElementKind.sectionFooter, section.index, footer))
      }
    }
    return result
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
    let frame = kind == ElementKind.sectionHeader ? section.headerFrame : section.footerFrame
    return frame.map { supplementary(kind, indexPath.section, $0) }
  }

  private func supplementary(_ kind: String, _ section: Int, _ frame: Rect) -> LayoutAttributes {
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    a.frame = frame
    return a
  }
}
