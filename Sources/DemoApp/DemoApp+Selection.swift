import TUICollectionView

extension DemoApp {
  /// Space and Enter (or a click): the user selects or deselects an item, the focused one
  /// unless another is named; the delegate's `didSelectItemAt` does the layout's action.
  func activate(_ path: IndexPath?) {
    let cv = collectionView
    guard let path = path ?? cv.focusedIndexPath else {
      notice = "Nothing to select"
      return
    }
    cv.focusItem(at: path)
    cv.selectItemAsUser(at: path)
  }

  /// What selecting an item does besides selecting it: in a layout with a detail layout (the
  /// stacks) it opens the item's section and, as seed 004's `didSelectItemAtIndexPath:`
  /// does, deselects the item at once; the rotary zooms its centred cell (seed 001's tap) or
  /// brings another one to the centre, deselecting it too; any other carousel brings the item
  /// to the centre.
  func didSelectItem(at path: IndexPath) {
    let cv = collectionView
    if layoutEntry.detailLayout != nil && openSection == nil {
      cv.deselectItem(at: path, animated: true)
      openDetail(section: path.section)
      return
    }
    guard layoutEntry.isCarousel, openSection == nil else { return }
    let centred = cv.centeredItemIndexPath
    if layoutEntry.primaryAction == .zoomCentredItem {
      cv.deselectItem(at: path, animated: true)
      if path == centred { performPrimaryAction() }
    }
    if path != centred {
      cv.focusItem(at: path)
      scrollCarousel(toItem: path.item)
    }
  }

  /// Seed 004's highlight: a highlighted cell zooms to `scale` over one second (×2 when
  /// highlighted, back to 1 when not), on top of whatever else animates.
  func zoomHighlight(at path: IndexPath, to scale: Double) {
    guard let cell = collectionView.cellForItem(at: path) as? DemoCell else { return }
    collectionView.animate(withDuration: 1) { cell.highlightZoom = scale }
  }

  /// How many items are selected, for the status bar.
  var selectionSummary: String? {
    let count = collectionView.indexPathsForSelectedItems.count
    return count == 0 ? nil : "\(count) selected"
  }
}
