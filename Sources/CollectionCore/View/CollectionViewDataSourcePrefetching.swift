/// Hears, ahead of a scroll, which items the collection view will soon show, so their data can
/// be loaded before their cells are asked for (UICollectionViewDataSourcePrefetching).
///
/// Set it as the collection view's `prefetchDataSource`. As the content scrolls, the index paths
/// of items not yet on screen come ahead of the scroll's direction, as far as its speed needs
/// (about a screen for a slow scroll, up to four for a fast one or an animated jump), nearest
/// first; each item once, until it is displayed or cancelled. Items the scroll turns away from —
/// it reversed, or it jumped past them — are cancelled; items that come on screen are simply
/// displayed. A batch update carries the index paths asked for to their items' new places.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
  /// Items the scroll is heading for: start loading their data.
  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items asked for earlier that the scroll turned away from: stop loading their data.
  func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
  /// Does nothing (the method is optional, as in UIKit).
  public func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
