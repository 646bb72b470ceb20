/// A touch the collection view is tracking for selection, from `touchesBegan(at:)` to its end:
/// the item it went down on, if that item was highlighted.
struct TouchTracking {
  /// The item under the touch when it began (remapped by batch updates).
  var indexPath: IndexPath
}
