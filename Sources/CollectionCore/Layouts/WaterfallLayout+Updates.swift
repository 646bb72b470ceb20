extension WaterfallLayout {
  /// Folds an invalidation into what the next `prepare()` must place again. Everything, unless
  /// the context only says the counts changed and says where: an interactive movement's step
  /// names the places the item left and took, and a batch update named its first change in
  /// `prepare(forCollectionViewUpdates:)` just before its context came. A context that requires
  /// `prepare()` for a reason of its own (a subclass's) places everything.
  func noteStaleness(of context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything {
      staleness = .everything
    } else if context.invalidateDataSourceCounts {
      if let moving = context.targetIndexPathsForInteractivelyMovingItems {
        let places = moving + (context.previousIndexPathsForInteractivelyMovingItems ?? [])
        markStale(from: places.min() ?? IndexPath(item: 0, section: 0))
      } else if !updateNamedItsChanges {
        staleness = .everything
      }
    } else if context.requiresPrepare {
      staleness = .everything
    }
  }

  /// Notes the first item a batch update may move: the least index path any of its items names
  /// before or after the update (a section's change from the section's first item). Every item
  /// before it is where it was: deletes and moves take nothing from before it, inserts and moves
  /// put nothing there. An empty batch (the way to have a layout ask its delegate again)
  /// places everything.
  func noteFirstChange(of updateItems: [CollectionViewUpdateItem]) {
    var first: IndexPath?
    for update in updateItems {
      for path in [update.indexPathBeforeUpdate, update.indexPathAfterUpdate] {
        guard var path else { continue }
        if path.item == IndexPath.notFound { path.item = 0 }
        if first.map({ path < $0 }) ?? true { first = path }
      }
    }
    if let first { markStale(from: first) } else { staleness = .everything }
    updateNamedItsChanges = true
  }

  /// Lowers what is stale to start at `path` at the latest.
  func markStale(from path: IndexPath) {
    switch staleness {
    case .everything: break
    case .from(let earlier): staleness = .from(min(earlier, path))
    case nil: staleness = .from(path)
    }
  }
}
