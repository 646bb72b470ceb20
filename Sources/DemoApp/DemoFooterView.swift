import TUICollectionView

/// A section footer: a quiet grey line of text at the right ("end of Section 2"), no fill.
public final class DemoFooterView: CollectionReusableView {
  /// The reuse identifier the demo registers for footers.
  public static let reuseIdentifier = "Footer"

  /// Creates an empty footer.
  public required init() {
    super.init()
    // Secondary text: light grey on a dark terminal, a darker grey on a light one.
    textColor = .secondaryLabel
    textAlignment = .trailing
  }

  /// Clears the label.
  public override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }
}
