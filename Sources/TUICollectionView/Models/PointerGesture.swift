import CollectionCore

/// A press of the mouse button while it is down: a tap, a drag or a long press in the making.
struct PointerGesture {
  /// What the press has become.
  enum Phase {
    /// Down, not moved: a tap if released, a long press if held.
    case pressed
    /// Moved: the content follows.
    case dragging
    /// Held, then lifted the item under it: the item follows.
    case moving
    /// Moved sideways on a list row with swipe actions: the row follows, uncovering them.
    case swiping
  }

  /// The glyph it went down on.
  var startX: Int
  /// The glyph it went down on.
  var startY: Int
  /// The glyph it is on now.
  var lastX: Int
  /// The glyph it is on now.
  var lastY: Int
  /// The item it went down on, if any.
  var item: IndexPath?
  /// What it has become.
  var phase: Phase = .pressed
  /// The timer that turns the press into a long press.
  var longPressTimer: AnimationID?
}
