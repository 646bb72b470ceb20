/// A view the layout itself adds behind a section, such as its background
/// (NSCollectionLayoutDecorationItem). Register its view class on the layout with
/// `register(_:forDecorationViewOfKind:)`.
public final class LayoutDecorationItem: LayoutItem {
  /// The decoration kind, whose registered class draws it.
  public let elementKind: String
  /// Its painting order; −1 puts a background behind the cells.
  public var zIndex = -1

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A background covering the whole section, headers and footers included; its
  /// `contentInsets` shrink it.
  public static func background(elementKind: String) -> LayoutDecorationItem {
    LayoutDecorationItem(elementKind: elementKind)
  }
}
