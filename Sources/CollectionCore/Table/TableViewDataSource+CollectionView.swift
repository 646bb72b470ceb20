extension TableViewDataSource {
  /// The table's sections (`numberOfSections(in:)` with the table view).
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    guard let tableView = collectionView as? TableView else { return 1 }
    return numberOfSections(in: tableView)
  }

  /// The section's rows (`tableView(_:numberOfRowsInSection:)`).
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard let tableView = collectionView as? TableView else { return 0 }
    return self.tableView(tableView, numberOfRowsInSection: section)
  }

  /// The row's cell (`tableView(_:cellForRowAt:)`), readied by the table view: its height and
  /// its editing controls.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let tableView = collectionView as? TableView else { return CollectionViewCell() }
    let cell = self.tableView(tableView, cellForRowAt: indexPath)
    tableView.prepareRow(cell, at: indexPath)
    return cell
  }

  /// A section's header or footer, showing its title.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    (collectionView as? TableView)?.titleView(ofKind: kind, at: indexPath, from: self)
  }

  /// Whether a row may be lifted: while editing, as `tableView(_:canMoveRowAt:)` says.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let tableView = collectionView as? TableView, tableView.isEditing else { return false }
    return self.tableView(tableView, canMoveRowAt: indexPath)
  }

  /// A row was moved (`tableView(_:moveRowAt:to:)`).
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let tableView = collectionView as? TableView else { return }
    self.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }
}
