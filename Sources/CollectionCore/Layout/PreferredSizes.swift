/// The sizes cells measured for a layout that estimates them, by index path, and what they were
/// measured for.
struct PreferredSizes {
  /// The sizes, by section and item.
  private var bySection: [Int: [Int: Size]] = [:]
  /// The item counts the sizes belong to.
  private var counts: [Int] = []
  /// The width across the lines they were measured at.
  private var width: Double?
  /// Whether it keeps which items changed, for `takeChanges()`.
  private let tracksChanges: Bool
  /// The items whose sizes changed since `takeChanges()`, by section; `nil` when all may have
  /// (the sizes were forgotten or moved, or changes are not kept).
  private var changes: [Int: Set<Int>]?

  /// No sizes; with `tracksChanges`, it keeps which items are measured between two
  /// `takeChanges()` (a layout that resolves again only what changed).
  init(tracksChanges: Bool = false) { self.tracksChanges = tracksChanges }

  /// A measured size.
  subscript(path: IndexPath) -> Size? {
    get { bySection[path.section]?[path.item] }
    set {
      bySection[path.section, default: [:]][path.item] = newValue
      changes?[path.section, default: []].insert(path.item)
    }
  }

  /// The items whose sizes changed since the last call, by section (`nil`: any may have), and
  /// starts counting afresh.
  mutating func takeChanges() -> [Int: Set<Int>]? {
    defer { changes = tracksChanges ? [:] : nil }
    return changes
  }

  /// The sizes of one section.
  func sizes(inSection section: Int) -> [Int: Size] { bySection[section] ?? [:] }

  /// Forgets every size when the counts changed other than by a batch update (a reload) or the
  /// lines' width changed (text wraps anew).
  /// Returns whether it forgot.
  @discardableResult
  mutating func forgetIfStale(counts newCounts: [Int], width newWidth: Double) -> Bool {
    let stale = newCounts != counts || width.map({ abs($0 - newWidth) > 1e-9 }) ?? false
    if stale {
      bySection = [:]
      changes = nil
    }
    counts = newCounts
    width = newWidth
    return stale
  }

  /// Moves each size to its item's new index path.
  mutating func remap(with mapping: IndexPathMapping) {
    var moved: [Int: [Int: Size]] = [:]
    for (section, items) in bySection {
      for (item, size) in items {
        let old = IndexPath(item: item, section: section)
        guard !mapping.isReloaded(old: old), let new = mapping.newIndexPath(forOld: old) else {
          continue
        }
        moved[new.section, default: [:]][new.item] = size
      }
    }
    bySection = moved
    counts = mapping.newCounts
    changes = nil
  }
}
