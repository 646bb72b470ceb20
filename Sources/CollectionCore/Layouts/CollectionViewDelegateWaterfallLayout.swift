/// Supplies the height of each item of a waterfall layout (seed 004's `arc4random() % 150 + 40`
/// comes from here in the demo).
public protocol CollectionViewDelegateWaterfallLayout: CollectionViewDelegate {
  /// The height of an item in points; its width is its column's.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double

  /// The heights of a run of a section's items, in order, one for each of `items`.
  ///
  /// The layout asks for a block of items at a time (64 to a few hundred). The default asks
  /// `collectionView(_:layout:heightForItemAt:)` for each item; a delegate of millions of items
  /// can answer a run at once for less (the demo's finds the run's items in its model once, not
  /// once an item), which is most of what a waterfall's `prepare()` costs.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightsForItemsAt items: Range<Int>,
    inSection section: Int
  ) -> [Double]
}

extension CollectionViewDelegateWaterfallLayout {
  /// Asks `collectionView(_:layout:heightForItemAt:)` for each item of the run.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightsForItemsAt items: Range<Int>,
    inSection section: Int
  ) -> [Double] {
    items.map {
      self.collectionView(
        collectionView, layout: layout, heightForItemAt: IndexPath(item: $0, section: section))
    }
  }
}
