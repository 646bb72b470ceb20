/// Settings for a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration):
/// a class, as UIKit's is, so a configuration made with `let` is changed in place before it is
/// handed to the layout. The layout keeps a copy (UIKit's `@NSCopying`): change the layout's
/// `configuration`, not an object already given to it. The layout scrolls vertically; sections
/// that scroll sideways say so themselves.
public final class CompositionalLayoutConfiguration {
  /// The space between neighbouring sections, in points.
  public var interSectionSpacing: Double = 0
  /// The direction the whole layout scrolls: `.horizontal` places sections left to right, each
  /// section's groups following one another rightwards (its sections do not also scroll on their
  /// own).
  public var scrollDirection = CollectionView.ScrollDirection.vertical
  /// What sections' content insets are measured from, unless a section says otherwise.
  public var contentInsetsReference = ContentInsetsReference.automatic
  /// Headers and footers of the whole layout: above the first section and below the last (their
  /// index paths are item `k` of section 0, `k` counting earlier ones of the same kind).
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

  /// Creates the default configuration.
  public init() {}

  /// Creates a configuration with a spacing between sections.
  public convenience init(interSectionSpacing: Double) {
    self.init()
    self.interSectionSpacing = interSectionSpacing
  }

  /// A configuration with the same settings (NSCopying's copy()).
  public func copy() -> CompositionalLayoutConfiguration {
    let copy = CompositionalLayoutConfiguration(interSectionSpacing: interSectionSpacing)
    copy.contentInsetsReference = contentInsetsReference
    copy.scrollDirection = scrollDirection
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    return copy
  }
}
