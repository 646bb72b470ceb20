/// Settings for a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration).
/// The layout scrolls vertically; sections that scroll sideways say so themselves.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
  /// The space between neighbouring sections, in points.
  public var interSectionSpacing: Double = 0

  /// Creates the default configuration.
  public init(interSectionSpacing: Double = 0) { self.interSectionSpacing = interSectionSpacing }
}
