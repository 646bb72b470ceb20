extension CollectionView {
  /// The kind of a section header (UICollectionView.elementKindSectionHeader).
  public static let elementKindSectionHeader = ElementKind.sectionHeader
  /// The kind of a section footer (UICollectionView.elementKindSectionFooter).
  public static let elementKindSectionFooter = ElementKind.sectionFooter
}

extension CollectionView {
  /// The direction a layout scrolls (UICollectionView.ScrollDirection).
  public typealias ScrollDirection = FlowLayout.ScrollDirection
}
