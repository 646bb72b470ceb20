extension CollectionView {
  /// Switches to another layout (setCollectionViewLayout:animated:). The new layout is
  /// invalidated first; animated, every element visible before or after moves from its old
  /// attributes to its new ones, and the item at the centre stays in view.
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    layoutIfNeeded()
    completeInteractiveTransition()
    let old = collectionViewLayout
    guard layout !== old else { return }
    if movement != nil { cancelInteractiveMovement() }
    touchesCancelled()
    cancelScrollAnimation()
    endDragging(askingLayout: false)
    // The new layout centres what the user looks at: the focused item while it shows (so focus
    // stays on screen through any switch), else the item nearest the view's centre.
    let anchor =
      itemStates.focused.flatMap { visible[.cell($0)] == nil ? nil : $0 } ?? centralItem()
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    log(.prepareTransition(from: Self.name(of: old), to: Self.name(of: layout)))
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    installedLayout = layout
    layout.collectionView = self
    layout.invalidateLayout()
    prepareLayoutIfNeeded()
    if let anchor, let frame = layout.layoutAttributesForItem(at: anchor)?.frame {
      currentContentOffset = clampedContentOffset(
        Point(x: frame.midX - frameSize.width / 2, y: frame.midY - frameSize.height / 2))
    }
    // The incoming layout has the last word on where the transition ends (UIKit asks it too).
    currentContentOffset = clampedContentOffset(
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
    delegate?.scrollViewDidScroll(self)
  }

  /// A layout's class name, for the event log.
  static func name(of layout: CollectionViewLayout) -> String {
    String(describing: type(of: layout))
  }

  /// The item nearest the centre of the viewport (a carousel's current item), by where the
  /// layout puts the visible cells; items within half a point of the nearest (all of a ring)
  /// count as equally near, and the first of them wins.
  public var centeredItemIndexPath: IndexPath? {
    layoutIfNeeded()
    return centralItem()
  }

  /// The item nearest the centre of the viewport; see `centeredItemIndexPath`. Two passes, so
  /// that the answer does not depend on the order the visible cells are kept in: the nearest
  /// distance first, then the first item within half a point of it.
  func centralItem() -> IndexPath? {
    let center = Point(
      x: contentOffset.x + frameSize.width / 2, y: contentOffset.y + frameSize.height / 2)
    var nearest = Double.infinity
    for (key, element) in visible where key.category == .cell {
      nearest = min(nearest, element.attributes.center.distance(to: center))
    }
    var best: IndexPath?
    for (key, element) in visible where key.category == .cell {
      guard best.map({ key.indexPath < $0 }) ?? true,
        element.attributes.center.distance(to: center) <= nearest + 0.5
      else { continue }
      best = key.indexPath
    }
    return best
  }

  /// Changes the viewport size (a terminal resize): the layout is invalidated if it asks to be,
  /// and with `animated` the relayout animates through `prepare(forAnimatedBoundsChange:)`.
  /// What the user was looking at stays in view: a view scrolled to its start or its end stays
  /// there, and otherwise the focused item (when it shows, else the item nearest the centre) keeps its
  /// place in the view, however the new size reflows the items; the layout then has the last
  /// word (`targetContentOffset(forProposedContentOffset:)`, as UIKit asks it after an update).
  public func setFrameSize(_ size: Size, animated: Bool) {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    guard layoutPasses > 0 else {
      // Never laid out: nothing shows to keep in place or animate, and nothing is laid out
      // before the first pass asks (as UIKit lays a new view out only when it is shown).
      guard size != frameSize else { return }
      frameSize = size
      collectionViewLayout.invalidateLayout()
      needsLayout = true
      return
    }
    layoutIfNeeded()
    guard size != frameSize else { return }
    completeInteractiveTransition()
    let oldBounds = bounds
    let newBounds = Rect(origin: contentOffset, size: size)
    let layout = collectionViewLayout
    let invalidate = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    log(.shouldInvalidate(bounds: newBounds, result: invalidate))
    let context = invalidate ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    let anchor = invalidate ? resizeAnchor() : nil
    guard animated, invalidate, !visible.isEmpty else {
      frameSize = size
      if let context { layout.invalidateLayout(with: context) }
      if let anchor {
        prepareLayoutIfNeeded()
        keep(anchor)
      }
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
    if let anchor { keep(anchor) }
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
  /// What a size change keeps in place: the focused item when it shows, else the item nearest
  /// the centre, with where its centre lies as a fraction of the view's size; and, per axis,
  /// whether the view is scrolled to its start or its end (and stays there).
  struct ResizeAnchor {
    /// The item that keeps its place, if one shows.
    var indexPath: IndexPath?
    /// Where its centre lies in the view, as a fraction of the view's width and height.
    var fraction: Point
    /// Per axis, whether the view is scrolled to its start.
    var atStart: (x: Bool, y: Bool)
    /// Per axis, whether the view is scrolled to its end (and not also at its start).
    var atEnd: (x: Bool, y: Bool)
    /// Whether the item is the focused one, which must stay on screen whatever the pins say.
    var isFocused = false
  }

  /// The anchor of a size change about to happen (nil when nothing shows).
  func resizeAnchor() -> ResizeAnchor? {
    let range = contentOffsetRange
    let atStart = (
      x: contentOffset.x <= range.min.x + 1e-6, y: contentOffset.y <= range.min.y + 1e-6
    )
    let atEnd = (
      x: !atStart.x && contentOffset.x >= range.max.x - 1e-6,
      y: !atStart.y && contentOffset.y >= range.max.y - 1e-6
    )
    let focused = itemStates.focused.flatMap { visible[.cell($0)] == nil ? nil : $0 }
    guard let path = focused ?? centralItem(), let center = visible[.cell(path)]?.attributes.center,
      frameSize.width > 0, frameSize.height > 0
    else {
      return atStart.x && atStart.y
        ? nil : ResizeAnchor(fraction: .zero, atStart: atStart, atEnd: atEnd)
    }
    return ResizeAnchor(
      indexPath: path,
      fraction: Point(
        x: (center.x - contentOffset.x) / frameSize.width,
        y: (center.y - contentOffset.y) / frameSize.height),
      atStart: atStart, atEnd: atEnd, isFocused: path == focused)
  }

  /// The offset nearest `offset` whose view of `size` shows `frame` (its leading edge where it
  /// is larger than the view).
  static func offset(_ offset: Point, showing frame: Rect, in size: Size) -> Point {
    func axis(_ o: Double, _ lower: Double, _ upper: Double, _ extent: Double) -> Double {
      if upper - lower > extent || lower < o { return lower }
      if upper > o + extent { return upper - extent }
      return o
    }
    return Point(
      x: axis(offset.x, frame.minX, frame.maxX, size.width),
      y: axis(offset.y, frame.minY, frame.maxY, size.height))
  }

  /// Scrolls, without animating, so that an anchor taken before a size change is where it was,
  /// then lets the layout have the last word and keeps the offset inside the content.
  func keep(_ anchor: ResizeAnchor) {
    var offset = contentOffset
    if let path = anchor.indexPath,
      let center = collectionViewLayout.layoutAttributesForItem(at: path)?.center
    {
      offset = Point(
        x: center.x - anchor.fraction.x * frameSize.width,
        y: center.y - anchor.fraction.y * frameSize.height)
    }
    let range = contentOffsetRange
    if anchor.atStart.x { offset.x = range.min.x }
    if anchor.atStart.y { offset.y = range.min.y }
    if anchor.atEnd.x { offset.x = range.max.x }
    if anchor.atEnd.y { offset.y = range.max.y }
    // A view pinned to its start or end still shows the focused item: the least scroll that
    // brings it in.
    if anchor.isFocused, let path = anchor.indexPath,
      let frame = collectionViewLayout.layoutAttributesForItem(at: path)?.frame
    {
      offset = Self.offset(offset, showing: frame, in: frameSize)
    }
    offset = clampedContentOffset(
      collectionViewLayout.targetContentOffset(forProposedContentOffset: offset))
    if offset != contentOffset {
      invalidateForBoundsChangeIfNeeded(Rect(origin: offset, size: frameSize))
      currentContentOffset = offset
      prepareLayoutIfNeeded()
      delegate?.scrollViewDidScroll(self)
    }
  }
}
