extension CollectionView {
  /// Runs the layout pass if anything is stale: reload counts, `prepare()` the layout, and diff
  /// the visible elements (new ones get views, departed ones go back to their reuse queues).
  public func layoutIfNeeded() { layoutIfNeeded(elements: true) }

  func layoutIfNeeded(elements: Bool) {
    if needsReload {
      needsReload = false
      counts = readCounts()
      for element in visible.values { enqueue(element) }
      for element in disappearing { enqueue(element) }
      visible = [:]
      disappearing = []
      finishAnimation(finished: false)
      collectionViewLayout.needsPrepare = true
      needsLayout = true
    }
    prepareLayoutIfNeeded()
    if elements && needsLayout {
      needsLayout = false
      updateVisibleElements()
    }
  }

  /// Runs `prepare()` and reads the content size when the layout was invalidated.
  func prepareLayoutIfNeeded() {
    let layout = collectionViewLayout
    guard layout.needsPrepare else { return }
    layout.needsPrepare = false
    log("prepare()")
    layout.prepare()
    contentSize = layout.collectionViewContentSize
    log("collectionViewContentSize → \(contentSize)")
    let clamped = clampedContentOffset(contentOffset)
    if clamped != contentOffset {
      contentOffset = clamped
      delegate?.collectionViewDidScroll(self)
    }
  }

  /// The region whose elements must be on screen: the bounds, or during a scroll animation
  /// the bounds where the scroll is now (so a long jump never lays out what lies between).
  var layoutRect: Rect {
    if let anim = animation, anim.isScroll {
      return Rect(origin: presentedContentOffset, size: frameSize)
    }
    return bounds
  }

  /// The layout's attributes for the elements that really intersect `rect` once transformed.
  func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
    log("layoutAttributesForElements(in: \(rect))")
    return collectionViewLayout.layoutAttributesForElements(in: rect).filter {
      Self.footprint(of: $0).intersects(rect)
    }
  }

  /// The area an element covers once transformed (its frame when it is not transformed).
  static func footprint(of a: LayoutAttributes) -> Rect {
    if a.transform3D.isIdentity { return a.frame }
    guard let quad = a.quad else { return .zero }
    let box = quad.boundingBox
    // A zero-width box (a line) still counts as on screen.
    return Rect(
      x: box.minX, y: box.minY, width: max(box.width, 0.001), height: max(box.height, 0.001))
  }

  /// The non-animated diff: elements keep or gain views, departed ones are enqueued.
  func updateVisibleElements() {
    let attributes = attributesForElements(in: layoutRect)
    // Departed elements go back to their queues first, so arrivals can reuse them (as UIKit does).
    let keys = Set(attributes.map(\.key))
    for (key, element) in visible where !keys.contains(key) {
      enqueue(element)
      visible[key] = nil
    }
    var next: [ElementKey: OnScreenElement] = [:]
    next.reserveCapacity(attributes.count)
    for a in attributes {
      let key = a.key
      if var element = visible.removeValue(forKey: key) {
        if element.attributes != a {
          element.attributes = a
          element.transition = element.transition?.retargeted(to: a)
          element.view.apply(a)
        }
        next[key] = element
      } else if next[key] == nil {
        next[key] = OnScreenElement(
          key: key, view: makeView(for: a), attributes: a, transition: nil)
      }
    }
    for element in visible.values { enqueue(element) }
    visible = next
  }

  // MARK: Scrolling

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
    return Point(
      x: min(max(offset.x, range.min.x), range.max.x),
      y: min(max(offset.y, range.min.y), range.max.y))
  }

  /// Scrolls to an offset (clamped to the content), optionally animated
  /// (setContentOffset:animated:). A layout that asks for it is invalidated by the bounds change.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    layoutIfNeeded()
    let target = clampedContentOffset(offset)
    guard target != contentOffset else { return }
    let newBounds = Rect(origin: target, size: frameSize)
    if animated {
      let snapshot = takeSnapshot()
      let from = presentedContentOffset
      contentOffset = target
      invalidateForBoundsChangeIfNeeded(newBounds)
      beginAnimation(snapshot: snapshot, offsetFrom: from, completion: nil)
      animation?.isScroll = true
      prepareLayoutIfNeeded()
      updateVisibleElements()
      retargetAll(from: snapshot)
    } else {
      invalidateForBoundsChangeIfNeeded(newBounds)
      contentOffset = target
      needsLayout = true
      if animation?.offsetFrom != nil {
        animation?.offsetFrom = nil
        animation?.isScroll = false
      }
      layoutIfNeeded()
    }
    delegate?.collectionViewDidScroll(self)
  }

  /// Scrolls by a distance without animation, clamped (arrow keys, the mouse wheel).
  public func scroll(by delta: Point, animated: Bool = false) {
    setContentOffset(
      Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y), animated: animated)
  }

  func invalidateForBoundsChangeIfNeeded(_ newBounds: Rect) {
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      log("shouldInvalidateLayout(forBoundsChange: \(newBounds)) → true")
      collectionViewLayout.invalidateLayout()
    }
    needsLayout = true
  }

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

  /// Changes the viewport size (a terminal resize): the layout is invalidated if it asks to be,
  /// and with `animated` the relayout animates through `prepare(forAnimatedBoundsChange:)`.
  public func setFrameSize(_ size: Size, animated: Bool) {
    layoutIfNeeded()
    guard size != frameSize else { return }
    let oldBounds = bounds
    let newBounds = Rect(origin: contentOffset, size: size)
    let invalidate = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    if invalidate {
      log("shouldInvalidateLayout(forBoundsChange: \(newBounds)) → true")
    }
    guard animated, invalidate, !visible.isEmpty else {
      frameSize = size
      if invalidate { collectionViewLayout.invalidateLayout() }
      needsLayout = true
      prepareLayoutIfNeeded()
      contentOffset = clampedContentOffset(contentOffset)
      layoutIfNeeded()
      return
    }
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    let layout = collectionViewLayout
    layout.attributesBeforeUpdate = attributesByKey(snapshot)
    log("prepare(forAnimatedBoundsChange: \(oldBounds))")
    layout.prepare(forAnimatedBoundsChange: oldBounds)
    frameSize = size
    layout.invalidateLayout()
    prepareLayoutIfNeeded()
    contentOffset = clampedContentOffset(contentOffset)
    animateRelayout(
      snapshot: snapshot, offsetFrom: fromOffset == contentOffset ? nil : fromOffset,
      mapKey: { $0 },
      appearing: { self.appearingAttributes(for: $0) },
      disappearing: { self.disappearingAttributes(for: $0) },
      completion: nil)
    log("finalizeAnimatedBoundsChange()")
    layout.finalizeAnimatedBoundsChange()
    layout.attributesBeforeUpdate = [:]
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
