/// The space between a group's items (NSCollectionLayoutSpacing): exactly so much, or at least
/// so much with the group's spare room shared out between the items.
public struct LayoutSpacing: Hashable, Sendable {
  /// The fixed spacing, or the least flexible spacing, in points.
  public let spacing: Double
  /// Whether the spare room is shared out on top of `spacing`.
  public let isFlexibleSpacing: Bool

  /// Exactly `points` between items.
  public static func fixed(_ points: Double) -> LayoutSpacing {
    LayoutSpacing(spacing: points, isFlexibleSpacing: false)
  }

  /// At least `points` between items, and the group's spare room shared out evenly.
  public static func flexible(_ points: Double) -> LayoutSpacing {
    LayoutSpacing(spacing: points, isFlexibleSpacing: true)
  }

  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
