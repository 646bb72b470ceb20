/// The items a batch update moves, each source index path with its destination, kept sorted by
/// source so a lookup is a binary search. A shuffle's hundred thousand moves are ordered by a
/// radix sort (or not at all, when they come in order, as a diff's moves do by destination)
/// rather than hashed into a dictionary, which took several times the work and the memory.
public struct MoveTable: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  /// The sources, ascending.
  public private(set) var sources: [IndexPath]
  /// Each source's destination, in the order of `sources`.
  public private(set) var destinations: [IndexPath]

  /// No moves.
  public init() {
    sources = []
    destinations = []
  }

  /// The moves from each `sources[k]` to `destinations[k]`, in any order; a source given twice
  /// keeps its last destination (as assigning into a dictionary does).
  public init(sources: [IndexPath], destinations: [IndexPath]) {
    precondition(sources.count == destinations.count, "a move needs a source and a destination")
    if zip(sources, sources.dropFirst()).allSatisfy({ $0 < $1 }) {
      self.sources = sources
      self.destinations = destinations
      return
    }
    let order = Self.ascendingOrder(of: sources)
    var keptSources: [IndexPath] = []
    var keptDestinations: [IndexPath] = []
    keptSources.reserveCapacity(order.count)
    keptDestinations.reserveCapacity(order.count)
    for k in order {
      // The order is stable, so of equal sources the last given comes last and wins.
      if let last = keptSources.last, last == sources[k] {
        keptDestinations[keptDestinations.count - 1] = destinations[k]
      } else {
        keptSources.append(sources[k])
        keptDestinations.append(destinations[k])
      }
    }
    self.sources = keptSources
    self.destinations = keptDestinations
  }

  /// A table written as a dictionary literal, source to destination.
  public init(dictionaryLiteral elements: (IndexPath, IndexPath)...) {
    self.init(sources: elements.map(\.0), destinations: elements.map(\.1))
  }

  /// The destination of a source, or `nil` when it does not move.
  public subscript(source: IndexPath) -> IndexPath? {
    var low = 0
    var high = sources.count
    while low < high {
      let mid = (low + high) / 2
      if sources[mid] < source { low = mid + 1 } else { high = mid }
    }
    return low < sources.count && sources[low] == source ? destinations[low] : nil
  }

  /// The number of moves.
  public var count: Int { sources.count }
  /// Whether nothing moves.
  public var isEmpty: Bool { sources.isEmpty }

  /// The moves, source and destination, in source order.
  public func makeIterator() -> Zip2Sequence<[IndexPath], [IndexPath]>.Iterator {
    zip(sources, destinations).makeIterator()
  }

  /// The moves as `[source: destination]`, in source order.
  public var description: String {
    isEmpty ? "[:]" : "[" + map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }

  /// The indices of `paths` in ascending order of path, equal paths in the order given: a radix
  /// sort of each path's rank (section × the longest section + item) when there are many and
  /// they are whole numbers, the standard sort otherwise.
  static func ascendingOrder(of paths: [IndexPath]) -> [Int] {
    var largestItem = 0
    var largestSection = 0
    var negative = false
    for p in paths {
      largestItem = Swift.max(largestItem, p.item)
      largestSection = Swift.max(largestSection, p.section)
      negative = negative || p.item < 0 || p.section < 0
    }
    let width = largestItem + 1
    let (span, overflow) = (largestSection + 1).multipliedReportingOverflow(by: width)
    guard paths.count >= 512, !negative, !overflow, span < 1 << 44 else {
      return paths.indices.sorted { paths[$0] < paths[$1] }
    }
    return SlotSort.order(of: paths.map { $0.section * width + $0.item })
  }
}
