extension CollectionView {
  /// Switches to another layout (setCollectionViewLayout:animated:). The new layout is
  /// invalidated first; animated, every element visible before or after moves from its old
  /// attributes to its new ones, and the item at the centre stays in view.
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    layoutIfNeeded()
    let old = collectionViewLayout
    guard layout !== old else { return }
    let anchor = centralItem()
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    layout.invalidateLayout()
    log("prepareForTransition(to:) / prepareForTransition(from:)")
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    collectionViewLayout = layout
    layout.collectionView = self
    layout.needsPrepare = true
    prepareLayoutIfNeeded()
    if let anchor, let frame = layout.layoutAttributesForItem(at: anchor)?.frame {
      contentOffset = clampedContentOffset(
        Point(x: frame.midX - frameSize.width / 2, y: frame.midY - frameSize.height / 2))
    }
    if animated {
      animateRelayout(
        snapshot: snapshot, offsetFrom: fromOffset == contentOffset ? nil : fromOffset,
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
      finishAnimation(finished: false)
      needsLayout = true
      layoutIfNeeded()
      completion?(true)
    }
    log("finalizeLayoutTransition()")
    old.finalizeLayoutTransition()
    layout.finalizeLayoutTransition()
    old.collectionView = nil
    delegate?.collectionViewDidScroll(self)
  }

  /// The item nearest the centre of the viewport, by where the layout puts the visible cells;
  /// items within half a point of each other (all of a ring) count as equally near, and the
  /// first of them wins.
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
}
