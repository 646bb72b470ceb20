extension TableView {
  /// Inserts rows (insertRows(at:with:)), which come in as `animation` says; change the model
  /// first. Inside `performBatchUpdates` (or between `beginUpdates()` and `endUpdates()`) they
  /// join the batch; outside it they animate on their own.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    tableLayout?.noteInserted(indexPaths, with: animation)
    closeSwipeOutsideBatch()
    insertItems(at: indexPaths)
  }

  /// Deletes rows (deleteRows(at:with:)), which go as `animation` says.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    tableLayout?.noteDeleted(indexPaths, with: animation)
    closeSwipeOutsideBatch()
    deleteItems(at: indexPaths)
  }

  /// Reloads rows (reloadRows(at:with:)): their cells are made again and cross-fade.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    closeSwipeOutsideBatch()
    reloadItems(at: indexPaths)
  }

  /// Moves a row (moveRow(at:to:)); it glides to its new place.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    closeSwipeOutsideBatch()
    moveItem(at: indexPath, to: newIndexPath)
  }

  /// Inserts sections (insertSections(_:with:)), whose rows come in as `animation` says; an
  /// `IndexSet` or an array of indexes.
  public func insertSections<S: Sequence<Int>>(_ sections: S, with animation: RowAnimation) {
    let indexes = Array(sections)
    tableLayout?.noteInserted(sections: indexes, with: animation)
    closeSwipeOutsideBatch()
    insertSections(indexes)
  }

  /// Deletes sections (deleteSections(_:with:)), whose rows go as `animation` says.
  public func deleteSections<S: Sequence<Int>>(_ sections: S, with animation: RowAnimation) {
    let indexes = Array(sections)
    tableLayout?.noteDeleted(sections: indexes, with: animation)
    closeSwipeOutsideBatch()
    deleteSections(indexes)
  }

  /// Reloads sections (reloadSections(_:with:)).
  public func reloadSections<S: Sequence<Int>>(_ sections: S, with animation: RowAnimation) {
    closeSwipeOutsideBatch()
    reloadSections(Array(sections))
  }

  /// Runs a batch of row and section changes (performBatchUpdates(_:completion:)), or with
  /// `nil`, none: the rows are laid out again, animated, as UIKit's way to let them resize.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    performBatchUpdates({ updates?() }, completion: completion)
  }

  /// Starts a batch of changes that `endUpdates()` applies as one animation (beginUpdates()):
  /// the older spelling of `performBatchUpdates`. Pairs nest.
  public func beginUpdates() {
    if openUpdateBlocks == 0 {
      closeSwipeActions(animated: false)
      layoutIfNeeded()
      if movement != nil { cancelInteractiveMovement() }
      completeInteractiveTransition()
      pendingUpdate = pendingUpdate ?? BatchUpdate()
    }
    openUpdateBlocks += 1
  }

  /// Applies the changes since the matching `beginUpdates()` as one animated batch
  /// (endUpdates()); a bad batch stops the program with UIKit's message.
  public func endUpdates() {
    guard openUpdateBlocks > 0 else { return }
    openUpdateBlocks -= 1
    guard openUpdateBlocks == 0, let recorded = pendingUpdate else { return }
    pendingUpdate = nil
    performBatchUpdates({ self.pendingUpdate = recorded }, completion: nil)
  }

  /// The table's layout.
  var tableLayout: TableLayout? { collectionViewLayout as? TableLayout }

  /// A change outside a batch closes an open swipe first (its row may go).
  private func closeSwipeOutsideBatch() {
    if pendingUpdate == nil { closeSwipeActions(animated: false) }
  }
}
