import TUICollectionView

extension DemoApp {
  /// Opens a section (the current one when none is given) in the layout's detail layout with
  /// an animated layout transition: a stack opens into a grid of its photos. Nothing happens in
  /// a layout without a detail layout, or when a section is already open.
  func openDetail(section: Int?) {
    guard openSection == nil, let make = layoutEntry.detailLayout,
      let section = section ?? currentSection, dataSource.sections.indices.contains(section)
    else { return }
    let layout = make(section)
    openSection = section
    detailLayout = layout
    applyPinnedHeaders(to: layout)
    show(layout)
  }

  /// Closes the open section: the transition back to the layout it was opened from.
  func closeDetail() {
    guard let open = openSection, let layout = layouts[layoutEntry.name] else { return }
    openSection = nil
    detailLayout = nil
    show(layout)
    // Focus goes back to the pile's top photo, the one that shows.
    if collectionView.numberOfItems(inSection: open) > 0 {
      collectionView.focusItem(at: IndexPath(item: 0, section: open))
    }
  }

  /// The title of what is on screen: the layout's, and the open section's name.
  var screenTitle: String {
    guard let open = openSection, dataSource.sections.indices.contains(open) else {
      return layoutEntry.title
    }
    return "\(layoutEntry.title) › \(dataSource.sections[open].name)"
  }

  /// The item under a glyph of the collection view's area, if any (the shapes as shown now).
  func item(atColumn column: Int, row: Int) -> IndexPath? {
    guard let point = contentPoint(column: column, row: row) else { return nil }
    return collectionView.indexPathForItem(at: point)
  }
}
