/// One view on screen: the attributes the layout gave it and, while it animates, its track.
struct OnScreenElement {
  /// The element's key now (remapped by batch updates).
  var key: ElementKey
  /// The view that shows it.
  let view: CollectionReusableView
  /// The layout's attributes: where the element is going, or is.
  var attributes: LayoutAttributes
  /// The animation of its attributes, if one is running.
  var track: AttributesTrack? {
    get { trackStorage?.track }
    set { trackStorage = newValue.map(TrackStorage.init) }
  }
  /// The layout pass that last found it on screen (`updateVisibleElements` marks the elements
  /// it keeps, so departed ones are the unmarked rest and nothing is rebuilt).
  var pass = 0
  /// The track, out of line: it is three quarters of an element's size, most elements have
  /// none, and elements are copied every frame (into and out of dictionaries).
  private var trackStorage: TrackStorage?

  /// Creates an element.
  init(
    key: ElementKey, view: CollectionReusableView, attributes: LayoutAttributes,
    track: AttributesTrack?, pass: Int = 0
  ) {
    self.key = key
    self.view = view
    self.attributes = attributes
    self.pass = pass
    self.track = track
  }

  /// What a layout pass made of an element already on screen.
  enum PassOutcome {
    /// The pass had found it already: its first attributes win.
    case duplicate
    /// Found, with the attributes it had.
    case unchanged
    /// Found with new attributes, which its view is to apply.
    case changed(CollectionReusableView)
  }

  /// Marks the element found by a layout pass with attributes, retargeting its track when they
  /// changed. Mutating, so a call through a dictionary's modify accessor does not copy it.
  mutating func found(in pass: Int, with a: LayoutAttributes) -> PassOutcome {
    if self.pass == pass { return .duplicate }
    self.pass = pass
    guard attributes != a else { return .unchanged }
    attributes = a
    if let track {
      self.track = AttributesTrack(
        transition: track.transition.retargeted(to: a), animation: track.animation)
    }
    return .changed(view)
  }

  /// An immutable box for a track: a new one replaces it on every change, so copies of the
  /// element never share a change.
  private final class TrackStorage {
    let track: AttributesTrack
    init(_ track: AttributesTrack) { self.track = track }
  }
}

/// An element's attributes on their way from one set to another, timed by an animation.
struct AttributesTrack {
  /// From where to where.
  var transition: AttributesTransition
  /// The animation whose progress drives it.
  var animation: AnimationID
}

/// A view's own transform and alpha on their way between two values (UIView.animate).
struct ViewTrack {
  /// The transform at the start, decomposed once.
  var fromTransform: Transform3D
  /// The transform at the end.
  var toTransform: Transform3D
  /// The alpha at the start.
  var fromAlpha: Double
  /// The alpha at the end.
  var toAlpha: Double
  /// The animation whose progress drives it.
  var animation: AnimationID

  /// The transform and alpha at a progress.
  func values(at t: Double) -> (transform: Transform3D, alpha: Double) {
    if t <= 0 { return (fromTransform, fromAlpha) }
    if t == 1 { return (toTransform, toAlpha) }
    let transform =
      fromTransform == toTransform
      ? toTransform : fromTransform.interpolated(to: toTransform, fraction: t)
    return (transform, min(1, max(0, fromAlpha + (toAlpha - fromAlpha) * t)))
  }
}
