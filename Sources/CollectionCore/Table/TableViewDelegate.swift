/// Hears about a table view's rows — display, highlight, selection, editing, swipe actions —
/// and decides their heights (UITableViewDelegate); as a `CollectionViewDelegate` (which it
/// refines) it hears scrolling too. Every method is optional.
///
/// The table's methods answer the collection view's (see `TableViewDelegate+CollectionView.swift`),
/// so a tap runs in UIKit's order: `shouldHighlightRowAt` → `didHighlightRowAt` on the press,
/// `willSelectRowAt` → `didUnhighlightRowAt` → `didSelectRowAt` on the release.
public protocol TableViewDelegate: CollectionViewDelegate {
  /// A row's cell is about to be shown.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A row's cell left the screen.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A row's height in points, asked when its cell is made; by default the table's
  /// `rowHeight` (`TableView.automaticDimension`: the row's content decides).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
  /// Whether a touch going down on a row highlights it; `false` skips selection altogether.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A row was highlighted by a touch.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// A row's highlight went.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row the user is about to select, or another to select instead, or `nil` for none.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected a row.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row the user is about to deselect, or `nil` to keep it selected.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user deselected a row.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The editing control a row shows while the table is editing; `.delete` by default.
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  /// The title of the Delete button a trailing swipe shows; `nil` (the default) is "Delete".
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// The actions a swipe from the leading edge (W) reveals; `nil` (the default) for none.
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge (w) reveals; `nil` (the default) gives a
  /// Delete button to rows whose editing style is `.delete`, an empty configuration none.
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The user clicked a row's detail button.
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Where a row being moved may go when the user proposes a place; the proposal by default.
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension TableViewDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// The table's `rowHeight`.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
    tableView.rowHeight
  }
  /// True.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Delete.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  /// "Delete".
  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// None.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// The default: Delete for rows whose editing style is `.delete`.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// The proposal.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
