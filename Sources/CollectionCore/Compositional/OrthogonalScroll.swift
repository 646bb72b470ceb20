/// An animated sideways scroll of one section: its offset moves frame by frame from `from` to
/// `to`, driven by an animation's progress.
struct OrthogonalScroll {
  /// Where it started.
  var from: Double
  /// Where it comes to rest.
  var to: Double
  /// The animation whose progress drives it.
  var animation: AnimationID
}
