/// A row swiped open: its actions' buttons, how far it is open (following a drag, or animating
/// open or closed), and the button the keyboard has chosen.
struct SwipeState {
  /// The swiped item.
  var indexPath: IndexPath
  /// Whether it was swiped from the leading edge (it moves right).
  var isLeading: Bool
  /// Its actions.
  var configuration: SwipeActionsConfiguration
  /// A button per action, the first nearest the edge.
  var buttons: [SwipeActionView]
  /// How far the row is open, in points, while a drag holds it.
  var dragged: Double?
  /// How far the row was open when the animation under way began, and where it goes.
  var from = 0.0
  /// Where the animation under way takes it (the buttons' width open, 0 closed).
  var to = 0.0
  /// The animation under way.
  var animation: AnimationID?

  /// The buttons' total width: how far the row moves when open.
  var openWidth: Double { buttons.reduce(0) { $0 + $1.preferredWidth } }

  /// Whether it is open or opening (not closing).
  var isOpen: Bool { dragged != nil || to > 0 }

  /// The keyboard's chosen button, if any.
  var chosen: Int? { buttons.firstIndex { $0.isChosen } }

  /// How far the row is open at an animation's progress.
  func offset(progress: Double) -> Double {
    dragged ?? (from + (to - from) * progress)
  }
}
