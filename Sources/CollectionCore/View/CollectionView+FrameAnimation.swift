extension CollectionView {
  /// Calls `frame` once a frame with an animation's progress, from its first tick until it ends
  /// (a CADisplayLink tied to an animation): for properties the collection view does not
  /// animate itself, such as a layout's own scroll offsets, which must move frame by frame so
  /// the layout is asked again at each step. The last call gets exactly 1 when the animation
  /// runs to its end; a cancelled animation gets no further calls (its completion gets `false`).
  /// The duration is scaled by `animationDurationScale`.
  @discardableResult
  public func animateFrames(
    withDuration duration: Double, timing: AnimationTiming = .easeInOut, label: String = "frames",
    _ frame: @escaping (Double) -> Void, completion: ((Bool) -> Void)? = nil
  ) -> AnimationID {
    let id = animator.begin(
      duration: scaledDuration(duration), timing: timing, label: label,
      completion: completion)
    frameTracks.append(FrameTrack(animation: id, frame: frame))
    return id
  }

  /// Moves every frame animation on (called each tick, before finished animations are removed).
  func advanceFrameAnimations() {
    guard !frameTracks.isEmpty else { return }
    let now = clock.now
    let tracks = frameTracks
    frameTracks = []
    var running: [FrameTrack] = []
    for track in tracks {
      // A cancelled animation is gone from the animator: drop its track without a call.
      guard let animation = animator.animation(track.animation) else { continue }
      if now >= animation.end {
        track.frame(1)
      } else {
        track.frame(animator.progress(of: track.animation))
        running.append(track)
      }
    }
    // Frames may have started new frame animations.
    frameTracks = running + frameTracks
  }
}

/// A per-frame callback driven by an animation's progress.
struct FrameTrack {
  /// The animation whose progress it receives.
  var animation: AnimationID
  /// Called once a frame.
  var frame: (Double) -> Void
}
