extension CollectionView {
  /// Applies the changes recorded in `updates` as one animated batch
  /// (performBatchUpdates:completion:). Change the model first, inside the block, then record
  /// the matching inserts, deletes, reloads and moves.
  ///
  /// The batch is validated as UIKit validates it; a bad batch is a programmer's error and stops
  /// the program with UIKit's message (naming the section and the counts), as UIKit raises
  /// NSInternalInconsistencyException. `checkedPerformBatchUpdates(_:completion:)` throws instead.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    // A row swiped open closes when the data changes (its action may have deleted it).
    closeSwipeActions(animated: false)
    do { try checkedPerformBatchUpdates(updates, completion: completion) } catch {
      fatalError(error.message)
    }
  }

  /// `performBatchUpdates(_:completion:)` that throws a bad batch's error instead of stopping
  /// the program, and leaves the collection view exactly as it was: for a model that may
  /// disagree with its updates and recovers (with `reloadData()`, say).
  public func checkedPerformBatchUpdates(
    _ updates: () -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(BatchUpdateError) {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    layoutIfNeeded()
    // An update in the middle of an interactive movement first puts the lifted item back; one
    // in the middle of an interactive layout transition first completes it.
    if movement != nil { cancelInteractiveMovement() }
    if pendingUpdate == nil { completeInteractiveTransition() }
    let outer = pendingUpdate
    pendingUpdate = BatchUpdate()
    updates()
    let update = pendingUpdate ?? BatchUpdate()
    pendingUpdate = outer
    try apply(update, completion: completion)
  }

  /// Inserts items (insertItemsAtIndexPaths:); outside a batch it animates on its own.
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedItems += indexPaths }
  }

  /// Deletes items (deleteItemsAtIndexPaths:); outside a batch it animates on its own.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedItems += indexPaths }
  }

  /// Reloads items: their cells are fetched again and cross-fade (reloadItemsAtIndexPaths:).
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Moves an item (moveItemAtIndexPath:toIndexPath:).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Moves items as that many `moveItem(at:to:)` calls would, recorded at once: a diff's hundred
  /// thousand moves, one call each, spent more on the calls than on the moves.
  func moveItems(_ moves: [(from: IndexPath, to: IndexPath)]) {
    record { $0.movedItems += moves }
  }

  /// Inserts sections (insertSections:).
  public func insertSections(_ sections: [Int]) {
    record { $0.insertedSections += sections }
  }

  /// Deletes sections (deleteSections:).
  public func deleteSections(_ sections: [Int]) {
    record { $0.deletedSections += sections }
  }

  /// Reloads sections (reloadSections:).
  public func reloadSections(_ sections: [Int]) {
    record { $0.reloadedSections += sections }
  }

  /// Moves a section (moveSection:toSection:).
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  private func record(_ change: (inout BatchUpdate) -> Void) {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    if pendingUpdate != nil {
      change(&pendingUpdate!)
      return
    }
    layoutIfNeeded()
    if movement != nil { cancelInteractiveMovement() }
    completeInteractiveTransition()
    var update = BatchUpdate()
    change(&update)
    // Outside a batch a bad update stops the program too, as UIKit raises.
    do { try apply(update, completion: nil) } catch { fatalError(error.message) }
  }

  private func apply(_ update: BatchUpdate, completion: ((Bool) -> Void)?) throws(BatchUpdateError)
  {
    let newCounts = readCounts()
    let mapping = try IndexPathMapping(oldCounts: counts, newCounts: newCounts, update: update)
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    counts = newCounts
    remapItemStates(with: mapping)
    upkeep.prefetcher.remap(with: mapping)
    let layout = collectionViewLayout
    let items = update.updateItems()
    lastBatchUpdate = BatchUpdateRecord(updateItems: items, mapping: mapping)
    layout.attributesBeforeUpdate = attributesByKey(snapshot)
    log(.prepareForUpdates(items))
    layout.prepare(forUpdates: items, mapping: mapping)
    // As UIKit's: the counts changed, not everything. The layout has the update items (a
    // layout that knows where they begin, as the waterfall does, keeps what lies before).
    let context = type(of: layout).invalidationContextClass.init()
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    prepareLayoutIfNeeded()
    animateRelayout(
      snapshot: snapshot, presentedOffsetBefore: fromOffset, label: "batch update",
      mapKey: { key in
        switch key.category {
        case .cell:
          guard !mapping.isReloaded(old: key.indexPath),
            let path = mapping.newIndexPath(forOld: key.indexPath)
          else { return nil }
          return .cell(path)
        case .supplementaryView where layout.supplementaryViewsFollowItems(ofKind: key.kind):
          // A badge goes where its item goes, and with it when it is reloaded or deleted.
          guard !mapping.isReloaded(old: key.indexPath),
            let path = mapping.newIndexPath(forOld: key.indexPath)
          else { return nil }
          return ElementKey(category: .supplementaryView, kind: key.kind, indexPath: path)
        case .supplementaryView:
          guard !mapping.isReloaded(oldSection: key.indexPath.section),
            let section = mapping.newSection(forOld: key.indexPath.section)
          else { return nil }
          return ElementKey(
            category: .supplementaryView, kind: key.kind,
            indexPath: IndexPath(item: key.indexPath.item, section: section))
        case .decorationView:
          return key
        }
      },
      appearing: { self.appearingAttributes(for: $0) },
      disappearing: { self.disappearingAttributes(for: $0) },
      completion: completion)
    applyItemStatesToVisibleCells()
    log(.finalizeUpdates)
    layout.finalizeCollectionViewUpdates()
    // The items ahead are looked for again where the update put everything.
    if upkeep.prefetcher.isActive { prefetchAheadOfScroll() }
  }
}
