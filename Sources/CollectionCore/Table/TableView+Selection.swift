extension TableView {
  /// The selected row (indexPathForSelectedRow): the first, if several are.
  public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedItems.first }

  /// The selected rows (indexPathsForSelectedRows), sorted; `nil` when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let paths = indexPathsForSelectedItems
    return paths.isEmpty ? nil : paths
  }

  /// Selects a row, and scrolls it to `scrollPosition` unless that is `.none`
  /// (selectRow(at:animated:scrollPosition:)); `nil` deselects every row. The delegate hears
  /// nothing: only the user's selections reach it.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    selectItem(
      at: indexPath, animated: animated, scrollPosition: scrollPosition.collectionViewPosition)
  }

  /// Deselects a row (deselectRow(at:animated:)); animated, its selected look fades away.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselectItem(at: indexPath, animated: animated)
  }

  /// Whether the user may select a row now: not while editing, unless
  /// `allowsSelectionDuringEditing` or `allowsMultipleSelectionDuringEditing`.
  var allowsUserSelectionNow: Bool {
    !isEditing || allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
  }
}
