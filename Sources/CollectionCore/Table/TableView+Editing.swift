extension TableView {
  /// A row's editing style: none unless the data source's `canEditRowAt` allows it, else the
  /// delegate's `editingStyleForRowAt` (`.delete` unless it says otherwise).
  func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    guard let source = tableDataSource, source.tableView(self, canEditRowAt: indexPath) else {
      return .none
    }
    return tableDelegate.tableView(self, editingStyleForRowAt: indexPath)
  }

  /// Asks the data source and the delegate again what a cell's row shows while editing.
  func updateEditingControls(of cell: TableViewCell, at indexPath: IndexPath? = nil) {
    guard let path = indexPath ?? row(of: cell) else { return }
    let style = editingStyle(forRowAt: path)
    cell.editingStyle = style
    cell.showsSelectionControl = allowsMultipleSelectionDuringEditing && style != .none
    cell.showsReorderControl = tableDataSource?.tableView(self, canMoveRowAt: path) ?? false
  }

  /// A cell's delete or insert button was clicked: the data source commits that edit for the
  /// cell's row (`commit editingStyle`), once.
  func commitEditingControl(of cell: TableViewCell) {
    guard let path = row(of: cell), cell.editingStyle != .none else { return }
    tableDataSource?.tableView(self, commit: cell.editingStyle, forRowAt: path)
  }

  /// A cell's detail button was clicked: the delegate hears it
  /// (`accessoryButtonTappedForRowWith`).
  func accessoryButtonTapped(in cell: TableViewCell) {
    guard let path = row(of: cell) else { return }
    tableDelegate.tableView(self, accessoryButtonTappedForRowWith: path)
  }

  /// The swipe actions of a row on one side: none while editing; else the delegate's, and when
  /// it gives none on the trailing side, a Delete button for a row whose editing style is
  /// `.delete`, which commits the deletion (`commit editingStyle`), as UIKit's swipe to delete.
  func swipeActionsConfiguration(forRowAt indexPath: IndexPath, leading: Bool)
    -> SwipeActionsConfiguration?
  {
    guard !isEditing else { return nil }
    let delegate = tableDelegate
    if leading {
      return delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    if let configuration = delegate.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configuration
    }
    guard editingStyle(forRowAt: indexPath) == .delete else { return nil }
    let title =
      delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let delete = ContextualAction(style: .destructive, title: title) {
      [weak self] _, _, completion in
      guard let self else { return completion(false) }
      self.tableDataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [delete])
  }
}
