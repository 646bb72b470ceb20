/// One change of a batch update, as the layout sees it (UICollectionViewUpdateItem).
///
/// Section operations carry an index path whose `item` is `IndexPath.notFound`, as in UIKit.
public struct CollectionViewUpdateItem: Hashable, Sendable, CustomStringConvertible {
  /// What happened (UICollectionUpdateAction).
  public enum Action: Hashable, Sendable {
    /// Inserted: only `indexPathAfterUpdate` is set.
    case insert
    /// Deleted: only `indexPathBeforeUpdate` is set.
    case delete
    /// Reloaded: both are set, and equal.
    case reload
    /// Moved from `indexPathBeforeUpdate` to `indexPathAfterUpdate`.
    case move
  }

  /// The kind of change.
  public var updateAction: Action
  /// Where the element was before the update, if it existed.
  public var indexPathBeforeUpdate: IndexPath?
  /// Where the element is after the update, if it still exists.
  public var indexPathAfterUpdate: IndexPath?

  /// Creates an update item.
  public init(
    updateAction: Action, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?
  ) {
    self.updateAction = updateAction
    self.indexPathBeforeUpdate = indexPathBeforeUpdate
    self.indexPathAfterUpdate = indexPathAfterUpdate
  }

  /// Whether the change concerns a whole section.
  public var isSectionOperation: Bool {
    (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == IndexPath.notFound
  }

  /// A short description such as `insert → [0, 12]`.
  public var description: String {
    let before = indexPathBeforeUpdate.map { "\($0)" } ?? "—"
    let after = indexPathAfterUpdate.map { "\($0)" } ?? "—"
    return "\(updateAction) \(before) → \(after)"
  }
}

extension IndexPath {
  /// The item value that marks a whole-section index path (NSNotFound).
  public static let notFound = Int.max

  /// The index path that stands for a whole section in update items.
  public static func section(_ section: Int) -> IndexPath {
    IndexPath(item: notFound, section: section)
  }
}
