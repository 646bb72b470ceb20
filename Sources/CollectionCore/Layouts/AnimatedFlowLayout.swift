/// The flow layout of seed 000: the book's metrics, and inserted items that spin in from a
/// tenth of their size and deleted ones that spin out, fading.
///
/// Only the items collected in `prepare(forCollectionViewUpdates:)` animate this way; others
/// get the default behaviour. The sets are cleared in `finalizeCollectionViewUpdates()`.
open class AnimatedFlowLayout: FlowLayout {
  /// The items inserted by the batch being animated.
  public private(set) var insertedRowSet: Set<Int> = []
  /// The items deleted by the batch being animated.
  public private(set) var deletedRowSet: Set<Int> = []

  /// Creates the layout with the book's metrics, scaled to terminal points
  /// (200×200 items with 13-point margins become 16×16 with 2).
  public override init() {
    super.init()
    itemSize = Size(width: 16, height: 16)
    sectionInset = EdgeInsets(all: 2)
    minimumInteritemSpacing = 2
    minimumLineSpacing = 2
  }

  /// Collects the inserted and deleted items of the batch.
  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for update in updateItems {
      if update.updateAction == .insert, let p = update.indexPathAfterUpdate {
        insertedRowSet.insert(p.item)
      }
      if update.updateAction == .delete, let p = update.indexPathBeforeUpdate {
        deletedRowSet.insert(p.item)
      }
    }
  }

  /// Forgets the batch's items.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedRowSet.removeAll()
    deletedRowSet.removeAll()
  }

  /// Inserted items start invisible, at a tenth of their size, turned −45°.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard insertedRowSet.contains(itemIndexPath.item),
      var a = layoutAttributesForItem(at: itemIndexPath)
    else { return attributes }
    a.alpha = 0
    a.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1).rotated(by: -.pi / 4, x: 0, y: 0, z: 1)
    return a
  }

  /// Deleted items end invisible, at a tenth of their size, turned +45°.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard deletedRowSet.contains(itemIndexPath.item) else { return attributes }
    // The book asks layoutAttributesForItem(at:), which after the update describes the item
    // that took this place (or nothing, for the last one); where it was is what it means.
    guard var a = attributes ?? layoutAttributesForItem(at: itemIndexPath) else { return nil }
    a.alpha = 0
    a.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1).rotated(by: .pi / 4, x: 0, y: 0, z: 1)
    return a
  }
}
