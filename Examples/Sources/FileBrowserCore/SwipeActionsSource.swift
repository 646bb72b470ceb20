import TUICollectionView

/// Where the file list's layout finds its rows' swipe actions: the layout is made before the
/// app that answers exists, so it asks through this.
final class SwipeActionsSource {
  /// The actions of a row on a side (`leading` or trailing).
  var provide: ((IndexPath, _ leading: Bool) -> SwipeActionsConfiguration?)?
}
