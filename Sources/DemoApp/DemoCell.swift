import TUICollectionView

/// The book's AFCollectionViewCell: orange, with the item number in white bold.
public final class DemoCell: CollectionViewCell {
  /// The reuse identifier the demo registers.
  public static let reuseIdentifier = "Cell"

  /// Creates an orange cell with an empty bold white label.
  public required init() {
    super.init()
    backgroundColor = .orange
    textColor = .white
    isBold = true
  }

  /// Clears the label, as the book's `prepareForReuse` does.
  public override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }
}
