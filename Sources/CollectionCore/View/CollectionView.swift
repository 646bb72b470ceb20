/// The collection view (UICollectionView): a `ScrollView` whose content is laid out by a layout
/// object; it owns the data source's counts, the reuse pool and the views on screen.
///
/// It is a simulator: nothing here draws. Each frame a renderer asks for `presentedElements()`
/// (attributes as they are on screen right now, mid-animation included) and
/// `presentedContentOffset`. Every animation — updates, layout switches, scrolls, bounds
/// changes, views' own properties — runs on its `animator`, so any number run at once.
open class CollectionView: ScrollView {
  /// Supplies counts and views.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Hears about scrolling, display, highlight, selection, focus and the edit menu. Set a
  /// `CollectionViewDelegate` (which refines `ScrollViewDelegate`); one that is only a scroll
  /// view's delegate hears only the scrolling.
  open override weak var delegate: (any ScrollViewDelegate)? {
    didSet { collectionDelegate = delegate as? any CollectionViewDelegate }
  }
  /// The delegate as a collection view's delegate, when it is one.
  weak var collectionDelegate: (any CollectionViewDelegate)?
  /// The layout in charge (UICollectionView.collectionViewLayout). Setting it switches to it
  /// without animation, as `setCollectionViewLayout(_:animated: false)` does.
  public var collectionViewLayout: CollectionViewLayout {
    get { installedLayout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }
  /// The layout in charge, as stored.
  var installedLayout: CollectionViewLayout
  /// Whether the user can select items (UICollectionView.allowsSelection); selecting in code
  /// works either way.
  public var allowsSelection = true
  /// Whether the user can select more than one item; a tap on a selected item then deselects it.
  public var allowsMultipleSelection = false {
    didSet {
      // Down to one: keep the most recently selected item, as UIKit keeps one.
      if !allowsMultipleSelection, itemStates.selected.count > 1,
        let keep = itemStates.lastSelected
      {
        for path in itemStates.selected where path != keep { setSelected(false, at: path) }
      }
    }
  }
  /// What the view shows behind its content: its background colour and background view.
  var background = CollectionBackground()
  /// The cells' upkeep: prefetching, configuration updates waiting, and self-sizing.
  var upkeep = CellUpkeep()
  /// The reuse queues, with their registrations and counters.
  public let reusePool = ReusePool()
  /// The last batch update applied: its update items and index map (for an inspector).
  public internal(set) var lastBatchUpdate: BatchUpdateRecord?
  /// The most recent layout lifecycle calls, and how many of each kind happened.
  public internal(set) var layoutEvents = LayoutEventLog()

  /// The item counts per section, as of the last reload or update.
  var counts: [Int] = []
  /// Whether the data source must be asked for everything again.
  var needsReload = true
  /// The elements on screen, by key.
  var visible: [ElementKey: OnScreenElement] = [:]
  /// How many times the visible elements were diffed (each pass marks the ones it keeps).
  var layoutPasses = 0
  /// Elements animating away; each goes back to its reuse queue when its animation ends.
  var disappearing: [OnScreenElement] = []
  /// Views' own transform and alpha animations (UIView.animate), by view.
  var viewTracks: [ObjectIdentifier: ViewTrack] = [:]
  /// Per-frame callbacks driven by animations (`animateFrames`).
  var frameTracks: [FrameTrack] = []
  /// The batch update being recorded inside `performBatchUpdates`.
  var pendingUpdate: BatchUpdate?
  /// The cell `reconfigureItems(at:)` hands back when the data source dequeues one.
  var reconfiguringCell: CollectionViewCell?
  /// The selection, highlight, focus and touch, by index path.
  var itemStates = ItemStates()
  /// How focus behaves (`allowsFocus`, `remembersLastFocusedIndexPath`,
  /// `selectionFollowsFocus`).
  var focusOptions = FocusOptions()
  /// The interactive movement in progress.
  var movement: InteractiveMovement?
  /// The interactive layout transition in progress.
  var interactiveTransition: InteractiveTransition?
  /// How many operations in progress hold the invariant checks (a batch update, a layout pass,
  /// a transition: the delegate and the data source may call back while they are half done).
  var invariantChecksDeferred = 0

  /// Creates a collection view of a given viewport size with a layout.
  public init(
    frameSize: Size, collectionViewLayout layout: CollectionViewLayout,
    clock: any AnimationClock = SystemClock()
  ) {
    self.installedLayout = layout
    super.init(frameSize: frameSize, clock: clock)
    layout.collectionView = self
    layout.needsPrepare = true
  }

  /// Drops every view on screen and asks the data source for everything again (reloadData).
  public func reloadData() {
    closeSwipeActions(animated: false)
    needsReload = true
    needsLayout = true
    // A reload in the middle of an interactive layout transition completes it first.
    completeInteractiveTransition()
    let context = type(of: collectionViewLayout).invalidationContextClass.init()
    context.invalidateDataSourceCounts = true
    context.invalidateEverything = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  /// The number of sections, as of the last reload or update.
  public var numberOfSections: Int {
    layoutIfNeeded(elements: false)
    return counts.count
  }

  /// The number of items in a section, as of the last reload or update.
  public func numberOfItems(inSection section: Int) -> Int {
    layoutIfNeeded(elements: false)
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Every item index path, section by section (for small collections and tests).
  public var allIndexPaths: [IndexPath] {
    layoutIfNeeded(elements: false)
    return counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
  }

  func readCounts() -> [Int] {
    guard let ds = dataSource else { return [] }
    let sections = max(0, ds.numberOfSections(in: self))
    return (0..<sections).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
  }

  func log(_ event: LayoutEvent) { layoutEvents.append(event) }

  /// Called when `isEditing` changed, after the cells on screen were told; a table view changes
  /// its selection rules here.
  func editingDidChange() {}

  /// Called by the layout when it is invalidated: the visible elements must be re-queried.
  func layoutInvalidated(with context: CollectionViewLayoutInvalidationContext) {
    log(.invalidate(context.description))
    needsLayout = true
  }

  // MARK: ScrollView's hooks (overrides live in the class body)

  /// Runs the layout pass if anything is stale: reload counts, `prepare()` the layout when an
  /// invalidation requires it, and diff the visible elements (new ones get views, departed ones
  /// go back to their reuse queues), then tell the prefetch data source which items the scroll
  /// now heads for. In debug builds the invariants are checked after it.
  open override func layoutIfNeeded() {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    layoutIfNeeded(elements: true)
    if !upkeep.configurationQueue.isEmpty { remeasure(upkeep.configurationQueue.run()) }
    if upkeep.prefetcher.isActive { prefetchAheadOfScroll() }
  }

  /// A new safe area lays the content out again (sections are inset by its sides).
  open override func safeAreaInsetsDidChange() {
    collectionViewLayout.invalidateLayout()
    needsLayout = true
    super.safeAreaInsetsDidChange()
  }

  /// New layout margins lay the content out again (sections may be inset by them).
  open override func layoutMarginsDidChange() {
    collectionViewLayout.invalidateLayout()
    needsLayout = true
    super.layoutMarginsDidChange()
  }

  /// A new adjusted content inset invalidates the layout: a flow lays its lines out across the
  /// bounds less the insets.
  open override func adjustedContentInsetDidChange() {
    collectionViewLayout.invalidateLayout()
    needsLayout = true
    super.adjustedContentInsetDidChange()
  }

  /// Views on screen get the new traits at once, others when handed out; a new pixel size
  /// invalidates the layout.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    for element in visible.values { element.view.traitCollection = traitCollection }
    for element in disappearing { element.view.traitCollection = traitCollection }
    backgroundView?.traitCollection = traitCollection
    if traitCollection.pixelSize != previousTraitCollection?.pixelSize {
      collectionViewLayout.invalidateLayout()
      needsLayout = true
    }
  }

  override func advanceFrameCallbacks() { advanceFrameAnimations() }

  override func settleTracks() {
    super.settleTracks()
    settleElementTracks()
  }

  override func checkInvariantsInDebugBuilds() {
    #if DEBUG
      if invariantChecksDeferred == 0 { _checkInvariants() }
    #endif
  }

  override func willChangeBounds(to newBounds: Rect) {
    invalidateForBoundsChangeIfNeeded(newBounds)
  }

  override func restingOffset(proposed: Point, velocity: Point) -> Point {
    let result = clampedContentOffset(
      collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity))
    log(.targetContentOffset(proposed: proposed, velocity: velocity, result: result))
    return result
  }
}
