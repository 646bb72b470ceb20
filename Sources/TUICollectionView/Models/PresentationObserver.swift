import CollectionCore

/// What the screen noticed from frame to frame: when the content last scrolled (the scroll
/// indicators show, then fade) and which views the reuse pool just handed out again (the
/// overlay flashes them). Times are the terminal's, so indicators fade while animations pause.
public struct PresentationObserver {
  /// The presented content offset at the last frame, to notice scrolling.
  var lastPresentedOffset: Point?
  /// When the content last moved (or the indicators were flashed).
  var lastScrollTime = -Double.infinity
  /// The scroll view's flash count at the last frame (`flashScrollIndicators()`).
  var lastFlashCount = 0
  /// How many times each view on screen had been reused at the last frame. The views are held,
  /// so no new view can take a departed one's address (and its identifier) meanwhile.
  var knownReuseCounts: [ObjectIdentifier: (view: CollectionReusableView, count: Int)] = [:]
  /// When each view was last handed out again, for its flash (held for the same reason).
  var reuseFlashes: [ObjectIdentifier: (view: CollectionReusableView, since: Double)] = [:]

  /// Nothing noticed yet.
  public init() {}

  /// Notes the reuse counts of the views on screen now; the ones handed out again since the
  /// last frame (a count that rose, or a view that arrived already reused) start to flash.
  mutating func noteReuse(of views: [CollectionReusableView], at now: Double) {
    var counts: [ObjectIdentifier: (view: CollectionReusableView, count: Int)] = [:]
    for view in views {
      let id = ObjectIdentifier(view)
      counts[id] = (view, view.reuseCount)
      if view.reuseCount > knownReuseCounts[id]?.count ?? 0 { reuseFlashes[id] = (view, now) }
    }
    knownReuseCounts = counts
  }

  /// Starts watching these views without flashing them.
  mutating func resetReuse(to views: [CollectionReusableView]) {
    reuseFlashes = [:]
    knownReuseCounts = [:]
    for view in views { knownReuseCounts[ObjectIdentifier(view)] = (view, view.reuseCount) }
  }

  /// When a view's flash began, if it flashes.
  func reuseFlashStart(of view: CollectionReusableView) -> Double? {
    reuseFlashes[ObjectIdentifier(view)]?.since
  }
}
