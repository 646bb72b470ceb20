/// Runs any number of concurrent animations on one clock (the role Core Animation plays for
/// UIKit): each has its own start, duration, timing and completion.
///
/// An animation here is timing only. What it moves — an element's attributes, a view's own
/// transform, the content offset — is a track that refers to it by `AnimationID` and reads its
/// progress each frame, so several animations can move one element on different properties at
/// once, and a new animation can take over a property from its presented value while the old
/// one still runs to its end.
///
/// An animation ends when its time is up (`advance()` reports it, and its completion gets
/// `true`) or when it is cancelled (its completion gets `false` at once).
public final class Animator {
  /// Where time comes from.
  public let clock: any AnimationClock

  /// One running animation.
  public struct Animation: Sendable {
    /// Its identifier.
    public let id: AnimationID
    /// What it is for (shown by the inspector and in logs).
    public let label: String
    /// When it began, in clock seconds.
    public let start: Double
    /// How long it lasts, in seconds.
    public let duration: Double
    /// How progress follows time.
    public let timing: AnimationTiming
    /// The spring's natural frequency for this duration (0 for curves).
    let omega: Double

    /// When it ends, in clock seconds.
    public var end: Double { start + duration }

    /// The progress at a time: 0 at the start, 1 at the end (a spring may pass 1 on the way).
    public func progress(at now: Double) -> Double {
      guard duration > 0 else { return 1 }
      let elapsed = now - start
      if elapsed <= 0 { return 0 }
      if elapsed >= duration { return 1 }
      switch timing {
      case .curve(let curve): return curve.value(at: elapsed / duration)
      case .spring(let spring): return spring.value(at: elapsed, omega: omega)
      case .deceleration(let rate, let milliseconds):
        return ScrollPhysics.decelerationProgress(
          rate: rate, milliseconds: milliseconds, fraction: elapsed / duration)
      }
    }
  }

  private var animations: [Animation] = []
  private var completions: [AnimationID: (Bool) -> Void] = [:]
  private var nextID = 1
  private var cachedTime = Double.nan
  private var cachedProgress: [Double] = []

  /// Creates an animator on a clock.
  public init(clock: any AnimationClock) { self.clock = clock }

  /// The animations running now, oldest first.
  public var runningAnimations: [Animation] { animations }

  /// Whether any animation is running.
  public var isAnimating: Bool { !animations.isEmpty }

  /// Seconds until the last running animation ends (0 when idle).
  public var remainingTime: Double {
    let now = clock.now
    return animations.reduce(0) { max($0, $1.end - now) }
  }

  /// Starts an animation now; the completion runs once, with `true` when it ends on time and
  /// `false` when it is cancelled.
  @discardableResult
  public func begin(
    duration: Double, timing: AnimationTiming = .easeInOut, label: String = "",
    completion: ((Bool) -> Void)? = nil
  ) -> AnimationID {
    let id = AnimationID(rawValue: nextID)
    nextID += 1
    let safeDuration = duration.isFinite ? max(0, duration) : 0
    var omega = 0.0
    if case .spring(let spring) = timing {
      omega = spring.naturalFrequency(forDuration: safeDuration)
    }
    animations.append(
      Animation(
        id: id, label: label, start: clock.now, duration: safeDuration, timing: timing,
        omega: omega))
    if let completion { completions[id] = completion }
    cachedTime = .nan
    return id
  }

  /// Whether an animation is still running.
  public func isRunning(_ id: AnimationID) -> Bool { index(of: id) != nil }

  /// An animation's progress now; 1 once it has ended or when it is unknown.
  public func progress(of id: AnimationID) -> Double {
    let now = clock.now
    if now != cachedTime || cachedProgress.count != animations.count {
      cachedTime = now
      cachedProgress = animations.map { $0.progress(at: now) }
    }
    guard let i = index(of: id) else { return 1 }
    return cachedProgress[i]
  }

  /// How fast an animation's progress changes now, per second (0 once it has ended).
  public func progressVelocity(of id: AnimationID) -> Double {
    guard let animation = animation(id) else { return 0 }
    let now = clock.now
    let h = 1e-4
    let a = animation.progress(at: max(animation.start, now - h))
    let b = animation.progress(at: max(animation.start, now - h) + h)
    return (b - a) / h
  }

  /// The running animation with an identifier.
  public func animation(_ id: AnimationID) -> Animation? { index(of: id).map { animations[$0] } }

  /// Stops an animation before its end; its completion runs now with `false`.
  public func cancel(_ id: AnimationID) {
    guard let i = index(of: id) else { return }
    animations.remove(at: i)
    cachedTime = .nan
    completions.removeValue(forKey: id)?(false)
  }

  /// Stops every animation; their completions run with `false`, oldest first.
  public func cancelAll() {
    let ids = animations.map(\.id)
    for id in ids { cancel(id) }
  }

  /// Removes the animations whose time is up and returns them with their completions, which
  /// the caller runs (with `true`) once its own state is consistent.
  public func advance() -> [(animation: Animation, completion: ((Bool) -> Void)?)] {
    let now = clock.now
    var ended: [(animation: Animation, completion: ((Bool) -> Void)?)] = []
    animations.removeAll { animation in
      guard now >= animation.end else { return false }
      ended.append((animation, completions.removeValue(forKey: animation.id)))
      return true
    }
    if !ended.isEmpty { cachedTime = .nan }
    return ended
  }

  private func index(of id: AnimationID) -> Int? {
    // Few animations run at once: a linear search beats hashing.
    animations.firstIndex { $0.id == id }
  }
}
