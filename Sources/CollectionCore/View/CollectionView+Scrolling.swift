extension CollectionView {
  /// The smallest and largest content offsets, from the content size, bounds and insets.
  public var contentOffsetRange: (min: Point, max: Point) {
    let minimum = Point(x: -contentInset.left, y: -contentInset.top)
    let maximum = Point(
      x: max(minimum.x, contentSize.width + contentInset.right - frameSize.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - frameSize.height))
    return (minimum, maximum)
  }

  func clampedContentOffset(_ offset: Point) -> Point {
    let range = contentOffsetRange
    func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double {
      v.isNaN ? low : min(max(v, low), high)
    }
    return Point(
      x: clamp(offset.x, range.min.x, range.max.x), y: clamp(offset.y, range.min.y, range.max.y))
  }

  /// Where scrolling is heading: the end of the running scroll animation, or the content offset.
  /// Key presses that step from "here" step from this, so two quick PgDn go two pages.
  public var scrollDestination: Point { scrollTrack?.to ?? contentOffset }

  /// Whether an animated scroll (or a deceleration, or a bounce) is running.
  public var isScrollAnimating: Bool { scrollTrack != nil }

  /// Whether a gesture is moving the content (UIScrollView.isDragging).
  public var isDragging: Bool { gesture != nil }

  /// Whether the content is coasting after a gesture (UIScrollView.isDecelerating).
  public var isDecelerating: Bool { scrollTrack?.kind == .deceleration }

  /// Changes the content inset; when that pulls the offset back into the content and
  /// `animated` is set, the screen eases from where it was instead of jumping.
  public func setContentInset(_ inset: EdgeInsets, animated: Bool) {
    guard inset != contentInset else { return }
    let before = presentedContentOffset
    contentInset = inset
    let delta = before - contentOffset
    guard animated, delta != .zero else { return }
    offsetTrack = OffsetTrack(
      delta: delta,
      animation: animator.begin(
        duration: animationDuration * animationDurationScale, timing: animationTiming,
        label: "inset change"))
  }

  /// Scrolls to an offset (clamped to the content), optionally animated
  /// (setContentOffset:animated:). Animated, the offset moves frame by frame and the layout
  /// sees every bounds change on the way; a new scroll takes over from wherever the last one is.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    layoutIfNeeded()
    cancelScrollAnimation()
    let target = clampedContentOffset(offset)
    guard target != contentOffset else { return }
    if animated {
      beginScroll(to: target, kind: .animated)
    } else {
      applyContentOffset(target)
      layoutIfNeeded()
    }
  }

  /// Starts a scroll animation of a kind from the offset now; the delegate hears its end.
  func beginScroll(
    to target: Point, kind: ScrollTrack.Kind, duration: Double? = nil,
    timing: AnimationTiming? = nil
  ) {
    let id = animator.begin(
      duration: (duration ?? animationDuration) * animationDurationScale,
      timing: timing ?? animationTiming,
      label: kind == .deceleration ? "deceleration" : kind == .bounce ? "bounce" : "scroll"
    ) { [weak self] finished in
      guard finished, let self else { return }
      if kind == .animated {
        self.delegate?.collectionViewDidEndScrollingAnimation(self)
      } else {
        self.delegate?.collectionViewDidEndDecelerating(self)
      }
    }
    scrollTrack = ScrollTrack(from: contentOffset, to: target, animation: id, kind: kind)
  }

  /// Moves the content offset now: the bounds change a scroll is. The layout is asked whether it
  /// must be invalidated (and with which context), and the delegate hears about it. Past the
  /// content's edges only a gesture or a bounce may go (`clamped: false`).
  func applyContentOffset(_ offset: Point, clamped: Bool = true) {
    let target = clamped ? clampedContentOffset(offset) : offset
    guard target != contentOffset, !target.x.isNaN, !target.y.isNaN else { return }
    invalidateForBoundsChangeIfNeeded(Rect(origin: target, size: frameSize))
    contentOffset = target
    needsLayout = true
    delegate?.collectionViewDidScroll(self)
  }

  /// Whether the offset may lie past the content's edges now (a drag or a bounce is on).
  var allowsOverscroll: Bool { gesture != nil || scrollTrack?.kind == .bounce }

  /// Asks the layout about a bounds change before it happens, and invalidates it with the
  /// layout's context for that change when it asks to be.
  func invalidateForBoundsChangeIfNeeded(_ newBounds: Rect) {
    let layout = collectionViewLayout
    let should = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    log(.shouldInvalidate(bounds: newBounds, result: should))
    if should {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }
    needsLayout = true
  }

  /// Stops an animated scroll where it is now (its completion reports `false`).
  func cancelScrollAnimation() {
    guard let track = scrollTrack else { return }
    scrollTrack = nil
    animator.cancel(track.animation)
  }

  /// Moves an animated scroll on to where its animation is now (called every frame).
  func advanceScroll() {
    guard let track = scrollTrack else { return }
    let running = animator.animation(track.animation)
    let done = running.map { clock.now >= $0.end } ?? true
    let t = done ? 1 : animator.progress(of: track.animation)
    if done { scrollTrack = nil }
    applyContentOffset(scrollOffset(track, at: t), clamped: track.kind != .bounce && !done)
  }

  /// The offset a scroll shows at a progress: on the way from its start to its end, in whole
  /// `scrollAnimationStep`s from the start, and exactly its end once done.
  func scrollOffset(_ track: ScrollTrack, at t: Double) -> Point {
    guard t != 1 else { return track.to }
    let offset = Point(
      x: track.from.x + (track.to.x - track.from.x) * t,
      y: track.from.y + (track.to.y - track.from.y) * t)
    guard let step = scrollAnimationStep else { return offset }
    return Self.stepped(offset, from: track.from, by: step)
  }

  /// When a scroll that moves in whole steps (`scrollAnimationStep`) next shows another offset:
  /// the first frame after `time`, on a grid of `interval` seconds, at which its stepped offset
  /// differs from the offset now, or the first at or after its end. A run loop may sleep until
  /// then: the frames between would show the same offset (the slow start and end of an eased
  /// page scroll). Nil when nothing or anything else animates (every frame may then differ).
  public func nextScrollStepTime(after time: Double, interval: Double) -> Double? {
    guard let track = scrollTrack, track.kind == .animated, scrollAnimationStep != nil,
      animator.runningAnimations.count == 1, let running = animator.animation(track.animation),
      offsetTrack == nil, viewTracks.isEmpty, disappearing.isEmpty, gesture == nil,
      time.isFinite, interval > 0
    else { return nil }
    var frame = time + interval
    while frame < running.end {
      let offset = scrollOffset(track, at: running.progress(at: frame))
      if clampedContentOffset(offset) != contentOffset { return frame }
      frame += interval
    }
    return frame
  }

  /// An offset on the way from `from`, rounded to whole steps of it.
  static func stepped(_ offset: Point, from: Point, by step: Size) -> Point {
    func round(_ value: Double, _ origin: Double, _ size: Double) -> Double {
      guard size > 0, size.isFinite else { return value }
      return origin + ((value - origin) / size).rounded() * size
    }
    return Point(
      x: round(offset.x, from.x, step.width), y: round(offset.y, from.y, step.height))
  }

  /// The velocity of the running scroll now, in points per second (zero when none runs).
  var scrollVelocity: Point {
    guard let track = scrollTrack else { return .zero }
    let rate = animator.progressVelocity(of: track.animation)
    return Point(x: (track.to.x - track.from.x) * rate, y: (track.to.y - track.from.y) * rate)
  }

  // MARK: User scrolling

  /// A discrete scroll the user asked for (a key press): proposes the scroll's destination moved
  /// by `delta`, lets the layout choose where to rest
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and goes there.
  /// Returns the resting offset.
  @discardableResult
  public func scrollByUser(_ delta: Point, animated: Bool) -> Point {
    layoutIfNeeded()
    if gesture != nil { endDragging(askingLayout: false) }
    let proposed = clampedContentOffset(scrollDestination + delta)
    let duration = max(animationDuration * animationDurationScale, 1e-3)
    let velocity = Point(x: delta.x / duration, y: delta.y / duration)
    let target =
      isPagingEnabled
      ? pageOffset(near: proposed) : restingOffset(proposed: proposed, velocity: velocity)
    setContentOffset(target, animated: animated)
    return target
  }

  /// Begins a drag (a mouse press on the content, the first wheel step): a coasting scroll
  /// stops where it is, as a finger stops a UIScrollView.
  public func beginDragging() {
    layoutIfNeeded()
    guard gesture == nil else { return }
    cancelScrollAnimation()
    gesture = ScrollGesture(
      rawOffset: contentOffset, startOffset: contentOffset,
      samples: [(clock.now, contentOffset)], timer: nil)
    delegate?.collectionViewWillBeginDragging(self)
  }

  /// Moves a drag by `delta` points: the content follows at once, and past an edge it follows a
  /// rubber band (when `bounces`).
  public func drag(by delta: Point) {
    if gesture == nil { beginDragging() }
    guard var g = gesture else { return }
    let range = contentOffsetRange
    var raw = g.rawOffset
    if canScroll(horizontally: true) { raw.x += delta.x }
    if canScroll(horizontally: false) { raw.y += delta.y }
    g.rawOffset = raw
    let now = clock.now
    g.samples.append((now, raw))
    g.samples.removeAll { now - $0.time > Self.velocityWindow }
    gesture = g
    let shown: Point
    if bounces {
      shown = Point(
        x: ScrollPhysics.rubberBanded(
          raw.x, range: range.min.x...range.max.x, dimension: frameSize.width),
        y: ScrollPhysics.rubberBanded(
          raw.y, range: range.min.y...range.max.y, dimension: frameSize.height))
    } else {
      shown = clampedContentOffset(raw)
    }
    applyContentOffset(shown, clamped: false)
    layoutIfNeeded()
  }

  /// Ends a drag (the mouse is released, the wheel has paused): the content coasts with the
  /// drag's velocity and comes to rest where the layout says (`targetContentOffset(…)`, or a
  /// page with `isPagingEnabled`); the delegate may change that target
  /// (`collectionViewWillEndDragging(_:withVelocity:targetContentOffset:)`). Past an edge the
  /// content springs back.
  public func endDragging() { endDragging(askingLayout: true) }

  /// One step of a wheel: the content moves at once and keeps coasting with the speed of the
  /// steps so far (a flick); once no step has come for `scrollGestureEndDelay` the gesture ends
  /// and the coast is steered to rest where the layout says.
  public func scrollGesture(by delta: Point) {
    let coasting = scrollTrack?.kind == .deceleration && gesture != nil
    if coasting { cancelScrollAnimation() }
    if gesture == nil { beginDragging() }
    if let g = gesture, coasting || scrollTrack == nil {
      // Steps come from where the coast got to.
      gesture?.rawOffset = isOverscrolled(g.rawOffset) ? g.rawOffset : contentOffset
    }
    drag(by: delta)
    if let timer = gesture?.timer { animator.cancel(timer) }
    gesture?.timer = animator.begin(
      duration: scrollGestureEndDelay, timing: .linear, label: "scroll gesture"
    ) { [weak self] finished in
      guard finished else { return }
      self?.endDragging(askingLayout: true)
    }
    // A flick: two or more steps within the window coast on between the steps.
    if let g = gesture, g.samples.count >= 3, !isOverscrolled(contentOffset) {
      let v = gestureVelocity(g)
      let projected = clampedContentOffset(
        Point(
          x: contentOffset.x
            + ScrollPhysics.projectedDistance(velocity: v.x, rate: decelerationRate.rawValue),
          y: contentOffset.y
            + ScrollPhysics.projectedDistance(velocity: v.y, rate: decelerationRate.rawValue)))
      decelerate(velocity: v, to: projected)
    }
  }

  /// How long a gesture's samples count towards its velocity.
  static let velocityWindow = 0.15

  /// A gesture's velocity from its recent samples, in points per second: the distance over the
  /// window (steps that arrive at once count as a frame apart). One step alone is a nudge, not
  /// a flick: no velocity.
  func gestureVelocity(_ g: ScrollGesture) -> Point {
    guard let first = g.samples.first, let last = g.samples.last, g.samples.count >= 3 else {
      return .zero
    }
    let span = max(last.time - first.time, Double(g.samples.count - 1) / 60, 1.0 / 60)
    let window = max(span, Self.velocityWindow)
    return Point(
      x: (last.offset.x - first.offset.x) / window, y: (last.offset.y - first.offset.y) / window)
  }

  /// Whether an offset lies past the content's edges.
  func isOverscrolled(_ offset: Point) -> Bool { clampedContentOffset(offset) != offset }

  /// Whether gestures move the content along an axis (it is scrollable, or always bounces).
  func canScroll(horizontally: Bool) -> Bool {
    let range = contentOffsetRange
    return horizontally
      ? (range.max.x > range.min.x || alwaysBounceHorizontal)
      : (range.max.y > range.min.y || alwaysBounceVertical)
  }

  /// Ends the gesture in progress, if any; with `askingLayout`, the content comes to rest where
  /// the layout (or paging, or the delegate) says.
  func endDragging(askingLayout: Bool) {
    guard let g = gesture else { return }
    if let timer = g.timer { animator.cancel(timer) }
    let coast = scrollTrack?.kind == .deceleration ? scrollVelocity : nil
    gesture = nil
    guard askingLayout else {
      cancelScrollAnimation()
      if isOverscrolled(contentOffset) { applyContentOffset(clampedContentOffset(contentOffset)) }
      return
    }
    let velocity = coast ?? gestureVelocity(g)
    if isOverscrolled(contentOffset) {
      // Past an edge: spring back, whatever the speed.
      cancelScrollAnimation()
      var target = clampedContentOffset(contentOffset)
      delegate?.collectionViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: &target)
      delegate?.collectionViewDidEndDragging(self, willDecelerate: true)
      beginScroll(
        to: clampedContentOffset(target), kind: .bounce, duration: 0.5,
        timing: .spring(SpringTimingParameters(dampingRatio: 1)))
      return
    }
    let rate = decelerationRate.rawValue
    let projected = Point(
      x: contentOffset.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
      y: contentOffset.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
    var target =
      isPagingEnabled
      ? pageOffset(from: g.startOffset, velocity: velocity, proposed: projected)
      : restingOffset(proposed: clampedContentOffset(projected), velocity: velocity)
    delegate?.collectionViewWillEndDragging(
      self, withVelocity: velocity, targetContentOffset: &target)
    target = clampedContentOffset(target)
    let willDecelerate = target != contentOffset
    delegate?.collectionViewDidEndDragging(self, willDecelerate: willDecelerate)
    cancelScrollAnimation()
    if willDecelerate { decelerate(velocity: velocity, to: target) }
  }

  /// Coasts from the offset now to `target`, starting at `velocity` so nothing kinks: the
  /// deceleration rate is chosen to land exactly there. Against the velocity (or with none) the
  /// content eases there instead.
  func decelerate(velocity: Point, to target: Point) {
    cancelScrollAnimation()
    let distance = target - contentOffset
    guard distance != .zero else { return }
    let horizontal = abs(distance.x) >= abs(distance.y)
    let d = horizontal ? distance.x : distance.y
    let v = horizontal ? velocity.x : velocity.y
    if let rate = ScrollPhysics.rate(toTravel: d, from: v),
      case let ms = ScrollPhysics.decelerationMilliseconds(distance: d, rate: rate),
      ms < ScrollPhysics.longestDeceleration
    {
      beginScroll(
        to: target, kind: .deceleration, duration: ms / 1000,
        timing: .deceleration(rate: rate, milliseconds: ms))
    } else {
      // Too slow to coast that far, or heading the other way: a critically damped spring that
      // starts at the same speed (in UIKit's units, whole distances per second).
      beginScroll(
        to: target, kind: .deceleration, duration: 0.6,
        timing: .spring(SpringTimingParameters(dampingRatio: 1, initialVelocity: v / d)))
    }
  }

  /// With paging: the page a gesture that began at `start` ends on — the next one in the
  /// direction of a fast enough gesture, else the nearest to where it would rest.
  func pageOffset(from start: Point, velocity: Point, proposed: Point) -> Point {
    func axis(_ s: Double, _ v: Double, _ p: Double, _ page: Double) -> Double {
      guard page > 0 else { return p }
      let startPage = (s / page).rounded()
      if abs(v) > 300 { return (startPage + (v > 0 ? 1 : -1)) * page }
      let nearest = (p / page).rounded()
      return min(startPage + 1, max(startPage - 1, nearest)) * page
    }
    return clampedContentOffset(
      Point(
        x: axis(start.x, velocity.x, proposed.x, frameSize.width),
        y: axis(start.y, velocity.y, proposed.y, frameSize.height)))
  }

  /// With paging: the page nearest an offset.
  func pageOffset(near offset: Point) -> Point {
    func axis(_ p: Double, _ page: Double) -> Double { page > 0 ? (p / page).rounded() * page : p }
    return clampedContentOffset(
      Point(x: axis(offset.x, frameSize.width), y: axis(offset.y, frameSize.height)))
  }

  /// Where the layout wants a user scroll to come to rest, clamped to the content.
  func restingOffset(proposed: Point, velocity: Point) -> Point {
    let result = clampedContentOffset(
      collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity))
    log(.targetContentOffset(proposed: proposed, velocity: velocity, result: result))
    return result
  }

  // MARK: Scrolling to things

  /// Scrolls the least distance that shows `rect` (scrollRectToVisible:animated:).
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    layoutIfNeeded()
    var offset = contentOffset
    if rect.minX < offset.x {
      offset.x = rect.minX
    } else if rect.maxX > offset.x + frameSize.width {
      offset.x = rect.maxX - frameSize.width
    }
    if rect.minY < offset.y {
      offset.y = rect.minY
    } else if rect.maxY > offset.y + frameSize.height {
      offset.y = rect.maxY - frameSize.height
    }
    setContentOffset(offset, animated: animated)
  }

  /// Scrolls so an item sits at the given position (scrollToItemAtIndexPath:atScrollPosition:animated:).
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
      return
    }
    var offset = contentOffset
    if position.contains(.top) { offset.y = frame.minY }
    if position.contains(.centeredVertically) { offset.y = frame.midY - frameSize.height / 2 }
    if position.contains(.bottom) { offset.y = frame.maxY - frameSize.height }
    if position.contains(.left) { offset.x = frame.minX }
    if position.contains(.centeredHorizontally) { offset.x = frame.midX - frameSize.width / 2 }
    if position.contains(.right) { offset.x = frame.maxX - frameSize.width }
    if position.isEmpty {
      scrollRectToVisible(frame, animated: animated)
    } else {
      setContentOffset(offset, animated: animated)
    }
  }
}

/// Where scrolling to an item puts it (UICollectionViewScrollPosition).
public struct ScrollPosition: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a position from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Just enough scrolling to make the item visible.
  public static let none: ScrollPosition = []
  /// The item's top at the top of the viewport.
  public static let top = ScrollPosition(rawValue: 1)
  /// The item centred vertically.
  public static let centeredVertically = ScrollPosition(rawValue: 2)
  /// The item's bottom at the bottom of the viewport.
  public static let bottom = ScrollPosition(rawValue: 4)
  /// The item's left edge at the left of the viewport.
  public static let left = ScrollPosition(rawValue: 8)
  /// The item centred horizontally.
  public static let centeredHorizontally = ScrollPosition(rawValue: 16)
  /// The item's right edge at the right of the viewport.
  public static let right = ScrollPosition(rawValue: 32)
}
