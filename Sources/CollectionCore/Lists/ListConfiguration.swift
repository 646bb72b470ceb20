/// How a list section looks and behaves (UICollectionLayoutListConfiguration): its appearance,
/// where its headers and footers come from, and its background. `LayoutSection.list(using:
/// layoutEnvironment:)` makes a section of it inside any compositional layout, and
/// `CompositionalLayout.list(using:)` a layout of such sections.
///
/// Rows size themselves (`.estimated` at a row of text), so text that wraps makes a row taller.
/// In a terminal, each appearance keeps UIKit's shape in rows and columns: a plain list runs
/// edge to edge with headers that stay at the top; grouped sections are a row apart; inset
/// grouped and sidebar sections are inset by the layout margins.
public struct ListConfiguration {
  /// The overall look (UICollectionLayoutListConfiguration.Appearance).
  public enum Appearance: Hashable, Sendable {
    /// Rows edge to edge, headers pinned while their section shows.
    case plain
    /// Sections a row apart, on the grouped background.
    case grouped
    /// Grouped, the sections inset from the sides.
    case insetGrouped
    /// The sidebar of a split view: inset, its selected row a filled bar.
    case sidebar
    /// A sidebar edge to edge.
    case sidebarPlain
  }

  /// Where a section's header comes from (UICollectionLayoutListConfiguration.HeaderMode).
  public enum HeaderMode: Hashable, Sendable {
    /// No header.
    case none
    /// A supplementary view of the kind `CollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item is its header (an outline's parent row).
    case firstItemInSection
  }

  /// Where a section's footer comes from (UICollectionLayoutListConfiguration.FooterMode).
  public enum FooterMode: Hashable, Sendable {
    /// No footer.
    case none
    /// A supplementary view of the kind `CollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// Gives a row's swipe actions (UICollectionLayoutListConfiguration
  /// .SwipeActionsConfigurationProvider); `nil` for none.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

  /// The overall look.
  public let appearance: Appearance
  /// Whether rows are separated by lines (a row of `─` between rows); on by default but in
  /// sidebars, which UIKit draws without.
  public var showsSeparators: Bool
  /// How the separators look and where they are inset.
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Adjusts the separators of one row (itemSeparatorHandler): given the row's index path and
  /// the list's separator configuration, returns the row's.
  public var itemSeparatorHandler:
    ((IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?
  /// The list's background; `nil` uses the appearance's (the grouped background for grouped and
  /// inset grouped lists, the system background otherwise).
  public var backgroundColor: Color?
  /// Where headers come from.
  public var headerMode = HeaderMode.none
  /// Where footers come from.
  public var footerMode = FooterMode.none
  /// The actions swiping a row from the leading edge reveals (`nil`: none); in a terminal
  /// `W` reveals them on the focused row, or a drag to the right.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions swiping a row from the trailing edge reveals (`nil`: none); `w` reveals them on
  /// the focused row, or a drag to the left.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The space above each section's header, in points; `nil` uses the appearance's (none for
  /// plain lists, a row for grouped ones).
  public var headerTopPadding: Double?

  /// A configuration with an appearance.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
  }

  /// Whether sections are grouped (a row apart).
  var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
  /// Whether sections are inset from the sides.
  var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

  /// The background the list shows behind its rows.
  public var resolvedBackgroundColor: Color {
    backgroundColor
      ?? (appearance == .grouped || appearance == .insetGrouped
        ? .systemGroupedBackground : .systemBackground)
  }
}
