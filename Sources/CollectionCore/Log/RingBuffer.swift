/// A fixed-capacity buffer that keeps the most recent elements: appending to a full buffer
/// drops the oldest. Appending is O(1) and never reallocates once full.
public struct RingBuffer<Element>: Sequence {
  /// How many elements are kept.
  public let capacity: Int
  private var storage: [Element] = []
  private var head = 0

  /// Creates an empty buffer that keeps up to `capacity` elements (at least one).
  public init(capacity: Int) {
    self.capacity = Swift.max(1, capacity)
    storage.reserveCapacity(self.capacity)
  }

  /// The number of elements kept now.
  public var count: Int { storage.count }

  /// Whether nothing is kept.
  public var isEmpty: Bool { storage.isEmpty }

  /// Adds an element, dropping the oldest when full.
  public mutating func append(_ element: Element) {
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[head] = element
      head = (head + 1) % capacity
    }
  }

  /// Drops every element.
  public mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
  }

  /// The elements, oldest first.
  public func makeIterator() -> AnyIterator<Element> {
    var i = 0
    let storage = storage
    let head = head
    return AnyIterator {
      guard i < storage.count else { return nil }
      defer { i += 1 }
      return storage[(head + i) % storage.count]
    }
  }

  /// The most recent elements, oldest first, at most `n`.
  public func suffix(_ n: Int) -> [Element] { Array(Array(self).suffix(n)) }
}
