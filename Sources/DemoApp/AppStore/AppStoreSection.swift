/// The sections of the modern layout's App-Store-like screen, in order.
public enum AppStoreSection: Int, Hashable, Sendable, CaseIterable {
  /// A paging banner of featured apps.
  case featured
  /// The top charts, in two-row groups scrolling sideways.
  case topCharts
  /// A grid of categories.
  case categories
  /// Every app, in a list under a pinned header.
  case allApps

  /// The section's header title (the banner has none).
  public var title: String {
    switch self {
    case .featured: "Featured"
    case .topCharts: "Top Charts"
    case .categories: "Categories"
    case .allApps: "All Apps"
    }
  }
}
