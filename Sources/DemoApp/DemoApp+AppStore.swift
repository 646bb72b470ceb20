import TUICollectionView

extension DemoApp {
  /// The number of items the layout on screen shows.
  public var itemCount: Int {
    switch layoutEntry.content {
    case .appStore: appStore.itemCount
    case .messages: messages.messages.count
    case .settings: settings.dataSource?.snapshot().numberOfItems ?? 0
    case .numberedItems: dataSource.cellCount
    }
  }

  /// The data source for what a layout shows (the App Store's is made the first time).
  func dataSource(for content: LayoutCatalogEntry.Content) -> any CollectionViewDataSource {
    showEmptyConversation(content == .messages && messages.messages.isEmpty)
    // Settings › Appearance is the screen's own style; the other screens follow the terminal.
    collectionView.overrideUserInterfaceStyle =
      content == .settings ? settings.interfaceStyle : .unspecified
    return switch content {
    case .numberedItems: dataSource
    case .appStore: appStore.attach(to: collectionView)
    case .messages: attachMessages()
    case .settings: attachSettings()
    }
  }

  /// Switches to a layout that shows other data: the data source, the layout and the offset
  /// change at once, and the screen cross-dissolves from the old picture to the new one.
  func switchContent(to content: LayoutCatalogEntry.Content, layout: CollectionViewLayout) {
    let cv = collectionView
    cv.transitionCrossDissolve {
      cv.dataSource = dataSource(for: content)
      cv.setCollectionViewLayout(layout, animated: false)
      cv.setContentOffset(cv.contentOffsetRange.min, animated: false)
    }
    if content == .messages { scrollMessagesToBottom() }
  }

  /// Shuffle and filter: the App Store builds a new snapshot and the diff animates. Returns
  /// the status bar's notice.
  func changeAppStoreItems(_ action: DemoAction) -> String {
    guard layoutEntry.content == .appStore else {
      return "x and f change the modern layout's apps (Tab to it)"
    }
    if action == .shuffleItems {
      appStore.shuffle()
      return "Shuffled: \(movedCount) moves"
    }
    appStore.toggleFreeOnly()
    return appStore.showsFreeOnly ? "Free apps only" : "All apps"
  }

  /// How many items the last applied difference moved.
  private var movedCount: Int {
    appStore.dataSource?.lastDifference?.batchUpdate.movedItems.count ?? 0
  }

  /// `-` in the App Store: the list's last app goes, never the only one. Returns the notice.
  func deleteApp() -> String? {
    appStore.deleteLastApp() ? nil : "The last app stays, as the book keeps one item"
  }

  /// The sideways-scrolling section the left and right keys move: the one most in view (the
  /// topmost of those equally in view).
  var sidewaysSection: Int? {
    guard let layout = collectionView.collectionViewLayout as? CompositionalLayout else {
      return nil
    }
    let bounds = collectionView.bounds
    var best: (section: Int, shown: Double)?
    for section in layout.orthogonalSections {
      guard
        let row = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?
          .frame, row.height > 0
      else { continue }
      let shown = (min(row.maxY, bounds.maxY) - max(row.minY, bounds.minY)) / row.height
      if shown > 0.01, shown > (best?.shown ?? 0) + 1e-9 { best = (section, shown) }
    }
    return best?.section
  }

  /// Left and right in a layout with sideways sections: a page or a group of the section most
  /// in view, animated, resting where its behaviour snaps it.
  func scrollSidewaysSection(by dx: Int) {
    guard let layout = collectionView.collectionViewLayout as? CompositionalLayout,
      let section = sidewaysSection
    else { return }
    layout.scrollOrthogonalSection(
      section, by: Double(dx) * layout.orthogonalScrollStep(forSection: section))
  }
}
