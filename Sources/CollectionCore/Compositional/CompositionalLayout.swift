/// A layout composed of sections, groups and items (UICollectionViewCompositionalLayout).
///
/// Each section repeats a group until its items are placed; groups arrange items and other
/// groups in rows, columns or custom frames, sized as fractions of their container, in points
/// or by estimate. A section may scroll sideways on its own (`orthogonalScrollingBehavior`),
/// with its own offset and snapping, inside the vertically scrolling collection view; it may
/// have headers and footers (pinned ones stay in view), backgrounds, and a
/// `visibleItemsInvalidationHandler` for scroll-driven effects. A section provider may vary the
/// sections by index and by the environment, so a terminal resize can pick another
/// arrangement.
///
/// It is built on the same lifecycle as every layout: `prepare()` resolves each section once
/// (a template per group, then arithmetic, so a section of a million items costs what one of
/// ten does), and a scroll — the collection view's or a section's own — only re-queries what
/// shows, through a `CompositionalLayoutInvalidationContext` that does not require `prepare()`.
open class CompositionalLayout: CollectionViewLayout {
  /// Returns the section at an index for an environment; `nil` leaves the section empty.
  public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> LayoutSection?

  /// Makes each section.
  public let sectionProvider: SectionProvider
  /// Settings for the whole layout; the layout keeps a copy of what it is given (UIKit's
  /// `@NSCopying`), and a new one invalidates it.
  public var configuration: CompositionalLayoutConfiguration {
    didSet {
      configuration = configuration.copy()
      invalidateLayout()
    }
  }
  /// The environment of the last `prepare()`.
  public private(set) var environment = CollectionLayoutEnvironment(
    container: LayoutContainer(contentSize: .zero))

  var sections: [CompositionalSection] = []
  /// How far the sections reach along the scroll axis (down, or right in a horizontal layout).
  var contentHeight = 0.0
  /// Whether the layout scrolls horizontally (its configuration's direction at the last prepare).
  var isHorizontal = false
  /// Where each sideways-scrolling section is scrolled, by section index.
  var orthogonalOffsets: [Int: Double] = [:]
  /// The animated sideways scrolls running, by section index.
  var orthogonalScrolls: [Int: OrthogonalScroll] = [:]
  /// The sections and offsets just before the running batch update, for items that come into
  /// view from where they were.
  var sectionsBeforeUpdate: [CompositionalSection]?
  var offsetsBeforeUpdate: [Int: Double] = [:]
  /// Attributes the visible-items handlers adjusted in the last query, by key.
  var adjustedAttributes: [ElementKey: LayoutAttributes] = [:]
  /// The sizes cells with estimated extents measured, and which changed since the last
  /// `prepare()`.
  var preferredSizes = PreferredSizes(tracksChanges: true)
  /// The sizes headers, footers and other boundary items with estimated extents measured, by
  /// section.
  var preferredBoundarySizes: [Int: [ElementKey: Size]] = [:]
  /// Whether a section has items with estimated extents.
  var estimatesSizes = false
  /// The kinds of the supplementary items attached to items (badges).
  var attachedKinds: Set<String> = []
  /// The configuration's headers and footers, placed above and below the sections.
  var globalBoundaries: [CompositionalSection.Boundary] = []

  /// Creates a layout whose every section is the same.
  public convenience init(
    section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a layout that asks a provider for each section.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: CompositionalLayoutConfiguration = .init()
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration.copy()
    super.init()
    // What list sections draw besides their rows.
    register(ListSeparatorView.self, forDecorationViewOfKind: ListSeparatorView.elementKind)
    register(ListBackgroundView.self, forDecorationViewOfKind: ListBackgroundView.elementKind)
  }

