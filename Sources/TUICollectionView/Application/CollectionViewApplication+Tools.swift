extension CollectionViewApplication {
  /// The length of a frame step (. and ,): one frame at 60 frames a second.
  public static let frameStep = 1.0 / 60

  /// Whether every animation is stopped (p).
  public var isPaused: Bool { timeline.isPaused }

  /// Whether animations run ten times slower.
  public var slowAnimations: Bool { tools.slowAnimations }

  /// Whether motion is reduced (iOS's Reduce Motion).
  public var reducesMotion: Bool { tools.reducesMotion }

  /// Whether the inspector panel shows.
  public var showsInspector: Bool { tools.showsInspector }

  /// How far the inspector is scrolled, in lines.
  public var inspectorScrollOffset: Int { tools.inspectorScrollOffset }

  /// Whether the overlay shows.
  public var showsOverlay: Bool { tools.showsOverlay }

  /// The developer tools' actions (each checked to be on by the caller).
  func performToolAction(_ action: StandardAction) {
    switch action {
    case .togglePause:
      if timeline.isPaused { timeline.resume() } else { timeline.pause() }
    case .stepFrame(let forward):
      stepFrame(forward: forward)
    case .toggleInspector:
      tools.showsInspector.toggle()
      tools.inspectorScrollOffset = 0
      updateViewport(animated: !isTooSmall)
    case .scrollInspector(let lines):
      guard tools.showsInspector else {
        notice = "The inspector is closed: i opens it"
        return
      }
      scrollInspector(by: lines)
    case .toggleOverlay:
      tools.showsOverlay.toggle()
      resetReuseObservation()
    case .toggleSlowAnimations:
      tools.slowAnimations.toggle()
      collectionView.animationDurationScale = tools.slowAnimations ? 10 : 1
      sidebar?.animationDurationScale = tools.slowAnimations ? 10 : 1
      notice = tools.slowAnimations ? "Slow Animations on (10×)" : "Slow Animations off"
    default:
      break
    }
  }

  /// Steps paused time one frame forward or back (pausing first), then lets what ended end.
  /// Back stops at the start of the oldest running animation: an animation that has ended
  /// cannot be brought back.
  func stepFrame(forward: Bool) {
    timeline.pause()
    if forward {
      timeline.step(by: Self.frameStep)
    } else {
      let earliest = collectionView.animator.runningAnimations.map(\.start).min()
      let back = earliest.map { min(Self.frameStep, max(0, timeline.now - $0)) } ?? 0
      timeline.step(by: -back)
    }
  }

  /// The status bar's time: `paused · t = 0.183 s of 0.300 s` for the running animation that
  /// ends last, or just `paused`; `nil` while time runs.
  public var timeStatus: String? {
    guard timeline.isPaused else { return nil }
    let now = timeline.now
    guard
      let last = collectionView.animator.runningAnimations
        .filter({ $0.label != "long press" })
        .max(by: { $0.end < $1.end })
    else { return "paused" }
    let t = min(max(0, now - last.start), last.duration)
    return "paused · t = \(Self.seconds(t)) s of \(Self.seconds(last.duration)) s"
  }

  /// Seconds with three decimals, e.g. `0.183`.
  public static func seconds(_ value: Double) -> String {
    let thousandths = Int((max(0, value) * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
