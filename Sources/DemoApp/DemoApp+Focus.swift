import TUICollectionView

extension DemoApp {
  /// Focus at launch: a carousel's centred item, a conversation's newest message (where it
  /// opens), else the first item.
  func focusInitialItem() {
    let cv = collectionView
    if layoutEntry.isCarousel, let centred = cv.centeredItemIndexPath {
      cv.focusItem(at: centred)
    } else if layoutEntry.content == .messages, let last = lastItemPath {
      cv.focusItem(at: last)
    } else {
      cv.focusItem(at: firstItemPath)
    }
  }

  /// The last item of the last section that has one.
  var lastItemPath: IndexPath? {
    let cv = collectionView
    return (0..<cv.numberOfSections).reversed().first { cv.numberOfItems(inSection: $0) > 0 }.map {
      IndexPath(item: cv.numberOfItems(inSection: $0) - 1, section: $0)
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

  /// After a switch into a carousel: the focused item scrolls to the centre (focus stays where
  /// it was through any switch); with nothing focused, the centred item takes focus.
  func centreFocusedItemOfCarousel() {
    let cv = collectionView
    guard layoutEntry.isCarousel else { return }
    guard let focused = cv.focusedIndexPath, focused.section == 0 else {
      focusCentredItemOfCarousel()
      return
    }
    if cv.centeredItemIndexPath != focused { scrollCarousel(toItem: focused.item) }
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

  /// The distance between the centres of the first two items (4 points when there are fewer).
  var itemPitch: Double {
    let cv = collectionView
    guard let a = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)),
      let b = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    else { return 4 }
    let pitch = scrollsVertically ? abs(b.center.y - a.center.y) : abs(b.center.x - a.center.x)
    return pitch > 0 ? pitch : 4
  }
}
