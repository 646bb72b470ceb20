import TUICollectionView

extension DemoApp {
  /// Opens a section (the current one when none is given) in the layout's detail layout with
  /// an animated layout transition: a stack opens into a grid of its photos. Nothing happens in
  /// a layout without a detail layout, or when a section is already open.
  func openDetail(section: Int?) {
    guard detail == nil, let make = layoutEntry.detailLayout,
      let section = section ?? currentSection, dataSource.sections.indices.contains(section)
    else { return }
    let layout = make(section)
    detail = (section, layout)
    applyPinnedHeaders(to: layout)
    show(layout)
  }

  /// Closes the open section: the transition back to the layout it was opened from.
  func closeDetail() {
    guard let open = detail?.section, let layout = layouts[layoutEntry.name] else { return }
    detail = nil
    show(layout)
    // Focus goes back to the pile's top photo, the one that shows.
    if collectionView.numberOfItems(inSection: open) > 0 {
      collectionView.focusItem(at: IndexPath(item: 0, section: open))
    }
  }

  /// The section shown opened in the layout's detail layout (an opened stack), if any.
  public var openSection: Int? { detail?.section }

  /// Hands the collection view a layout: a morph, or with Reduce Motion a cross-fade.
  func show(_ layout: CollectionViewLayout) {
    if reducesMotion {
      collectionView.transitionCrossDissolve {
        collectionView.setCollectionViewLayout(layout, animated: false)
      }
    } else {
      collectionView.setCollectionViewLayout(layout, animated: true)
    }
  }

  /// The title of what is on screen: the layout's, and the open section's name.
  var screenTitle: String {
    if layoutEntry.content == .settings, let page = settings.openPage {
      return "\(layoutEntry.title) › \(page)"
    }
    guard let open = detail?.section, dataSource.sections.indices.contains(open) else {
      return layoutEntry.title
    }
    return "\(layoutEntry.title) › \(dataSource.sections[open].name)"
  }
}
