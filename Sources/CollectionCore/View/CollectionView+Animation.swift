extension CollectionView {
  /// Every element on screen with the attributes it has right now, in painting order (zIndex,
  /// then index path, category and kind: a section's header and footer share an index path, and
  /// the order must not be the dictionary's, which changes from run to run), disappearing
  /// elements included.
  public func presentedElements() -> [PresentedElement] {
    layoutIfNeeded()
    var result: [PresentedElement] = []
    result.reserveCapacity(visible.count + disappearing.count)
    for element in visible.values {
      result.append(PresentedElement(attributes: presented(element), view: element.view))
    }
    for element in disappearing {
      result.append(
        PresentedElement(attributes: presentedDisappearing(element), view: element.view))
    }
    // Sorted by small keys, not by moving the elements (each carries whole attributes); the
    // position breaks ties, so the order is the stable sort's.
    var order = result.indices.map { index in
      let a = result[index].attributes
      return (a.zIndex, a.indexPath, a.representedElementCategory.rawValue, index)
    }.sorted { $0 < $1 }
    // Elements alike in all three (a header and a footer at one index path) go by kind: rare,
    // so the kinds' strings stay out of the sort itself.
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count, order[end].0 == order[start].0, order[end].1 == order[start].1,
        order[end].2 == order[start].2
      {
        end += 1
      }
      if end - start > 1 {
        order[start..<end].sort {
          let a = result[$0.3].attributes.representedElementKind ?? ""
          let b = result[$1.3].attributes.representedElementKind ?? ""
          return a != b ? a < b : $0.3 < $1.3
        }
      }
      start = end
    }
    if !order.indices.allSatisfy({ order[$0].3 == $0 }) { result = order.map { result[$0.3] } }
    if upkeep.swipe != nil { showSwipe(in: &result) }
    return result
  }

  /// The swiped row narrowed by its buttons, and the buttons beside it.
  private func showSwipe(in result: inout [PresentedElement]) {
    guard let path = upkeep.swipe?.indexPath,
      let i = result.firstIndex(where: {
        $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == path
      })
    else { return }
    // The row gives up the buttons' room on the swiped side and keeps the rest where it was, so
    // what is swiped stays readable (a terminal cannot clip a sliding row to the list).
    let shift = swipeShift
    var frame = result[i].attributes.frame
    frame.size.width = max(0, frame.width - abs(shift))
    if shift > 0 { frame.origin.x += shift }
    result[i].attributes.frame = frame
    result.insert(contentsOf: presentedSwipeButtons(), at: i + 1)
  }

  /// An element's attributes as shown now: its track's, then its view's own transform and alpha.
  func presented(_ element: OnScreenElement) -> LayoutAttributes {
    var a: LayoutAttributes
    if let track = element.track {
      a = track.transition.attributes(at: animator.progress(of: track.animation))
    } else {
      a = element.attributes
    }
    let view = element.view
    var (transform, alpha, hidden) = view.own
    if hidden { a.isHidden = true }
    if !viewTracks.isEmpty, let track = viewTracks[ObjectIdentifier(view)] {
      (transform, alpha) = track.values(at: animator.progress(of: track.animation))
    }
    if !transform.isIdentity { a.transform3D = transform.concatenating(a.transform3D) }
    if alpha != 1 { a.alpha *= alpha }
    return a
  }

  /// A disappearing element's attributes as shown now; a selection fade follows its cell
  /// wherever the cell is shown, at its own fading opacity.
  func presentedDisappearing(_ element: OnScreenElement) -> LayoutAttributes {
    let own = presented(element)
    guard let fade = element.view as? SelectionFadeView, let cell = fade.cell,
      let shown = visible.values.first(where: { $0.view === cell })
    else { return own }
    var a = presented(shown)
    a.alpha *= own.alpha
    a.representedElementCategory = own.representedElementCategory
    a.representedElementKind = own.representedElementKind
    a.indexPath = own.indexPath
    return a
  }

  /// The attributes of everything on screen as shown now, by view identity.
  func takeSnapshot() -> [ObjectIdentifier: LayoutAttributes] {
    var snapshot: [ObjectIdentifier: LayoutAttributes] = [:]
    snapshot.reserveCapacity(visible.count + disappearing.count)
    for element in visible.values {
      snapshot[ObjectIdentifier(element.view)] = layoutPresented(element)
    }
    for element in disappearing {
      snapshot[ObjectIdentifier(element.view)] = layoutPresented(element)
    }
    return snapshot
  }

  /// An element's layout attributes as shown now, without its view's own properties (those
  /// animate separately).
  func layoutPresented(_ element: OnScreenElement) -> LayoutAttributes {
    guard let track = element.track else { return element.attributes }
    return track.transition.attributes(at: animator.progress(of: track.animation))
  }

  /// Drops the tracks of animations that ended or were cancelled: elements rest at their
  /// attributes, and disappearing ones that arrived go back to the reuse pool.
  func settleElementTracks() {
    for (key, element) in visible {
      if let track = element.track, !animator.isRunning(track.animation) {
        visible[key]?.track = nil
      }
    }
    var staying: [OnScreenElement] = []
    var arrived: [OnScreenElement] = []
    for element in disappearing {
      if let track = element.track, animator.isRunning(track.animation) {
        staying.append(element)
      } else {
        arrived.append(element)
      }
    }
    disappearing = staying
    for element in arrived { enqueue(element) }
    if !viewTracks.isEmpty {
      viewTracks = viewTracks.filter { animator.isRunning($0.value.animation) }
    }
  }

  /// Stops every animation (their completions report `false`) and settles everything at once.
  func cancelAllAnimations() {
    scrollTrack = nil
    gesture = nil
    animator.cancelAll()
    settleTracks()
  }

  /// The heart of every animated relayout: after the model and layout have changed, match what
  /// was on screen (re-keyed by `mapKey`) to the layout's new attributes and animate from the
  /// snapshot on a new animation. New elements start at `appearing`; elements that leave end at
  /// `disappearing`; survivors that move out of view travel to their new place before they are
  /// recycled. Elements already disappearing keep going on their own animations.
  @discardableResult
  func animateRelayout(
    snapshot: [ObjectIdentifier: LayoutAttributes], presentedOffsetBefore: Point, label: String,
    mapKey: (ElementKey) -> ElementKey?,
    appearing: (LayoutAttributes) -> LayoutAttributes?,
    disappearing finalAttributes: (OnScreenElement) -> LayoutAttributes?,
    completion: ((Bool) -> Void)?
  ) -> AnimationID {
    let id = animator.begin(
      duration: scaledDuration(animationDuration), timing: animationTiming, label: label,
      completion: completion)
    let delta = presentedOffsetBefore - contentOffset
    offsetTrack = delta == .zero ? nil : OffsetTrack(delta: delta, animation: id)

    var survivors: [ElementKey: OnScreenElement] = [:]
    var leaving: [OnScreenElement] = []
    // In key order, so the element that keeps a contested key and the order views leave in are
    // the same in every run.
    for key in visible.keys.sorted() {
      let element = visible[key]!
      if let newKey = mapKey(key), survivors[newKey] == nil {
        var moved = element
        moved.key = newKey
        survivors[newKey] = moved
      } else {
        leaving.append(element)
      }
    }
    visible = [:]
    needsLayout = false
    // No layout pass follows: the items ahead of the scroll are looked for again at the next.
    upkeep.prefetcher.needsUpdate = true
    func track(_ from: LayoutAttributes, _ to: LayoutAttributes) -> AttributesTrack? {
      from == to
        ? nil : AttributesTrack(transition: AttributesTransition(from: from, to: to), animation: id)
    }
    for a in attributesForElements(in: bounds) where visible[a.key] == nil {
      if var element = survivors.removeValue(forKey: a.key) {
        let from = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
        let resized = element.attributes.size != a.size
        element.attributes = a
        element.view.apply(a)
        // A cell given a new size (its measurement forgotten: the width changed) measures
        // itself again; the next pass retargets its animation to the measured place.
        if resized, a.representedElementCategory != .decorationView {
          offerPreferredAttributes(of: element.view, for: a)
        }
        element.track = track(from, a)
        visible[a.key] = element
      } else {
        let view = makeView(for: a)
        let from = appearing(a) ?? Self.faded(a)
        visible[a.key] = OnScreenElement(
          key: a.key, view: view, attributes: a, track: track(from, a))
      }
    }
    for key in survivors.keys.sorted() {
      let element = survivors[key]!
      let from = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
      let to = layoutAttributes(for: element.key) ?? Self.faded(from)
      var gone = element
      gone.track = AttributesTrack(
        transition: AttributesTransition(from: from, to: to), animation: id)
      disappearing.append(gone)
    }
    for element in leaving {
      let from = snapshot[ObjectIdentifier(element.view)] ?? element.attributes
      let to = finalAttributes(element) ?? Self.faded(from)
      var gone = element
      gone.track = AttributesTrack(
        transition: AttributesTransition(from: from, to: to), animation: id)
      disappearing.append(gone)
    }
    return id
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
    log(.initialAttributes(a.key))
    switch a.representedElementCategory {
    case .cell:
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
    log(.finalAttributes(key))
    switch key.category {
    case .cell:
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
