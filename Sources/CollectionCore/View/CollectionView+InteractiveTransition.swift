extension CollectionView {
  /// Starts a layout transition the app drives by hand (startInteractiveTransitionToCollectionViewLayout:completion:):
  /// installs and returns a `CollectionViewTransitionLayout` from the current layout to
  /// `layout`, at progress 0. Set its `transitionProgress` to move everything, then call
  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`; the completion runs
  /// once the transition has ended, with whether it completed (the new layout is in place)
  /// and whether it finished (false when something else ended it early: a batch update, a
  /// resize, a reload or another layout switch finish it at once).
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout,
    completion: ((_ completed: Bool, _ finished: Bool) -> Void)? = nil
  ) -> CollectionViewTransitionLayout {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    layoutIfNeeded()
    if interactiveTransition != nil { completeInteractiveTransition() }
    let old = collectionViewLayout
    let transition =
      collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
      ?? CollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
    guard layout !== old else {
      transition.collectionView = self
      return transition
    }
    if movement != nil { cancelInteractiveMovement() }
    touchesCancelled()
    cancelScrollAnimation()
    endDragging(askingLayout: false)
    // What is on screen now is where everything starts, as in the animated switch.
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    let fromSize = contentSize
    let anchor = centralItem()
    var from: [ElementKey: LayoutAttributes] = [:]
    for (key, element) in visible {
      from[key] = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
    }
    cancelAllAnimations()
    log(.prepareTransition(from: Self.name(of: old), to: Self.name(of: layout)))
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    // Where the new layout will rest: the same anchoring as setCollectionViewLayout.
    installedLayout = layout
    layout.collectionView = self
    layout.invalidateLayout()
    prepareLayoutIfNeeded()
    var toOffset = contentOffset
    if let anchor, let frame = layout.layoutAttributesForItem(at: anchor)?.frame {
      toOffset = clampedContentOffset(
        Point(x: frame.midX - frameSize.width / 2, y: frame.midY - frameSize.height / 2))
    }
    currentContentOffset = toOffset
    toOffset = clampedContentOffset(layout.targetContentOffset(forProposedContentOffset: toOffset))
    let toSize = contentSize
    // Every element visible before or after, from where it was to where it goes.
    var transitions: [ElementKey: AttributesTransition] = [:]
    for (key, a) in from {
      let to = layoutAttributes(for: key, in: layout) ?? Self.faded(a)
      transitions[key] = AttributesTransition(from: a, to: to)
    }
    let newBounds = Rect(origin: toOffset, size: frameSize)
    for a in layout.layoutAttributesForElements(in: newBounds)
    where transitions[a.key] == nil && Self.footprint(of: a).intersects(newBounds) {
      var start = Self.faded(a)
      if a.representedElementCategory != .decorationView,
        var before = layoutAttributes(for: a.key, in: old)
      {
        before.zIndex = a.zIndex
        start = before
      }
      transitions[a.key] = AttributesTransition(from: start, to: a)
    }
    transition.transitions = transitions
    transition.offsets = (fromOffset, toOffset)
    transition.contentSizes = (fromSize, toSize)
    for source in [old, layout] {
      for (kind, viewClass) in source.decorationViewClasses {
        transition.register(viewClass, forDecorationViewOfKind: kind)
      }
    }
    layout.collectionView = nil
    installedLayout = transition
    transition.collectionView = self
    interactiveTransition = InteractiveTransition(layout: transition, completion: completion)
    transition.invalidateLayout()
    currentContentOffset = fromOffset
    layoutIfNeeded()
    return transition
  }

  /// The interactive transition in progress, if any.
  public var transitionLayout: CollectionViewTransitionLayout? { interactiveTransition?.layout }

  /// Ends the interactive transition on the new layout, animating the rest of the way
  /// (finishInteractiveTransition); the completion then reports `(true, true)`.
  public func finishInteractiveTransition() {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    endInteractiveTransition(toNext: true)
  }

  /// Ends the interactive transition back on the old layout, animating back to where it
  /// started (cancelInteractiveTransition); the completion then reports `(false, true)` and
  /// the old layout and the content offset are exactly as they were.
  public func cancelInteractiveTransition() {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    endInteractiveTransition(toNext: false)
  }

  private func endInteractiveTransition(toNext: Bool) {
    guard let running = interactiveTransition, running.ending == nil else { return }
    let transition = running.layout
    let start = transition.transitionProgress
    let target = toNext ? 1.0 : 0.0
    interactiveTransition?.ending = toNext
    let remaining = abs(target - start)
    guard remaining > 0 else {
      installEndOfInteractiveTransition(toNext: toNext, finished: true)
      return
    }
    interactiveTransition?.endingAnimation = animateFrames(
      withDuration: animationDuration * remaining, timing: animationTiming,
      label: toNext ? "transition finish" : "transition cancel",
      { [weak transition] t in transition?.transitionProgress = start + (target - start) * t },
      completion: { [weak self] _ in
        guard let self, self.interactiveTransition?.layout === transition else { return }
        self.installEndOfInteractiveTransition(toNext: toNext, finished: true)
      })
  }

  /// Ends an interactive transition now, on the new layout, without animating the rest (what
  /// an update, a resize, a reload or another switch does first); its completion reports
  /// `(true, false)`.
  public func completeInteractiveTransition() {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    guard interactiveTransition != nil else { return }
    installEndOfInteractiveTransition(toNext: true, finished: false)
  }

  /// Puts the layout the transition ended on in charge, at its own offset.
  private func installEndOfInteractiveTransition(toNext: Bool, finished: Bool) {
    guard let running = interactiveTransition else { return }
    interactiveTransition = nil
    let transition = running.layout
    if let id = running.endingAnimation { animator.cancel(id) }
    let layout = toNext ? transition.nextLayout : transition.currentLayout
    let other = toNext ? transition.currentLayout : transition.nextLayout
    transition.collectionView = nil
    installedLayout = layout
    layout.collectionView = self
    layout.invalidateLayout()
    prepareLayoutIfNeeded()
    currentContentOffset = clampedContentOffset(
      toNext ? transition.offsets.to : transition.offsets.from)
    needsLayout = true
    layoutIfNeeded()
    log(.finalizeTransition)
    transition.currentLayout.finalizeLayoutTransition()
    transition.nextLayout.finalizeLayoutTransition()
    other.collectionView = nil
    delegate?.scrollViewDidScroll(self)
    running.completion?(toNext, finished)
  }

  /// The transition layout's progress moved: the offset follows and the elements are laid out
  /// again (without `prepare()`).
  func interactiveTransitionDidChangeProgress() {
    guard let transition = interactiveTransition?.layout else { return }
    currentContentOffset = transition.contentOffset
    transition.invalidateLayout(with: CollectionViewLayoutInvalidationContext())
  }
}

/// An interactive layout transition in progress.
struct InteractiveTransition {
  /// The transition layout in charge.
  let layout: CollectionViewTransitionLayout
  /// What runs when it ends: completed (on the new layout), finished (not cut short).
  let completion: ((Bool, Bool) -> Void)?
  /// Whether it is animating to its end: to the new layout (`true`) or back (`false`).
  var ending: Bool?
  /// The animation that takes it to its end.
  var endingAnimation: AnimationID?
}
