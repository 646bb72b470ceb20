import CollectionCore

/// A data source whose model is a mutable array of item counts per section.
///
/// Cells are dequeued from the "cell" queue and labelled with `label(indexPath)` (the item number
/// unless replaced). Every cell ever handed out is remembered, so tests can sum up their counters.
public final class TestDataSource: CollectionViewDataSource {
  /// Items per section; change it first, then tell the collection view.
  public var counts: [Int]
  /// The label given to the cell of an index path.
  public var label: (IndexPath) -> String = { "\($0.item)" }
  /// Every distinct cell handed out by `cellForItemAt`.
  public private(set) var cellsSeen: [ObjectIdentifier: CountingCell] = [:]
  /// How many times a cell was asked for.
  public private(set) var cellRequests = 0
  /// How many times a supplementary view was asked for.
  public private(set) var supplementaryRequests = 0

  /// Creates a data source with item counts per section.
  public init(counts: [Int]) { self.counts = counts }

  /// The number of sections.
  public func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  /// The items in a section.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  /// A labelled cell from the "cell" queue.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    cellRequests += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = label(indexPath)
    if let counting = cell as? CountingCell { cellsSeen[ObjectIdentifier(counting)] = counting }
    return cell
  }

  /// A header ("H0") or footer ("F0") from the "supplementary" queue.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    supplementaryRequests += 1
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    view.text = "\(kind == ElementKind.sectionHeader ? "H" : "F")\(indexPath.section)"
    return view
  }

  /// The sum of `prepareForReuse()` calls over every cell ever handed out.
  public var totalPrepareForReuse: Int {
    cellsSeen.values.reduce(0) { $0 + $1.prepareForReuseCount }
  }
}
