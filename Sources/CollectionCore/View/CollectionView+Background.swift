extension CollectionView {
  /// The colour behind everything (UIView.backgroundColor); `nil` shows the terminal's own
  /// background, or a grouped list's (``resolvedBackgroundFill``).
  public var backgroundColor: Color? {
    get { background.color }
    set { background.color = newValue }
  }

  /// A view behind all the content, the size of the bounds and not scrolled
  /// (UICollectionView.backgroundView): an empty state's message, say.
  public var backgroundView: CollectionReusableView? {
    get { background.view }
    set {
      background.view = newValue
      newValue?.traitCollection = traitCollection
    }
  }

  /// The colour the renderer paints behind everything: ``backgroundColor``, else a list
  /// layout's background (a grouped list's `systemGroupedBackground`, as UIKit's list layout
  /// colours the collection view), resolved for the traits; `nil` where that is the terminal's
  /// own background — the system backgrounds in dark, which stand for it, and a plain list's
  /// `systemBackground` in either. Where `overrideUserInterfaceStyle` differs from the
  /// terminal's style the terminal's background no longer stands for the view's, so the view's
  /// own (or the style's `systemBackground`) is painted.
  public var resolvedBackgroundFill: Color? {
    let layout = collectionViewLayout as? CompositionalLayout
    let color = backgroundColor ?? layout?.listBackgroundColor
    if traitCollection.userInterfaceStyle != environmentTraits.userInterfaceStyle {
      return (color ?? .systemBackground).resolvedColor(with: traitCollection)
    }
    guard let color, color != .systemBackground else { return nil }
    let resolved = color.resolvedColor(with: traitCollection)
    return color == .systemGroupedBackground && resolved == color ? nil : resolved
  }
}