  /// The compositional layout's context class.
  open override class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
    CompositionalLayoutInvalidationContext.self
  }

  // MARK: The lifecycle

  /// Asks the section provider for every section and resolves them, top to bottom.
  open override func prepare() {
    super.prepare()
    adjustedAttributes = [:]
    guard let cv = collectionView else {
      sections = []
      contentHeight = 0
      return
    }
    let container = cv.bounds.size
    environment = CollectionLayoutEnvironment(
      container: LayoutContainer(contentSize: container), traitCollection: cv.traitCollection)
    var y = 0.0
    var resolved: [CompositionalSection] = []
    let count = cv.numberOfSections
    resolved.reserveCapacity(count)
    let counts = (0..<count).map(cv.numberOfItems(inSection:))
    if preferredSizes.forgetIfStale(counts: counts, width: container.width) {
      preferredBoundarySizes = [:]
    }
    // What cells measured since the last prepare: the rest of each section's measured groups
    // can be kept.
    let measuredSince = preferredSizes.takeChanges()
    var before = sections
    sections = []
    isHorizontal = configuration.scrollDirection == .horizontal
    let globals = configuration.boundarySupplementaryItems
    // The layout's own headers before the sections, its footers after them (on the trailing
    // side, scrolling horizontally).
    let isAfter: (LayoutBoundarySupplementaryItem) -> Bool = {
      self.isHorizontal ? $0.alignment.isTrailing : $0.alignment.isBottom
    }
    var placedGlobals = placeGlobalBoundaries(globals.filter { !isAfter($0) }, at: &y)
    let layoutReference = configuration.contentInsetsReference
    for s in 0..<count {
      if s > 0 { y += max(0, configuration.interSectionSpacing) }
      let definition = sectionProvider(s, environment)
      var reference = definition?.contentInsetsReference ?? .automatic
      if reference == .automatic { reference = layoutReference }
      let section = CompositionalSection(
        index: s, definition: definition, count: counts[s], top: y,
        container: container, environment: environment,
        measured: estimatesSizes ? preferredSizes.sizes(inSection: s) : [:],
        measuredBefore: before.indices.contains(s) ? before[s].takeMeasuredGroups() : nil,
        measuredSince: measuredSince.map { $0[s] ?? [] },
        measuredBoundaries: preferredBoundarySizes[s] ?? [:],
        referenceInsets: reference.insets(in: cv), horizontal: isHorizontal)
      y = isHorizontal ? section.frame.maxX : section.frame.maxY
      resolved.append(section)
    }
    placedGlobals += placeGlobalBoundaries(globals.filter(isAfter), at: &y, after: placedGlobals)
    globalBoundaries = placedGlobals
    sections = resolved
    estimatesSizes =
      resolved.contains { $0.estimatesSizes }
      || globals.contains {
        $0.layoutSize.widthDimension.isEstimated || $0.layoutSize.heightDimension.isEstimated
      }
    attachedKinds = Set(
      resolved.flatMap { $0.attachedKinds })
    contentHeight = y
    var offsets: [Int: Double] = [:]
    for section in sections where section.isOrthogonal {
      let stored = orthogonalOffsets[section.index] ?? section.offsetRange.lowerBound
      offsets[section.index] = stored.clamped(to: section.offsetRange)
    }
    orthogonalOffsets = offsets
  }

  /// The collection view's width by the sections' total height (the sections' total width by
  /// the view's height, scrolling horizontally).
  open override var collectionViewContentSize: Size {
    isHorizontal
      ? Size(width: contentHeight, height: collectionView?.bounds.height ?? 0)
      : Size(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  /// Decorations, items and boundary items whose frames meet `rect`, after the sections'
  /// visible-items handlers adjusted them.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let bounds = collectionView?.bounds ?? rect
    var result: [LayoutAttributes] = []
    adjustedAttributes = [:]
    for global in globalBoundaries {
      let a = attributes(ofGlobal: global, bounds: bounds)
      if a.frame.intersects(rect) { result.append(a) }
    }
    for section in sections
    where section.definition != nil
      && (isHorizontal
        ? section.frame.maxX > rect.minX && section.frame.minX < rect.maxX
        : section.frame.maxY > rect.minY && section.frame.minY < rect.maxY)
    {
      for decoration in section.decorations where decoration.frame.intersects(rect) {
        result.append(attributes(of: decoration, in: section))
      }
      appendListDecorations(of: section, in: rect, to: &result)
      let first = result.count
      let offset = orthogonalContentOffset(forSection: section.index)
      for item in section.items(in: rect, offset: offset) {
        let frame = section.itemFrame(item, offset: offset)
        let path = IndexPath(item: item, section: section.index)
        if frame.intersects(rect) {
          var a = LayoutAttributes(forCellWith: path)
          a.frame = frame
          a.zIndex = section.zIndex(ofItem: item)
          result.append(a)
        }
        // Badges may reach beyond their cell: each is tested on its own.
        for attached in section.attachedItems(ofItem: item) {
          let a = attributes(of: attached, on: frame, at: path, in: section)
          if a.frame.intersects(rect) { result.append(a) }
        }
      }
      for boundary in section.boundaries {
        let a = attributes(of: boundary, in: section, bounds: bounds)
        if a.frame.intersects(rect) { result.append(a) }
      }
      if let handler = section.definition?.visibleItemsInvalidationHandler {
        adjust(&result[first...], in: section, with: handler, bounds: bounds)
      }
    }
    return result
  }

  /// One cell's attributes (as the last query adjusted them, if it did).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard section.definition != nil, (0..<section.count).contains(indexPath.item),
      section.perGroup > 0
    else { return nil }
    if let adjusted = adjustedAttributes[.cell(indexPath)] { return adjusted }
    var a = LayoutAttributes(forCellWith: indexPath)
    a.frame = section.itemFrame(
      indexPath.item, offset: orthogonalContentOffset(forSection: indexPath.section))
    a.zIndex = section.zIndex(ofItem: indexPath.item)
    return a
  }

  /// A boundary item's attributes (pinned ones where the current bounds put them).
  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    if let global = globalBoundary(ofKind: kind, at: indexPath) {
      return attributes(ofGlobal: global, bounds: collectionView?.bounds ?? .zero)
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard
      let boundary = section.boundaries.first(where: {
        $0.item.elementKind == kind && $0.index == indexPath.item
      })
    else {
      // A badge: its item's index path.
      guard section.definition != nil, (0..<section.count).contains(indexPath.item),
        section.perGroup > 0,
        let attached = section.attachedItems(ofItem: indexPath.item)
          .first(where: { $0.elementKind == kind })
      else { return nil }
      let frame = section.itemFrame(
        indexPath.item, offset: orthogonalContentOffset(forSection: indexPath.section))
      return attributes(of: attached, on: frame, at: indexPath, in: section)
    }
    let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    if let adjusted = adjustedAttributes[key] { return adjusted }
    return attributes(
      of: boundary, in: section, bounds: collectionView?.bounds ?? .zero)
  }

  /// A decoration's attributes.
  open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard
      let decoration = section.decorations.first(where: {
        $0.item.elementKind == kind && $0.index == indexPath.item
      })
    else { return listDecorationAttributes(ofKind: kind, at: indexPath) }
    return attributes(of: decoration, in: section)
  }

  /// Badges belong to their items.
  override func supplementaryViewsFollowItems(ofKind kind: String) -> Bool {
    attachedKinds.contains(kind)
  }

  // MARK: Cells that size themselves

  /// Whether cells are asked for their sizes: when a section has items with estimated extents.
  open override var wantsPreferredLayoutAttributes: Bool { estimatesSizes }

  /// A cell's or boundary item's frame size, unbounded along its item's estimated extents
  /// (UIKit's fitting-size priority there): a tag in a row that scrolls sideways is as wide as
  /// its text.
  override func fittingSize(forPreferredLayoutAttributesOf attributes: LayoutAttributes) -> Size {
    guard let item = definition(of: attributes) else { return attributes.size }
    return Size(
      width: item.layoutSize.widthDimension.isEstimated ? Self.unbounded : attributes.size.width,
      height: item.layoutSize.heightDimension.isEstimated ? Self.unbounded : attributes.size.height)
  }

  /// An extent no cell reaches.
  private static let unbounded = 1_000_000.0

  /// Whether a cell's or a boundary item's measured size differs from its frame along an
  /// estimated extent of its definition.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    guard let measured = measuredSize(of: preferredAttributes, original: originalAttributes)
    else { return false }
    return abs(measured.width - originalAttributes.size.width) >= 0.01
      || abs(measured.height - originalAttributes.size.height) >= 0.01
  }

  /// Keeps the size along the estimated extents and resolves the section again; when the element
  /// begins above the visible bounds, the content offset moves with its growth, so what is on
  /// screen stays still.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes,
      withOriginalAttributes: originalAttributes)
    guard let measured = measuredSize(of: preferredAttributes, original: originalAttributes)
    else { return context }
    let path = preferredAttributes.indexPath
    if preferredAttributes.representedElementCategory == .cell {
      preferredSizes[path] = measured
    } else {
      let isGlobal =
        globalBoundary(ofKind: preferredAttributes.representedElementKind ?? "", at: path) != nil
      preferredBoundarySizes[isGlobal ? Self.globalSection : path.section, default: [:]][
        preferredAttributes.key] = measured
      context.invalidateSupplementaryElements(
        ofKind: preferredAttributes.representedElementKind ?? "", at: [path])
    }
    (context as? CompositionalLayoutInvalidationContext)?.invalidatesMeasuredSizes = true
    if let cv = collectionView, isHorizontal {
      if originalAttributes.frame.minX < cv.contentOffset.x - 1e-9 {
        context.contentOffsetAdjustment = Point(
          x: measured.width - originalAttributes.size.width, y: 0)
      }
    } else if let cv = collectionView,
      !sections.indices.contains(path.section) || !sections[path.section].isOrthogonal,
      originalAttributes.frame.minY < cv.contentOffset.y - 1e-9
    {
      context.contentOffsetAdjustment = Point(
        x: 0, y: measured.height - originalAttributes.size.height)
    }
    return context
  }

  /// A preferred size along its definition's estimated extents, the original elsewhere (and
  /// where a view that does not know its size handed the unbounded fitting size back); `nil` for
  /// an element without estimated extents.
  private func measuredSize(of preferred: LayoutAttributes, original: LayoutAttributes) -> Size? {
    guard let item = definition(of: preferred),
      item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
    else { return nil }
    func pick(_ estimated: Bool, _ measured: Double, _ given: Double) -> Double {
      estimated && measured.isFinite && measured < Self.unbounded / 2 ? max(0, measured) : given
    }
    return Size(
      width: pick(
        item.layoutSize.widthDimension.isEstimated, preferred.size.width, original.size.width),
      height: pick(
        item.layoutSize.heightDimension.isEstimated, preferred.size.height, original.size.height))
  }

  /// The item or boundary item that defines an element (`nil` for badges and decorations).
  private func definition(of attributes: LayoutAttributes) -> LayoutItem? {
    let path = attributes.indexPath
    if attributes.representedElementCategory == .supplementaryView,
      let global = globalBoundary(ofKind: attributes.representedElementKind ?? "", at: path)
    {
      return global.item
    }
    guard sections.indices.contains(path.section) else { return nil }
    let section = sections[path.section]
    switch attributes.representedElementCategory {
    case .cell: return section.item(at: path.item)
    case .supplementaryView:
      return section.boundaries.first {
        $0.item.elementKind == attributes.representedElementKind && $0.index == path.item
      }?.item
    case .decorationView: return nil
    }
  }

  // MARK: Bounds changes

  /// A resize re-resolves everything (the section provider may answer differently); a scroll
  /// re-queries only when a pinned header or a visible-items handler follows the offset.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    if super.shouldInvalidateLayout(forBoundsChange: newBounds) { return true }
    return sections.contains { $0.followsBounds }
      || globalBoundaries.contains { $0.item.pinToVisibleBounds }
  }

  // MARK: Batch updates

  /// Keeps the geometry from before the update, so items that come into view start where they
  /// were.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    if estimatesSizes, let mapping = collectionView?.lastBatchUpdate?.mapping {
      preferredSizes.remap(with: mapping)
      var moved: [Int: [ElementKey: Size]] = [:]
      for (old, sizes) in preferredBoundarySizes where !mapping.isReloaded(oldSection: old) {
        guard old != Self.globalSection else {
          moved[old] = sizes
          continue
        }
        guard let new = mapping.newSection(forOld: old) else { continue }
        for (key, size) in sizes {
          var key = key
          key.indexPath = IndexPath(item: key.indexPath.item, section: new)
          moved[new, default: [:]][key] = size
        }
      }
      preferredBoundarySizes = moved
    }
    sectionsBeforeUpdate = sections
    offsetsBeforeUpdate = orthogonalOffsets
  }

  /// Forgets the geometry from before the update.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    sectionsBeforeUpdate = nil
    offsetsBeforeUpdate = [:]
  }

  /// An inserted or reloaded item fades in where it goes; an item that was already there but
  /// out of view (moved, or pushed along by the update) glides in from where it was.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    if let old = updateIndexPaths.indexPathBeforeUpdate(forItemAt: itemIndexPath),
      let before = sectionsBeforeUpdate, before.indices.contains(old.section)
    {
      let section = before[old.section]
      if section.definition != nil, section.perGroup > 0, (0..<section.count).contains(old.item) {
        var a = LayoutAttributes(forCellWith: itemIndexPath)
        let offset =
          section.isOrthogonal
          ? (offsetsBeforeUpdate[old.section] ?? section.offsetRange.lowerBound) : 0
        a.frame = section.itemFrame(old.item, offset: offset)
        a.zIndex = section.zIndex(ofItem: old.item)
        return a
      }
    }
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }

  // MARK: Building attributes

  func attributes(of decoration: CompositionalSection.Decoration, in section: CompositionalSection)
    -> LayoutAttributes
  {
    var a = LayoutAttributes(
      forDecorationViewOfKind: decoration.item.elementKind,
      with: IndexPath(item: decoration.index, section: section.index))
    a.frame = decoration.frame
    a.zIndex = decoration.item.zIndex
    return a
  }

  /// A badge's attributes on its item's frame, painted above the item.
  func attributes(
    of attached: LayoutSupplementaryItem, on itemFrame: Rect, at path: IndexPath,
    in section: CompositionalSection
  ) -> LayoutAttributes {
    var a = LayoutAttributes(forSupplementaryViewOfKind: attached.elementKind, with: path)
    a.frame = attached.frame(on: itemFrame)
    a.zIndex = section.zIndex(ofItem: path.item) + attached.zIndex
    return a
  }

  func attributes(
    of boundary: CompositionalSection.Boundary, in section: CompositionalSection, bounds: Rect
  ) -> LayoutAttributes {
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: boundary.item.elementKind,
      with: IndexPath(item: boundary.index, section: section.index))
    var frame = boundary.frame
    if boundary.item.pinToVisibleBounds, isHorizontal {
      // Sticky along the scroll: kept inside the visible bounds while its section shows.
      if boundary.item.alignment.isTrailing {
        let x = min(frame.minX, bounds.maxX - frame.width)
        frame.origin.x = max(x, section.frame.minX)
      } else {
        let x = max(frame.minX, bounds.minX)
        frame.origin.x = min(x, section.frame.maxX - frame.width)
      }
    } else if boundary.item.pinToVisibleBounds {
      // Sticky: kept inside the visible bounds while its section shows, pushed along by the
      // section's far edge.
      if boundary.item.alignment.isBottom {
        let y = min(frame.minY, bounds.maxY - frame.height)
        frame.origin.y = max(y, section.frame.minY)
      } else {
        let y = max(frame.minY, bounds.minY)
        frame.origin.y = min(y, section.frame.maxY - frame.height)
      }
    }
    a.frame = frame
    a.zIndex = boundary.item.zIndex
    return a
  }

  /// Hands a section's elements on screen to its visible-items handler and takes its changes.
  private func adjust(
    _ elements: inout ArraySlice<LayoutAttributes>, in section: CompositionalSection,
    with handler: LayoutSection.VisibleItemsInvalidationHandler, bounds: Rect
  ) {
    var visible: [(Int, LayoutVisibleItem)] = []
    for i in elements.indices where elements[i].representedElementCategory != .decorationView {
      if elements[i].frame.intersects(bounds) {
        visible.append((i, LayoutVisibleItem(elements[i])))
      }
    }
    guard !visible.isEmpty else { return }
    let offset =
      section.isOrthogonal
      ? Point(x: orthogonalContentOffset(forSection: section.index), y: 0)
      : collectionView?.contentOffset ?? .zero
    handler(visible.map(\.1), offset, environment)
    for (i, item) in visible {
      elements[i] = item.applied(to: elements[i])
      adjustedAttributes[elements[i].key] = elements[i]
    }
  }
}
