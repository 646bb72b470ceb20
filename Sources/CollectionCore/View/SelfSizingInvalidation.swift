/// Whether cells on screen are measured again when their content changes
/// (UICollectionView.SelfSizingInvalidation).
public enum SelfSizingInvalidation: Hashable, Sendable {
  /// Never: a cell keeps the size it was first measured at.
  case disabled
  /// A cell whose configuration changes (or that is reconfigured) is measured again.
  case enabled
  /// As `enabled`; there are no Auto Layout constraints here to follow as well.
  case enabledIncludingConstraints
}
