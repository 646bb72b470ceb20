import CollectionCore

/// The demo's model and data source: one section of numbered items (the book's `cellCount`).
public final class DemoDataSource: CollectionViewDataSource {
  /// The number of items.
  public var cellCount: Int

  /// Creates a data source with a number of items.
  public init(cellCount: Int) { self.cellCount = cellCount }

  /// The item count.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    cellCount
  }

  /// A reused or new cell labelled with its item number.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: DemoCell.reuseIdentifier, for: indexPath)
    cell.text = String(indexPath.item)
    return cell
  }
}
