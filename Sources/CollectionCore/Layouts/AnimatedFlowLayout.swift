/// The flow layout of seed 000: the book's metrics, and inserted items that spin in from a
/// tenth of their size and deleted ones that spin out, fading.
///
/// Only the items the batch inserts or deletes animate this way (the base class's
/// `updateIndexPaths`, collected in `prepare(forCollectionViewUpdates:)` and cleared in
/// `finalizeCollectionViewUpdates()`, as the book's sets are); others get the default behaviour.
open class AnimatedFlowLayout: FlowLayout {
  /// Creates the layout with the book's metrics, scaled to terminal points
  /// (200×200 items with 13-point margins become 16×16 with 2).
  public override init() {
    super.init()
    itemSize = Size(width: 16, height: 16)
    sectionInset = EdgeInsets(all: 2)
    minimumInteritemSpacing = 2
    minimumLineSpacing = 2
  }

  /// Inserted items start invisible, at a tenth of their size, turned −45°.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard updateIndexPaths.isInserted(itemIndexPath),
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
    guard updateIndexPaths.isDeleted(itemIndexPath) else { return attributes }
    // The book asks layoutAttributesForItem(at:), which after the update describes the item
    // that took this place (or nothing, for the last one); where it was is what it means.
    guard var a = attributes ?? layoutAttributesForItem(at: itemIndexPath) else { return nil }
    a.alpha = 0
    a.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1).rotated(by: .pi / 4, x: 0, y: 0, z: 1)
    return a
  }
}
