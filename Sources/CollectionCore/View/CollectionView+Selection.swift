extension CollectionView {
  /// The selected items, sorted (indexPathsForSelectedItems).
  public var indexPathsForSelectedItems: [IndexPath] { itemStates.selected.sorted() }

  /// The highlighted item, if a touch is down on one.
  public var indexPathForHighlightedItem: IndexPath? { itemStates.highlighted }

  /// Selects an item, and scrolls to it when a position is given
  /// (selectItemAtIndexPath:animated:scrollPosition:). Without multiple selection every other
  /// item is deselected first; `nil` deselects everything. The delegate hears nothing: only the
  /// user's selections reach it.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    layoutIfNeeded()
    guard let indexPath else {
      for path in itemStates.selected { setSelected(false, at: path) }
      return
    }
    guard isValidItem(indexPath) else { return }
    if !allowsMultipleSelection {
      for path in itemStates.selected where path != indexPath { setSelected(false, at: path) }
    }
    setSelected(true, at: indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item (deselectItemAtIndexPath:animated:); the delegate hears nothing.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    if animated, itemStates.selected.contains(indexPath), let element = visible[.cell(indexPath)],
      let cell = element.view as? CollectionViewCell
    {
      fadeSelection(of: element, cell: cell)
    }
    setSelected(false, at: indexPath)
  }

  /// Keeps the cell's selected look over it, fading away, while the cell shows its new state.
  private func fadeSelection(of element: OnScreenElement, cell: CollectionViewCell) {
    let shown = layoutPresented(element)
    var a = LayoutAttributes(
      forDecorationViewOfKind: SelectionFadeView.kind, with: element.key.indexPath)
    a.frame = shown.frame
    a.transform3D = shown.transform3D
    // The fade's own opacity, from 1 to 0; it is shown at the cell's times this.
    a.alpha = 1
    a.zIndex = shown.zIndex
    let id = animator.begin(
      duration: scaledDuration(animationDuration), timing: animationTiming, label: "deselect",
      completion: nil)
    disappearing.append(
      OnScreenElement(
        key: a.key, view: SelectionFadeView(showing: cell), attributes: a,
        track: AttributesTrack(
          transition: AttributesTransition(from: a, to: Self.faded(a)), animation: id)))
  }

  /// A touch went down at a point in content coordinates (touchesBegan): the item under it, if
  /// the delegate agrees, is highlighted and tracked until the touch ends or is cancelled.
  public func touchesBegan(at point: Point) {
    touchesCancelled()
    isTouchDown = true
    guard let path = indexPathForItem(at: point) else { return }
    // Tracked even where it selects nothing: it may end on an accessory's button.
    itemStates.touched = path
    guard userCanSelect else { return }
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else {
      itemStates.touched = nil
      return
    }
    setHighlighted(path)
    collectionDelegate?.collectionView(self, didHighlightItemAt: path)
  }

  /// The touch came up at a point (touchesEnded): over the item it went down on, that item is
  /// selected — or, with multiple selection, deselected if it was selected — as the delegate
  /// allows; anywhere else the highlight just goes. Returns the item selected or deselected.
  @discardableResult
  public func touchesEnded(at point: Point) -> IndexPath? {
    isTouchDown = false
    guard let tracked = itemStates.touched else { return nil }
    itemStates.touched = nil
    guard indexPathForItem(at: point) == tracked else {
      unhighlight(notifying: true)
      return nil
    }
    if performAccessoryAction(at: point, on: tracked) {
      unhighlight(notifying: true)
      return nil
    }
    guard userCanSelect else { return nil }
    return userToggleSelection(at: tracked, unhighlighting: true)
  }

  /// The touch was taken by something else — it became a scroll, a long press, a tap another
  /// gesture handles (touchesCancelled): the highlight goes and nothing is selected.
  public func touchesCancelled() {
    isTouchDown = false
    itemStates.touched = nil
    unhighlight(notifying: true)
  }

  /// The user asked to select an item without a touch (Space or Enter on the focused item, a
  /// press of the select button as tvOS has it): a tap's whole sequence at once, in UIKit's
  /// order — `shouldHighlightItemAt` → `didHighlightItemAt`, then `shouldSelectItemAt` →
  /// `didUnhighlightItemAt` → `didSelectItemAt` (or the deselect pair with multiple selection).
  /// When the delegate refuses the highlight, nothing else is asked. Returns whether the
  /// selection changed.
  @discardableResult
  public func selectItemAsUser(at indexPath: IndexPath) -> Bool {
    guard userCanSelect, isValidItem(indexPath) else { return false }
    touchesCancelled()
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
      return false
    }
    setHighlighted(indexPath)
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    return userToggleSelection(at: indexPath, unhighlighting: true) != nil
  }

  /// Selects or deselects an item as the user does when several may be selected (a range, all,
  /// the inverse): the delegate's `shouldSelectItemAt` / `shouldDeselectItemAt`, then its
  /// `did…`, with no highlight in between. Returns whether the item's selection changed.
  @discardableResult
  package func setSelectedAsUser(_ selected: Bool, at path: IndexPath) -> Bool {
    guard userCanSelect, userSelectsSeveral, isValidItem(path),
      itemStates.selected.contains(path) != selected
    else { return false }
    let delegate = collectionDelegate
    if selected {
      guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return false }
      setSelected(true, at: path)
      delegate?.collectionView(self, didSelectItemAt: path)
    } else {
      guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else {
        return false
      }
      setSelected(false, at: path)
      delegate?.collectionView(self, didDeselectItemAt: path)
    }
    return true
  }

  /// Selection or deselection as the user does it, with the delegate's say, in UIKit's order:
  /// should…, then the highlight goes, then did….
  func userToggleSelection(at path: IndexPath, unhighlighting: Bool) -> IndexPath? {
    let delegate = collectionDelegate
    if userSelectsSeveral && itemStates.selected.contains(path) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else {
        if unhighlighting { unhighlight(notifying: true) }
        return nil
      }
      if unhighlighting { unhighlight(notifying: true) }
      setSelected(false, at: path)
      delegate?.collectionView(self, didDeselectItemAt: path)
      return path
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else {
      if unhighlighting { unhighlight(notifying: true) }
      return nil
    }
    if unhighlighting { unhighlight(notifying: true) }
    commitUserSelection(at: path)
    return path
  }

  /// The user's selection of an item, once the delegate agreed: without multiple selection the
  /// others are deselected (`didDeselectItemAt` each), then the item is (`didSelectItemAt`).
  func commitUserSelection(at path: IndexPath) {
    let delegate = collectionDelegate
    if !userSelectsSeveral {
      for other in itemStates.selected.sorted() where other != path {
        setSelected(false, at: other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    setSelected(true, at: path)
    delegate?.collectionView(self, didSelectItemAt: path)
  }

  /// Whether an index path names an item of the collection view now.
  func isValidItem(_ path: IndexPath) -> Bool {
    counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
  }

  /// Records an item's selection and shows it on its cell, if it has one on screen.
  func setSelected(_ selected: Bool, at path: IndexPath) {
    itemStates.setSelected(selected, at: path)
    (visible[.cell(path)]?.view as? CollectionViewCell)?.isSelected = selected
  }

  /// Highlights one item (and no other).
  func setHighlighted(_ path: IndexPath?) {
    if let old = itemStates.highlighted {
      (visible[.cell(old)]?.view as? CollectionViewCell)?.isHighlighted = false
    }
    itemStates.highlighted = path
    if let path { (visible[.cell(path)]?.view as? CollectionViewCell)?.isHighlighted = true }
  }

  /// Removes the highlight, telling the delegate when asked.
  func unhighlight(notifying: Bool) {
    guard let path = itemStates.highlighted else { return }
    setHighlighted(nil)
    if notifying { collectionDelegate?.collectionView(self, didUnhighlightItemAt: path) }
  }

  /// Gives a cell the selected, highlighted and focused state of the item it shows.
  func applyItemState(to cell: CollectionViewCell, at path: IndexPath) {
    cell.isSelected = itemStates.selected.contains(path)
    cell.isHighlighted = itemStates.highlighted == path
    cell.isFocused = itemStates.focused == path
    cell.isReordering = movement?.current == path
    cell.isEditing = itemStates.isEditing
    if let list = cell as? ListCell {
      list.listAppearance = (collectionViewLayout as? CompositionalLayout)?
        .listAppearance(ofSection: path.section)
      if itemStates.hasOutlines, let outline = dataSource as? any ItemExpansionProviding {
        list.isExpanded = outline.isItemExpanded(at: path)
        list.setOutlineLevel(outline.outlineLevel(at: path) ?? 0)
      }
    } else if itemStates.hasOutlines, let outline = dataSource as? any ItemExpansionProviding {
      cell.isExpanded = outline.isItemExpanded(at: path)
    }
  }

  /// Shows every item state on the cells on screen again (after the items were remapped).
  func applyItemStatesToVisibleCells() {
    for (key, element) in visible where key.category == .cell {
      if let cell = element.view as? CollectionViewCell {
        applyItemState(to: cell, at: key.indexPath)
      }
    }
  }

  /// Carries the selection, the highlight, the tracked touch and focus through a batch update:
  /// each follows its item; a deleted item loses its selection and highlight (the delegate
  /// hears the highlight go), and a deleted focused item passes focus to its nearest neighbour.
  /// The cells show it once they are re-keyed (`applyItemStatesToVisibleCells()`).
  func remapItemStates(with mapping: IndexPathMapping) {
    let unhighlighted = itemStates.remap(with: mapping) { neighbour(ofDeleted: $0, in: mapping) }
    if let old = unhighlighted {
      collectionDelegate?.collectionView(self, didUnhighlightItemAt: old)
    }
  }

  /// The item nearest a deleted one after an update: the first survivor after it in its old
  /// section, else the last before it, else the first item of the nearest section with items.
  func neighbour(ofDeleted old: IndexPath, in mapping: IndexPathMapping) -> IndexPath? {
    let oldCounts = mapping.oldCounts
    // In a section that survives, the nearest survivor (the walk steps only over items the batch
    // deletes); a deleted section's items are all gone, however many there were.
    if oldCounts.indices.contains(old.section), mapping.newSection(forOld: old.section) != nil {
      let n = oldCounts[old.section]
      var item = old.item + 1
      while item < n {
        if let path = mapping.newIndexPath(forOld: IndexPath(item: item, section: old.section)) {
          return path
        }
        item += 1
      }
      item = old.item - 1
      while item >= 0 {
        if let path = mapping.newIndexPath(forOld: IndexPath(item: item, section: old.section)) {
          return path
        }
        item -= 1
      }
    }
    let newCounts = mapping.newCounts
    guard !newCounts.isEmpty else { return nil }
    let start = min(
      max(0, mapping.newSection(forOld: old.section) ?? old.section), newCounts.count - 1)
    for distance in 0..<newCounts.count {
      for section in [start + distance, start - distance]
      where newCounts.indices.contains(section) && newCounts[section] > 0 {
        return IndexPath(item: 0, section: section)
      }
    }
    return nil
  }

  /// After a reload: the selection and highlight go (the items may be different ones), and
  /// focus stays on its index path if that still exists, else on the first item.
  func resetItemStatesAfterReload() {
    itemStates.resetAfterReload(isValid: isValidItem, fallback: firstItem)
  }

  /// The first item of the first section with items.
  var firstItem: IndexPath? {
    counts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
  }
}
