extension CollectionView {
  func layoutIfNeeded(elements: Bool) {
    if needsReload {
      needsReload = false
      cancelAllAnimations()
      for key in visible.keys.sorted() { enqueue(visible[key]!) }
      for element in disappearing { enqueue(element) }
      visible = [:]
      disappearing = []
      movement = nil
      counts = readCounts()
      resetItemStatesAfterReload()
      // The index paths asked for may name other items now: ask afresh.
      upkeep.prefetcher.forget()
      collectionViewLayout.needsPrepare = true
      needsLayout = true
    }
    prepareLayoutIfNeeded()
    // Cells that size themselves are measured as they arrive and may change the layout: it is
    // laid out again until it holds still (a few rounds: each brings in what the last moved in),
    // and the topmost cell that was already on screen stays where it was on screen, so rows
    // measured above it (scrolling up into estimated rows) do not push the content about.
    let anchor =
      elements && needsLayout && collectionViewLayout.wantsPreferredLayoutAttributes
      ? selfSizingAnchor() : nil
    let measuredBefore = upkeep.measurements
    var rounds = 0
    while elements && needsLayout && rounds < 8 {
      needsLayout = false
      updateVisibleElements()
      prepareLayoutIfNeeded()
      if let anchor, upkeep.measurements != measuredBefore { keepStill(anchor) }
      rounds += 1
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
        currentContentOffset = contentOffset + context.contentOffsetAdjustment
        // The bounds moved: what shows is asked for again (a pass that already ran for the old
        // bounds, as an animated relayout's, is stale).
        needsLayout = true
      }
    }
    // A new content size may leave the offset outside it (not while a drag or a bounce holds
    // it there on purpose).
    guard changed, !allowsOverscroll else { return }
    let clamped = clampedContentOffset(contentOffset)
    if clamped != contentOffset {
      currentContentOffset = clamped
      needsLayout = true
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// The layout's attributes for the elements that really intersect `rect` once transformed.
  func attributesForElements(in rect: Rect, logged: Bool = true) -> [LayoutAttributes] {
    var all = collectionViewLayout.layoutAttributesForElements(in: rect)
    if logged { log(.elementsInRect(rect, count: all.count)) }
    if movement != nil { all = applyingInteractiveMovement(all, in: rect) }
    all.removeAll { !Self.footprint(of: $0).intersects(rect) }
    return all
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
  /// animating is retargeted to its new attributes), departed ones are enqueued. The elements
  /// that stay are updated in place: one look-up each, nothing rebuilt (a scroll frame keeps
  /// nearly all of them).
  func updateVisibleElements() {
    let attributes = attributesForElements(in: bounds)
    layoutPasses &+= 1
    let pass = layoutPasses
    var arrivals: [LayoutAttributes] = []
    var kept = 0
    let measures = collectionViewLayout.wantsPreferredLayoutAttributes
    for a in attributes {
      guard let index = visible.index(forKey: a.key) else {
        arrivals.append(a)
        continue
      }
      // The same element twice: the first attributes win.
      switch visible.values[index].found(in: pass, with: a) {
      case .duplicate: continue
      case .unchanged: kept += 1
      case .changed(let view):
        kept += 1
        // A cell given a new size (the layout forgot its measurement: the width changed) is
        // measured again at it; only layouts that estimate sizes ask.
        let remeasures =
          measures && a.representedElementCategory != .decorationView
          && view.layoutAttributes?.size != a.size
        view.apply(a)
        if remeasures { offerPreferredAttributes(of: view, for: a) }
      }
    }
    // Departed elements go back to their queues first, so arrivals can reuse them (as UIKit does).
    // Each leaves `visible` after it is enqueued, so the pool's bound (what is on screen) shrinks
    // as they go.
    if kept < visible.count {
      var departed: [ElementKey] = []
      // By index: iterating the pairs would copy every element on screen.
      for index in visible.indices where visible.values[index].pass != pass {
        departed.append(visible.keys[index])
      }
      // In key order: which view goes back first decides which is handed out next.
      departed.sort()
      for key in departed {
        guard let index = visible.index(forKey: key) else { continue }
        enqueue(visible.values[index])
        visible.remove(at: index)
      }
    }
    for a in arrivals where visible[a.key] == nil {
      visible[a.key] = OnScreenElement(
        key: a.key, view: makeView(for: a), attributes: a, track: nil, pass: pass)
    }
  }
}
