/// The index paths a batch update touches, derived once from its update items so every layout
/// can ask "was this inserted?" without keeping its own sets (all sections, not just the first).
///
/// Deleted, reloaded and moved-from paths are as before the update; inserted and moved-to paths
/// as after it.
public struct UpdateIndexPaths: Hashable, Sendable {
  /// Items inserted (after the update).
  public private(set) var inserted: Set<IndexPath> = []
  /// Items deleted (before the update).
  public private(set) var deleted: Set<IndexPath> = []
  /// Items reloaded (before the update).
  public private(set) var reloaded: Set<IndexPath> = []
  /// Items moved: old index path → new.
  public private(set) var movedFrom = MoveTable()
  /// Items moved: new index path → old.
  public private(set) var movedTo = MoveTable()
  /// Sections inserted (after the update).
  public private(set) var insertedSections: Set<Int> = []
  /// Sections deleted (before the update).
  public private(set) var deletedSections: Set<Int> = []
  /// Sections reloaded.
  public private(set) var reloadedSections: Set<Int> = []
  /// Sections moved: old → new.
  public private(set) var movedSections: [Int: Int] = [:]
  /// The batch's whole index mapping (every item's old and new index path), when the collection
  /// view running the update hands it over.
  public private(set) var mapping: IndexPathMapping?

  /// No updates.
  public init() {}

  /// Sorts a batch's update items into sets, keeping the batch's index mapping if given.
  public init(_ items: [CollectionViewUpdateItem], mapping: IndexPathMapping? = nil) {
    self.mapping = mapping
    var froms: [IndexPath] = []
    var tos: [IndexPath] = []
    for item in items {
      let before = item.indexPathBeforeUpdate
      let after = item.indexPathAfterUpdate
      switch (item.updateAction, item.isSectionOperation) {
      case (.insert, true): if let after { insertedSections.insert(after.section) }
      case (.insert, false): if let after { inserted.insert(after) }
      case (.delete, true): if let before { deletedSections.insert(before.section) }
      case (.delete, false): if let before { deleted.insert(before) }
      case (.reload, true): if let before { reloadedSections.insert(before.section) }
      case (.reload, false): if let before { reloaded.insert(before) }
      case (.move, true):
        if let before, let after { movedSections[before.section] = after.section }
      case (.move, false):
        if let before, let after {
          froms.append(before)
          tos.append(after)
        }
      }
    }
    movedFrom = MoveTable(sources: froms, destinations: tos)
    movedTo = MoveTable(sources: tos, destinations: froms)
  }

  /// The batch the collection view runs: the item sets and moves are the mapping's own (made
  /// from the same batch, so they hold what its update items say) and only the sections'
  /// operations are read from the items, so a batch of a hundred thousand moves is not hashed
  /// again.
  init(batch items: [CollectionViewUpdateItem], sharing mapping: IndexPathMapping) {
    self.mapping = mapping
    inserted = mapping.insertedItems
    deleted = mapping.deletedItems
    reloaded = mapping.reloadedItems
    movedFrom = mapping.movedForward
    movedTo = mapping.movedBackward
    insertedSections = mapping.insertedSections
    deletedSections = mapping.deletedSections
    reloadedSections = mapping.reloadedSections
    for item in items where item.isSectionOperation && item.updateAction == .move {
      if let before = item.indexPathBeforeUpdate, let after = item.indexPathAfterUpdate {
        movedSections[before.section] = after.section
      }
    }
  }

  /// Whether nothing was recorded.
  public var isEmpty: Bool {
    var updates = self
    updates.mapping = nil
    return updates == UpdateIndexPaths()
  }

  /// Whether the item at a new index path appears because it or its section was inserted.
  public func isInserted(_ indexPath: IndexPath) -> Bool {
    inserted.contains(indexPath) || insertedSections.contains(indexPath.section)
  }

  /// Whether the item at an old index path goes because it or its section was deleted.
  public func isDeleted(_ indexPath: IndexPath) -> Bool {
    deleted.contains(indexPath) || deletedSections.contains(indexPath.section)
  }

  /// Where the item at a new index path was before the update: nil when it is new (inserted,
  /// or reloaded, which replaces the item), or when the batch's mapping is not known.
  public func indexPathBeforeUpdate(forItemAt indexPath: IndexPath) -> IndexPath? {
    guard let mapping, let old = mapping.oldIndexPath(forNew: indexPath),
      !mapping.isReloaded(old: old)
    else { return nil }
    return old
  }

  /// Where the item at an old index path is after the update: nil when it was deleted or
  /// reloaded, or when the batch's mapping is not known.
  public func indexPathAfterUpdate(forItemAt indexPath: IndexPath) -> IndexPath? {
    guard let mapping, !mapping.isReloaded(old: indexPath) else { return nil }
    return mapping.newIndexPath(forOld: indexPath)
  }
}
