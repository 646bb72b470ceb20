import TUICollectionView

/// A section header of the App Store screen: the section's title, bold, at the leading edge.
public final class AppStoreHeaderView: CollectionReusableView {
  /// The reuse identifier the App Store screen registers.
  public static let reuseIdentifier = "AppStoreHeader"

  /// Creates a header on the section background's colour (opaque, so a pinned header hides the cells under it).
  public required init() {
    super.init()
    backgroundColor = SectionBackgroundView.fill
    textColor = Color(red: 235, green: 235, blue: 240)
    isBold = true
    textAlignment = .leading
  }

  /// Clears the title.
  public override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }
}
