/// The actions a swipe on a list row reveals (UISwipeActionsConfiguration): buttons in order
/// from the row's edge inward, the first of them performed by a swipe all the way across.
public final class SwipeActionsConfiguration {
  /// The actions, the first nearest the edge the row was swiped from.
  public let actions: [ContextualAction]
  /// Whether swiping the row all the way across performs the first action.
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of actions (UISwipeActionsConfiguration(actions:)).
  public init(actions: [ContextualAction]) { self.actions = actions }
}
