import TUICollectionView

/// The compositional layout of the App Store screen: a paging banner, top charts in two-row
/// groups that scroll sideways, a grid of categories whose columns follow the terminal's width,
/// and a list under a pinned header, with backgrounds behind the last three sections.
/// Its sizes are in rows of text, so every edge lands on the glyph grid and every line of text
/// has its row, whatever the terminal's glyph cell aspect.
public enum AppStoreLayout {
  /// Makes the layout (a fresh object each time) for rows of text `rowHeight` points tall.
  public static func make(rowHeight row: Double = 2) -> CompositionalLayout {
    let layout = CompositionalLayout(
      sectionProvider: { index, environment in section(index, environment, row: row) },
      configuration: CompositionalLayoutConfiguration(interSectionSpacing: row))
    layout.register(SectionBackgroundView.self, forDecorationViewOfKind: SectionBackgroundView.kind)
    return layout
  }

  /// The grid's columns for a container width: four when wide, three, or two when narrow.
  public static func categoryColumns(forWidth width: Double) -> Int {
    width >= 100 ? 4 : width >= 60 ? 3 : 2
  }

  /// The section at an index (sections past the known ones are lists), for rows `row` points
  /// tall.
  static func section(_ index: Int, _ environment: CollectionLayoutEnvironment, row: Double)
    -> LayoutSection
  {
    let width = environment.container.effectiveContentSize.width
    switch AppStoreSection(rawValue: index) ?? .allApps {
    case .featured:
      // One banner a page; the page in the middle shows fully, its neighbours fade as they go.
      let banner = fill()
      banner.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
      let section = LayoutSection(
        group: .horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(6 * row)), subitems: [banner]))
      section.orthogonalScrollingBehavior = .paging
      section.visibleItemsInvalidationHandler = { items, _, environment in
        let middle = environment.container.contentSize.width / 2
        for item in items where middle > 0 {
          item.alpha = max(0.35, 1 - abs(item.frame.midX - middle) / (2 * middle))
        }
      }
      return section
    case .topCharts:
      // Three rows a chart, its one line of text on the middle one: a tile's edges take half
      // a row above and below, and a line of text on an edge row would cut a notch in them.
      let chart = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(3 * row)))
      let pair = LayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(width >= 100 ? 0.45 : 0.85), .absolute(7 * row)),
        repeatingSubitem: chart, count: 2)
      pair.interItemSpacing = .fixed(row)
      let section = LayoutSection(group: pair)
      section.orthogonalScrollingBehavior = .groupPaging
      section.interGroupSpacing = 2
      return decorated(section, row: row)
    case .categories:
      let group = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(3 * row)), repeatingSubitem: fill(),
        count: categoryColumns(forWidth: width))
      group.interItemSpacing = .fixed(2)
      let section = LayoutSection(group: group)
      section.interGroupSpacing = row
      return decorated(section, row: row)
    case .allApps:
      // Three rows an app, as the charts are.
      let section = LayoutSection(
        group: .horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(3 * row)), subitems: [fill()]))
      return decorated(section, row: row, pinnedHeader: true)
    }
  }

  /// A section with insets, a one-row header and a background behind it all.
  static func decorated(_ section: LayoutSection, row: Double, pinnedHeader: Bool = false)
    -> LayoutSection
  {
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: row, trailing: 2)
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(row)), elementKind: ElementKind.sectionHeader,
      alignment: .top)
    header.pinToVisibleBounds = pinnedHeader
    section.boundarySupplementaryItems = [header]
    section.decorationItems = [.background(elementKind: SectionBackgroundView.kind)]
    return section
  }

  static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }

  static func fill() -> LayoutItem {
    LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  }
}
