/// Whether and how a section scrolls sideways inside the vertically scrolling collection view
/// (UICollectionLayoutSectionOrthogonalScrollingBehavior). A section that does lays its groups
/// out in one row, keeps its own offset and comes to rest where the behaviour says.
public enum OrthogonalScrollingBehavior: Hashable, Sendable {
  /// The section does not scroll sideways: its groups stack downwards.
  case none
  /// Scrolls freely and rests wherever it stops.
  case continuous
  /// Scrolls freely and rests with a group's leading edge at the section's leading inset.
  case continuousGroupLeadingBoundary
  /// Moves a page (the collection view's width) at a time.
  case paging
  /// Moves a group at a time, resting with a group's leading edge at the leading inset.
  case groupPaging
  /// Moves a group at a time, resting with a group centred.
  case groupPagingCentered
}
