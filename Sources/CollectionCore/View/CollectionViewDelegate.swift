/// Hears about display, highlight, selection, focus, the edit menu and layout transitions
/// (UICollectionViewDelegate), and — as a `ScrollViewDelegate` — about scrolling; every method
/// is optional.
///
/// A tap runs, as UIKit's Collection View Programming Guide draws it: on touch down
/// `shouldHighlightItemAt` → `didHighlightItemAt`; on touch up over the same item
/// `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item with multiple selection)
/// → `didUnhighlightItemAt` → `didSelectItemAt` (or `didDeselectItemAt`); a touch that moves
/// off, becomes a scroll or is taken by another gesture only unhighlights. None of these is
/// called when code selects or deselects.
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// A cell is about to be shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A cell left the screen and went back to its reuse queue.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A supplementary view (a header, a footer, a badge) is about to be shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A supplementary view left the screen and went back to its reuse queue.
  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
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
  /// Whether focus may move to an item (by default the collection view's `allowsFocus`).
  func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
  /// The item focus goes to when it enters the collection view, unless it remembers the last
  /// one (indexPathForPreferredFocusedViewInCollectionView:).
  func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?
  /// Whether focus moving to an item selects it (by default the collection view's
  /// `selectionFollowsFocus`).
  func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool
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
  /// Where an item being moved by the user goes instead of where the layout proposes
  /// (collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:
  /// toProposedIndexPath:)): return the proposal, the current place to stay, or another one.
  func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// The layout object that runs an interactive transition between two layouts
  /// (collectionView:transitionLayoutForOldLayout:newLayout:): return an instance of your own
  /// `CollectionViewTransitionLayout` subclass to shape the transition.
  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout
}

extension CollectionViewDelegate {
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
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
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
  /// The collection view's `allowsFocus`.
  public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  { collectionView.allowsFocus }
  /// None: focus enters at the focus engine's choice.
  public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    nil
  }
  /// The collection view's `selectionFollowsFocus`.
  public func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool { collectionView.selectionFollowsFocus }
  /// The proposal.
  public func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
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
  /// A plain `CollectionViewTransitionLayout` from the old layout to the new.
  public func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
}
