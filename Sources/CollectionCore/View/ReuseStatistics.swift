/// Counters that make the reuse pool visible (summed from `reusePool`'s per-queue counters).
public struct ReuseStatistics: Hashable, Sendable {
  /// Cells instantiated because their queue was empty.
  public var cellsCreated = 0
  /// Cells handed out again from a reuse queue.
  public var cellsReused = 0
  /// Cells waiting in the reuse queues now.
  public var cellsInPool = 0
  /// Cells dropped because their queue was full.
  public var cellsDiscarded = 0
  /// Supplementary and decoration views instantiated.
  public var otherViewsCreated = 0
  /// Supplementary and decoration views handed out again.
  public var otherViewsReused = 0

  /// Creates zeroed counters.
  public init() {}
}
