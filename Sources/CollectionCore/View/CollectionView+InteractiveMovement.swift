extension CollectionView {
  /// The item being moved interactively, where it is now in the order shown; `nil` when no
  /// movement is in progress.
  public var indexPathForInteractivelyMovingItem: IndexPath? { movement?.current }

  /// Lifts an item so the user can move it (beginInteractiveMovementForItemAtIndexPath:):
  /// `false` when the data source refuses (`canMoveItemAt`), the item does not exist or a
  /// movement is already in progress. The item is drawn where the layout's
  /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` puts it, animated.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    layoutIfNeeded()
    let layout = collectionViewLayout
    guard movement == nil, isValidItem(indexPath), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath),
      let slot = layout.layoutAttributesForItem(at: indexPath)
    else { return false }
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    movement = InteractiveMovement(
      original: indexPath, current: indexPath, position: slot.center, dataSourceCounts: counts)
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forInteractivelyMovingItems: [indexPath], withTargetPosition: slot.center,
        previousIndexPaths: [indexPath], previousPosition: slot.center))
    relayoutForMovement(snapshot: snapshot, from: fromOffset, mapping: nil, label: "lift")
    applyItemStatesToVisibleCells()
    return true
  }

  /// Moves the lifted item to a position in content coordinates
  /// (updateInteractiveMovementTargetPosition:). When the layout's
  /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` names another place, the item
  /// takes it at once in the order shown and the other items glide aside, animated; the data
  /// source hears nothing until the movement ends.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: Point) {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    guard var m = movement, !targetPosition.x.isNaN, !targetPosition.y.isNaN else { return }
    layoutIfNeeded()
    let layout = collectionViewLayout
    let previousPosition = m.position
    m.position = targetPosition
    movement = m
    var proposed = layout.targetIndexPath(
      forInteractivelyMovingItem: m.current, withPosition: targetPosition)
    if proposed != m.current, let delegate = collectionDelegate {
      proposed = delegate.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.original,
        atCurrentIndexPath: m.current, toProposedIndexPath: proposed)
    }
    guard proposed != m.current, isValidItem(proposed),
      let mapping = movementMapping(from: m.current, to: proposed)
    else {
      layout.invalidateLayout(
        with: layout.invalidationContext(
          forInteractivelyMovingItems: [m.current], withTargetPosition: targetPosition,
          previousIndexPaths: [m.current], previousPosition: previousPosition))
      needsLayout = true
      layoutIfNeeded()
      return
    }
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    let previous = m.current
    counts = mapping.newCounts
    remapItemStates(with: mapping)
    upkeep.prefetcher.remap(with: mapping)
    m.current = proposed
    movement = m
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forInteractivelyMovingItems: [proposed], withTargetPosition: targetPosition,
        previousIndexPaths: [previous], previousPosition: previousPosition))
    relayoutForMovement(snapshot: snapshot, from: fromOffset, mapping: mapping, label: "move")
  }

  /// Drops the lifted item where it is (endInteractiveMovement): the data source is told of the
  /// move (`moveItemAt(_:to:)`, once, from where it began to where it ended) and the item
  /// settles into its place, animated.
  public func endInteractiveMovement() {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    guard let m = movement else { return }
    layoutIfNeeded()
    let layout = collectionViewLayout
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    movement = nil
    if m.original != m.current {
      dataSource?.collectionView(self, moveItemAt: m.original, to: m.current)
    }
    layout.invalidateLayout(
      with: layout.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: [m.current], previousIndexPaths: [m.original], movementCancelled: false))
    if readCounts() != counts {
      // The data source did not follow the move: start again from what it says.
      reloadData()
      return
    }
    relayoutForMovement(snapshot: snapshot, from: fromOffset, mapping: nil, label: "drop")
    applyItemStatesToVisibleCells()
  }

  /// Puts the lifted item back where it began (cancelInteractiveMovement): the other items
  /// glide back too, and the data source hears nothing.
  public func cancelInteractiveMovement() {
    beginDeferringInvariantChecks()
    defer { endDeferringInvariantChecks() }
    guard let m = movement else { return }
    layoutIfNeeded()
    let layout = collectionViewLayout
    let snapshot = takeSnapshot()
    let fromOffset = presentedContentOffset
    let mapping = m.current == m.original ? nil : movementMapping(from: m.current, to: m.original)
    if let mapping {
      counts = mapping.newCounts
      remapItemStates(with: mapping)
      upkeep.prefetcher.remap(with: mapping)
    }
    movement = nil
    layout.invalidateLayout(
      with: layout.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: [m.original], previousIndexPaths: [m.current], movementCancelled: true))
    relayoutForMovement(snapshot: snapshot, from: fromOffset, mapping: mapping, label: "put back")
    applyItemStatesToVisibleCells()
  }

  /// The data source's index path for an item of the order shown (they differ only while an
  /// item is being moved).
  func dataSourceIndexPath(forShown path: IndexPath) -> IndexPath {
    guard let movement else { return path }
    return movement.dataSourceIndexPath(forShown: path, shownCounts: counts)
  }

  /// The mapping of one item moving from one place to another in the order shown.
  func movementMapping(from: IndexPath, to: IndexPath) -> IndexPathMapping? {
    var update = BatchUpdate()
    update.movedItems = [(from, to)]
    var newCounts = counts
    if from.section != to.section {
      newCounts[from.section] -= 1
      newCounts[to.section] += 1
    }
    return try? IndexPathMapping(oldCounts: counts, newCounts: newCounts, update: update)
  }

  /// Animates everything from the snapshot to the layout's new attributes, the views re-keyed
  /// by the mapping (the lifted item and those it passed), on an animation of its own.
  func relayoutForMovement(
    snapshot: [ObjectIdentifier: LayoutAttributes], from fromOffset: Point,
    mapping: IndexPathMapping?, label: String
  ) {
    prepareLayoutIfNeeded()
    animateRelayout(
      snapshot: snapshot, presentedOffsetBefore: fromOffset, label: label,
      mapKey: { key in
        guard let mapping, key.category == .cell else { return key }
        return mapping.newIndexPath(forOld: key.indexPath).map(ElementKey.cell)
      },
      appearing: { _ in nil }, disappearing: { _ in nil }, completion: nil)
    applyItemStatesToVisibleCells()
  }

  /// The layout's attributes in a rect with the lifted item replaced by where it is held.
  func applyingInteractiveMovement(_ attributes: [LayoutAttributes], in rect: Rect)
    -> [LayoutAttributes]
  {
    guard let movement else { return attributes }
    var result = attributes.filter { $0.key != .cell(movement.current) }
    if let lifted = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
      at: movement.current, withTargetPosition: movement.position)
    {
      result.append(lifted)
    }
    return result
  }
}
