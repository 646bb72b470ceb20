extension CollectionView {
  /// Whether the collection view is in editing mode (UICollectionView.isEditing): every cell's
  /// configuration state says `isEditing`, so a configuration update handler can show what
  /// editing shows; the cells on screen update at the next layout pass.
  public var isEditing: Bool {
    get { itemStates.isEditing }
    set {
      guard newValue != itemStates.isEditing else { return }
      if upkeep.swipe?.isOpen == true { closeSwipeActions(animated: false) }
      itemStates.isEditing = newValue
      applyItemStatesToVisibleCells()
      needsLayout = true
      editingDidChange()
    }
  }

  /// Starts or ends editing (UITableView's and UIViewController's setEditing(_:animated:)): an
  /// open swipe closes; animated, list cells slide their content over as the accessories shown
  /// while editing come in from the sides, over the animation duration. A table view's rows
  /// show their delete, insert or selection button and their reorder grip.
  public func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != isEditing else { return }
    closeSwipeActions(animated: animated)
    isEditing = editing
    guard animated else { return }
    let cells = visible.values.compactMap { $0.view as? ListCell }
    for cell in cells { cell.editingSlide = 0 }
    animateFrames(withDuration: animationDuration, label: "editing") { progress in
      for cell in cells { cell.editingSlide = progress < 1 ? progress : nil }
    }
  }

  /// Whether the user can select items while editing (allowsSelectionDuringEditing); off by
  /// default, as in UIKit: editing rows are for their accessories and reordering.
  public var allowsSelectionDuringEditing: Bool {
    get { itemStates.allowsSelectionDuringEditing }
    set { itemStates.allowsSelectionDuringEditing = newValue }
  }

  /// Whether the user can select several items while editing
  /// (allowsMultipleSelectionDuringEditing); setting it allows selection while editing too (in
  /// a table view editable rows then show a selection circle instead of their button).
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { itemStates.allowsMultipleSelectionDuringEditing }
    set {
      itemStates.allowsMultipleSelectionDuringEditing = newValue
      if newValue { itemStates.allowsSelectionDuringEditing = true }
    }
  }

  /// Whether the user can select now: `allowsSelection`, or while editing
  /// `allowsSelectionDuringEditing`.
  var userCanSelect: Bool {
    itemStates.isEditing ? itemStates.allowsSelectionDuringEditing : allowsSelection
  }

  /// Whether the user selects several items now.
  package var userSelectsSeveral: Bool {
    itemStates.isEditing ? itemStates.allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }
}
