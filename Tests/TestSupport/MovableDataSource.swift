import CollectionCore

/// A data source whose model is sections of named items that can be reordered: cells are
/// labelled with their item's name, every item may move (unless `movable` says no) and
/// `moveItemAt` reorders the model, so tests can compare the order shown with a model's.
public final class MovableDataSource: CollectionViewDataSource {
  /// The items of each section, in order.
  public var sections: [[String]]
  /// Whether an item may move; every one by default.
  public var movable: (IndexPath) -> Bool = { _ in true }
  /// The moves the collection view reported, in order.
  public private(set) var moves: [(from: IndexPath, to: IndexPath)] = []

  /// Creates a model of sections of items named `s.i` (`0.0`, `0.1`, …).
  public init(counts: [Int]) {
    sections = counts.enumerated().map { s, n in (0..<n).map { "\(s).\($0)" } }
  }

  /// The number of sections.
  public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  /// The items in a section.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  /// A cell labelled with the item's name.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  /// As `movable` says.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { movable(indexPath) }

  /// Reorders the model and records the move.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
  }

  /// The names the cells on screen show, by the index path they are shown at.
  public func shownLabels(in collectionView: CollectionView) -> [IndexPath: String] {
    var labels: [IndexPath: String] = [:]
    for path in collectionView.indexPathsForVisibleItems {
      labels[path] = collectionView.cellForItem(at: path)?.text
    }
    return labels
  }
}
