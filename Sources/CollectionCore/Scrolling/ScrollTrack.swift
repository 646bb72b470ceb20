/// An animated scroll: the content offset itself moves frame by frame, as UIScrollView's does,
/// so the layout sees the bounds in flight and the delegate hears every step.
struct ScrollTrack {
  /// What moves the offset.
  enum Kind {
    /// `setContentOffset(_:animated:)`, a key press, a snap: eased.
    case animated
    /// The coast after a gesture: UIScrollView's deceleration.
    case deceleration
    /// The spring back from past an edge (the offset may lie outside the content on the way).
    case bounce
  }

  /// Where the scroll started.
  var from: Point
  /// Where it comes to rest.
  var to: Point
  /// The animation whose progress drives it.
  var animation: AnimationID
  /// What kind of scroll it is.
  var kind: Kind = .animated
  /// Whether it goes to the end of the content, wherever that turns out to be (End in a list of
  /// rows that measure themselves as they come into view): a new content size moves its end.
  var followsEnd = false
}
