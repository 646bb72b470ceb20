extension TableView {
  /// A section of the table: a list section in the table's style, with a header or footer
  /// where the data source gives the section a title, the table's separators, and the swipe
  /// actions the delegate (or the row's editing style) gives.
  func listSection(at section: Int, environment: CollectionLayoutEnvironment) -> LayoutSection {
    var configuration = ListConfiguration(appearance: style.listAppearance)
    if let source = tableDataSource {
      if source.tableView(self, titleForHeaderInSection: section) != nil {
        configuration.headerMode = .supplementary
      }
      if source.tableView(self, titleForFooterInSection: section) != nil {
        configuration.footerMode = .supplementary
      }
    }
    configuration.showsSeparators = separatorStyle != .none
    if let separatorColor { configuration.separatorConfiguration.color = separatorColor }
    if sectionHeaderTopPadding >= 0 { configuration.headerTopPadding = sectionHeaderTopPadding }
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.swipeActionsConfiguration(forRowAt: indexPath, leading: true)
    }
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.swipeActionsConfiguration(forRowAt: indexPath, leading: false)
    }
    return .list(using: configuration, layoutEnvironment: environment)
  }

  /// The header or footer of a section with a title: a `TableViewHeaderFooterView` in the
  /// style's header or footer look, showing the data source's title.
  func titleView(
    ofKind kind: String, at indexPath: IndexPath, from source: any TableViewDataSource
  ) -> CollectionReusableView? {
    let isHeader = kind == CollectionView.elementKindSectionHeader
    guard isHeader || kind == CollectionView.elementKindSectionFooter else { return nil }
    let title =
      isHeader
      ? source.tableView(self, titleForHeaderInSection: indexPath.section)
      : source.tableView(self, titleForFooterInSection: indexPath.section)
    guard
      let view = dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: Self.titleViewIdentifier, for: indexPath)
        as? TableViewHeaderFooterView
    else { return nil }
    view.show(title: title, in: style, isFooter: !isHeader)
    return view
  }

  /// The header view of a section on screen (headerView(forSection:)).
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section)) as? TableViewHeaderFooterView
  }

  /// The footer view of a section on screen (footerView(forSection:)).
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    supplementaryView(
      forElementKind: CollectionView.elementKindSectionFooter,
      at: IndexPath(item: 0, section: section)) as? TableViewHeaderFooterView
  }
}
