extension CollectionView {
  /// Hears, ahead of a scroll, which items will soon be shown, and which of those the scroll
  /// turned away from (UICollectionView.prefetchDataSource). Held weakly, as UIKit holds it.
  public var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? {
    get { upkeep.prefetcher.dataSource }
    set {
      if newValue !== upkeep.prefetcher.dataSource { upkeep.prefetcher.restart() }
      upkeep.prefetcher.dataSource = newValue
    }
  }

  /// Whether the prefetch data source is told about items ahead of the scroll
  /// (UICollectionView.isPrefetchingEnabled); true by default. Turned off, nothing more is
  /// called, and the items asked for so far are forgotten without a cancel. (UIKit's cell
  /// prefetching, which it also switches, has no counterpart: a terminal cell costs nothing to
  /// make ahead of time.)
  public var isPrefetchingEnabled: Bool {
    get { upkeep.prefetcher.isEnabled }
    set {
      if newValue != upkeep.prefetcher.isEnabled { upkeep.prefetcher.restart() }
      upkeep.prefetcher.isEnabled = newValue
    }
  }

  /// After a layout pass: cancels the items the scroll turned away from and asks for the ones it
  /// now heads for, from the layout's elements in a rect ahead of the bounds. The layout is asked
  /// between the prefetcher's two steps, so it may call back into the view.
  func prefetchAheadOfScroll() {
    let isVisible = { (path: IndexPath) in self.visible[.cell(path)] != nil }
    guard
      let look = upkeep.prefetcher.look(
        bounds: bounds, destination: scrollDestination, now: clock.now, pass: layoutPasses,
        isVisible: isVisible)
    else { return }
    let elements = collectionViewLayout.layoutAttributesForElements(in: look.kept)
    log(.elementsInRect(look.kept, count: elements.count))
    let change = upkeep.prefetcher.settle(look, elements: elements, isVisible: isVisible)
    guard let dataSource = upkeep.prefetcher.dataSource else { return }
    if !change.cancel.isEmpty {
      dataSource.collectionView(self, cancelPrefetchingForItemsAt: change.cancel)
    }
    if !change.prefetch.isEmpty {
      dataSource.collectionView(self, prefetchItemsAt: change.prefetch)
    }
  }
}
