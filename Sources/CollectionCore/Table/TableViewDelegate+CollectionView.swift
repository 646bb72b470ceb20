extension TableViewDelegate {
  /// A row's cell is about to show (`willDisplay`).
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let tableView = collectionView as? TableView, let cell = cell as? TableViewCell else {
      return
    }
    self.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// A row's cell left the screen (`didEndDisplaying`).
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let tableView = collectionView as? TableView, let cell = cell as? TableViewCell else {
      return
    }
    self.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// `shouldHighlightRowAt`.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    guard let tableView = collectionView as? TableView else { return true }
    return self.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  /// `didHighlightRowAt`.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    guard let tableView = collectionView as? TableView else { return }
    self.tableView(tableView, didHighlightRowAt: indexPath)
  }

  /// `didUnhighlightRowAt`.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    guard let tableView = collectionView as? TableView else { return }
    self.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  /// No selection while editing unless the table allows it; else `willSelectRowAt`: `nil`
  /// refuses, another row is selected instead.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    guard let tableView = collectionView as? TableView else { return true }
    guard tableView.allowsUserSelectionNow,
      let target = self.tableView(tableView, willSelectRowAt: indexPath)
    else { return false }
    guard target == indexPath else {
      if tableView.isValidItem(target) { tableView.commitUserSelection(at: target) }
      return false
    }
    return true
  }

  /// `didSelectRowAt`.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {
    guard let tableView = collectionView as? TableView else { return }
    self.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// `willDeselectRowAt`: `nil` keeps the row selected.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    guard let tableView = collectionView as? TableView else { return true }
    return self.tableView(tableView, willDeselectRowAt: indexPath) != nil
  }

  /// `didDeselectRowAt`.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    guard let tableView = collectionView as? TableView else { return }
    self.tableView(tableView, didDeselectRowAt: indexPath)
  }
}
