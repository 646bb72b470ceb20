extension CollectionView {
  /// Whether something is moving: the run loop renders frames only while this is true.
  public var isAnimating: Bool { animation != nil }

  /// The content offset as shown right now (it animates during layout switches and page scrolls).
  public var presentedContentOffset: Point {
    guard let anim = animation, let from = anim.offsetFrom else { return contentOffset }
    let t = progress(of: anim)
    return Point(
      x: from.x + (contentOffset.x - from.x) * t, y: from.y + (contentOffset.y - from.y) * t)
  }

  /// Every element on screen with the attributes it has right now, in painting order (zIndex,
  /// then index path), disappearing elements included.
  public func presentedElements() -> [PresentedElement] {
    layoutIfNeeded()
    let t = animation.map(progress(of:)) ?? 1
    var result: [PresentedElement] = []
    result.reserveCapacity(visible.count + disappearing.count)
    for element in visible.values {
      result.append(PresentedElement(attributes: presented(element, at: t), view: element.view))
    }
    for element in disappearing {
      result.append(PresentedElement(attributes: presented(element, at: t), view: element.view))
    }
    result.sort {
      let a = $0.attributes
      let b = $1.attributes
      if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
      if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
      return a.representedElementCategory.rawValue < b.representedElementCategory.rawValue
    }
    return result
  }

  /// Advances the animation clock: ends the animation when its time is up (disappearing views
  /// go back to the reuse pool, completions run). Returns whether anything still moves.
  @discardableResult
  public func tick() -> Bool {
    if let anim = animation, clock.now >= anim.start + anim.duration {
      finishAnimation(finished: true)
    } else if animation?.isScroll == true {
      needsLayout = true
    }
    layoutIfNeeded()
    return isAnimating
  }

  /// The time left in the running animation, in seconds (0 when idle).
  public var remainingAnimationTime: Double {
    guard let anim = animation else { return 0 }
    return max(0, anim.start + anim.duration - clock.now)
  }

  func progress(of anim: RunningAnimation) -> Double {
    guard anim.duration > 0 else { return 1 }
    return anim.curve.value(at: (clock.now - anim.start) / anim.duration)
  }

  func presented(_ element: OnScreenElement, at t: Double) -> LayoutAttributes {
    element.transition?.attributes(at: t) ?? element.attributes
  }

  /// The attributes of everything on screen as shown now, by view identity.
  func takeSnapshot() -> [ObjectIdentifier: LayoutAttributes] {
    let t = animation.map(progress(of:)) ?? 1
    var snapshot: [ObjectIdentifier: LayoutAttributes] = [:]
    for element in visible.values {
      snapshot[ObjectIdentifier(element.view)] = presented(element, at: t)
    }
    for element in disappearing {
      snapshot[ObjectIdentifier(element.view)] = presented(element, at: t)
    }
    return snapshot
  }

  /// Starts a new animation; one in flight is superseded, and everything that was moving
  /// continues from where it is now, so nothing jumps.
  func beginAnimation(
    snapshot: [ObjectIdentifier: LayoutAttributes], offsetFrom: Point?,
    completion: ((Bool) -> Void)?
  ) {
    let superseded = animation?.completions ?? []
    animation = RunningAnimation(
      start: clock.now, duration: animationDuration * animationDurationScale, curve: timingCurve,
      offsetFrom: offsetFrom, completions: completion.map { [$0] } ?? [])
    for i in disappearing.indices {
      let element = disappearing[i]
      let from = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
      let to = element.transition?.to ?? element.attributes
      disappearing[i].transition = AttributesTransition(from: from, to: to)
    }
    for done in superseded { done(false) }
  }

  /// Gives every visible element a transition from its snapshot to its current target.
  func retargetAll(from snapshot: [ObjectIdentifier: LayoutAttributes]) {
    for (key, element) in visible {
      guard let from = snapshot[ObjectIdentifier(element.view)] else { continue }
      visible[key]?.transition =
        from == element.attributes ? nil : AttributesTransition(from: from, to: element.attributes)
    }
  }

  /// Ends the running animation: settles every element, recycles the disappearing ones.
  func finishAnimation(finished: Bool) {
    guard let anim = animation else { return }
    animation = nil
    for key in visible.keys { visible[key]?.transition = nil }
    for element in disappearing { enqueue(element) }
    disappearing = []
    if anim.offsetFrom != nil { needsLayout = true }
    for done in anim.completions { done(finished) }
  }

  /// The heart of every animated change: after the model and layout have changed, match what
  /// was on screen (re-keyed by `mapKey`) to the layout's new attributes and animate from the
  /// snapshot. New elements start at `appearing`; elements that leave end at `disappearing`;
  /// survivors that move out of view travel to their new place before they are recycled.
  func animateRelayout(
    snapshot: [ObjectIdentifier: LayoutAttributes], offsetFrom: Point?,
    mapKey: (ElementKey) -> ElementKey?,
    appearing: (LayoutAttributes) -> LayoutAttributes?,
    disappearing finalAttributes: (OnScreenElement) -> LayoutAttributes?,
    completion: ((Bool) -> Void)?
  ) {
    var survivors: [ElementKey: OnScreenElement] = [:]
    var leaving: [OnScreenElement] = []
    for (key, element) in visible {
      if let newKey = mapKey(key), survivors[newKey] == nil {
        var moved = element
        moved.key = newKey
        survivors[newKey] = moved
      } else {
        leaving.append(element)
      }
    }
    visible = [:]
    beginAnimation(snapshot: snapshot, offsetFrom: offsetFrom, completion: completion)
    needsLayout = false
    for a in attributesForElements(in: layoutRect) where visible[a.key] == nil {
      if var element = survivors.removeValue(forKey: a.key) {
        let from = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
        element.attributes = a
        element.view.apply(a)
        element.transition = from == a ? nil : AttributesTransition(from: from, to: a)
        visible[a.key] = element
      } else {
        let view = makeView(for: a)
        let from = appearing(a) ?? Self.faded(a)
        visible[a.key] = OnScreenElement(
          key: a.key, view: view, attributes: a,
          transition: from == a ? nil : AttributesTransition(from: from, to: a))
      }
    }
    for element in survivors.values {
      let from = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
      let to = layoutAttributes(for: element.key) ?? Self.faded(from)
      var gone = element
      gone.transition = AttributesTransition(from: from, to: to)
      disappearing.append(gone)
    }
    for element in leaving {
      let from = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
      let to = finalAttributes(element) ?? Self.faded(from)
      var gone = element
      gone.transition = AttributesTransition(from: from, to: to)
      disappearing.append(gone)
    }
  }

  /// The snapshot's attributes by the elements' current keys.
  func attributesByKey(_ snapshot: [ObjectIdentifier: LayoutAttributes]) -> [ElementKey:
    LayoutAttributes]
  {
    var result: [ElementKey: LayoutAttributes] = [:]
    for (key, element) in visible { result[key] = snapshot[ObjectIdentifier(element.view)] }
    return result
  }

  static func faded(_ a: LayoutAttributes) -> LayoutAttributes {
    var faded = a
    faded.alpha = 0
    return faded
  }

  /// The current layout's attributes for any element key.
  func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
    layoutAttributes(for: key, in: collectionViewLayout)
  }

  func layoutAttributes(for key: ElementKey, in layout: CollectionViewLayout) -> LayoutAttributes? {
    switch key.category {
    case .cell: layout.layoutAttributesForItem(at: key.indexPath)
    case .supplementaryView:
      layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
    }
  }

  /// The layout's starting attributes for an element that appears in an update or bounds change.
  func appearingAttributes(for a: LayoutAttributes) -> LayoutAttributes? {
    let layout = collectionViewLayout
    switch a.representedElementCategory {
    case .cell:
      log("initialLayoutAttributesForAppearingItem(at: \(a.indexPath))")
      return layout.initialLayoutAttributesForAppearingItem(at: a.indexPath)
    case .supplementaryView:
      return layout.initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: a.representedElementKind ?? "", at: a.indexPath)
    case .decorationView:
      return layout.initialLayoutAttributesForAppearingDecorationElement(
        ofKind: a.representedElementKind ?? "", at: a.indexPath)
    }
  }

  /// The layout's final attributes for an element that disappears, by its key before the change.
  func disappearingAttributes(for element: OnScreenElement) -> LayoutAttributes? {
    let layout = collectionViewLayout
    let key = element.key
    switch key.category {
    case .cell:
      log("finalLayoutAttributesForDisappearingItem(at: \(key.indexPath))")
      return layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
    case .supplementaryView:
      return layout.finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      return layout.finalLayoutAttributesForDisappearingDecorationElement(
        ofKind: key.kind, at: key.indexPath)
    }
  }
}

/// An element as it is on screen at this instant: its view and its (possibly interpolated)
/// attributes in content coordinates.
public struct PresentedElement {
  /// The attributes now.
  public var attributes: LayoutAttributes
  /// The view that draws it.
  public var view: CollectionReusableView

  /// Pairs attributes with a view (renderers and tests build these too).
  public init(attributes: LayoutAttributes, view: CollectionReusableView) {
    self.attributes = attributes
    self.view = view
  }
}
