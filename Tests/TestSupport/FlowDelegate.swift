import CollectionCore

/// A flow-layout delegate with per-item sizes and per-section metrics from dictionaries.
public final class FlowDelegate: CollectionViewDelegateFlowLayout {
  /// Item sizes (none: every item uses the layout's `itemSize`).
  public var sizes: [IndexPath: Size] = [:]
  /// Section insets.
  public var insets: [Int: EdgeInsets] = [:]
  /// Line spacings.
  public var lineSpacings: [Int: Double] = [:]
  /// Interitem spacings.
  public var interitemSpacings: [Int: Double] = [:]
  /// Header sizes.
  public var headerSizes: [Int: Size] = [:]
  /// Footer sizes.
  public var footerSizes: [Int: Size] = [:]

  /// Creates a delegate that answers nothing until told.
  public init() {}

  /// From `sizes`, or the layout's `itemSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  ) -> Size { sizes[indexPath] ?? layout.itemSize }

  /// From `insets`, or the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
  ) -> EdgeInsets { insets[section] ?? layout.sectionInset }

  /// From `lineSpacings`, or the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double { lineSpacings[section] ?? layout.minimumLineSpacing }

  /// From `interitemSpacings`, or the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double { interitemSpacings[section] ?? layout.minimumInteritemSpacing }

  /// From `headerSizes`, or the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size { headerSizes[section] ?? layout.headerReferenceSize }

  /// From `footerSizes`, or the layout's.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size { footerSizes[section] ?? layout.footerReferenceSize }
}
