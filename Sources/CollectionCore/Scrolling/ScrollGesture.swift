/// A scroll gesture in progress (a drag, or a burst of wheel steps): where the content would be
/// without the rubber band, and its recent positions, so its velocity is known when it ends.
struct ScrollGesture {
  /// The offset the gesture asks for (the shown offset differs past an edge: the rubber band).
  var rawOffset: Point
  /// The offset when the gesture began (paging measures from its page).
  var startOffset: Point
  /// Recent raw offsets and when they were reached.
  var samples: [(time: Double, offset: Point)]
  /// For wheel steps: the timer that ends the gesture after a pause.
  var timer: AnimationID?
}
