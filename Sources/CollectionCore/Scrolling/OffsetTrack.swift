/// A presentation-only shift of the content offset: when a relayout (a layout switch, a resize,
/// an update near the end) moves the offset at once, the screen eases from where it was.
struct OffsetTrack {
  /// The presented offset minus the model offset when the relayout began.
  var delta: Point
  /// The animation whose progress drives it.
  var animation: AnimationID
}
