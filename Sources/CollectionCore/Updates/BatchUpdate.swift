/// The changes recorded inside one `performBatchUpdates` block, in UIKit's terms: deletes and
/// reloads name index paths before the update, inserts and move destinations name them after.
public struct BatchUpdate: Sendable {
  /// Items inserted (new index paths).
  public var insertedItems: [IndexPath] = []
  /// Items deleted (old index paths).
  public var deletedItems: [IndexPath] = []
  /// Items reloaded (old index paths).
  public var reloadedItems: [IndexPath] = []
  /// Items moved (old → new).
  public var movedItems: [(from: IndexPath, to: IndexPath)] = []
  /// Sections inserted (new indices).
  public var insertedSections: [Int] = []
  /// Sections deleted (old indices).
  public var deletedSections: [Int] = []
  /// Sections reloaded (old indices).
  public var reloadedSections: [Int] = []
  /// Sections moved (old → new).
  public var movedSections: [(from: Int, to: Int)] = []

  /// Creates an empty batch.
  public init() {}

  /// Whether nothing was recorded.
  public var isEmpty: Bool {
    insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
      && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty
  }

  /// The update items handed to the layout: deletes in descending order, then inserts in
  /// ascending order, then reloads and moves, as UIKit orders them.
  public func updateItems() -> [CollectionViewUpdateItem] {
    var items: [CollectionViewUpdateItem] = []
    for s in deletedSections.sorted(by: >) {
      items.append(
        .init(updateAction: .delete, indexPathBeforeUpdate: .section(s), indexPathAfterUpdate: nil))
    }
    for p in deletedItems.sorted(by: >) {
      items.append(
        .init(updateAction: .delete, indexPathBeforeUpdate: p, indexPathAfterUpdate: nil))
    }
    for s in insertedSections.sorted() {
      items.append(
        .init(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: .section(s)))
    }
    for p in insertedItems.sorted() {
      items.append(
        .init(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: p))
    }
    for s in reloadedSections.sorted() {
      items.append(
        .init(
          updateAction: .reload, indexPathBeforeUpdate: .section(s),
          indexPathAfterUpdate: .section(s)))
    }
    for p in reloadedItems.sorted() {
      items.append(.init(updateAction: .reload, indexPathBeforeUpdate: p, indexPathAfterUpdate: p))
    }
    for m in movedSections {
      items.append(
        .init(
          updateAction: .move, indexPathBeforeUpdate: .section(m.from),
          indexPathAfterUpdate: .section(m.to)))
    }
    for m in movedItems {
      items.append(
        .init(updateAction: .move, indexPathBeforeUpdate: m.from, indexPathAfterUpdate: m.to))
    }
    return items
  }
}
