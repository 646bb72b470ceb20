import TUICollectionView

extension DemoApp {
  /// Appends an item to the current section (the only one, by default).
  func insertItem() {
    guard let section = currentSection else {
      notice = "No section to insert into"
      return
    }
    let model = dataSource.sections[section]
    insert(model.newItem, at: model.count, inSection: section)
  }

  /// Removes the last item of the current section.
  func deleteItem() {
    guard let section = currentSection, dataSource.sections[section].count > 0 else {
      notice =
        dataSource.cellCount == 0
        ? "Nothing to delete" : "\(currentSectionName ?? "The section") is empty"
      return
    }
    deleteItem(at: dataSource.sections[section].count - 1, inSection: section)
  }

  /// Inserts an item at an index of a section's items, animated. In the endless banner's
  /// repeat every group gains it.
  func insert(_ item: DemoItem, at index: Int, inSection section: Int) {
    guard dataSource.sections.indices.contains(section) else { return }
    let n = dataSource.sections[section].count
    let groups = section == 0 ? dataSource.repeatCount : 1
    do {
      try collectionView.checkedPerformBatchUpdates {
        dataSource.sections[section].items.insert(item, at: index)
        collectionView.insertItems(
          at: (0..<groups).map { IndexPath(item: $0 * (n + 1) + index, section: section) })
      }
      refreshHeader(ofSection: section)
    } catch {
      notice = error.message
      // The model has changed already: the view reads it again rather than drift from it.
      collectionView.reloadData()
    }
  }

  /// Deletes the item at an index of a section's items, animated, never the only item (as the
  /// book keeps one). In the endless banner's repeat every group loses it.
  func deleteItem(at index: Int, inSection section: Int) {
    guard dataSource.cellCount > 1 else {
      notice =
        dataSource.cellCount == 1 ? "The last item stays, as in the book" : "Nothing to delete"
      return
    }
    guard dataSource.sections.indices.contains(section) else { return }
    let n = dataSource.sections[section].count
    guard index >= 0, index < n else { return }
    let groups = section == 0 ? dataSource.repeatCount : 1
    do {
      try collectionView.checkedPerformBatchUpdates {
        dataSource.sections[section].items.remove(at: index)
        collectionView.deleteItems(
          at: (0..<groups).map { IndexPath(item: $0 * n + index, section: section) })
      }
      refreshHeader(ofSection: section)
    } catch {
      notice = error.message
      // The model has changed already: the view reads it again rather than drift from it.
      collectionView.reloadData()
    }
  }
}
