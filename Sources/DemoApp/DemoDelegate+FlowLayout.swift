import TUICollectionView

/// Seed 004's irregular items: the Sections screen's flow asks its delegate for each item's size
/// (`collectionView:layout:sizeForItemAtIndexPath:`), and gets sizes that differ by item — the
/// same every run and wherever the item moves, in sections of up to 100,000 items. The book's
/// other flows keep their `itemSize`.
extension DemoDelegate: CollectionViewDelegateFlowLayout {
  /// The widths the Sections screen's items take, in columns.
  static let sectionItemWidths: [Double] = [8, 10, 14]
  /// The heights they take, in points.
  static let sectionItemHeights: [Double] = [10, 6, 10, 8]
  /// The largest section whose items get sizes of their own.
  public static let sizedSectionLimit = 100_000

  /// An item's size: its own on the Sections screen; elsewhere the protocol's default answer,
  /// which tells the flow this delegate has no sizes for it, so it asks no other item (a flow
  /// of ten million items would otherwise ask ten million times, as UIKit's does).
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> Size {
    // A flow with sizes of its items lays every item out (as UIKit's does): a section larger
    // than a screenful of thousands keeps the layout's itemSize, so ten million items still
    // lay out in milliseconds.
    guard layout is SectionsLayout,
      collectionView.numberOfItems(inSection: indexPath.section) <= Self.sizedSectionLimit
    else {
      return NoFlowMetrics.shared.collectionView(
        collectionView, layout: layout, sizeForItemAt: indexPath)
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

/// A flow delegate that implements nothing: asking it gives the protocol's default answers.
private final class NoFlowMetrics: CollectionViewDelegateFlowLayout, Sendable {
  /// The one instance.
  static let shared = NoFlowMetrics()
}
