extension TableView {
  /// Where scrolling to a row puts it (UITableView.ScrollPosition).
  public enum ScrollPosition: Hashable, Sendable {
    /// Scrolling to a row: just enough to show it; selecting one: no scrolling.
    case none
    /// The row's top at the top of the view.
    case top
    /// The row in the middle of the view.
    case middle
    /// The row's bottom at the bottom of the view.
    case bottom

    /// The collection view's position for it.
    var collectionViewPosition: CollectionCore.ScrollPosition {
      switch self {
      case .none: .none
      case .top: .top
      case .middle: .centeredVertically
      case .bottom: .bottom
      }
    }
  }
}
