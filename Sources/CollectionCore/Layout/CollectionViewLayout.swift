/// The abstract layout (UICollectionViewLayout): computes attributes for every element and takes
/// part in updates, transitions and bounds changes. Subclass it and override what you need.
///
/// The lifecycle, as UIKit runs it: `prepare()` → `collectionViewContentSize` →
/// `layoutAttributesForElements(in:)`. It runs again after `invalidateLayout()`, after a batch
/// update (`prepare(forCollectionViewUpdates:)` … `finalizeCollectionViewUpdates()`) and after a
/// bounds change the layout asked to be invalidated for.
open class CollectionViewLayout {
  /// The collection view using this layout; set by the collection view.
  public internal(set) weak var collectionView: CollectionView?
  /// Whether `prepare()` must run before attributes are asked for again.
  public internal(set) var needsPrepare = true
  /// The decoration kinds this layout registered, with their view classes.
  public private(set) var decorationViewClasses: [String: CollectionReusableView.Type] = [:]
  /// The update items of the batch being animated, between `prepare(forCollectionViewUpdates:)`
  /// and `finalizeCollectionViewUpdates()`.
  public private(set) var currentUpdateItems: [CollectionViewUpdateItem] = []
  /// The index paths the batch being animated inserts, deletes, reloads and moves, in every
  /// section (empty outside an update): what appearing and disappearing attributes consult.
  public private(set) var updateIndexPaths = UpdateIndexPaths()
  /// The on-screen attributes of every element just before the running update or bounds change,
  /// by their keys before it: what UIKit's default final attributes are made from.
  public internal(set) var attributesBeforeUpdate: [ElementKey: LayoutAttributes] = [:]
  /// The invalidations gathered since the last layout pass, folded into one context.
  public internal(set) var pendingInvalidation: CollectionViewLayoutInvalidationContext?
  /// Whether `prepare()` is running (invalidations it causes are ignored: it is computing the
  /// fresh state anyway).
  public internal(set) var isPreparing = false

  /// Creates a layout.
  public init() {}

  // MARK: The lifecycle

  /// Computes whatever the layout needs up front; called before any attributes are asked for.
  open func prepare() {}

  /// The size of the whole scrollable content.
  open var collectionViewContentSize: Size { .zero }

