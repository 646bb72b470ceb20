/// The collection view (UICollectionView): owns the data source's counts, the reuse queues, the
/// scroll state and the views on screen, and asks its layout where everything goes.
///
/// It is a simulator: nothing here draws. Each frame a renderer asks for `presentedElements()`
/// (attributes as they are on screen right now, mid-animation included) and
/// `presentedContentOffset`.
open class CollectionView {
  /// Supplies counts and views.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Hears about scrolling and display.
  public weak var delegate: (any CollectionViewDelegate)?
  /// The layout in charge.
  public internal(set) var collectionViewLayout: CollectionViewLayout
  /// The time source for animations.
  public var clock: any AnimationClock
  /// The duration of update, transition and scroll animations, in seconds (UIKit uses about 0.3).
  public var animationDuration: Double = 0.3
  /// Multiplies every animation's duration; 10 gives the simulator's "slow animations".
  public var animationDurationScale: Double = 1
  /// The timing curve of update and transition animations.
  public var timingCurve: TimingCurve = .easeInOut

  /// The size of the viewport in points.
  public internal(set) var frameSize: Size
  /// The scroll position: the content point shown at the viewport's top-left corner.
  public internal(set) var contentOffset: Point = .zero
  /// Extra scrollable space around the content (UIScrollView.contentInset).
  public var contentInset: EdgeInsets = .zero {
    didSet { setContentOffset(contentOffset, animated: false) }
  }
  /// The size of the content, as the layout reported it in the last layout pass.
  public internal(set) var contentSize: Size = .zero

  /// Counters of the reuse machinery.
  public internal(set) var reuseStatistics = ReuseStatistics()
  /// The error of the last update made outside `performBatchUpdates`, which cannot throw.
  public internal(set) var lastUpdateError: BatchUpdateError?
  /// The most recent layout lifecycle calls, oldest first (for the inspector and tests).
  public internal(set) var lifecycleLog: [String] = []
  /// How many lifecycle entries are kept.
  public var lifecycleLogCapacity = 64

  var counts: [Int] = []
  var needsReload = true
  var needsLayout = true
  var visible: [ElementKey: OnScreenElement] = [:]
  var disappearing: [OnScreenElement] = []
  var animation: RunningAnimation?
  var pendingUpdate: BatchUpdate?
  var cellClasses: [String: CollectionViewCell.Type] = [:]
  var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
  var cellQueues: [String: [CollectionViewCell]] = [:]
  var supplementaryQueues: [String: [CollectionReusableView]] = [:]
  var decorationQueues: [String: [CollectionReusableView]] = [:]

  /// Creates a collection view of a given viewport size with a layout.
  public init(
    frameSize: Size, collectionViewLayout layout: CollectionViewLayout,
    clock: any AnimationClock = SystemClock()
  ) {
    self.frameSize = frameSize
    self.collectionViewLayout = layout
    self.clock = clock
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
    collectionViewLayout.needsPrepare = true
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

  func log(_ entry: String) {
    lifecycleLog.append(entry)
    if lifecycleLog.count > lifecycleLogCapacity {
      lifecycleLog.removeFirst(lifecycleLog.count - lifecycleLogCapacity)
    }
  }
}

/// One view on screen: the attributes the layout gave it and, while animating, its transition.
struct OnScreenElement {
  var key: ElementKey
  let view: CollectionReusableView
  var attributes: LayoutAttributes
  var transition: AttributesTransition?
}

/// The animation in flight: its timing, the scroll it carries and who to tell when it ends.
struct RunningAnimation {
  var start: Double
  var duration: Double
  var curve: TimingCurve
  var offsetFrom: Point?
  /// A scroll: the visible elements follow the presented offset frame by frame, as UIKit lays
  /// out a scrolling view on every frame.
  var isScroll = false
  var completions: [(Bool) -> Void]
}

/// Counters that make the reuse pool visible.
public struct ReuseStatistics: Hashable, Sendable {
  /// Cells instantiated because their queue was empty.
  public var cellsCreated = 0
  /// Cells handed out again from a reuse queue.
  public var cellsReused = 0
  /// Cells waiting in the reuse queues now.
  public var cellsInPool = 0
  /// Supplementary and decoration views instantiated.
  public var otherViewsCreated = 0
  /// Supplementary and decoration views handed out again.
  public var otherViewsReused = 0

  /// Creates zeroed counters.
  public init() {}
}
