extension TableView {
  /// Readies a cell the data source made for a row: the table it reports to, its fixed height
  /// (the delegate's `heightForRowAt`, else `rowHeight`) and its editing controls.
  func prepareRow(_ cell: CollectionViewCell, at indexPath: IndexPath) {
    guard let cell = cell as? TableViewCell else { return }
    // A cell the app made itself goes back to its identifier's queue like a dequeued one.
    if let identifier = cell.reuseIdentifier { reusePool.adopt(cell, as: .cell(identifier)) }
    cell.tableView = self
    let height = tableDelegate.tableView(self, heightForRowAt: indexPath)
    cell.fixedRowHeight = height >= 0 ? height : nil
    updateEditingControls(of: cell, at: indexPath)
  }

  /// The row a cell on screen shows, in the data source's order, without a layout pass (a cell
  /// asks while one runs).
  func row(of cell: CollectionViewCell) -> IndexPath? {
    for (key, element) in visible where key.category == .cell && element.view === cell {
      return dataSourceIndexPath(forShown: key.indexPath)
    }
    return nil
  }

  /// The cell on screen for a row (cellForRow(at:)), if there is one.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    cellForItem(at: indexPath) as? TableViewCell
  }

  /// The number of rows in a section (numberOfRows(inSection:)).
  public func numberOfRows(inSection section: Int) -> Int {
    numberOfItems(inSection: section)
  }

  /// The row at a point in content coordinates (indexPathForRow(at:)), if any.
  public func indexPathForRow(at point: Point) -> IndexPath? {
    indexPathForItem(at: point)
  }

  /// The rows on screen now (indexPathsForVisibleRows), sorted; `nil` when there are none.
  public var indexPathsForVisibleRows: [IndexPath]? {
    let paths = indexPathsForVisibleItems
    return paths.isEmpty ? nil : paths
  }

  /// A row's frame in content coordinates (rectForRow(at:)); `.zero` for no such row.
  public func rectForRow(at indexPath: IndexPath) -> Rect {
    layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  /// Scrolls so that a row shows where `position` says (scrollToRow(at:at:animated:)).
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    scrollToItem(at: indexPath, at: position.collectionViewPosition, animated: animated)
  }
}
