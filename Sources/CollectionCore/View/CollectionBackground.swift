/// What a collection view shows behind its content: a colour and a view (UIView's
/// `backgroundColor`, UICollectionView's `backgroundView`).
struct CollectionBackground {
  /// The colour behind everything; `nil`: the terminal's own, or a list layout's.
  var color: Color?
  /// The view behind the content, the size of the bounds.
  var view: CollectionReusableView?
}
