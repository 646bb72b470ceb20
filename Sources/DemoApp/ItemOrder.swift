/// The items of one section in order, kept as runs of consecutive numbers: a section of ten
/// million items that was never reordered is one run, and each insert, delete or move in the
/// middle adds at most a few. Finding the item at an index is a binary search over the runs.
public struct ItemOrder: Hashable, Sendable {
  /// Items `first`, `first + 1`, … `first + count − 1` made in section `origin`.
  struct Run: Hashable, Sendable {
    var origin: Int
    var first: Int
    var count: Int
  }

  /// The runs, in order; none is empty.
  private(set) var runs: [Run]
  /// Where each run starts, by index.
  private var starts: [Int]

  /// Items 0 to `count − 1` of a section.
  public init(count: Int, origin: Int) {
    runs = count > 0 ? [Run(origin: origin, first: 0, count: count)] : []
    starts = count > 0 ? [0] : []
  }

  /// The number of items.
  public var count: Int { (runs.last?.count ?? 0) + (starts.last ?? 0) }

  /// The item at an index (which must exist).
  public func item(at index: Int) -> DemoItem {
    let r = run(containing: index)
    return DemoItem(origin: runs[r].origin, number: runs[r].first + index - starts[r])
  }

  /// Calls `body` with the items at the indices of `range` (which must exist), in order: run by
  /// run, with one search for the first (the waterfall's delegate asks a block at a time).
  public func forEach(in range: Range<Int>, _ body: (DemoItem) -> Void) {
    guard !range.isEmpty else { return }
    precondition(range.upperBound <= count, "\(range) out of 0..<\(count)")
    var r = run(containing: range.lowerBound)
    var index = range.lowerBound
    while index < range.upperBound {
      let run = runs[r]
      let end = min(range.upperBound, starts[r] + run.count)
      for i in index..<end { body(DemoItem(origin: run.origin, number: run.first + i - starts[r])) }
      index = end
      r += 1
    }
  }

  /// Every item, in order (for small sections and tests).
  public var items: [DemoItem] {
    runs.flatMap { run in
      (run.first..<run.first + run.count).map { DemoItem(origin: run.origin, number: $0) }
    }
  }

  /// One more than the highest number in the section (0 when it is empty): what a new item
  /// is numbered.
  public var nextNumber: Int {
    runs.reduce(0) { max($0, $1.first + $1.count) }
  }

  /// Inserts an item at an index (0 … count).
  public mutating func insert(_ item: DemoItem, at index: Int) {
    let single = Run(origin: item.origin, first: item.number, count: 1)
    if index == count {
      if let last = runs.last, last.origin == item.origin, last.first + last.count == item.number {
        runs[runs.count - 1].count += 1
      } else {
        runs.append(single)
      }
      rebuildStarts()
      return
    }
    let r = run(containing: index)
    let offset = index - starts[r]
    let run = runs[r]
    var replacement: [Run] = []
    if offset > 0 { replacement.append(Run(origin: run.origin, first: run.first, count: offset)) }
    replacement.append(single)
    replacement.append(
      Run(origin: run.origin, first: run.first + offset, count: run.count - offset))
    runs.replaceSubrange(r...r, with: replacement)
    normalize()
  }

  /// Removes and returns the item at an index (which must exist).
  @discardableResult
  public mutating func remove(at index: Int) -> DemoItem {
    let r = run(containing: index)
    let offset = index - starts[r]
    let run = runs[r]
    var replacement: [Run] = []
    if offset > 0 { replacement.append(Run(origin: run.origin, first: run.first, count: offset)) }
    if offset + 1 < run.count {
      replacement.append(
        Run(origin: run.origin, first: run.first + offset + 1, count: run.count - offset - 1))
    }
    runs.replaceSubrange(r...r, with: replacement)
    normalize()
    return DemoItem(origin: run.origin, number: run.first + offset)
  }

  /// The index of the run holding an index.
  private func run(containing index: Int) -> Int {
    precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= index { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Joins runs that continue each other and recomputes where they start.
  private mutating func normalize() {
    var joined: [Run] = []
    joined.reserveCapacity(runs.count)
    for run in runs where run.count > 0 {
      if let last = joined.last, last.origin == run.origin, last.first + last.count == run.first {
        joined[joined.count - 1].count += run.count
      } else {
        joined.append(run)
      }
    }
    runs = joined
    rebuildStarts()
  }

  private mutating func rebuildStarts() {
    starts = []
    starts.reserveCapacity(runs.count)
    var at = 0
    for run in runs {
      starts.append(at)
      at += run.count
    }
  }
}
