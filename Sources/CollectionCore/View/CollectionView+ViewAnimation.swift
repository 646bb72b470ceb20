extension CollectionView {
  /// Animates what `changes` does to views' own `transform` and `alpha` (UIView.animate): each
  /// view on screen whose values changed moves from what it shows now to its new values, on top
  /// of whatever its layout attributes are doing — a highlight can zoom a cell while an update
  /// moves it. The completion gets `true` when the animation ends, `false` if it is cancelled.
  @discardableResult
  public func animate(
    withDuration duration: Double, timing: AnimationTiming = .easeInOut,
    _ changes: () -> Void, completion: ((Bool) -> Void)? = nil
  ) -> AnimationID {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    layoutIfNeeded()
    var before:
      [ObjectIdentifier: (view: CollectionReusableView, transform: Transform3D, alpha: Double)] =
        [:]
    for element in visible.values {
      before[ObjectIdentifier(element.view)] = presentedViewValues(element.view)
    }
    for element in disappearing {
      before[ObjectIdentifier(element.view)] = presentedViewValues(element.view)
    }
    let models = before.mapValues { ($0.view.transform, $0.view.alpha) }
    changes()
    let id = animator.begin(
      duration: scaledDuration(duration), timing: timing, label: "view animation",
      completion: completion)
    for (identity, old) in before {
      let view = old.view
      guard let model = models[identity], view.transform != model.0 || view.alpha != model.1
      else { continue }
      // A value set back to what is shown (a highlight undone at once) ends the earlier
      // animation there: nothing is left to move.
      guard view.transform != old.transform || view.alpha != old.alpha else {
        viewTracks[identity] = nil
        continue
      }
      viewTracks[identity] = ViewTrack(
        fromTransform: old.transform, toTransform: view.transform, fromAlpha: old.alpha,
        toAlpha: view.alpha, animation: id)
    }
    return id
  }

  /// A view's own transform and alpha as shown now.
  func presentedViewValues(_ view: CollectionReusableView) -> (
    view: CollectionReusableView, transform: Transform3D, alpha: Double
  ) {
    if let track = viewTracks[ObjectIdentifier(view)] {
      let values = track.values(at: animator.progress(of: track.animation))
      return (view, values.transform, values.alpha)
    }
    return (view, view.transform, view.alpha)
  }
}
