/// Per-item and per-section metrics for a flow layout (UICollectionViewDelegateFlowLayout).
/// Return `nil` to use the layout's own property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of one item.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> Size?
  /// The insets of one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
  ) -> EdgeInsets?
  /// The spacing between lines in one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double?
  /// The spacing between items of a line in one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double?
  /// The header size of one section (the height when scrolling vertically, the width otherwise).
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size?
  /// The footer size of one section.
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size?
}

extension CollectionViewDelegateFlowLayout {
  /// Uses `itemSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> Size? { nil }
  /// Uses `sectionInset`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
  ) -> EdgeInsets? { nil }
  /// Uses `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? { nil }
  /// Uses `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double? { nil }
  /// Uses `headerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size? { nil }
  /// Uses `footerReferenceSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size? { nil }
}
