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
  /// How many times each view on screen had been reused at the last frame.
  var knownReuseCounts: [ObjectIdentifier: Int] = [:]
  /// When each view was last handed out again, for its flash.
  var reuseFlashes: [ObjectIdentifier: Double] = [:]

  /// Nothing noticed yet.
  public init() {}
}
