extension LayoutSection {
  /// A list section (NSCollectionLayoutSection.list(using:layoutEnvironment:)): a row per item,
  /// as wide as the section and estimated a row of text tall (each row measures itself), with
  /// the configuration's headers, footers and insets.
  public static func list(
    using configuration: ListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
  ) -> LayoutSection {
    // A row of text: two of the screen's pixels.
    let row = max(1, layoutEnvironment.traitCollection.pixelSize.height * 2)
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(row))
    let section = LayoutSection(
      group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    let topPadding = max(0, configuration.headerTopPadding ?? (configuration.isGrouped ? row : 0))
    // A grouped section ends a row after its last row, or after its footer.
    let gap = configuration.isGrouped ? row : 0
    let hasFooter = configuration.footerMode == .supplementary
    section.contentInsets = DirectionalEdgeInsets(
      top: configuration.headerMode == .supplementary ? 0 : topPadding, leading: 0,
      bottom: hasFooter ? 0 : gap, trailing: 0)
    section.boundaryBottomPadding = hasFooter ? gap : 0
    section.list = configuration
    // Separators are lines in a row of their own between rows.
    if configuration.showsSeparators { section.interGroupSpacing = row }
    if configuration.isInset { section.contentInsetsReference = .layoutMargins }
    let plain = !configuration.isGrouped
    if configuration.headerMode == .supplementary {
      let header = LayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      section.boundaryTopPadding = topPadding
      // Plain lists keep a section's header at the top while the section shows, as UIKit's do.
      header.pinToVisibleBounds = plain
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        LayoutBoundarySupplementaryItem(
          layoutSize: size, elementKind: CollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}

extension CompositionalLayout {
  /// A layout whose every section is a list (UICollectionViewCompositionalLayout.list(using:)).
  public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
    CompositionalLayout { _, environment in
      LayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
