import TUICollectionView

extension DemoApp {
  /// Focus at launch: a carousel's centred item, else the first item.
  func focusInitialItem() {
    let cv = collectionView
    if layoutEntry.isCarousel, let centred = cv.centeredItemIndexPath {
      cv.focusItem(at: centred)
    } else {
      cv.focusItem(at: firstItemPath)
    }
  }

  /// In a carousel focus is the centred item: once a scroll comes to rest there, it moves there.
  func focusCentredItemOfCarousel() {
    let cv = collectionView
    guard layoutEntry.isCarousel, cv.indexPathForInteractivelyMovingItem == nil,
      let centred = cv.centeredItemIndexPath
    else { return }
    cv.focusItem(at: centred)
  }

  /// The arrow keys: focus moves to the nearest item that way on screen and the view scrolls to
  /// show it. In a carousel the next or previous item comes to the centre (the same motion as
  /// scrolling by one item); in the circle left and right go round the ring. A focused item
  /// scrolled out of view gives focus to the item on screen nearest to it first.
  func moveFocus(_ heading: FocusHeading) {
    let cv = collectionView
    guard let focused = cv.focusedIndexPath else {
      focusInitialItem()
      if let first = cv.focusedIndexPath { reveal(first) }
      return
    }
    if layoutEntry.isCarousel {
      let forward = heading == .right || heading == .down || heading == .next
      centreCarouselItem(stepping: forward ? 1 : -1, from: carouselItemInView ?? focused)
      return
    }
    if !isOnScreen(focused), let nearest = visibleItem(nearest: focused) {
      cv.focusItem(at: nearest)
      reveal(nearest)
      return
    }
    guard let target = cv.indexPathForFocusMove(heading, from: focused) else { return }
    cv.focusItem(at: target)
    reveal(target)
  }

  /// The carousel's item in view: the one that rests at the centre where scrolling is heading
  /// (the scroll under way, or none), so a step goes from what the user sees however the view
  /// got there — a layout switch, a page, a drag, the wheel — and two quick steps go two items.
  /// A carousel's items rest one pitch apart from the start of the content.
  var carouselItemInView: IndexPath? {
    let cv = collectionView
    let section = cv.focusedIndexPath?.section ?? 0
    let count = cv.numberOfItems(inSection: section)
    guard count > 0 else { return nil }
    let range = cv.contentOffsetRange
    let destination = cv.scrollDestination
    let travelled =
      scrollsVertically ? destination.y - range.min.y : destination.x - range.min.x
    let item = Int(saturating: (travelled / carouselPitch).rounded())
    return IndexPath(item: min(max(0, item), count - 1), section: section)
  }

  /// How far a carousel scrolls from one item to the next.
  var carouselPitch: Double {
    if case .itemsEvery(let every) = layoutEntry.keyScrolling { return every }
    return itemPitch
  }

  /// Focuses the item `step` items from an item in a carousel (clamped to its section) and
  /// scrolls it to the centre, where the layout snaps.
  func centreCarouselItem(stepping step: Int, from path: IndexPath) {
    let cv = collectionView
    let count = cv.numberOfItems(inSection: path.section)
    guard count > 0 else { return }
    let target = IndexPath(item: min(max(0, path.item + step), count - 1), section: path.section)
    cv.focusItem(at: target)
    scrollCarousel(toItem: target.item)
  }

  /// Scrolls a carousel so an item comes to rest in the centre: its offset is the first item's
  /// plus one item's travel for each item before it, and the layout snaps to it.
  func scrollCarousel(toItem item: Int) {
    let cv = collectionView
    let pitch = carouselPitch
    let range = cv.contentOffsetRange
    let vertical = scrollsVertically
    let destination = cv.scrollDestination
    let target = (vertical ? range.min.y : range.min.x) + Double(item) * pitch
    let delta =
      vertical
      ? Point(x: 0, y: target - destination.y) : Point(x: target - destination.x, y: 0)
    guard delta != .zero else { return }
    cv.scrollByUser(delta, animated: true)
  }

  /// Scrolls the least that shows an item whole: the view up or down (and across), or in the
  /// modern layout the item's own sideways section.
  func reveal(_ path: IndexPath) {
    let cv = collectionView
    guard let frame = cv.layoutAttributesForItem(at: path)?.frame else { return }
    if let layout = cv.collectionViewLayout as? CompositionalLayout,
      layout.orthogonalSections.contains(path.section)
    {
      let bounds = cv.bounds
      if frame.minX < bounds.minX {
        layout.scrollOrthogonalSection(path.section, by: frame.minX - bounds.minX)
      } else if frame.maxX > bounds.maxX {
        layout.scrollOrthogonalSection(path.section, by: frame.maxX - bounds.maxX)
      }
      cv.scrollRectToVisible(
        Rect(x: bounds.minX, y: frame.minY, width: 1, height: frame.height), animated: true)
      return
    }
    cv.scrollRectToVisible(frame, animated: true)
  }

  /// Whether any of an item shows in the view now.
  func isOnScreen(_ path: IndexPath) -> Bool {
    let cv = collectionView
    guard let frame = cv.layoutAttributesForItem(at: path)?.frame else { return false }
    return frame.intersects(cv.bounds)
  }

  /// The item on screen whose centre is nearest to where an item is.
  func visibleItem(nearest path: IndexPath) -> IndexPath? {
    let cv = collectionView
    guard let origin = cv.layoutAttributesForItem(at: path)?.center else { return nil }
    var best: (path: IndexPath, distance: Double)?
    for candidate in cv.indexPathsForVisibleItems {
      guard let c = cv.layoutAttributesForItem(at: candidate)?.center else { continue }
      let d = c.distance(to: origin)
      if best == nil || d < best!.distance { best = (candidate, d) }
    }
    return best?.path
  }

  /// The first item of the first section that has one.
  var firstItemPath: IndexPath? {
    let cv = collectionView
    return (0..<cv.numberOfSections).first { cv.numberOfItems(inSection: $0) > 0 }.map {
      IndexPath(item: 0, section: $0)
    }
  }
}
