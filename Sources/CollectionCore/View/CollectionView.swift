/// The collection view (UICollectionView): owns the data source's counts, the reuse pool, the
/// scroll state and the views on screen, and asks its layout where everything goes.
///
/// It is a simulator: nothing here draws. Each frame a renderer asks for `presentedElements()`
/// (attributes as they are on screen right now, mid-animation included) and
/// `presentedContentOffset`. Every animation — updates, layout switches, scrolls, bounds
/// changes, views' own properties — runs on its `animator`, so any number run at once.
open class CollectionView {
  /// Supplies counts and views.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Hears about scrolling and display.
  public weak var delegate: (any CollectionViewDelegate)?
  /// The layout in charge.
  public internal(set) var collectionViewLayout: CollectionViewLayout
  /// Runs every animation of this collection view.
  public let animator: Animator
  /// The time source for animations.
  public var clock: any AnimationClock { animator.clock }
  /// The duration of update, transition and scroll animations, in seconds (UIKit uses about 0.3).
  public var animationDuration: Double = 0.3
  /// Multiplies every animation's duration; 10 gives the simulator's "slow animations".
  public var animationDurationScale: Double = 1
  /// The timing of update, transition, bounds-change and scroll animations.
  public var animationTiming: AnimationTiming = .easeInOut
  /// How long a scroll gesture (a burst of wheel steps) must pause before it counts as ended and
  /// the layout is asked where to rest.
  public var scrollGestureEndDelay: Double = 0.12
  /// How quickly a scroll slows down after a gesture (UIScrollView.decelerationRate).
  public var decelerationRate: DecelerationRate = .normal
  /// Whether a gesture comes to rest on a multiple of the bounds (UIScrollView.isPagingEnabled).
  public var isPagingEnabled = false
  /// Whether a gesture can pull the content past its edges, springing back on release.
  public var bounces = true
  /// The steps an animated scroll moves in, counted from where it started (UIScrollView rounds
  /// its offset to the screen's pixels; a terminal's pixel for scrolling is a glyph): every
  /// frame then shows the last one shifted by whole glyphs, which a renderer can reuse and a
  /// terminal can scroll. The scroll still ends exactly on its target. `nil`: no rounding.
  public var scrollAnimationStep: Size?
  /// The traits views are shown with (UITraitCollection): the app sets the interface style from
  /// the terminal's background and the pixel size from its glyph cell. Views on screen get a
  /// change at once, others when handed out; a new pixel size invalidates the layout.
  public var traitCollection = TraitCollection() {
    didSet {
      guard traitCollection != oldValue else { return }
      for element in visible.values { element.view.traitCollection = traitCollection }
      for element in disappearing { element.view.traitCollection = traitCollection }
      if traitCollection.pixelSize != oldValue.pixelSize {
        collectionViewLayout.invalidateLayout()
        needsLayout = true
      }
    }
  }
  /// Whether vertical gestures bounce even when the content is no taller than the view.
  public var alwaysBounceVertical = false
  /// Whether horizontal gestures bounce even when the content is no wider than the view.
  public var alwaysBounceHorizontal = false
  /// Whether the user can select items (UICollectionView.allowsSelection); selecting in code
  /// works either way.
  public var allowsSelection = true
  /// Whether the user can select more than one item; a tap on a selected item then deselects it.
  public var allowsMultipleSelection = false {
    didSet {
      // Down to one: keep the most recently selected item, as UIKit keeps one.
      if !allowsMultipleSelection, selectedItems.count > 1, let keep = lastSelected {
        for path in selectedItems where path != keep { setSelected(false, at: path) }
      }
    }
  }

  /// The size of the viewport in points.
  public internal(set) var frameSize: Size
  /// The scroll position: the content point shown at the viewport's top-left corner. During an
  /// animated scroll it moves frame by frame, as UIScrollView's does.
  public internal(set) var contentOffset: Point = .zero
  /// Extra scrollable space around the content (UIScrollView.contentInset). Changing it
  /// invalidates the layout: a flow lays its lines out across the bounds less the insets.
  public var contentInset: EdgeInsets = .zero {
    didSet {
      if contentInset != oldValue { collectionViewLayout.invalidateLayout() }
      setContentOffset(contentOffset, animated: false)
    }
  }
  /// The size of the content, as the layout reported it in the last layout pass.
  public internal(set) var contentSize: Size = .zero

