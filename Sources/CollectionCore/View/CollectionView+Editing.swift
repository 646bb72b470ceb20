extension CollectionView {
  /// Whether the collection view is in editing mode (UICollectionView.isEditing): every cell's
  /// configuration state says `isEditing`, so a configuration update handler can show what
  /// editing shows; the cells on screen update at the next layout pass.
  public var isEditing: Bool {
    get { itemStates.isEditing }
    set {
      guard newValue != itemStates.isEditing else { return }
      itemStates.isEditing = newValue
      applyItemStatesToVisibleCells()
      needsLayout = true
      editingDidChange()
    }
  }
}
