extension TableView {
  /// How inserted and deleted rows come and go (UITableView.RowAnimation): each fades, and the
  /// sliding ones also move in from, or out to, their side.
  public enum RowAnimation: Hashable, Sendable {
    /// Fades in or out where the row is.
    case fade
    /// Slides in from the right, or out to the right.
    case right
    /// Slides in from the left, or out to the left.
    case left
    /// Slides in from above, or out upwards.
    case top
    /// Slides in from below, or out downwards.
    case bottom
    /// The default animation (UIKit's `.none` is documented as the default animations).
    case none
    /// Grows from, or shrinks into, the middle of its place.
    case middle
    /// The table's choice: a fade.
    case automatic

    /// A row's attributes where the animation starts it (inserted) or ends it (deleted).
    func offstage(_ attributes: LayoutAttributes) -> LayoutAttributes {
      var a = attributes
      a.alpha = 0
      let frame = a.frame
      switch self {
      case .right: a.frame = frame.offsetBy(dx: frame.width, dy: 0)
      case .left: a.frame = frame.offsetBy(dx: -frame.width, dy: 0)
      case .top: a.frame = frame.offsetBy(dx: 0, dy: -frame.height)
      case .bottom: a.frame = frame.offsetBy(dx: 0, dy: frame.height)
      case .middle: a.transform3D = Transform3D(scaleX: 1, y: 0.1, z: 1)
      case .fade, .none, .automatic: break
      }
      return a
    }
  }
}
