import TUICollectionView

/// The App Store screen's section background: a muted block behind a section's header and
/// cells (a decoration item).
public final class SectionBackgroundView: CollectionReusableView {
  /// The decoration kind the App Store layout registers it for.
  public static let kind = "section-background"

  /// The muted fill.
  public static let fill = Color(red: 44, green: 48, blue: 60)

  /// Creates a background with the muted fill.
  public required init() {
    super.init()
    backgroundColor = Self.fill
  }
}
