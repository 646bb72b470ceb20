/// A list's separator (the line UIKit draws under a row): a row of thin line glyphs across its
/// frame, in the colour its layout attributes carry. The list layout places one in the gap under
/// each row whose separator shows.
public final class ListSeparatorView: CollectionReusableView {
  /// The decoration kind of list separators.
  public static let elementKind = "TUICollectionView.listSeparator"

  /// The line's colour before the traits resolve it.
  private var color = Color.separator

  /// Creates a separator.
  public required init() { super.init() }

  /// Takes the colour the layout gives.
  public override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    if let color = layoutAttributes.customValue as? Color, color != self.color {
      self.color = color
      setNeedsDisplay()
    }
  }

  /// A line as wide as the view.
  override func composedAppearance() -> Appearance {
    Appearance(texts: [
      PlacedText(
        x: 0, row: 0, text: String(repeating: "─", count: max(0, Int(bounds.width.rounded(.down)))),
        color: color.resolvedColor(with: traitCollection))
    ])
  }
}
