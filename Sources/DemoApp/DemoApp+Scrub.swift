import TUICollectionView

extension DemoApp {
  /// How far `[` and `]` move a scrubbed transition: 5 %.
  public static let scrubStep = 0.05

  /// The scrubbed layout transition, while one runs: where it goes and which key moves it on.
  struct Scrub {
    /// The catalog entry it goes to.
    var target: LayoutCatalogEntry
    /// Whether `]` (the next layout) moves it on; `[` then moves it back.
    var forward: Bool
  }

  /// The interactive transition on screen, if any: its progress and where it goes.
  public var scrubbedTransition: (progress: Double, target: String)? {
    guard let scrub, let layout = collectionView.transitionLayout else { return nil }
    return (layout.transitionProgress, scrub.target.title)
  }

  /// `[` and `]`: start an interactive transition toward the previous or next layout of the
  /// catalog if none runs, then move it 5 % on (the key it started with) or back (the other).
  func scrubTransition(forward: Bool) {
    if let scrub, let layout = collectionView.transitionLayout {
      let step = forward == scrub.forward ? Self.scrubStep : -Self.scrubStep
      layout.transitionProgress = min(1, max(0, layout.transitionProgress + step))
      return
    }
    let target =
      forward ? LayoutCatalog.entry(after: layoutEntry) : LayoutCatalog.entry(before: layoutEntry)
    guard target.content == layoutEntry.content, target.itemRepeat == layoutEntry.itemRepeat,
      detail == nil, let next = layouts[target.name]
    else {
      notice = "\(target.title) cannot be scrubbed to from here: Tab switches to it"
      return
    }
    scrub = Scrub(target: target, forward: forward)
    let transition = collectionView.startInteractiveTransition(to: next) {
      [weak self] completed, _ in
      guard let self else { return }
      if completed, let target = self.scrub?.target {
        self.layoutEntry = target
        self.applyScrollSettings(of: target, animated: false)
      }
      self.scrub = nil
    }
    transition.transitionProgress = Self.scrubStep
  }

  /// Enter or Esc while a transition is scrubbed: finish it (animating the rest) or cancel it
  /// (animating back). Returns whether there was one.
  func endScrub(finishing: Bool) -> Bool {
    guard scrub != nil, collectionView.transitionLayout != nil else { return false }
    if finishing {
      collectionView.finishInteractiveTransition()
    } else {
      collectionView.cancelInteractiveTransition()
    }
    return true
  }

  /// Whether an action leaves a scrubbed transition as it is (the scrub keys, the time controls,
  /// the inspector, the help, a resize, quitting); any other completes it first.
  static func keepsScrub(_ action: DemoAction) -> Bool {
    switch action {
    case .scrubTransition, .togglePause, .stepFrame, .toggleInspector, .scrollInspector,
      .toggleOverlay, .toggleHelp, .toggleSlowAnimations, .toggleReduceMotion, .quit:
      true
    default: false
    }
  }
}
