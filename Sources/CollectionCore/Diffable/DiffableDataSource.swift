/// A data source driven by snapshots of identifiers (UICollectionViewDiffableDataSource): apply a
/// new snapshot and the collection view animates the difference — moves glide, inserts fade in,
/// deletes fade out — through one `performBatchUpdates`, so an invalid batch cannot happen.
///
/// It becomes the collection view's data source when created; keep a reference to it (the
/// collection view holds its data source weakly, as UIKit's does). The difference is computed
/// with Heckel's algorithm and minimal moves (see `SnapshotDifference`).
open class DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  CollectionViewDataSource
{
  /// Makes the cell for an item, usually with `dequeueReusableCell(withReuseIdentifier:for:)`;
  /// `nil` shows an empty cell.
  public typealias CellProvider = (CollectionView, IndexPath, ItemID) -> CollectionViewCell?
  /// Makes a supplementary view (a header, a footer) of a kind; `nil` shows nothing.
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) ->
    CollectionReusableView?
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionID, ItemID>

  /// The collection view this data source feeds.
  public private(set) weak var collectionView: CollectionView?
  /// Makes headers, footers and other supplementary views.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// The difference the last `apply` computed (`nil` before the first).
  public var lastDifference: SnapshotDifference? { _lastDifference }

  private let cellProvider: CellProvider
  /// The data the collection view shows.
  @usableFromInline var current = Snapshot()
  /// Storage for `lastDifference`.
  @usableFromInline var _lastDifference: SnapshotDifference?
  /// The section snapshots applied, by section.
  var sectionSnapshots: [SectionID: DiffableDataSourceSectionSnapshot<ItemID>] = [:]
  /// What the app decides when the user expands or collapses an outline's item
  /// (sectionSnapshotHandlers).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemID>()
  /// What the app decides and hears when the user reorders items (reorderingHandlers).
  public var reorderingHandlers = ReorderingHandlers()

  /// Creates the data source and makes it the collection view's data source.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// A copy of the data as the collection view shows it now.
  public func snapshot() -> Snapshot { current }

  /// Makes `snapshot` the data (apply(_:animatingDifferences:completion:)): the difference runs
  /// as one batch update, animated or — with `animatingDifferences: false` — at once, as UIKit
  /// applies it since iOS 15; either way the selection, focus and cells that stay are kept.
  /// `completion` runs when the update has ended. `applySnapshotUsingReloadData(_:completion:)`
  /// reloads instead. Inlinable, so the difference is computed by code specialized for the
  /// identifier types.
  @inlinable public final func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let difference = SnapshotDifference(from: current, to: snapshot)
    _lastDifference = difference
    guard !animatingDifferences, let cv = collectionView else {
      commit(snapshot, difference, completion: completion)
      return
    }
    // Nothing shown yet: nothing to keep, and a reload is the same picture for less.
    if current.numberOfSections == 0 {
      applySnapshotUsingReloadData(snapshot, completion: completion)
      return
    }
    cv.performWithoutAnimation { commit(snapshot, difference, completion: completion) }
  }

  /// Makes a snapshot the data and runs its difference as one batch update.
  @usableFromInline final func commit(
    _ snapshot: Snapshot, _ difference: SnapshotDifference, completion: (() -> Void)?
  ) {
    keepSectionSnapshots(showing: snapshot)
    let stored = snapshot.withoutMarks
    perform(difference, completion: completion) { current = stored }
  }

  /// Keeps the section snapshots of the sections that still show exactly their visible items in
  /// `snapshot`: those whose items it did not change (a comparison of the arrays' storage when
  /// `snapshot` came from this data source's and left the section alone).
  final func keepSectionSnapshots(showing snapshot: Snapshot) {
    guard !sectionSnapshots.isEmpty else { return }
    sectionSnapshots = sectionSnapshots.filter {
      snapshot.itemIdentifiers(inSection: $0.key) == current.itemIdentifiers(inSection: $0.key)
    }
  }

  /// Runs a difference as one batch update whose updates change the data (`updateData`), or —
  /// when the collection view is not this data source's — changes the data and reloads.
  final func perform(
    _ difference: SnapshotDifference, completion: (() -> Void)?,
    updatingData updateData: () -> Void
  ) {
    guard let cv = collectionView, cv.dataSource === self else {
      updateData()
      collectionView?.reloadData()
      completion?()
      return
    }
    var updated = false
    do {
      try cv.checkedPerformBatchUpdates(
        {
          updateData()
          updated = true
          let u = difference.batchUpdate
          cv.deleteSections(u.deletedSections)
          cv.insertSections(u.insertedSections)
          cv.reloadSections(u.reloadedSections)
          for m in u.movedSections { cv.moveSection(m.from, toSection: m.to) }
          cv.deleteItems(at: u.deletedItems)
          cv.insertItems(at: u.insertedItems)
          cv.reloadItems(at: u.reloadedItems)
          cv.moveItems(u.movedItems)
        }, completion: { _ in completion?() })
    } catch {
      // The difference always validates; should the collection view disagree, show the data.
      if !updated { updateData() }
      cv.reloadData()
      completion?()
      return
    }
    cv.reconfigureItems(at: difference.reconfiguredItems)
  }

  /// Makes `snapshot` the data and reloads the collection view without diffing
  /// (applySnapshotUsingReloadData:completion:): every cell is asked for again and the
  /// selection goes, as after `reloadData()`.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    _lastDifference = SnapshotDifference(from: current, to: snapshot)
    keepSectionSnapshots(showing: snapshot)
    current = snapshot.withoutMarks
    collectionView?.reloadData()
    completion?()
  }

  // MARK: Section snapshots

  /// The items of one section as a (possibly nested) section snapshot: the one last applied to
  /// it, or its items as a flat list.
  public func snapshot(for section: SectionID) -> DiffableDataSourceSectionSnapshot<ItemID> {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = DiffableDataSourceSectionSnapshot<ItemID>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Makes a section show a section snapshot's visible items (those whose parents are all
  /// expanded), appending the section if it is new, and animates the difference: expanding a
  /// parent inserts its children, collapsing deletes them
  /// (apply(_:to:animatingDifferences:completion:)). Stops the program, as UIKit raises, when an
  /// item of it is already in another section; `checkedApply(_:to:animatingDifferences:completion:)`
  /// throws instead.
  public func apply(
    _ sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemID>, to section: SectionID,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    do {
      try checkedApply(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        completion: completion)
    } catch { error.raise() }
  }

  /// `apply(_:to:animatingDifferences:completion:)` that throws, changing nothing, when an item
  /// of the section snapshot is already in another section.
  public func checkedApply(
    _ sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemID>, to section: SectionID,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) throws(DiffableDataSourceError) {
    let items = sectionSnapshot.visibleItems
    if current.contains(section: section) {
      try replaceItems(
        inSection: section, with: items, animatingDifferences: animatingDifferences,
        completion: completion)
    } else {
      var next = current
      next.appendSections([section])
      try next.replaceItems(inSection: section, with: items)
      apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }
    sectionSnapshots[section] = sectionSnapshot
    // A parent that expanded or collapsed keeps its cell: its state changes in place.
    collectionView?.itemStates.hasOutlines = true
    collectionView?.applyItemStatesToVisibleCells()
  }

  /// Makes a section the data source already shows show other items, animating the difference
  /// (what applying a section snapshot to it does). Only that section changes, so only its
  /// items are compared, and the snapshot is changed in place: only the items that arrive or
  /// leave are hashed, and nothing of the other sections is copied.
  private func replaceItems(
    inSection section: SectionID, with items: [ItemID], animatingDifferences: Bool,
    completion: (() -> Void)?
  ) throws(DiffableDataSourceError) {
    let s = current.indexOfSection(section)!
    let before = current.sectionItems[s]
    let difference = SnapshotDifference(itemsOfSection: s, from: before, to: items)
    let arriving = difference.batchUpdate.insertedItems.map { items[$0.item] }
    let leaving = difference.batchUpdate.deletedItems.map { before[$0.item] }
    try current.checkNotHeld(arriving)
    _lastDifference = difference
    // The section snapshot replaced no longer describes the section.
    sectionSnapshots[section] = nil
    let update = {
      self.current.replaceItems(inSection: s, with: items, arriving: arriving, leaving: leaving)
    }
    guard !animatingDifferences, let cv = collectionView else {
      perform(difference, completion: completion, updatingData: update)
      return
    }
    cv.performWithoutAnimation { perform(difference, completion: completion, updatingData: update) }
  }

  // MARK: Identifiers and index paths

  /// The item at an index path.
  @inlinable public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
    current.itemIdentifier(at: indexPath)
  }

  /// The index path of an item (inlinable, so the search compares identifiers with code
  /// specialized for their type).
  @inlinable public func indexPath(for itemIdentifier: ItemID) -> IndexPath? {
    current.indexPath(ofItem: itemIdentifier)
  }

  /// The section at an index.
  public func sectionIdentifier(for index: Int) -> SectionID? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of a section.
  public func index(for sectionIdentifier: SectionID) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: CollectionViewDataSource

  /// The number of sections in the current snapshot.
  open func numberOfSections(in collectionView: CollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the current snapshot.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.sectionItems.indices.contains(section) ? current.sectionItems[section].count : 0
  }

  /// The cell provider's cell for the item at an index path.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let item = current.itemIdentifier(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else { return CollectionViewCell() }
    return cell
  }

  /// Whether the user may move an item: only as `reorderingHandlers.canReorderItem` allows.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { canReorderItem(at: indexPath) }

  /// The user moved an item: the snapshot follows, and the reordering handlers hear of it.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { reorderItem(at: sourceIndexPath, to: destinationIndexPath) }

  /// The supplementary view provider's view.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    supplementaryViewProvider?(collectionView, kind, indexPath)
  }
}
