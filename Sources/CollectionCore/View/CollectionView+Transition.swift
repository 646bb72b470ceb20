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

  /// The item nearest the centre of the viewport, as shown now.
  func centralItem() -> IndexPath? {
    let offset = presentedContentOffset
    let center = Point(x: offset.x + frameSize.width / 2, y: offset.y + frameSize.height / 2)
    var best: (IndexPath, Double)?
    for element in presentedElements() where element.attributes.representedElementCategory == .cell {
      let d = element.attributes.center.distance(to: center)
      if best == nil || d < best!.1 || (d == best!.1 && element.attributes.indexPath < best!.0) {
        best = (element.attributes.indexPath, d)
      }
    }
    return best?.0
  }
}
