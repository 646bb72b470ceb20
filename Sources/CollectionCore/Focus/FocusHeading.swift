/// Which way focus moves (UIFocusHeading): by the items' geometry on screen for the four
/// directions, by index-path order for next and previous.
public enum FocusHeading: Hashable, Sendable, CaseIterable {
  /// Towards the top of the screen.
  case up
  /// Towards the bottom of the screen.
  case down
  /// Towards the left.
  case left
  /// Towards the right.
  case right
  /// The next item in index-path order.
  case next
  /// The previous item in index-path order.
  case previous

  /// The unit vector of a direction on screen (y grows downwards); zero for next and previous.
  public var vector: Point {
    switch self {
    case .up: Point(x: 0, y: -1)
    case .down: Point(x: 0, y: 1)
    case .left: Point(x: -1, y: 0)
    case .right: Point(x: 1, y: 0)
    case .next, .previous: .zero
    }
  }
}
