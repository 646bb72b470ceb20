/// A view whose content scrolls (UIScrollView): the content's size, the offset shown at the
/// view's top-left corner, the insets around the content, and the drags, wheel steps, coasts,
/// bounces and animated scrolls that move the offset. `CollectionView` is its subclass.
///
/// It is a simulator: nothing here draws. The offset moves frame by frame during any scroll, as
/// UIScrollView's does, so what lies under the view (a collection view's layout) sees each step
/// and the delegate hears it. Every animation runs on its `animator`, driven by `tick()`.
open class ScrollView {
  /// Hears about scrolling (UIScrollView.delegate); a collection view's delegate is a
  /// `CollectionViewDelegate`, which refines `ScrollViewDelegate`.
  open weak var delegate: (any ScrollViewDelegate)?
  /// Runs every animation of this view.
  public let animator: Animator
  /// The size of the viewport in points.
  public internal(set) var frameSize: Size
  /// The offset as the model has it; `contentOffset` is its public face.
  var currentContentOffset: Point = .zero
  /// The size of the content (UIScrollView.contentSize); a collection view's layout sets it.
  public var contentSize: Size = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      if safeAreaInsets != .zero { noteAdjustedContentInset() }
      // A scroll to the end goes to the new end.
      if scrollTrack?.followsEnd == true { scrollTrack!.to = contentOffsetRange.max }
    }
  }
  /// Extra scrollable space around the content (UIScrollView.contentInset).
  public var contentInset: EdgeInsets = .zero {
    didSet { if contentInset != oldValue { insetsChanged() } }
  }
  /// How the safe area adds to the content inset (UIScrollView.contentInsetAdjustmentBehavior).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { insetsChanged() } }
  }
  /// The edges of the view that something else covers, such as a bar drawn over the content
  /// (UIView.safeAreaInsets, which UIKit derives from the view hierarchy; here the program that
  /// draws over the view sets it). `adjustedContentInset` adds it to the content inset.
  public var safeAreaInsets: EdgeInsets = .zero {
    didSet {
      if safeAreaInsets != oldValue {
        insetsChanged()
        safeAreaInsetsDidChange()
      }
    }
  }
  /// The space a layout keeps from the view's edges when it asks for it
  /// (UIView.directionalLayoutMargins; a compositional section with the `.layoutMargins` or
  /// `.readableContent` reference): two columns at the sides and none above and below, a
  /// terminal's system margins where UIKit's are 16 or 20 points.
  public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 0, leading: 2, bottom: 0, trailing: 2)
  {
    didSet { if directionalLayoutMargins != oldValue { layoutMarginsDidChange() } }
  }
  /// Whether a drag can pull the content past its edges, springing back on release.
  public var bounces = true
  /// Whether vertical drags bounce even when the content is no taller than the view.
  public var alwaysBounceVertical = false
  /// Whether horizontal drags bounce even when the content is no wider than the view.
  public var alwaysBounceHorizontal = false
  /// Whether a gesture comes to rest on a multiple of the bounds (UIScrollView.isPagingEnabled).
  public var isPagingEnabled = false
  /// Whether the user can scroll (UIScrollView.isScrollEnabled): when false, drags, the wheel
  /// and the scrolling keys leave the offset alone; code can still scroll.
  public var isScrollEnabled = true
  /// How quickly the content slows down after a gesture (UIScrollView.decelerationRate).
  public var decelerationRate: DecelerationRate = .normal
  /// Whether the vertical scroll indicator shows while the content scrolls.
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows while the content scrolls.
  public var showsHorizontalScrollIndicator = true
  /// How many times `flashScrollIndicators()` was called: a renderer that draws the indicators
  /// shows them when it sees this change.
  public private(set) var scrollIndicatorFlashCount = 0
  /// The duration of update, transition and scroll animations, in seconds (UIKit uses about 0.3).
  public var animationDuration: Double = 0.3
  /// Multiplies every animation's duration; 10 gives the simulator's "slow animations".
  public var animationDurationScale: Double = 1
  /// The timing of update, transition, bounds-change and scroll animations.
  public var animationTiming: AnimationTiming = .easeInOut
  /// Whether changes animate (UIView.areAnimationsEnabled, per view here); off inside
  /// `performWithoutAnimation(_:)`.
  public private(set) var areAnimationsEnabled = true
  /// How long a scroll gesture (a burst of wheel steps) must pause before it counts as ended and
  /// the content is steered to rest.
  public var scrollGestureEndDelay: Double = 0.12
  /// The steps an animated scroll moves in, counted from where it started (UIScrollView rounds
  /// its offset to the screen's pixels; a terminal's pixel for scrolling is a glyph): every
  /// frame then shows the last one shifted by whole glyphs, which a renderer can reuse and a
  /// terminal can scroll. The scroll still ends exactly on its target. `nil`: no rounding.
  public var scrollAnimationStep: Size?
  /// The traits the view is shown with (UITraitCollection): the app sets the interface style
  /// from the terminal's background and the pixel size from its glyph cell, and
  /// `overrideUserInterfaceStyle` replaces the style; `traitCollectionDidChange(_:)` follows a
  /// change.
  public var traitCollection: TraitCollection {
    get { environmentTraits.overriding(overrideUserInterfaceStyle) }
    set {
      let old = traitCollection
      environmentTraits = newValue
      if traitCollection != old { traitCollectionDidChange(old) }
    }
  }
  /// The traits the app gives the view, before its own override.
  public private(set) var environmentTraits = TraitCollection()
  /// The interface style the view and its cells take whatever the terminal's
  /// (UIView.overrideUserInterfaceStyle): `.light` on a dark terminal paints the view's
  /// background light and resolves the system colours for light. `.unspecified` follows the
  /// terminal.
  public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified {
    didSet {
      let old = environmentTraits.overriding(oldValue)
      if traitCollection != old { traitCollectionDidChange(old) }
    }
  }
  /// The adjusted content inset the view last heard of (`adjustedContentInsetDidChange()`).
  private var lastAdjustedContentInset: EdgeInsets = .zero
  /// Whether a layout pass is due (`setNeedsLayout()`).
  var needsLayout = true
  /// The animated scroll, coast or bounce moving the offset, if any.
  var scrollTrack: ScrollTrack?
  /// The eased difference between the presented offset and the model's after a relayout.
  var offsetTrack: OffsetTrack?
  /// The drag or burst of wheel steps in progress, if any.
  var gesture: ScrollGesture?
  /// Whether a touch is down on the content (`isTracking` before a drag begins).
  var isTouchDown = false

  /// Creates a scroll view of a viewport size whose animations run on a clock.
  public init(frameSize: Size, clock: any AnimationClock = SystemClock()) {
    self.frameSize = frameSize
    self.animator = Animator(clock: clock)
  }

  /// The time source for animations.
  public var clock: any AnimationClock { animator.clock }

  /// The scroll position (UIScrollView.contentOffset): the content point shown at the view's
  /// top-left corner. During an animated scroll it moves frame by frame. Setting it scrolls
  /// there at once, as `setContentOffset(_:animated: false)` does.
  public var contentOffset: Point {
    get { currentContentOffset }
    set { setContentOffset(newValue, animated: false) }
  }

  /// The visible region in content coordinates: origin at the content offset, the frame's size.
  public var bounds: Rect { Rect(origin: currentContentOffset, size: frameSize) }

  /// The content inset with the safe area added as `contentInsetAdjustmentBehavior` says
  /// (UIScrollView.adjustedContentInset): what the offset's range and the layouts use.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    guard safe != .zero else { return contentInset }
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes:
      (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic:
      (vertical, horizontal) = (true, scrollsHorizontally)
    }
    var inset = contentInset
    if vertical {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    if horizontal {
      inset.left += safe.left
      inset.right += safe.right
    }
    return inset
  }

  /// Whether the content scrolls vertically for the adjustment rules: taller than the view, or
  /// always bouncing that way.
  private var scrollsVertically: Bool {
    alwaysBounceVertical
      || contentSize.height + contentInset.top + contentInset.bottom
        > frameSize.height
  }

  /// Whether the content scrolls horizontally for the adjustment rules.
  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal
      || contentSize.width + contentInset.left + contentInset.right
        > frameSize.width
  }

  /// The smallest and largest content offsets, from the content size, bounds and adjusted
  /// insets.
  public var contentOffsetRange: (min: Point, max: Point) {
    let inset = adjustedContentInset
    let minimum = Point(x: -inset.left, y: -inset.top)
    let maximum = Point(
      x: max(minimum.x, contentSize.width + inset.right - frameSize.width),
      y: max(minimum.y, contentSize.height + inset.bottom - frameSize.height))
    return (minimum, maximum)
  }

  /// An offset moved inside `contentOffsetRange` (NaN goes to the start).
  func clampedContentOffset(_ offset: Point) -> Point {
    let range = contentOffsetRange
    func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double {
      v.isNaN ? low : min(max(v, low), high)
    }
    return Point(
      x: clamp(offset.x, range.min.x, range.max.x), y: clamp(offset.y, range.min.y, range.max.y))
  }

  /// Whether the user's finger — here the mouse button — is on the content, dragging or not yet
  /// (UIScrollView.isTracking).
  public var isTracking: Bool { isTouchDown || gesture != nil }

  /// Whether a gesture is moving the content (UIScrollView.isDragging).
  public var isDragging: Bool { gesture != nil }

  /// Whether the content is moving on after the user let go: a coast, or the bounce back from
  /// past an edge (UIScrollView.isDecelerating).
  public var isDecelerating: Bool {
    guard let kind = scrollTrack?.kind else { return false }
    return kind == .deceleration || kind == .bounce
  }

  /// Whether an animated scroll (or a deceleration, or a bounce) is running.
  public var isScrollAnimating: Bool { scrollTrack != nil }

  /// Where scrolling is heading: the end of the running scroll animation, or the content offset.
  /// Key presses that step from "here" step from this, so two quick PgDn go two pages.
  public var scrollDestination: Point { scrollTrack?.to ?? currentContentOffset }

  /// Shows the scroll indicators for a moment (flashScrollIndicators).
  public func flashScrollIndicators() { scrollIndicatorFlashCount &+= 1 }

  /// Runs `actions` with animations off (UIView.performWithoutAnimation): the updates, layout
  /// switches and scrolls they start take effect at once, and their completions run before this
  /// returns.
  public func performWithoutAnimation(_ actions: () -> Void) {
    let enabled = areAnimationsEnabled
    areAnimationsEnabled = false
    actions()
    areAnimationsEnabled = enabled
    if enabled { tick() }
  }

  /// A duration as animations run it now: scaled by `animationDurationScale`, or zero while
  /// animations are off.
  func scaledDuration(_ duration: Double) -> Double {
    areAnimationsEnabled ? duration * animationDurationScale : 0
  }

  /// Marks the view's layout as stale; the next `layoutIfNeeded()` brings it up to date.
  public func setNeedsLayout() { needsLayout = true }

  /// Brings the layout up to date if it is stale. A plain scroll view has nothing to lay out;
  /// a collection view runs its layout pass here.
  open func layoutIfNeeded() { needsLayout = false }

  /// Called when `adjustedContentInset` changed (UIScrollView.adjustedContentInsetDidChange); a
  /// subclass that overrides it calls `super`.
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// Called when the safe area changed (UIView.safeAreaInsetsDidChange).
  open func safeAreaInsetsDidChange() {}

  /// Called when the layout margins changed (UIView.layoutMarginsDidChange).
  open func layoutMarginsDidChange() {}

  /// Called when the traits changed (UITraitEnvironment.traitCollectionDidChange).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Advances time: moves an animated scroll on, ends the animations whose time is up
  /// (completions run with `true`) and lays out what changed. Returns whether anything still
  /// moves.
  @discardableResult
  open func tick() -> Bool {
    advanceScroll()
    advanceFrameCallbacks()
    let ended = animator.advance()
    if !ended.isEmpty { settleTracks() }
    layoutIfNeeded()
    for (_, completion) in ended { completion?(true) }
    checkInvariantsInDebugBuilds()
    return isAnimating
  }

  // MARK: Hooks for subclasses in this module (an extension's methods cannot be overridden)

  /// Runs per-frame work before the animator ends what is due (a collection view's frame
  /// animations); nothing here.
  func advanceFrameCallbacks() {}

  /// Drops the tracks of animations that ended or were cancelled.
  func settleTracks() {
    if let track = offsetTrack, !animator.isRunning(track.animation) { offsetTrack = nil }
  }

  /// Checks the view's invariants in debug builds (a collection view checks its own).
  func checkInvariantsInDebugBuilds() {}

  /// The bounds are about to change to `newBounds` (a scroll); a collection view asks its layout
  /// whether to invalidate.
  func willChangeBounds(to newBounds: Rect) {}

  /// Where a user's scroll proposed to end at `proposed` with `velocity` (points per second)
  /// comes to rest: there, inside the content; a collection view asks its layout.
  func restingOffset(proposed: Point, velocity: Point) -> Point {
    clampedContentOffset(proposed)
  }

  /// The content inset, the safe area or the adjustment behaviour changed: the view hears of a
  /// new adjusted inset, and the offset moves back inside the content if it left it.
  private func insetsChanged() {
    noteAdjustedContentInset()
    setContentOffset(currentContentOffset, animated: false)
  }

  /// Calls `adjustedContentInsetDidChange()` if the adjusted inset differs from the last one.
  private func noteAdjustedContentInset() {
    let inset = adjustedContentInset
    guard inset != lastAdjustedContentInset else { return }
    lastAdjustedContentInset = inset
    adjustedContentInsetDidChange()
  }
}
