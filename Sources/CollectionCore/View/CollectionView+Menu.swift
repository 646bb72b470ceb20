extension CollectionView {
  /// What an item's edit menu offers of some candidate actions, in their order, as the
  /// delegate decides (`shouldShowMenuForItemAt`, then `canPerformAction` for each, as
  /// UIMenuController asked): empty when the item gets no menu.
  public func menuActions(forItemAt indexPath: IndexPath, candidates: [EditAction])
    -> [EditAction]
  {
    layoutIfNeeded()
    guard isValidItem(indexPath), let delegate = collectionDelegate,
      delegate.collectionView(self, shouldShowMenuForItemAt: indexPath)
    else { return [] }
    return candidates.filter {
      delegate.collectionView(self, canPerformAction: $0, forItemAt: indexPath, withSender: nil)
    }
  }

  /// The user chose an action from an item's menu: the delegate performs it, if it can.
  public func performMenuAction(_ action: EditAction, forItemAt indexPath: IndexPath) {
    guard !menuActions(forItemAt: indexPath, candidates: [action]).isEmpty else { return }
    collectionDelegate?.collectionView(
      self, performAction: action, forItemAt: indexPath, withSender: nil)
  }
}
