extension ScrollView {
  /// Whether something is moving (or a scroll gesture is waiting to end): the run loop renders
  /// frames only while this is true.
  public var isAnimating: Bool { animator.isAnimating }

  /// The time left until every running animation has ended, in seconds (0 when idle).
  public var remainingAnimationTime: Double { animator.remainingTime }

  /// The content offset as shown right now: the model offset, eased from where the screen was
  /// when a relayout (a layout switch, a resize) moved it at once.
  public var presentedContentOffset: Point {
    guard let track = offsetTrack else { return currentContentOffset }
    let remaining = 1 - animator.progress(of: track.animation)
    return Point(
      x: currentContentOffset.x + track.delta.x * remaining,
      y: currentContentOffset.y + track.delta.y * remaining)
  }

  /// Changes the content inset; when that pulls the offset back into the content and
  /// `animated` is set, the screen eases from where it was instead of jumping.
  public func setContentInset(_ inset: EdgeInsets, animated: Bool) {
    guard inset != contentInset else { return }
    let before = presentedContentOffset
    contentInset = inset
    let delta = before - currentContentOffset
    guard animated, delta != .zero else { return }
    offsetTrack = OffsetTrack(
      delta: delta,
      animation: animator.begin(
        duration: scaledDuration(animationDuration), timing: animationTiming,
        label: "inset change"))
  }

  /// Scrolls to an offset (clamped to the content), optionally animated
  /// (setContentOffset:animated:). Animated, the offset moves frame by frame and whatever lies
  /// under the view sees every bounds change on the way; a new scroll takes over from wherever
  /// the last one is.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    layoutIfNeeded()
    cancelScrollAnimation()
    let target = clampedContentOffset(offset)
    guard target != currentContentOffset else { return }
    if animated {
      beginScroll(to: target, kind: .animated)
    } else {
      applyContentOffset(target)
      layoutIfNeeded()
    }
  }

  /// Scrolls the least distance that shows `rect` inside the adjusted content inset
  /// (scrollRectToVisible:animated:); a rect larger than the view shows its top-left part.
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    layoutIfNeeded()
    let inset = adjustedContentInset
    var offset = currentContentOffset
    let visibleWidth = frameSize.width - inset.left - inset.right
    let visibleHeight = frameSize.height - inset.top - inset.bottom
    if rect.maxX > offset.x + inset.left + visibleWidth {
      offset.x = rect.maxX - inset.left - visibleWidth
    }
    if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
    if rect.maxY > offset.y + inset.top + visibleHeight {
      offset.y = rect.maxY - inset.top - visibleHeight
    }
    if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
    setContentOffset(offset, animated: animated)
  }

  /// Starts a scroll animation of a kind from the offset now; the delegate hears its end.
  func beginScroll(
    to target: Point, kind: ScrollTrack.Kind, duration: Double? = nil,
    timing: AnimationTiming? = nil
  ) {
    let id = animator.begin(
      duration: scaledDuration(duration ?? animationDuration),
      timing: timing ?? animationTiming,
      label: kind == .deceleration ? "deceleration" : kind == .bounce ? "bounce" : "scroll"
    ) { [weak self] finished in
      guard finished, let self else { return }
      if kind == .animated {
        self.delegate?.scrollViewDidEndScrollingAnimation(self)
      } else if self.gesture == nil {
        // A wheel burst's coast between its steps is still part of the drag.
        self.delegate?.scrollViewDidEndDecelerating(self)
      }
    }
    scrollTrack = ScrollTrack(from: currentContentOffset, to: target, animation: id, kind: kind)
  }

  /// Moves the content offset now: the bounds change a scroll is. Whatever lies under the view
  /// hears of the new bounds first (`willChangeBounds(to:)`), then the delegate of the scroll.
  /// Past the content's edges only a gesture or a bounce may go (`clamped: false`).
  func applyContentOffset(_ offset: Point, clamped: Bool = true) {
    let target = clamped ? clampedContentOffset(offset) : offset
    guard target != currentContentOffset, !target.x.isNaN, !target.y.isNaN else { return }
    willChangeBounds(to: Rect(origin: target, size: frameSize))
    currentContentOffset = target
    needsLayout = true
    delegate?.scrollViewDidScroll(self)
  }

  /// Whether the offset may lie past the content's edges now (a drag or a bounce is on).
  var allowsOverscroll: Bool { gesture != nil || scrollTrack?.kind == .bounce }

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
    if done && track.followsEnd { settleAtEnd() }
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
      offsetTrack == nil, gesture == nil, time.isFinite, interval > 0
    else { return nil }
    var frame = time + interval
    while frame < running.end {
      let offset = scrollOffset(track, at: running.progress(at: frame))
      if clampedContentOffset(offset) != currentContentOffset { return frame }
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
}
