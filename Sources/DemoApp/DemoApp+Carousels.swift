import TUICollectionView

extension DemoApp {
  /// Reports section 0's items `count` times over, as a batch update (the extra groups are
  /// appended or removed, so the items on screen stay and the next layout switch morphs them).
  /// Leaving a repeat first moves, without animation, to the same picture in the first group.
  func repeatItems(_ requested: Int) {
    guard let n = dataSource.sections.first?.count, n > 0 else {
      dataSource.repeatCount = requested
      return
    }
    let count = Self.repeatCount(requested, items: n)
    let old = dataSource.repeatCount
    guard count != old else { return }
    if count < old, let centred = collectionView.centeredItemIndexPath, centred.section == 0,
      centred.item >= n * count
    {
      collectionView.scrollToItem(
        at: IndexPath(item: centred.item % n, section: 0), at: .centeredHorizontally,
        animated: false)
    }
    do {
      try collectionView.checkedPerformBatchUpdates {
        dataSource.repeatCount = count
        let extra = (min(old, count) * n)..<(max(old, count) * n)
        let paths = extra.map { IndexPath(item: $0, section: 0) }
        if count > old {
          collectionView.insertItems(at: paths)
        } else {
          collectionView.deleteItems(at: paths)
        }
      }
    } catch {
      notice = error.message
    }
  }

  /// How many times over `items` items are reported: as asked (the seed's 100) while that
  /// stays within 100,000 items, fewer beyond (a million items are endless enough, and a batch
  /// of a hundred million inserts is not a thing to animate).
  static func repeatCount(_ requested: Int, items: Int) -> Int {
    guard items > 0 else { return requested }
    return max(1, min(requested, 100_000 / items))
  }

  /// Selecting the centred item in a layout without a detail layout: its action on it.
  func performPrimaryAction() {
    switch layoutEntry.primaryAction {
    case .none:
      break
    case .zoomCentredItem:
      guard let path = collectionView.centeredItemIndexPath,
        let cell = collectionView.cellForItem(at: path) as? DemoCell
      else { return }
      // Seed 001's tap: an animated affine scale, and back.
      let zoomed = cell.zoom != 1
      collectionView.animate(withDuration: 0.3) { cell.zoom = zoomed ? 1 : 1.6 }
    }
  }

  /// A scroll came to rest: in the endless banner, on the first or the last page, move to the
  /// same picture in the middle without animation (seed 004's `scrollViewDidEndDecelerating:`):
  /// page 0 becomes page `count`, the last page `count − 1`; nothing on screen changes.
  func recentreEndlessBanner() {
    let width = collectionView.frameSize.width
    guard layoutEntry.itemRepeat > 1, dataSource.repeatCount > 1,
      let n = dataSource.sections.first?.count, n > 0, width > 0, !collectionView.isDragging,
      !collectionView.isScrollAnimating
    else { return }
    let total = collectionView.numberOfItems(inSection: 0)
    let page = Int(saturating: (collectionView.contentOffset.x / width).rounded())
    guard page == 0 || page == total - 1 else { return }
    let target = page == 0 ? n : n - 1
    collectionView.setContentOffset(
      Point(x: Double(target) * width, y: collectionView.contentOffset.y), animated: false)
  }

  /// Arrow keys: a line at once, or in a layout that steps by items, one item animated. Either
  /// way the layout chooses where the scroll comes to rest.
  func scrollByLayout(_ dx: Int, _ dy: Int) {
    switch layoutEntry.keyScrolling {
    case .sidewaysSections where dx != 0:
      scrollSidewaysSection(by: dx)
    case .lines, .sidewaysSections:
      collectionView.scrollByUser(step(dx, dy, pitch: 4), animated: false)
    case .items:
      collectionView.scrollByUser(step(dx, dy, pitch: itemPitch), animated: animatesScrolls)
    case .itemsEvery(let pitch):
      collectionView.scrollByUser(step(dx, dy, pitch: pitch), animated: animatesScrolls)
    }
  }
}
