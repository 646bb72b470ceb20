import TUICollectionView

extension DemoApp {
  /// What selecting an item does besides selecting it: in a layout with a detail layout (the
  /// stacks) it opens the item's section and, as seed 004's `didSelectItemAtIndexPath:`
  /// does, deselects the item at once; the rotary zooms its centred cell (seed 001's tap) or
  /// brings another one to the centre, deselecting it too; any other carousel brings the item
  /// to the centre.
  func didSelectItem(at path: IndexPath) {
    let cv = collectionView
    if layoutEntry.content == .settings {
      if let said = settings.didSelect(at: path) { notice = said }
      return
    }
    if layoutEntry.detailLayout != nil && detail == nil {
      cv.deselectItem(at: path, animated: true)
      openDetail(section: path.section)
      return
    }
    guard layoutEntry.isCarousel, detail == nil else { return }
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

  /// Seed 003's tap in the circle: the tap gesture takes the touch (the highlight goes without
  /// a selection); on an item it deletes it — it shrinks into the centre at its old angle — and
  /// on empty space it inserts a new item at index 0, growing out of the centre.
  func tapInCircle(item path: IndexPath?) {
    collectionView.touchesCancelled()
    if let path {
      deleteItem(at: dataSource.modelIndex(of: path), inSection: path.section)
    } else {
      insertItemAtStart(section: 0)
    }
  }
}

extension DemoApp {
  /// `e`: editing starts or stops (setEditing), and the status bar says so.
  func toggleEditing() {
    // Only Settings' favourites have anything to edit (⊖ and ≡); elsewhere e says where.
    guard layoutEntry.content == .settings || collectionView.isEditing else {
      notice = "Nothing to edit here: e edits Settings' favourites"
      return
    }
    collectionView.setEditing(!collectionView.isEditing, animated: animatesScrolls)
    notice =
      collectionView.isEditing
      ? "Editing: Del or ⊖ to delete, e ends" : "Done editing"
  }
}

extension DemoApp {
  /// The settings' data source, its layout told where the rows' swipe actions come from.
  func attachSettings() -> any CollectionViewDataSource {
    settings.developerSwitch = { [unowned self] name in
      switch name {
      case "Slow Animations": self.slowAnimations
      case "Reduce Motion": self.reducesMotion
      case "Show Frames": self.showsOverlay
      default: nil
      }
    }
    settings.toggleDeveloperSwitch = { [unowned self] name in
      switch name {
      case "Slow Animations": self.perform(.toggleSlowAnimations)
      case "Reduce Motion": self.perform(.toggleReduceMotion)
      case "Show Frames":
        self.perform(.toggleOverlay)
        self.notice = self.showsOverlay ? "Show Frames on" : "Show Frames off"
      default: break
      }
      return self.notice
    }
    let source = settings.attach(to: collectionView)
    let layout = layouts["settings"] as? SettingsLayout
    layout?.swipeActions = { [unowned self] path, leading in
      self.settings.swipeActions(at: path, leading: leading)
    }
    layout?.sectionAt = { [unowned self] in self.settings.dataSource?.sectionIdentifier(for: $0) }
    return source
  }
}
