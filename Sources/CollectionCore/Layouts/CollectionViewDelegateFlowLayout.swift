/// Per-item and per-section metrics for a flow layout (UICollectionViewDelegateFlowLayout), with
/// UIKit's signatures. Each method is optional, as UIKit's are: one a delegate does not implement
/// gives the layout's own property (and the flow then asks no item for its size).
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of one item.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> Size
  /// The insets of one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The spacing between lines in one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double
  /// The spacing between items of a line in one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double
  /// The header size of one section (the height when scrolling vertically, the width otherwise).
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size
  /// The footer size of one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size
}

extension CollectionViewDelegateFlowLayout {
  /// Uses `itemSize` (and tells the layout the delegate has no sizes of its own).
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> Size {
    layout.delegateLeftItemSizes = true
    return layout.itemSize
  }
  /// Uses `sectionInset`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
  ) -> EdgeInsets { layout.sectionInset }
  /// Uses `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double { layout.minimumLineSpacing }
  /// Uses `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double { layout.minimumInteritemSpacing }
  /// Uses `headerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size { layout.headerReferenceSize }
  /// Uses `footerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size { layout.footerReferenceSize }
}
