import CollectionCore

/// A range the user is selecting with the arrows (`V`, as vim's visual mode and lazygit's range
/// select): from the anchor to the focused item in index-path order. It remembers the items the
/// range itself selected, so a range that shrinks deselects only those, never what was selected
/// before it began.
struct RangeSelection {
  /// Where the range began.
  var anchor: IndexPath
  /// The items the range selected.
  var added: Set<IndexPath> = []
}
