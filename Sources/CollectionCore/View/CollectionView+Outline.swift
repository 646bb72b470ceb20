extension CollectionView {
  /// Where the item at an index path sits in an outline its data source applied (a section
  /// snapshot with children); `nil` for an item outside one.
  package func outlineItem(at indexPath: IndexPath) -> OutlineItem? {
    guard itemStates.hasOutlines, let outline = dataSource as? any ItemExpansionProviding else {
      return nil
    }
    return outline.outlineItem(at: indexPath)
  }

  /// Expands or collapses an outline's item as the user asked (the disclosure accessory, → and
  /// ←), through the data source's section snapshot handlers; returns whether it changed.
  @discardableResult
  package func setOutlineItemExpanded(_ expanded: Bool, at indexPath: IndexPath) -> Bool {
    guard itemStates.hasOutlines, let outline = dataSource as? any ItemExpansionProviding else {
      return false
    }
    return outline.setItemExpanded(expanded, at: indexPath)
  }

  /// Whether a point falls on a list cell's reorder accessory (a press there lifts the row).
  package func isReorderControl(at point: Point, on indexPath: IndexPath) -> Bool {
    guard let cell = cellForItem(at: indexPath) as? ListCell,
      let frame = layoutAttributesForItem(at: indexPath)?.frame,
      let accessory = cell.accessory(atX: point.x - frame.minX)
    else { return false }
    if case .reorder = accessory.kind { return true }
    return false
  }

  /// A click on a list cell's accessory that acts (UIKit's accessory buttons): its handler
  /// runs; without one, a delete button reveals the row's trailing swipe actions (whose
  /// destructive one confirms, as UIKit's ⊖ does) and an outline disclosure expands or
  /// collapses its item. Returns whether the click was taken (the cell is then not selected).
  func performAccessoryAction(at point: Point, on indexPath: IndexPath) -> Bool {
    guard let cell = cellForItem(at: indexPath) as? ListCell,
      let frame = layoutAttributesForItem(at: indexPath)?.frame,
      let accessory = cell.accessory(atX: point.x - frame.minX)
    else { return false }
    return perform(accessory, on: indexPath)
  }

  /// The focused row's delete button, as a click on it would (Delete while editing): returns
  /// whether the row shows one.
  package func performDeleteAccessory(at indexPath: IndexPath) -> Bool {
    guard let cell = cellForItem(at: indexPath) as? ListCell,
      let accessory = cell.accessoryLayout(width: cell.bounds.width).placed.first(where: {
        if case .delete = $0.accessory.kind { true } else { false }
      })?.accessory
    else { return false }
    return perform(accessory, on: indexPath)
  }

  private func perform(_ accessory: CellAccessory, on indexPath: IndexPath) -> Bool {
    if let handler = accessory.actionHandler {
      handler()
      return true
    }
    switch accessory.kind {
    case .delete:
      return revealSwipeActions(at: indexPath, leading: false)
    case .outlineDisclosure:
      guard let item = outlineItem(at: indexPath) else { return false }
      setOutlineItemExpanded(!item.isExpanded, at: indexPath)
      return true
    default:
      return false
    }
  }
}
