/// A run of a waterfall section's blocks placed one after another by the shortest-column rule,
/// from the columns it started with: the section's top for a run from its first block, level
/// columns anywhere else (a run a jump made in a section placed lazily). For each block it keeps
/// a checkpoint — the column heights before the block's first item, that item's top and the
/// lowest bottom reached by the block's end — and the columns after its last block, so it can go
/// on placing exactly where it stopped.
///
/// Numbers are kept as placed; `shift` is added to each when read (how far the run moved since,
/// when an estimate above it was put right), so a run that never moved reads exactly what it
/// placed.
struct WaterfallRun {
  /// The first block.
  let firstBlock: Int
  /// The column heights before each block's first item: `columnCount` a block.
  private(set) var checkpoints: [Double] = []
  /// Each block's first item's top (never less than the one before).
  private(set) var tops: [Double] = []
  /// The lowest bottom of the items up to the end of each block (never less than the one
  /// before).
  private(set) var reaches: [Double] = []
  /// The columns after the last block.
  private(set) var end: WaterfallColumns
  /// Where the columns started, as placed.
  let start: Double
  /// Added to every number read: how far the run moved since it was placed.
  var shift = 0.0

  /// A run at a block with no items placed yet, its columns at `top`.
  init(firstBlock: Int, columnCount: Int, top: Double, lineSpacing: Double) {
    self.firstBlock = firstBlock
    start = top
    end = WaterfallColumns(count: columnCount, top: top, lineSpacing: lineSpacing)
  }

  /// The number of blocks placed.
  var blockCount: Int { tops.count }
  /// The block after the last one placed.
  var endBlock: Int { firstBlock + tops.count }
  /// Where the run's columns start.
  var top: Double { moved(start) }
  /// The lowest bottom of its items (its top while it has none).
  var bottom: Double { moved(end.lowest) }
  /// Where its next item would start: its shortest column.
  var nextTop: Double { moved(end.heights.min() ?? start) }
  /// The tallest column after its last item, less the line spacing (how a section ends).
  var tallestColumn: Double { moved((end.heights.max() ?? start) - end.lineSpacing) }

  /// A number as placed, moved by `shift` (exactly itself while the run has not moved).
  @inline(__always)
  func moved(_ value: Double) -> Double { shift == 0 ? value : value + shift }

  /// Places the blocks after the last one, from their heights (as the delegate gave them), a
  /// block of `blockSize` items at a time; the last block may be short.
  mutating func place(_ heights: UnsafeBufferPointer<Double>, blockSize: Int) {
    var next = 0
    let n = end.heights.count
    // Room for these blocks, growing by doubling: reserving just what they need, chunk after
    // chunk, copied the whole array every time (a run grown by a few blocks at a time).
    let needed = checkpoints.count + (heights.count / blockSize + 1) * n
    if checkpoints.capacity < needed {
      checkpoints.reserveCapacity(max(needed, 2 * checkpoints.capacity))
    }
    while next < heights.count {
      let stop = min(heights.count, next + blockSize)
      checkpoints.append(contentsOf: end.heights)
      tops.append(end.heights.min() ?? start)
      end.place(heights: UnsafeBufferPointer(rebasing: heights[next..<stop]))
      reaches.append(end.lowest)
      next = stop
    }
  }

  /// The columns before a block of the run (as placed, not moved).
  func columns(before block: Int) -> WaterfallColumns {
    let b = block - firstBlock
    guard b < blockCount else { return end }
    let n = end.heights.count
    return WaterfallColumns(
      heights: checkpoints[b * n..<(b + 1) * n], lowest: b > 0 ? reaches[b - 1] : start,
      lineSpacing: end.lineSpacing)
  }

  /// Forgets the blocks from `block` on; the run goes on from the columns it had before it.
  mutating func truncate(at block: Int) {
    let b = max(0, block - firstBlock)
    guard b < blockCount else { return }
    end = columns(before: block)
    checkpoints.removeSubrange((b * end.heights.count)...)
    tops.removeSubrange(b...)
    reaches.removeSubrange(b...)
  }

  /// The range of its blocks that may reach into `minY..<maxY` (moved numbers): from the first
  /// whose items reach below `minY` to the first that starts at or below `maxY`, each by binary
  /// search. Before the range every item ends above; from its end on every item starts below.
  func blocks(reachingInto minY: Double, _ maxY: Double) -> Range<Int> {
    let first = Self.partition(reaches) { moved($0) <= minY }
    let last = Self.partition(tops) { moved($0) < maxY }
    return firstBlock + first..<firstBlock + max(first, last)
  }

  /// The index of the first element of a sorted array for which `isBefore` is false.
  static func partition(_ values: [Double], _ isBefore: (Double) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if isBefore(values[mid]) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// What the run's invariants say is wrong (nothing when all is well): tops and reaches in
  /// order and as many as its blocks, a checkpoint's columns for each.
  func _invariantViolations() -> [String] {
    var problems: [String] = []
    let n = end.heights.count
    if checkpoints.count != tops.count * n || reaches.count != tops.count {
      problems.append("a run at block \(firstBlock) keeps uneven checkpoints")
    }
    if zip(tops, tops.dropFirst()).contains(where: { $0 > $1 })
      || zip(reaches, reaches.dropFirst()).contains(where: { $0 > $1 })
    {
      problems.append("a run at block \(firstBlock) has tops or reaches out of order")
    }
    return problems
  }
}
