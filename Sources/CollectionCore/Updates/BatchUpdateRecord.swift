/// What the last batch update did, kept for an inspector: the update items the layout was
/// given and the map from old index paths to new ones.
public struct BatchUpdateRecord: Sendable {
  /// The update items, as `prepare(forCollectionViewUpdates:)` received them.
  public var updateItems: [CollectionViewUpdateItem]
  /// Old index paths to new ones (and back).
  public var mapping: IndexPathMapping

  /// Creates a record.
  public init(updateItems: [CollectionViewUpdateItem], mapping: IndexPathMapping) {
    self.updateItems = updateItems
    self.mapping = mapping
  }

  /// The old → new map of the first section that changed, as runs of items that moved by the
  /// same amount (`[0, 3]–[0, 11] → [0, 4]–[0, 12]`), deletions (`[0, 2] → deleted`) and
  /// insertions (`inserted → [0, 0]`), at most `limit` lines; items that kept their index path
  /// are left out.
  public func indexMapSummary(limit: Int = 8) -> [String] {
    var lines: [String] = []
    let sections = max(mapping.oldCounts.count, mapping.newCounts.count)
    // Walking every item of a ten-million-item section would stall a frame: look at the
    // first items of each section only.
    let scanLimit = 4096
    for section in 0..<sections where lines.count < limit {
      let oldCount = section < mapping.oldCounts.count ? mapping.oldCounts[section] : 0
      var run: (from: IndexPath, to: IndexPath?, delta: Int, count: Int)?
      func flush() {
        guard let r = run else { return }
        let first = r.from
        let last = IndexPath(item: first.item + r.count - 1, section: first.section)
        let source = r.count == 1 ? "\(first)" : "\(first)–\(last)"
        if let to = r.to {
          let end = IndexPath(item: to.item + r.count - 1, section: to.section)
          lines.append("\(source) → " + (r.count == 1 ? "\(to)" : "\(to)–\(end)"))
        } else {
          lines.append("\(source) → deleted")
        }
        run = nil
      }
      for item in 0..<min(oldCount, scanLimit) where lines.count < limit {
        let old = IndexPath(item: item, section: section)
        let new = mapping.newIndexPath(forOld: old)
        if let new, new == old {
          flush()
          continue
        }
        let delta = new.map { $0.item - item } ?? Int.min
        if let r = run, r.delta == delta, r.to?.section == new?.section,
          r.from.item + r.count == item
        {
          run!.count += 1
        } else {
          flush()
          run = (old, new, delta, 1)
        }
      }
      flush()
      if oldCount > scanLimit, lines.count < limit {
        lines.append("… \(section): first \(scanLimit) items shown")
      }
    }
    return Array(lines.prefix(limit))
  }
}
