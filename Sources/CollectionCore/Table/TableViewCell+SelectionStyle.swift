extension TableViewCell {
  /// How a selected cell looks (UITableViewCell.SelectionStyle).
  public enum SelectionStyle: Hashable, Sendable {
    /// It does not look selected or highlighted (it still is).
    case none
    /// The list's selected background (as `.default`: UIKit's blue is long gone).
    case blue
    /// The list's selected background (as `.default`).
    case gray
    /// The list's selected background.
    case `default`
  }
}
