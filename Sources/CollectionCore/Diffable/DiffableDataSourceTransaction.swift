/// What a reorder by the user changed (NSDiffableDataSourceTransaction): the snapshots before
/// and after, the difference between their items, and the same for each section it touched.
public struct DiffableDataSourceTransaction<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
> {
  /// The data before the reorder.
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
  /// The data after it.
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
  /// Every item's change, section by section flattened (a removal and an insertion of the moved
  /// item, associated as a move).
  public let difference: CollectionDifference<ItemID>
  /// The sections the reorder touched, each on its own.
  public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionID, ItemID>]
}

/// What a reorder changed in one section (NSDiffableDataSourceSectionTransaction).
public struct DiffableDataSourceSectionTransaction<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
> {
  /// The section.
  public let sectionIdentifier: SectionID
  /// Its items before, as a section snapshot (an outline's tree where it has one).
  public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemID>
  /// Its items after.
  public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemID>
  /// The change of its items, in the order they show.
  public let difference: CollectionDifference<ItemID>
}
