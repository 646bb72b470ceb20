import CollectionCore

/// A delegate that records highlight, selection and menu calls, in order, as lines such as
/// `shouldHighlight [0, 3]`, and answers the `should…` questions as told.
public final class InteractionRecordingDelegate: CollectionViewDelegate {
  /// Every call, in order.
  public var calls: [String] = []
  /// The answer to `shouldHighlightItemAt`.
  public var shouldHighlight: (IndexPath) -> Bool = { _ in true }
  /// The answer to `shouldSelectItemAt`.
  public var shouldSelect: (IndexPath) -> Bool = { _ in true }
  /// The answer to `shouldDeselectItemAt`.
  public var shouldDeselect: (IndexPath) -> Bool = { _ in true }
  /// The answer to `canFocusItemAt`.
  public var canFocus: (IndexPath) -> Bool = { _ in true }
  /// The actions the menu may offer; no menu when empty.
  public var menuActions: Set<EditAction> = []
  /// The answer to `indexPathForPreferredFocusedView(in:)`.
  public var preferredFocus: IndexPath?
  /// The answer to `selectionFollowsFocusForItemAt`; `nil` leaves it to the collection view.
  public var selectionFollowsFocus: ((IndexPath) -> Bool)?

  /// Creates a delegate that says yes to everything and offers no menu.
  public init() {}

  /// Records and answers.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldHighlight \(indexPath)")
    return shouldHighlight(indexPath)
  }
  /// Records.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) { calls.append("didHighlight \(indexPath)") }
  /// Records.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) { calls.append("didUnhighlight \(indexPath)") }
  /// Records and answers.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldSelect \(indexPath)")
    return shouldSelect(indexPath)
  }
  /// Records.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  { calls.append("didSelect \(indexPath)") }
  /// Records and answers.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldDeselect \(indexPath)")
    return shouldDeselect(indexPath)
  }
  /// Records.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) { calls.append("didDeselect \(indexPath)") }
  /// Answers.
  public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath)
    -> Bool
  { canFocus(indexPath) }
  /// Answers.
  public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    preferredFocus
  }
  /// Answers, or leaves it to the collection view.
  public func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool { selectionFollowsFocus?(indexPath) ?? collectionView.selectionFollowsFocus }
  /// A menu when any action is allowed.
  public func collectionView(
    _ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { !menuActions.isEmpty }
  /// As `menuActions` says.
  public func collectionView(
    _ collectionView: CollectionView, canPerformAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { menuActions.contains(action) }
  /// Records.
  public func collectionView(
    _ collectionView: CollectionView, performAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) { calls.append("perform \(action) \(indexPath)") }
}
