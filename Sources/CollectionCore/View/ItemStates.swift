/// What the user has done to a collection view's items, by index path: the selection, the
/// highlighted item, the focused item and the item a touch went down on. A value the collection
/// view keeps, remaps through each batch update and shows on the cells.
struct ItemStates {
  /// The selected items.
  var selected: Set<IndexPath> = []
  /// The item selected last (kept when multiple selection is switched off).
  var lastSelected: IndexPath?
  /// The highlighted item (a touch is down on it).
  var highlighted: IndexPath?
  /// The focused item.
  var focused: IndexPath? {
    didSet { if let focused { lastFocused = focused } }
  }
  /// The item focused last (the focused one while there is one), for focus coming back.
  var lastFocused: IndexPath?
  /// The item a tracked touch went down on, from `touchesBegan(at:)` to its end.
  var touched: IndexPath?
  /// Whether the collection view is editing (every cell's configuration state says so).
  var isEditing = false
  /// Whether the user can select items while editing.
  var allowsSelectionDuringEditing = false
  /// Whether the user can select several items while editing.
  var allowsMultipleSelectionDuringEditing = false
  /// Whether the data source has applied an outline (a section snapshot), so cells may be
  /// expanded: only then is it asked.
  var hasOutlines = false

  /// Every index path held, for checking that each names an item.
  var allIndexPaths: [IndexPath] {
    Array(selected)
      + [lastSelected, highlighted, focused, lastFocused, touched].compactMap { $0 }
  }

  /// Records an item's selection.
  mutating func setSelected(_ isSelected: Bool, at path: IndexPath) {
    if isSelected {
      selected.insert(path)
      lastSelected = path
    } else {
      selected.remove(path)
      if lastSelected == path { lastSelected = nil }
    }
  }

  /// Carries every state through a batch update: each follows its item; a deleted item loses
  /// its selection, highlight and touch; a deleted focused item passes focus to `neighbour`'s
  /// choice. Returns the item whose highlight went with it, if any.
  mutating func remap(
    with mapping: IndexPathMapping, neighbour: (IndexPath) -> IndexPath?
  ) -> IndexPath? {
    selected = Set(selected.compactMap { mapping.newIndexPath(forOld: $0) })
    lastSelected = lastSelected.flatMap { mapping.newIndexPath(forOld: $0) }
    var unhighlighted: IndexPath?
    if let old = highlighted {
      highlighted = mapping.newIndexPath(forOld: old)
      if highlighted == nil { unhighlighted = old }
    }
    touched = touched.flatMap { mapping.newIndexPath(forOld: $0) }
    lastFocused = lastFocused.flatMap { mapping.newIndexPath(forOld: $0) }
    if let old = focused {
      focused = mapping.newIndexPath(forOld: old) ?? neighbour(old)
    }
    return unhighlighted
  }

  /// After a reload the selection, highlight and touch go (the items may be different ones);
  /// focus stays on its index path if `isValid` says it still names an item, else moves to
  /// `fallback`.
  mutating func resetAfterReload(isValid: (IndexPath) -> Bool, fallback: IndexPath?) {
    selected = []
    lastSelected = nil
    highlighted = nil
    touched = nil
    if let last = lastFocused, !isValid(last) { lastFocused = nil }
    if let focused, !isValid(focused) { self.focused = fallback }
  }
}
