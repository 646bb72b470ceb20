/// How a collection view's focus behaves, as UIKit's properties of the same names set it.
struct FocusOptions {
  /// Whether cells can take focus at all.
  var allowsFocus = true
  /// Whether focus entering the view goes back to the item focused last.
  var remembersLastFocusedIndexPath = false
  /// Whether focus moving to an item selects it.
  var selectionFollowsFocus = false
}
