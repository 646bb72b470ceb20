extension CollectionView {
  /// Whether a cell on screen is measured again when its configuration changes (or it is
  /// reconfigured), the items around it moving aside, animated (selfSizingInvalidation); with a
  /// layout that estimates sizes.
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { upkeep.selfSizingInvalidation }
    set { upkeep.selfSizingInvalidation = newValue }
  }

  /// Offers a cell's preferred attributes to a layout that estimates sizes; when the layout
  /// takes them it is invalidated with its context (a measured size, an offset adjustment) and
  /// the next layout pass lays out again. Returns whether it took them.
  @discardableResult
  func offerPreferredAttributes(of view: CollectionReusableView, for attributes: LayoutAttributes)
    -> Bool
  {
    let layout = collectionViewLayout
    guard layout.wantsPreferredLayoutAttributes else { return false }
    view.fittingSize = layout.fittingSize(forPreferredLayoutAttributesOf: attributes)
    let preferred = view.preferredLayoutAttributesFitting(attributes)
    view.fittingSize = nil
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return false }
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    upkeep.measurements &+= 1
    return true
  }

  /// The topmost cell on screen that is not animating, and where it is in the viewport.
  func selfSizingAnchor() -> SelfSizingAnchor? {
    var best: OnScreenElement?
    for element in visible.values where element.key.category == .cell && element.track == nil {
      if best.map({ element.key < $0.key }) ?? true { best = element }
    }
    guard let best else { return nil }
    return SelfSizingAnchor(key: best.key, inViewport: best.attributes.frame.origin - contentOffset)
  }

  /// Moves the content offset so the anchor's cell is where it was in the viewport (it was
  /// pushed by rows measured above it); the next round lays out the new bounds.
  func keepStill(_ anchor: SelfSizingAnchor) {
    // Where the layout has the item now (it may have been pushed out of the bounds).
    guard let now = collectionViewLayout.layoutAttributesForItem(at: anchor.key.indexPath)
    else { return }
    let drift = now.frame.origin - contentOffset - anchor.inViewport
    guard abs(drift.x) > 1e-9 || abs(drift.y) > 1e-9 else { return }
    let target = clampedContentOffset(contentOffset + drift)
    guard target != contentOffset else { return }
    currentContentOffset = target
    needsLayout = true
    delegate?.scrollViewDidScroll(self)
  }

  /// Measures cells on screen again (their configuration changed, or they were reconfigured);
  /// when one's size changed, the items round it move to their new places, animated.
  func remeasure(_ cells: [CollectionViewCell]) {
    guard !cells.isEmpty, selfSizingInvalidation != .disabled,
      collectionViewLayout.wantsPreferredLayoutAttributes
    else { return }
    var changed = false
    for cell in cells {
      guard let element = visible.values.first(where: { $0.view === cell }),
        element.key.category == .cell
      else { continue }
      changed = offerPreferredAttributes(of: cell, for: element.attributes) || changed
    }
    guard changed else { return }
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    prepareLayoutIfNeeded()
    animateRelayout(
      snapshot: snapshot, presentedOffsetBefore: fromOffset, label: "self-sizing",
      mapKey: { $0 }, appearing: { _ in nil }, disappearing: { _ in nil }, completion: nil)
    applyItemStatesToVisibleCells()
  }
}
