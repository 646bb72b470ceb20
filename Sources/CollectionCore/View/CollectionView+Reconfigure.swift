extension CollectionView {
  /// Configures the cells of items on screen again in place (reconfigureItemsAtIndexPaths:): the
  /// data source is asked for each cell as usual, and its dequeue call hands back the cell that
  /// is already there — same object, no `prepareForReuse()`, no animation — so the cell keeps
  /// its state. Items not on screen are skipped; they are configured when they next appear.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard !indexPaths.isEmpty, let dataSource else { return }
    layoutIfNeeded()
    var reconfigured: [CollectionViewCell] = []
    defer { remeasure(reconfigured) }
    for path in indexPaths {
      guard let element = visible[.cell(path)], let cell = element.view as? CollectionViewCell
      else { continue }
      reconfiguringCell = cell
      let returned = RegistrationIdentifier.insideProvider {
        dataSource.collectionView(self, cellForItemAt: path)
      }
      reconfiguringCell = nil
      reconfigured.append(cell)
      guard returned !== cell, let identifier = returned.reuseIdentifier else { continue }
      // The data source dequeued some other cell: it goes back to its queue unused.
      reusePool.enqueue(
        returned, as: .cell(identifier), limit: visible.count + disappearing.count)
    }
  }
}
