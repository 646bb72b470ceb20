/// Hears about scrolling and display (UICollectionViewDelegate); every method is optional.
public protocol CollectionViewDelegate: AnyObject {
  /// The content offset changed (scrollViewDidScroll:).
  func collectionViewDidScroll(_ collectionView: CollectionView)
  /// A cell is about to be shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A cell left the screen and went back to its reuse queue.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// An animated `setContentOffset` came to rest (scrollViewDidEndScrollingAnimation:).
  func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionView)
  /// A scroll gesture began (scrollViewWillBeginDragging:).
  func collectionViewWillBeginDragging(_ collectionView: CollectionView)
  /// A scroll gesture is ending with a velocity (points per second) and will come to rest at
  /// `targetContentOffset`, which the delegate may change (scrollViewWillEndDragging:…).
  func collectionViewWillEndDragging(
    _ collectionView: CollectionView, withVelocity velocity: Point,
    targetContentOffset: inout Point)
  /// A scroll gesture ended; `willDecelerate` when the view moves on to rest somewhere else
  /// (scrollViewDidEndDragging:willDecelerate:).
  func collectionViewDidEndDragging(_ collectionView: CollectionView, willDecelerate: Bool)
  /// The coast (or bounce) after a gesture came to rest (scrollViewDidEndDecelerating:).
  func collectionViewDidEndDecelerating(_ collectionView: CollectionView)
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionViewDidScroll(_ collectionView: CollectionView) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionView) {}
  /// Does nothing.
  public func collectionViewWillBeginDragging(_ collectionView: CollectionView) {}
  /// Does nothing.
  public func collectionViewDidEndDragging(_ collectionView: CollectionView, willDecelerate: Bool) {
  }
  /// Keeps the target.
  public func collectionViewWillEndDragging(
    _ collectionView: CollectionView, withVelocity velocity: Point,
    targetContentOffset: inout Point
  ) {}
  /// Does nothing.
  public func collectionViewDidEndDecelerating(_ collectionView: CollectionView) {}
}
