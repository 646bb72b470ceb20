extension ScrollView {
  /// A discrete scroll the user asked for (a key press): proposes the scroll's destination moved
  /// by `delta`, lets the view choose where to rest (a collection view asks its layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and goes there.
  /// Returns the resting offset. With `isScrollEnabled` off nothing moves.
  @discardableResult
  public func scrollByUser(_ delta: Point, animated: Bool) -> Point {
    layoutIfNeeded()
    guard isScrollEnabled else { return currentContentOffset }
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

  /// Scrolls to the end of the content as the user asks for it (End): as `scrollByUser(_:animated:)`
  /// towards the largest offset, and it ends there however the content's size changes on the
  /// way — a list whose rows measure themselves as they come into view grows or shrinks from its
  /// estimate as it scrolls, and UIKit corrects the estimate so the last row lands at the bottom.
  /// Returns the resting offset.
  @discardableResult
  public func scrollToEnd(animated: Bool) -> Point {
    let target = scrollByUser(contentOffsetRange.max - scrollDestination, animated: animated)
    guard target == contentOffsetRange.max else { return target }
    if scrollTrack != nil {
      scrollTrack!.followsEnd = true
    } else {
      settleAtEnd()
    }
    return currentContentOffset
  }

  /// Lays out at the end until the end holds still (what shows there measured, at most 8
  /// rounds).
  func settleAtEnd() {
    for _ in 0..<8 {
      layoutIfNeeded()
      let end = contentOffsetRange.max
      guard currentContentOffset != end else { return }
      applyContentOffset(end)
    }
  }

  /// Begins a drag (a mouse press on the content, the first wheel step): a coasting scroll
  /// stops where it is, as a finger stops a UIScrollView.
  public func beginDragging() {
    layoutIfNeeded()
    guard gesture == nil, isScrollEnabled else { return }
    cancelScrollAnimation()
    gesture = ScrollGesture(
      rawOffset: currentContentOffset, startOffset: currentContentOffset,
      samples: [(clock.now, currentContentOffset)], timer: nil)
    delegate?.scrollViewWillBeginDragging(self)
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
  /// drag's velocity and comes to rest where the view says (a collection view's layout's
  /// `targetContentOffset(…)`, or a page with `isPagingEnabled`); the delegate may change that
  /// target (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`). Past an edge the
  /// content springs back.
  public func endDragging() { endDragging(askingLayout: true) }

  /// One step of a wheel: the content moves at once and keeps coasting with the speed of the
  /// steps so far (a flick); once no step has come for `scrollGestureEndDelay` the gesture ends
  /// and the coast is steered to rest where the view says.
  public func scrollGesture(by delta: Point) {
    guard isScrollEnabled else { return }
    let coasting = scrollTrack?.kind == .deceleration && gesture != nil
    if coasting { cancelScrollAnimation() }
    if gesture == nil { beginDragging() }
    if let g = gesture, coasting || scrollTrack == nil {
      // Steps come from where the coast got to.
      gesture?.rawOffset = isOverscrolled(g.rawOffset) ? g.rawOffset : currentContentOffset
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
    if let g = gesture, g.samples.count >= 3, !isOverscrolled(currentContentOffset) {
      let v = gestureVelocity(g)
      let projected = clampedContentOffset(
        Point(
          x: currentContentOffset.x
            + ScrollPhysics.projectedDistance(velocity: v.x, rate: decelerationRate.rawValue),
          y: currentContentOffset.y
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

  /// Asks the delegate where a drag that ends with `velocity` (points per second) should come
  /// to rest, handing it UIKit's points per millisecond.
  private func delegateTarget(_ target: Point, velocity: Point) -> Point {
    var target = target
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
      targetContentOffset: &target)
    return target
  }

  /// Ends the gesture in progress, if any; with `askingLayout`, the content comes to rest where
  /// the view (or paging, or the delegate) says.
  func endDragging(askingLayout: Bool) {
    guard let g = gesture else { return }
    if let timer = g.timer { animator.cancel(timer) }
    let coast = scrollTrack?.kind == .deceleration ? scrollVelocity : nil
    gesture = nil
    guard askingLayout else {
      cancelScrollAnimation()
      if isOverscrolled(currentContentOffset) {
        applyContentOffset(clampedContentOffset(currentContentOffset))
      }
      return
    }
    let velocity = coast ?? gestureVelocity(g)
    if isOverscrolled(currentContentOffset) {
      // Past an edge: spring back, whatever the speed.
      cancelScrollAnimation()
      let target = delegateTarget(clampedContentOffset(currentContentOffset), velocity: velocity)
      delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
      delegate?.scrollViewWillBeginDecelerating(self)
      beginScroll(
        to: clampedContentOffset(target), kind: .bounce, duration: 0.5,
        timing: .spring(SpringTimingParameters(dampingRatio: 1)))
      return
    }
    let rate = decelerationRate.rawValue
    let projected = Point(
      x: currentContentOffset.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
      y: currentContentOffset.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
    let proposed =
      isPagingEnabled
      ? pageOffset(from: g.startOffset, velocity: velocity, proposed: projected)
      : restingOffset(proposed: clampedContentOffset(projected), velocity: velocity)
    let target = clampedContentOffset(delegateTarget(proposed, velocity: velocity))
    let willDecelerate = target != currentContentOffset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    cancelScrollAnimation()
    if willDecelerate {
      delegate?.scrollViewWillBeginDecelerating(self)
      decelerate(velocity: velocity, to: target)
    }
  }

  /// Coasts from the offset now to `target`, starting at `velocity` so nothing kinks: the
  /// deceleration rate is chosen to land exactly there. Against the velocity (or with none) the
  /// content eases there instead.
  func decelerate(velocity: Point, to target: Point) {
    cancelScrollAnimation()
    let distance = target - currentContentOffset
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
}
