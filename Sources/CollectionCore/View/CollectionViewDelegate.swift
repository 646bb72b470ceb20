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
}
