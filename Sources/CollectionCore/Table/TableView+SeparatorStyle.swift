extension TableView {
  /// Whether rows are separated by lines (UITableViewCell.SeparatorStyle).
  public enum SeparatorStyle: Hashable, Sendable {
    /// No separators: rows touch.
    case none
    /// A thin line between rows, inset as the list's separators are.
    case singleLine
  }
}
