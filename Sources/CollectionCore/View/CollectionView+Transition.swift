extension CollectionView {
  /// Switches to another layout (setCollectionViewLayout:animated:). The new layout is
  /// invalidated first; animated, every element visible before or after moves from its old
  /// attributes to its new ones, and the item at the centre stays in view.
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    layoutIfNeeded()
    completeInteractiveTransition()
    let old = collectionViewLayout
    guard layout !== old else { return }
    if movement != nil { cancelInteractiveMovement() }
    touchesCancelled()
    cancelScrollAnimation()
    endDragging(askingLayout: false)
    let anchor = centralItem()
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    log(.prepareTransition(from: Self.name(of: old), to: Self.name(of: layout)))
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    collectionViewLayout = layout
    layout.collectionView = self
    layout.invalidateLayout()
    prepareLayoutIfNeeded()
    if let anchor, let frame = layout.layoutAttributesForItem(at: anchor)?.frame {
      contentOffset = clampedContentOffset(
        Point(x: frame.midX - frameSize.width / 2, y: frame.midY - frameSize.height / 2))
    }
    // The incoming layout has the last word on where the transition ends (UIKit asks it too).
    contentOffset = clampedContentOffset(
      layout.targetContentOffset(forProposedContentOffset: contentOffset))
    if animated {
      animateRelayout(
        snapshot: snapshot, presentedOffsetBefore: fromOffset, label: "layout transition",
        mapKey: { $0 },
        appearing: { a in
          guard a.representedElementCategory != .decorationView,
            var from = self.layoutAttributes(for: a.key, in: old)
          else { return nil }
          from.zIndex = a.zIndex
          return from
        },
        disappearing: { _ in nil },
        completion: completion)
    } else {
      cancelAllAnimations()
      offsetTrack = nil
      needsLayout = true
      layoutIfNeeded()
      completion?(true)
    }
    log(.finalizeTransition)
    old.finalizeLayoutTransition()
    layout.finalizeLayoutTransition()
    old.collectionView = nil
    delegate?.collectionViewDidScroll(self)
  }

  /// A layout's class name, for the event log.
  static func name(of layout: CollectionViewLayout) -> String {
    String(describing: type(of: layout))
  }

  /// The item nearest the centre of the viewport (a carousel's current item), by where the
  /// layout puts the visible cells; items within half a point of each other (all of a ring)
  /// count as equally near, and the first of them wins.
  public var centeredItemIndexPath: IndexPath? {
    layoutIfNeeded()
    return centralItem()
  }

  /// The item nearest the centre of the viewport; see `centeredItemIndexPath`.
  func centralItem() -> IndexPath? {
    let center = Point(
      x: contentOffset.x + frameSize.width / 2, y: contentOffset.y + frameSize.height / 2)
    var best: (path: IndexPath, distance: Double)?
    for (key, element) in visible where key.category == .cell {
      let d = element.attributes.center.distance(to: center)
      guard let current = best else {
        best = (key.indexPath, d)
        continue
      }
      if d < current.distance - 0.5
        || (abs(d - current.distance) <= 0.5 && key.indexPath < current.path)
      {
        best = (key.indexPath, min(d, current.distance))
      }
    }
    return best?.path
  }

  /// Changes the viewport size (a terminal resize): the layout is invalidated if it asks to be,
  /// and with `animated` the relayout animates through `prepare(forAnimatedBoundsChange:)`.
  public func setFrameSize(_ size: Size, animated: Bool) {
    layoutIfNeeded()
    guard size != frameSize else { return }
    completeInteractiveTransition()
    let oldBounds = bounds
    let newBounds = Rect(origin: contentOffset, size: size)
    let layout = collectionViewLayout
    let invalidate = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    log(.shouldInvalidate(bounds: newBounds, result: invalidate))
    let context = invalidate ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    guard animated, invalidate, !visible.isEmpty else {
      frameSize = size
      if let context { layout.invalidateLayout(with: context) }
      needsLayout = true
      layoutIfNeeded()
      return
    }
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    layout.attributesBeforeUpdate = attributesByKey(snapshot)
    log(.prepareForBoundsChange(oldBounds))
    layout.prepare(forAnimatedBoundsChange: oldBounds)
    frameSize = size
    if let context { layout.invalidateLayout(with: context) }
    prepareLayoutIfNeeded()
    animateRelayout(
      snapshot: snapshot, presentedOffsetBefore: fromOffset, label: "bounds change",
      mapKey: { $0 },
      appearing: { self.appearingAttributes(for: $0) },
      disappearing: { self.disappearingAttributes(for: $0) },
      completion: nil)
    log(.finalizeBoundsChange)
    layout.finalizeAnimatedBoundsChange()
    layout.attributesBeforeUpdate = [:]
  }
}
