/// An interactive movement in progress (beginInteractiveMovementForItem(at:)): the lifted item
/// where the data source has it and where it is now, and where the user holds it.
///
/// While it lasts, the collection view's item order is the data source's with one item moved
/// from `original` to `current`; the data source hears of the move only when it ends.
struct InteractiveMovement {
  /// The item's index path in the data source's order (when the movement began).
  var original: IndexPath
  /// The item's index path now, in the order shown.
  var current: IndexPath
  /// Where the user holds the item, in content coordinates.
  var position: Point
  /// The item counts per section of the data source's order.
  var dataSourceCounts: [Int]

  /// The data source's index path of an item in the order shown (`path` must exist there).
  func dataSourceIndexPath(forShown path: IndexPath, shownCounts: [Int]) -> IndexPath {
    guard original != current else { return path }
    if path == current { return original }
    var update = BatchUpdate()
    update.movedItems = [(current, original)]
    guard
      let mapping = try? IndexPathMapping(
        oldCounts: shownCounts, newCounts: dataSourceCounts, update: update)
    else { return path }
    return mapping.newIndexPath(forOld: path) ?? path
  }
}
