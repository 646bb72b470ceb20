extension CollectionView {
  /// Runs `changes` — a new data source, a new layout, a new offset, any of them at once,
  /// without animation — and cross-dissolves from what was on screen to what shows afterwards
  /// (UIView.transition(with:duration:options: .transitionCrossDissolve, animations:)): every
  /// element fades out where it is shown now while the new ones fade in where they are. The
  /// old views go back to their reuse queues when they have faded.
  public func transitionCrossDissolve(_ changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    layoutIfNeeded()
    cancelScrollAnimation()
    endDragging(askingLayout: false)
    let offsetBefore = presentedContentOffset
    var leaving: [OnScreenElement] = []
    leaving.reserveCapacity(visible.count + disappearing.count)
    for element in visible.keys.sorted().map({ visible[$0]! }) + disappearing {
      var shown = element
      shown.attributes = layoutPresented(element)
      leaving.append(shown)
    }
    // Out of the way of `changes`: a reload would otherwise send them to the pool at once.
    visible = [:]
    disappearing = []
    changes()
    layoutIfNeeded()
    let id = animator.begin(
      duration: scaledDuration(animationDuration), timing: animationTiming,
      label: "cross-dissolve", completion: completion)
    for (key, element) in visible {
      visible[key]?.track = AttributesTrack(
        transition: AttributesTransition(
          from: Self.faded(element.attributes), to: element.attributes),
        animation: id)
    }
    // The old elements stay where they were on screen, whatever the new offset.
    let shift = presentedContentOffset - offsetBefore
    for var element in leaving {
      var from = element.attributes
      from.center = from.center + shift
      element.track = AttributesTrack(
        transition: AttributesTransition(from: from, to: Self.faded(from)), animation: id)
      disappearing.append(element)
    }
  }
}
