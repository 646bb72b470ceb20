/// One section of a compositional layout (NSCollectionLayoutSection): a group repeated until
/// the section's items are placed, with insets, spacing, headers and footers, backgrounds, and
/// optionally scrolling sideways on its own.
public final class LayoutSection {
  /// Adjusts the section's elements on screen before they are drawn, given the section's
  /// scroll offset (its own sideways offset if it scrolls orthogonally, else the collection
  /// view's) and the environment.
  public typealias VisibleItemsInvalidationHandler = (
    [LayoutVisibleItem], Point, CollectionLayoutEnvironment
  ) -> Void

  /// The group the section repeats.
  public let group: LayoutGroup
  /// Space around the groups (headers and footers sit outside the top and bottom insets).
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// What `contentInsets` are measured from (`.automatic`: the layout configuration's reference).
  public var contentInsetsReference = ContentInsetsReference.automatic
  /// The space between neighbouring groups.
  public var interGroupSpacing: Double = 0
  /// Whether and how the section scrolls sideways.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
  /// Headers, footers and other views on the section's edges.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
  /// Backgrounds and other decorations.
  public var decorationItems: [LayoutDecorationItem] = []
  /// Whether headers and footers are inset sideways like the content.
  public var supplementariesFollowContentInsets = true
  /// Space above the headers that extend the section (a list's `headerTopPadding`).
  var boundaryTopPadding = 0.0
  /// Space below the footers that extend the section (the gap after a grouped list's section).
  var boundaryBottomPadding = 0.0
  /// The list configuration the section was made from, if it is a list.
  var list: ListConfiguration?
  /// Scroll-driven effects: called whenever the section's elements on screen are laid out.
  public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

  /// Creates a section that repeats a group.
  public init(group: LayoutGroup) { self.group = group }
}