  /// The attributes of every element (cells, supplementary and decoration views) in `rect`.
  open func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }

  /// The attributes of one cell.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

  /// The attributes of one supplementary view.
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  { nil }

  /// The attributes of one decoration view.
  open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  { nil }

  /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new layout.
  /// It is asked before the bounds change, so `collectionView.bounds` is still the old one.
  open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    guard let cv = collectionView else { return false }
    return cv.bounds.size != newBounds.size
  }

  /// The context for a bounds change the layout asked to be invalidated for. The default
  /// invalidates everything when the size changes and only the visible rect when just the
  /// origin moves (a scroll).
  open func invalidationContext(forBoundsChange newBounds: Rect)
    -> CollectionViewLayoutInvalidationContext
  {
    let context = Self.invalidationContextClass.init()
    if let cv = collectionView, cv.bounds.size != newBounds.size {
      context.invalidateEverything = true
    }
    return context
  }

  /// The context class this layout's invalidations use (invalidationContextClass).
  open class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
    CollectionViewLayoutInvalidationContext.self
  }

  /// Whether the collection view asks each new cell for its preferred attributes
  /// (`preferredLayoutAttributesFitting(_:)`) and offers them to
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: UIKit asks
  /// when the layout estimates sizes; a flow layout with an `estimatedItemSize` says true.
  open var wantsPreferredLayoutAttributes: Bool { false }

  /// Whether supplementary views of a kind belong to items (badges, at their items' index paths)
  /// rather than to sections: a batch update then moves them with their items.
  func supplementaryViewsFollowItems(ofKind kind: String) -> Bool { false }

  /// The size a cell is measured within: its frame's, but unbounded along the extents the
  /// layout estimates and lets the cell choose (UIKit's fitting priorities: required along a
  /// fixed extent, fitting-size level along an estimated one).
  func fittingSize(forPreferredLayoutAttributesOf attributes: LayoutAttributes) -> Size {
    attributes.size
  }

  /// Whether a cell's preferred attributes (its measured size) change the layout; false here.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool { false }

  /// The context that takes a cell's preferred attributes in: here, one naming the item.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = Self.invalidationContextClass.init()
    context.invalidateEverything = false
    if preferredAttributes.representedElementCategory == .cell {
      context.invalidateItems(at: [preferredAttributes.indexPath])
    }
    return context
  }

  /// Marks the whole layout as stale: `prepare()` runs again on the next layout pass.
  open func invalidateLayout() {
    let context = Self.invalidationContextClass.init()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Marks what a context names as stale. The next layout pass runs `prepare()` if the context
  /// requires it and re-queries the visible elements either way.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    guard !isPreparing else { return }
    if let pending = pendingInvalidation {
      pending.merge(context)
    } else {
      pendingInvalidation = context
    }
    if context.requiresPrepare { needsPrepare = true }
    collectionView?.layoutInvalidated(with: context)
  }

  /// Where scrolling should come to rest; the default keeps the proposed offset.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
  ) -> Point {
    proposedContentOffset
  }

  /// Where the content offset should be once a layout transition (or update) has been laid out
  /// (targetContentOffsetForProposedContentOffset:); the default keeps the proposed offset, which
  /// keeps the item that was at the centre in view.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
    proposedContentOffset
  }

  /// Registers the view class used for a decoration kind (registerClass:forDecorationViewOfKind:).
  public func register(
    _ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: String
  ) {
    decorationViewClasses[kind] = viewClass
  }

  // MARK: Batch updates

  /// Called before a batch update is animated, with its changes; the base class sorts them
  /// into `updateIndexPaths` (the collection view running the update has already put them
  /// there, with the batch's index mapping).
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    // The batch the collection view is running is sorted already.
    if currentUpdateItems == updateItems, updateIndexPaths.mapping != nil { return }
    currentUpdateItems = updateItems
    updateIndexPaths = UpdateIndexPaths(updateItems, mapping: nil)
  }

  /// Starts a batch update: the update items and the batch's index mapping go into
  /// `updateIndexPaths`, then `prepare(forCollectionViewUpdates:)` runs.
  final func prepare(forUpdates updateItems: [CollectionViewUpdateItem], mapping: IndexPathMapping)
  {
    currentUpdateItems = updateItems
    updateIndexPaths = UpdateIndexPaths(batch: updateItems, sharing: mapping)
    prepare(forCollectionViewUpdates: updateItems)
  }

  /// Called once every attribute of a batch update's animation has been gathered; the base
  /// class forgets the batch.
  open func finalizeCollectionViewUpdates() {
    currentUpdateItems = []
    updateIndexPaths = UpdateIndexPaths()
    attributesBeforeUpdate = [:]
  }

  /// Where an appearing cell starts; the default fades in at its final place.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard var a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
    a.alpha = 0
    return a
  }

  /// Where a disappearing cell ends; the default fades it out where it was.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    fadedBeforeUpdate(.cell(itemIndexPath))
  }

  private func fadedBeforeUpdate(_ key: ElementKey) -> LayoutAttributes? {
    guard var a = attributesBeforeUpdate[key] else { return nil }
    a.alpha = 0
    return a
  }

  /// Where an appearing supplementary view starts; the default fades in at its final place.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind kind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    guard var a = layoutAttributesForSupplementaryView(ofKind: kind, at: elementIndexPath) else {
      return nil
    }
    a.alpha = 0
    return a
  }

  /// Where a disappearing supplementary view ends; the default fades it out where it was.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    fadedBeforeUpdate(
      ElementKey(category: .supplementaryView, kind: kind, indexPath: elementIndexPath))
  }

  /// Where an appearing decoration view starts; the default fades in at its final place.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind kind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? {
    guard var a = layoutAttributesForDecorationView(ofKind: kind, at: decorationIndexPath) else {
      return nil
    }
    a.alpha = 0
    return a
  }

  /// Where a disappearing decoration view ends; the default fades it out where it was.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind kind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? {
    fadedBeforeUpdate(
      ElementKey(category: .decorationView, kind: kind, indexPath: decorationIndexPath))
  }

  // MARK: Focus and interactive movement

  /// Where focus goes from an item in a direction, when the layout has its own idea (the circle
  /// goes round its ring for left and right, the stacks go from pile to pile); the item itself
  /// keeps focus where it is; `nil`, the default, lets the collection view choose by the items'
  /// geometry. Not in UIKit, whose focus engine only looks at geometry.
  open func indexPathForFocusMove(from indexPath: IndexPath, heading: FocusHeading) -> IndexPath? {
    nil
  }

  /// Where an item being moved interactively would go if dropped at a position
  /// (targetIndexPathForInteractivelyMovingItem:withPosition:): the default is the index path
  /// of the other item whose shape contains the position, else the item's current one.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: Point
  ) -> IndexPath {
    guard let cv = collectionView else { return previousIndexPath }
    let probe = Rect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
    var hit: (path: IndexPath, zIndex: Int)?
    for a in layoutAttributesForElements(in: probe)
    where a.representedElementCategory == .cell && a.indexPath != previousIndexPath
      && !a.isHidden
    {
      guard let quad = a.quad, quad.contains(position) else { continue }
      if hit == nil || a.zIndex >= hit!.zIndex { hit = (a.indexPath, a.zIndex) }
    }
    guard let path = hit?.path, cv.isValidItem(path) else { return previousIndexPath }
    return path
  }

  /// The attributes of the item being moved, held at a position
  /// (layoutAttributesForInteractivelyMovingItemAtIndexPath:withTargetPosition:): the item's own
  /// attributes centred there, a little larger (1.15×) and on top of everything.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: Point
  ) -> LayoutAttributes? {
    guard var a = layoutAttributesForItem(at: indexPath) else { return nil }
    a.center = position
    a.transform3D = a.transform3D.concatenating(Transform3D(scaleX: 1.15, y: 1.15, z: 1))
    a.zIndex = max(a.zIndex, 0) + Self.interactiveMovementZIndex
    a.isHidden = false
    return a
  }

  /// How far above its own zIndex the lifted item is drawn.
  public static var interactiveMovementZIndex: Int { 10_000 }

  /// The context for a step of an interactive movement
  /// (invalidationContextForInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:):
  /// the moved items and where they are held. When the items change places the layout is
  /// prepared again (its order changed); when only the position moves, only what shows is
  /// asked for again.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: Point, previousIndexPaths: [IndexPath],
    previousPosition: Point
  ) -> CollectionViewLayoutInvalidationContext {
    let context = Self.invalidationContextClass.init()
    context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.interactiveMovementTarget = targetPosition
    context.invalidateItems(at: Array(Set(targetIndexPaths + previousIndexPaths)))
    if targetIndexPaths != previousIndexPaths { context.invalidateDataSourceCounts = true }
    return context
  }

  /// The context for the end of an interactive movement
  /// (invalidationContextForEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:).
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> CollectionViewLayoutInvalidationContext {
    let context = Self.invalidationContextClass.init()
    context.targetIndexPathsForInteractivelyMovingItems = indexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.invalidateItems(at: Array(Set(indexPaths + previousIndexPaths)))
    if indexPaths != previousIndexPaths { context.invalidateDataSourceCounts = true }
    return context
  }

  // MARK: Bounds changes and transitions

  /// Called before an animated bounds change (a terminal resize) with the old bounds.
  open func prepare(forAnimatedBoundsChange oldBounds: Rect) {}

  /// Called once the bounds-change animation has been set up.
  open func finalizeAnimatedBoundsChange() {}

  /// Called on the outgoing layout before a layout switch.
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}

  /// Called on the incoming layout before a layout switch.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

  /// Called on both layouts once a layout switch has been set up.
  open func finalizeLayoutTransition() {}
}
