/// The collection view's record of layout lifecycle calls: the most recent events in a ring
/// buffer, and a count of every kind since the start (or the last `resetCounts()`).
public struct LayoutEventLog: Sequence {
  /// The most recent events, oldest first.
  public private(set) var recent: RingBuffer<LayoutEvent>
  private var counts: [Int] = Array(repeating: 0, count: LayoutEvent.Kind.allCases.count)
  /// How many attributes `layoutAttributesForElements(in:)` returned in all, over every logged
  /// call: what the layout queries touched, which must not grow with the item count.
  public private(set) var elementsReturned = 0

  /// Creates a log keeping up to `capacity` events.
  public init(capacity: Int = 256) { recent = RingBuffer(capacity: capacity) }

  /// Records an event.
  public mutating func append(_ event: LayoutEvent) {
    recent.append(event)
    counts[event.kind.rawValue] += 1
    if case .elementsInRect(_, let count) = event { elementsReturned += count }
  }

  /// How many events of a kind happened.
  public func count(of kind: LayoutEvent.Kind) -> Int { counts[kind.rawValue] }

  /// Forgets the recent events and zeroes the counts.
  public mutating func removeAll() {
    recent.removeAll()
    counts = Array(repeating: 0, count: counts.count)
    elementsReturned = 0
  }

  /// The recent events, oldest first.
  public func makeIterator() -> AnyIterator<LayoutEvent> { recent.makeIterator() }
}
