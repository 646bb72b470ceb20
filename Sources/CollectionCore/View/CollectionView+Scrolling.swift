extension CollectionView {
  /// Asks the layout about a bounds change before it happens, and invalidates it with the
  /// layout's context for that change when it asks to be.
  func invalidateForBoundsChangeIfNeeded(_ newBounds: Rect) {
    let layout = collectionViewLayout
    let should = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
    log(.shouldInvalidate(bounds: newBounds, result: should))
    if should {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }
    needsLayout = true
  }

  // MARK: Scrolling to things

  /// Scrolls so an item sits at the given position inside the adjusted content inset, as UIKit
  /// places it (scrollToItemAtIndexPath:atScrollPosition:animated:): `.top` puts the item's top
  /// just below the top inset, `.bottom` its bottom just above the bottom inset, `.centered…` its
  /// centre in the middle of the area between the insets; the offset then stays inside the
  /// content. An empty position scrolls just enough to show the item.
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
      return
    }
    let inset = adjustedContentInset
    let width = frameSize.width - inset.left - inset.right
    let height = frameSize.height - inset.top - inset.bottom
    var offset = currentContentOffset
    if position.contains(.top) { offset.y = frame.minY - inset.top }
    if position.contains(.centeredVertically) { offset.y = frame.midY - inset.top - height / 2 }
    if position.contains(.bottom) { offset.y = frame.maxY - inset.top - height }
    if position.contains(.left) { offset.x = frame.minX - inset.left }
    if position.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - width / 2 }
    if position.contains(.right) { offset.x = frame.maxX - inset.left - width }
    if position.isEmpty {
      scrollRectToVisible(frame, animated: animated)
    } else {
      setContentOffset(offset, animated: animated)
    }
  }
}

extension CollectionView {
  /// Where scrolling to an item puts it (UICollectionView.ScrollPosition).
  public typealias ScrollPosition = CollectionCore.ScrollPosition
}

/// Where scrolling to an item puts it (UICollectionView.ScrollPosition).
public struct ScrollPosition: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a position from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Just enough scrolling to make the item visible.
  public static let none: ScrollPosition = []
  /// The item's top at the top of the viewport.
  public static let top = ScrollPosition(rawValue: 1)
  /// The item centred vertically.
  public static let centeredVertically = ScrollPosition(rawValue: 2)
  /// The item's bottom at the bottom of the viewport.
  public static let bottom = ScrollPosition(rawValue: 4)
  /// The item's left edge at the left of the viewport.
  public static let left = ScrollPosition(rawValue: 8)
  /// The item centred horizontally.
  public static let centeredHorizontally = ScrollPosition(rawValue: 16)
  /// The item's right edge at the right of the viewport.
  public static let right = ScrollPosition(rawValue: 32)
}
