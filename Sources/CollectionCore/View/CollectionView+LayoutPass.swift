extension CollectionView {
  /// Runs the layout pass if anything is stale: reload counts, `prepare()` the layout when an
  /// invalidation requires it, and diff the visible elements (new ones get views, departed ones
  /// go back to their reuse queues).
  public func layoutIfNeeded() { layoutIfNeeded(elements: true) }

  func layoutIfNeeded(elements: Bool) {
    if needsReload {
      needsReload = false
      cancelAllAnimations()
      for element in visible.values { enqueue(element) }
      for element in disappearing { enqueue(element) }
      visible = [:]
      disappearing = []
      movement = nil
      counts = readCounts()
      resetItemStatesAfterReload()
      collectionViewLayout.needsPrepare = true
      needsLayout = true
    }
    prepareLayoutIfNeeded()
    if elements && needsLayout {
      needsLayout = false
      updateVisibleElements()
    }
  }

  /// Runs `prepare()` and reads the content size when an invalidation required it, then applies
  /// the pending invalidation's offset and size adjustments.
  func prepareLayoutIfNeeded() {
    let layout = collectionViewLayout
    var changed = false
    if layout.needsPrepare {
      changed = true
      layout.needsPrepare = false
      log(.prepare)
      layout.isPreparing = true
      layout.prepare()
      layout.isPreparing = false
      contentSize = layout.collectionViewContentSize
      log(.contentSize(contentSize))
    }
    if let context = layout.pendingInvalidation {
      layout.pendingInvalidation = nil
      changed =
        changed || context.contentOffsetAdjustment != .zero
        || context.contentSizeAdjustment != .zero
      if context.contentSizeAdjustment != .zero {
        contentSize = Size(
          width: max(0, contentSize.width + context.contentSizeAdjustment.width),
          height: max(0, contentSize.height + context.contentSizeAdjustment.height))
      }
      if context.contentOffsetAdjustment != .zero {
        contentOffset = contentOffset + context.contentOffsetAdjustment
      }
    }
    // A new content size may leave the offset outside it (not while a drag or a bounce holds
    // it there on purpose).
    guard changed, !allowsOverscroll else { return }
    let clamped = clampedContentOffset(contentOffset)
    if clamped != contentOffset {
      contentOffset = clamped
      needsLayout = true
      delegate?.collectionViewDidScroll(self)
    }
  }

  /// The layout's attributes for the elements that really intersect `rect` once transformed.
  func attributesForElements(in rect: Rect, logged: Bool = true) -> [LayoutAttributes] {
    var all = collectionViewLayout.layoutAttributesForElements(in: rect)
    if logged { log(.elementsInRect(rect, count: all.count)) }
    if movement != nil { all = applyingInteractiveMovement(all, in: rect) }
    return all.filter { Self.footprint(of: $0).intersects(rect) }
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

  /// The non-animated diff at the current bounds: elements keep or gain views (one still
  /// animating is retargeted to its new attributes), departed ones are enqueued.
  func updateVisibleElements() {
    let attributes = attributesForElements(in: bounds)
    // Departed elements go back to their queues first, so arrivals can reuse them (as UIKit does).
    let keys = Set(attributes.lazy.map(\.key))
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
          if let track = element.track {
            element.track?.transition = track.transition.retargeted(to: a)
          }
          element.view.apply(a)
        }
        next[key] = element
      } else if next[key] == nil {
        next[key] = OnScreenElement(key: key, view: makeView(for: a), attributes: a, track: nil)
      }
    }
    for element in visible.values { enqueue(element) }
    visible = next
  }
}
