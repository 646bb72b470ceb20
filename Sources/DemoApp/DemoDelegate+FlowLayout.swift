import TUICollectionView

/// Seed 004's irregular items: the Sections screen's flow asks its delegate for each item's size
/// (`collectionView:layout:sizeForItemAtIndexPath:`), and gets sizes that differ by item — the
/// same every run and wherever the item moves. The book's other flows keep their `itemSize`.
extension DemoDelegate: CollectionViewDelegateFlowLayout {
  /// The widths the Sections screen's items take, in columns.
  static let sectionItemWidths: [Double] = [8, 10, 14]
  /// The heights they take, in points.
  static let sectionItemHeights: [Double] = [10, 6, 10, 8]

  /// An item's size: its own on the Sections screen; elsewhere the layout's `itemSize`, or its
  /// `estimatedItemSize` where cells size themselves (the Messages screen's bubbles are
  /// measured within it).
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> Size {
    guard layout is SectionsLayout else {
      return layout.estimatedItemSize == .zero ? layout.itemSize : layout.estimatedItemSize
    }
    let item = dataSource.demoItem(at: indexPath)
    return Self.sectionItemSize(
      sectionNumber: item?.origin ?? 0, item: item?.number ?? indexPath.item)
  }

  /// The size of an item made in a section with a number, by a hash of the two.
  public static func sectionItemSize(sectionNumber: Int, item: Int) -> Size {
    var generator = SplitMix64(
      seed: UInt64(truncatingIfNeeded: sectionNumber) &<< 32 ^ UInt64(truncatingIfNeeded: item)
        ^ 0x5eed_0004)
    let hash = Int(generator.next() % 1_000_003)
    return Size(
      width: sectionItemWidths[hash % sectionItemWidths.count],
      height: sectionItemHeights[(hash / 3) % sectionItemHeights.count])
  }
}