  /// The reuse queues, with their registrations and counters.
  public let reusePool = ReusePool()
  /// The error of the last update made outside `performBatchUpdates`, which cannot throw.
  public internal(set) var lastUpdateError: BatchUpdateError?
  /// The last batch update applied: its update items and index map (for an inspector).
  public internal(set) var lastBatchUpdate: BatchUpdateRecord?
  /// The most recent layout lifecycle calls, and how many of each kind happened.
  public internal(set) var layoutEvents = LayoutEventLog()

  var counts: [Int] = []
  var needsReload = true
  var needsLayout = true
  var visible: [ElementKey: OnScreenElement] = [:]
  /// How many times the visible elements were diffed (each pass marks the ones it keeps).
  var layoutPasses = 0
  var disappearing: [OnScreenElement] = []
  var scrollTrack: ScrollTrack?
  var offsetTrack: OffsetTrack?
  var viewTracks: [ObjectIdentifier: ViewTrack] = [:]
  var gesture: ScrollGesture?
  var pendingUpdate: BatchUpdate?
  var frameTracks: [FrameTrack] = []
  var reconfiguringCell: CollectionViewCell?
  /// The index mapping of the batch update being set up (layouts in this module read it).
  var currentUpdateMapping: IndexPathMapping?
  /// The selected items.
  var selectedItems: Set<IndexPath> = []
  /// The item selected last (kept when multiple selection is switched off).
  var lastSelected: IndexPath?
  /// The highlighted item (a touch is down on it).
  var highlightedItem: IndexPath?
  /// The touch being tracked, from `touchesBegan(at:)` to its end or cancellation.
  var touch: TouchTracking?
  /// The focused item.
  var focusedItem: IndexPath?
  /// The interactive movement in progress.
  var movement: InteractiveMovement?
  /// The interactive layout transition in progress.
  var interactiveTransition: InteractiveTransition?

  /// Creates a collection view of a given viewport size with a layout.
  public init(
    frameSize: Size, collectionViewLayout layout: CollectionViewLayout,
    clock: any AnimationClock = SystemClock()
  ) {
    self.frameSize = frameSize
    self.collectionViewLayout = layout
    self.animator = Animator(clock: clock)
    layout.collectionView = self
    layout.needsPrepare = true
  }

  /// The visible region in content coordinates: origin at the content offset, the frame's size.
  public var bounds: Rect { Rect(origin: contentOffset, size: frameSize) }

  /// Marks the visible elements as stale; the next `layoutIfNeeded()` recomputes them.
  public func setNeedsLayout() { needsLayout = true }

  /// Drops every view on screen and asks the data source for everything again (reloadData).
  public func reloadData() {
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

  /// Called by the layout when it is invalidated: the visible elements must be re-queried.
  func layoutInvalidated(with context: CollectionViewLayoutInvalidationContext) {
    log(.invalidate(context.description))
    needsLayout = true
  }
}

/// A scroll gesture in progress (a drag, or a burst of wheel steps): where the content would be
/// without the rubber band, and its recent positions, so its velocity is known when it ends.
struct ScrollGesture {
  /// The offset the gesture asks for (the shown offset differs past an edge: the rubber band).
  var rawOffset: Point
  /// The offset when the gesture began (paging measures from its page).
  var startOffset: Point
  /// Recent raw offsets and when they were reached.
  var samples: [(time: Double, offset: Point)]
  /// For wheel steps: the timer that ends the gesture after a pause.
  var timer: AnimationID?
}

/// Counters that make the reuse pool visible (summed from `reusePool`'s per-queue counters).
public struct ReuseStatistics: Hashable, Sendable {
  /// Cells instantiated because their queue was empty.
  public var cellsCreated = 0
  /// Cells handed out again from a reuse queue.
  public var cellsReused = 0
  /// Cells waiting in the reuse queues now.
  public var cellsInPool = 0
  /// Cells dropped because their queue was full.
  public var cellsDiscarded = 0
  /// Supplementary and decoration views instantiated.
  public var otherViewsCreated = 0
  /// Supplementary and decoration views handed out again.
  public var otherViewsReused = 0

  /// Creates zeroed counters.
  public init() {}
}
