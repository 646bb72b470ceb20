/// Hears about scrolling, display, highlight, selection, focus and the edit menu
/// (UICollectionViewDelegate); every method is optional.
///
/// A tap runs, as UIKit's Collection View Programming Guide draws it: on touch down
/// `shouldHighlightItemAt` → `didHighlightItemAt`; on touch up over the same item
/// `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item with multiple selection)
/// → `didUnhighlightItemAt` → `didSelectItemAt` (or `didDeselectItemAt`); a touch that moves
/// off, becomes a scroll or is taken by another gesture only unhighlights. None of these is
/// called when code selects or deselects.
public protocol CollectionViewDelegate: AnyObject {
  /// The content offset changed (scrollViewDidScroll:).
  func collectionViewDidScroll(_ collectionView: CollectionView)
  /// A cell is about to be shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A cell left the screen and went back to its reuse queue.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// An animated `setContentOffset` came to rest (scrollViewDidEndScrollingAnimation:).
  func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionView)
  /// A scroll gesture began (scrollViewWillBeginDragging:).
  func collectionViewWillBeginDragging(_ collectionView: CollectionView)
  /// A scroll gesture is ending with a velocity (points per second) and will come to rest at
  /// `targetContentOffset`, which the delegate may change (scrollViewWillEndDragging:…).
  func collectionViewWillEndDragging(
    _ collectionView: CollectionView, withVelocity velocity: Point,
    targetContentOffset: inout Point)
  /// A scroll gesture ended; `willDecelerate` when the view moves on to rest somewhere else
  /// (scrollViewDidEndDragging:willDecelerate:).
  func collectionViewDidEndDragging(_ collectionView: CollectionView, willDecelerate: Bool)
  /// The coast (or bounce) after a gesture came to rest (scrollViewDidEndDecelerating:).
  func collectionViewDidEndDecelerating(_ collectionView: CollectionView)
  /// Whether a touch going down on an item highlights it; `false` skips selection altogether.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  /// An item was highlighted by a touch.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// An item's highlight went (the touch ended, moved off or was cancelled).
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether the user may select an item.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected an item.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether the user may deselect an item.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The user deselected an item.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether focus may move to an item.
  func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
  /// Whether a long press or a secondary click on an item shows the edit menu.
  func collectionView(
    _ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool
  /// Whether the edit menu offers an action for an item.
  func collectionView(
    _ collectionView: CollectionView, canPerformAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool
  /// The user chose an action from an item's edit menu.
  func collectionView(
    _ collectionView: CollectionView, performAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?)
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionViewDidScroll(_ collectionView: CollectionView) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionView) {}
  /// Does nothing.
  public func collectionViewWillBeginDragging(_ collectionView: CollectionView) {}
  /// Does nothing.
  public func collectionViewDidEndDragging(_ collectionView: CollectionView, willDecelerate: Bool) {
  }
  /// Keeps the target.
  public func collectionViewWillEndDragging(
    _ collectionView: CollectionView, withVelocity velocity: Point,
    targetContentOffset: inout Point
  ) {}
  /// Does nothing.
  public func collectionViewDidEndDecelerating(_ collectionView: CollectionView) {}
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// True.
  public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// False: no menu unless the delegate asks for one, as in UIKit.
  public func collectionView(
    _ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// False.
  public func collectionView(
    _ collectionView: CollectionView, canPerformAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, performAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}
}
