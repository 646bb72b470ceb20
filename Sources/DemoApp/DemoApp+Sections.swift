import TUICollectionView

extension DemoApp {
  /// The most sections the demo makes room for (`s` stops there).
  public static let maximumSectionCount = 1000
  /// The items a section inserted with `s` starts with.
  public static let newSectionItemCount = 4

  /// The section the section keys and `+` / `-` act on: the focused item's while it is on
  /// screen (so `J` moves a section on down, focus going with its item), else the first section
  /// with an item or a header on screen (section 0 in a layout that shows one section); `nil`
  /// with no sections.
  public var currentSection: Int? {
    let count = dataSource.sections.count
    guard count > 0 else { return nil }
    let cv = collectionView
    cv.layoutIfNeeded()
    if let focused = cv.focusedIndexPath, focused.section < count,
      cv.indexPathsForVisibleItems.contains(focused)
    {
      return focused.section
    }
    var first: Int?
    for a in cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)
    where a.representedElementCategory == .cell
      || a.representedElementKind == ElementKind.sectionHeader
    {
      guard a.frame.intersects(cv.bounds) || !a.transform3D.isIdentity else { continue }
      first = min(first ?? a.indexPath.section, a.indexPath.section)
    }
    return min(max(0, first ?? 0), count - 1)
  }

  /// The current section's name, e.g. "Section 2".
  var currentSectionName: String? { currentSection.map { dataSource.sections[$0].name } }

  /// Shows a section's new item count in its header, if the header is on screen (a batch update
  /// moves views, it does not configure them again).
  func refreshHeader(ofSection section: Int) {
    guard dataSource.sections.indices.contains(section),
      let header = collectionView.supplementaryView(
        forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
        as? DemoHeaderView
    else { return }
    let model = dataSource.sections[section]
    header.configure(title: model.name, itemCount: model.count)
  }

  /// Runs one batch update and names it in the status bar (or shows why it was refused).
  func performUpdate(_ description: String, _ updates: () -> Void) {
    do {
      try collectionView.checkedPerformBatchUpdates(updates)
      notice = description
    } catch {
      notice = error.message
      // The model has changed already: the view reads it again rather than drift from it.
      collectionView.reloadData()
    }
  }

  /// Whether the sections may change: not while section 0's items are repeated (the endless
  /// banner), whose counts would change by a hundred at once; says so when not.
  func sectionsMayChange() -> Bool {
    guard dataSource.repeatCount > 1 else { return true }
    notice = "\(layoutEntry.title)'s sections do not change (section 0 is repeated)"
    return false
  }

  /// Inserts a section of `newSectionItemCount` items after the current one (insertSections).
  func insertSection() {
    guard sectionsMayChange() else { return }
    guard dataSource.sections.count < Self.maximumSectionCount else {
      notice = "\(Self.maximumSectionCount) sections is the most"
      return
    }
    let index = (currentSection ?? -1) + 1
    let section = dataSource.makeSection(count: Self.newSectionItemCount)
    performUpdate("insertSections([\(index)]): \(section.name), \(section.count) items") {
      dataSource.sections.insert(section, at: index)
      collectionView.insertSections([index])
    }
  }

  /// Deletes the current section (deleteSections); the only section, and the last item, stay.
  func deleteSection() {
    guard sectionsMayChange(), let index = currentSection else { return }
    // The open section is about to go (or move): back to where it was opened from first.
    closeDetail()
    let section = dataSource.sections[index]
    guard dataSource.sections.count > 1 else {
      notice = "The last section stays"
      return
    }
    guard dataSource.cellCount - section.count >= 1 else {
      notice = "The last item stays, as in the book"
      return
    }
    performUpdate("deleteSections([\(index)]): \(section.name), \(section.count) items") {
      dataSource.sections.remove(at: index)
      collectionView.deleteSections([index])
    }
  }

  /// Moves the current section one place down (moveSection(_:toSection:)).
  func moveSectionDown() {
    guard sectionsMayChange(), let index = currentSection else { return }
    closeDetail()
    let section = dataSource.sections[index]
    guard index + 1 < dataSource.sections.count else {
      notice = "\(section.name) is already the last section"
      return
    }
    performUpdate("moveSection(\(index), toSection: \(index + 1)): \(section.name)") {
      dataSource.sections.swapAt(index, index + 1)
      collectionView.moveSection(index, toSection: index + 1)
    }
  }

  /// Reloads the items on screen (reloadItems(at:)): each cell is dequeued again and cross-fades.
  func reloadVisibleItems() {
    let paths = collectionView.indexPathsForVisibleItems
    guard !paths.isEmpty else {
      notice = "No items on screen to reload"
      return
    }
    performUpdate("reloadItems(at:): \(paths.count) visible items") {
      collectionView.reloadItems(at: paths)
    }
  }

  /// Turns sticky headers on or off in every layout that has them
  /// (`sectionHeadersPinToVisibleBounds`).
  func togglePinnedHeaders() {
    pinsSectionHeaders.toggle()
    for layout in Array(layouts.values) + (detail.map { [$0.layout] } ?? []) {
      applyPinnedHeaders(to: layout)
    }
    notice = pinsSectionHeaders ? "Sticky Section Headers on" : "Sticky Section Headers off"
    if !layoutHasHeaders {
      notice! += " (\(layoutEntry.title) has no section headers to stick)"
    }
  }

  /// Whether the layout on screen has section headers that can stick.
  var layoutHasHeaders: Bool {
    let cv = collectionView
    guard cv.numberOfSections > 0,
      cv.collectionViewLayout is FlowLayout
        || cv.collectionViewLayout is WaterfallLayout
    else { return false }
    let header = cv.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    return (header?.size.height ?? 0) > 0
  }

  /// Gives a layout that has sticky headers the demo's setting.
  func applyPinnedHeaders(to layout: CollectionViewLayout) {
    (layout as? FlowLayout)?.sectionHeadersPinToVisibleBounds = pinsSectionHeaders
    (layout as? WaterfallLayout)?.sectionHeadersPinToVisibleBounds = pinsSectionHeaders
  }
}
