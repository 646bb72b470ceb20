import TUICollectionView

extension DemoApp {
  /// The collection view's scroll settings for a layout: its content inset and paging. A new
  /// inset that moves the offset eases there when `animated`.
  func applyScrollSettings(of entry: LayoutCatalogEntry, animated: Bool) {
    collectionView.setContentInset(entry.contentInset(collectionView.frameSize), animated: animated)
    collectionView.isPagingEnabled = entry.isPagingEnabled
    // The endless banner hides its scroll indicators, as such banners do (its page dots say
    // where it is).
    collectionView.showsHorizontalScrollIndicator = entry.itemRepeat <= 1
    collectionView.showsVerticalScrollIndicator = entry.itemRepeat <= 1
  }

  /// Switches to a catalog entry's layout: a morph (a cross-fade with Reduce Motion, or when
  /// the data changes with it), with the layout's scroll settings and, in a carousel, focus on
  /// the centred item once it has arrived.
  func switchLayout(to entry: LayoutCatalogEntry) {
    guard let layout = layouts[entry.name] else { return }
    detail = nil
    if entry.content != layoutEntry.content {
      if entry.content == .numberedItems, let samples, dataSource.sections == samples.data {
        // Back from other data: the layout's sample, if the items were left as sampled.
        let shape = entry.sampleSections ?? [samples.items]
        if shape != dataSource.sections.map(\.count) {
          dataSource.reset(sectionCounts: shape)
          self.samples = (samples.items, dataSource.sections)
        }
        dataSource.repeatCount = Self.repeatCount(
          entry.itemRepeat, items: dataSource.sections.first?.count ?? 0)
      }
      layoutEntry = entry
      applyScrollSettings(of: entry, animated: false)
      switchContent(to: entry.content, layout: layout)
      return
    }
    if showSample(of: entry, layout: layout) { return }
    repeatItems(entry.itemRepeat)
    layoutEntry = entry
    if reducesMotion {
      collectionView.transitionCrossDissolve {
        applyScrollSettings(of: entry, animated: false)
        collectionView.setCollectionViewLayout(layout, animated: false)
      }
      centreFocusedItemOfCarousel()
      return
    }
    applyScrollSettings(of: entry, animated: true)
    // The book invalidates the target layout before handing it over; setCollectionViewLayout does.
    collectionView.setCollectionViewLayout(layout, animated: true) { [weak self] finished in
      // In a carousel the focused item comes to the centre, wherever the switch left the view.
      if finished { self?.centreFocusedItemOfCarousel() }
    }
  }

  /// With samples per layout and the data as the last sample left it: when the layout's sample
  /// has another shape (the sections' four sections, the waterfall's two), the data becomes it
  /// and the screen cross-dissolves, as a switch to other data does. Returns whether it did.
  private func showSample(of entry: LayoutCatalogEntry, layout: CollectionViewLayout) -> Bool {
    guard let samples, entry.content == .numberedItems, dataSource.sections == samples.data
    else { return false }
    let shape = entry.sampleSections ?? [samples.items]
    guard shape != dataSource.sections.map(\.count) else { return false }
    layoutEntry = entry
    let cv = collectionView
    cv.transitionCrossDissolve {
      dataSource.reset(sectionCounts: shape)
      dataSource.repeatCount = Self.repeatCount(entry.itemRepeat, items: shape.first ?? 0)
      cv.reloadData()
      applyScrollSettings(of: entry, animated: false)
      cv.setCollectionViewLayout(layout, animated: false)
      if dataSource.repeatCount > 1, let first = shape.first {
        // The endless banner starts in its second group, as at launch.
        cv.scrollToItem(at: IndexPath(item: first, section: 0), at: .left, animated: false)
      } else {
        cv.setContentOffset(cv.contentOffsetRange.min, animated: false)
      }
    }
    self.samples = (samples.items, dataSource.sections)
    focusInitialItem()
    return true
  }
}
