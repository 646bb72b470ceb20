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

  /// Whether an animated scroll is running.
  public var isScrollAnimating: Bool { scrollTrack != nil }

  /// Scrolls to an offset (clamped to the content), optionally animated
  /// (setContentOffset:animated:). Animated, the offset moves frame by frame and the layout
  /// sees every bounds change on the way; a new scroll takes over from wherever the last one is.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    layoutIfNeeded()
    cancelScrollAnimation()
    let target = clampedContentOffset(offset)
    guard target != contentOffset else { return }
    if animated {
      let id = animator.begin(
        duration: animationDuration * animationDurationScale, timing: animationTiming,
        label: "scroll"
      ) { [weak self] finished in
        guard finished, let self else { return }
        self.delegate?.collectionViewDidEndScrollingAnimation(self)
      }
      scrollTrack = ScrollTrack(from: contentOffset, to: target, animation: id)
    } else {
      applyContentOffset(target)
      layoutIfNeeded()
    }
  }

  /// Moves the content offset now: the bounds change a scroll is. The layout is asked whether it
  /// must be invalidated (and with which context), and the delegate hears about it.
  func applyContentOffset(_ offset: Point) {
    let target = clampedContentOffset(offset)
    guard target != contentOffset else { return }
    invalidateForBoundsChangeIfNeeded(Rect(origin: target, size: frameSize))
    contentOffset = target
    needsLayout = true
    delegate?.collectionViewDidScroll(self)
  }

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
    let offset =
      t == 1
      ? track.to
      : Point(
        x: track.from.x + (track.to.x - track.from.x) * t,
        y: track.from.y + (track.to.y - track.from.y) * t)
    applyContentOffset(offset)
  }

  // MARK: User scrolling

  /// A discrete scroll the user asked for (a key press): proposes the scroll's destination moved
  /// by `delta`, lets the layout choose where to rest
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and goes there.
  /// Returns the resting offset.
  @discardableResult
  public func scrollByUser(_ delta: Point, animated: Bool) -> Point {
    layoutIfNeeded()
    endScrollGesture(askingLayout: false)
    let proposed = clampedContentOffset(scrollDestination + delta)
    let duration = max(animationDuration * animationDurationScale, 1e-3)
    let velocity = Point(x: delta.x / duration, y: delta.y / duration)
    let target = restingOffset(proposed: proposed, velocity: velocity)
    setContentOffset(target, animated: animated)
    return target
  }

  /// One step of a continuous scroll gesture (a wheel notch): the content moves at once, and
  /// once no step has come for `scrollGestureEndDelay` the gesture ends — the layout chooses
  /// where to rest from the gesture's velocity and the view animates there, as at the end of a
  /// UIScrollView drag.
  public func scrollGesture(by delta: Point) {
    layoutIfNeeded()
    cancelScrollAnimation()
    if gesture == nil {
      gesture = ScrollGesture(startOffset: contentOffset, startTime: clock.now, timer: nil)
      delegate?.collectionViewWillBeginDragging(self)
    }
    applyContentOffset(contentOffset + delta)
    layoutIfNeeded()
    if let timer = gesture?.timer { animator.cancel(timer) }
    gesture?.timer = animator.begin(
      duration: scrollGestureEndDelay, timing: .linear, label: "scroll gesture"
    ) { [weak self] finished in
      guard finished else { return }
      self?.endScrollGesture(askingLayout: true)
    }
  }

  /// Ends the scroll gesture in progress, if any; with `askingLayout`, settles where the layout
  /// says (animated).
  func endScrollGesture(askingLayout: Bool) {
    guard let g = gesture else { return }
    gesture = nil
    if let timer = g.timer { animator.cancel(timer) }
    guard askingLayout else { return }
    let elapsed = max(clock.now - g.startTime - scrollGestureEndDelay, 1.0 / 60)
    let velocity = Point(
      x: (contentOffset.x - g.startOffset.x) / elapsed,
      y: (contentOffset.y - g.startOffset.y) / elapsed)
    let target = restingOffset(proposed: contentOffset, velocity: velocity)
    delegate?.collectionViewDidEndDragging(self, willDecelerate: target != contentOffset)
    setContentOffset(target, animated: true)
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
