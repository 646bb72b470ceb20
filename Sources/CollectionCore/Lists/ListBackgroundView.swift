/// The card behind a grouped list section's rows (UIKit's grouped cell backgrounds, joined): the
/// grouped cell colour from the first row to the last, its corners rounded in an inset grouped
/// list by the radius its layout attributes carry.
public final class ListBackgroundView: CollectionReusableView {
  /// The decoration kind of list section cards.
  public static let elementKind = "TUICollectionView.listSectionBackground"

  /// The corners' radius in points.
  private var cornerRadius = 0.0

  /// Creates a card.
  public required init() { super.init() }

  /// Takes the corner radius the layout gives.
  public override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    let radius = layoutAttributes.customValue as? Double ?? 0
    if radius != cornerRadius {
      cornerRadius = radius
      setNeedsDisplay()
    }
  }

  /// The grouped cell colour for the traits, rounded, flat like UIKit's.
  override func composedAppearance() -> Appearance {
    var a = Appearance(
      fill: Color.secondarySystemGroupedBackground.resolvedColor(with: traitCollection))
    a.cornerRadius = cornerRadius
    a.shadesEdges = false
    return a
  }
}
