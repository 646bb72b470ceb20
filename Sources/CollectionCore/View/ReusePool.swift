/// The reuse queues of a collection view: registered classes, one queue per identifier, a small
/// bound per queue, and counters that make the machinery visible.
///
/// A view that leaves the screen is enqueued; the next request for its identifier dequeues it
/// (after `prepareForReuse()`) instead of creating one. A queue keeps at most `limit` views (a
/// bound the collection view derives from what is on screen), so a burst of departures never
/// leaves a pool that only grows: the extra views are discarded, as UIKit trims its queues.
public final class ReusePool {
  /// Which queue a view belongs to: its category, its kind and its reuse identifier.
  public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// Cell, supplementary view or decoration view.
    public var category: ElementCategory
    /// The supplementary or decoration kind (empty for cells).
    public var kind: String
    /// The reuse identifier (for decoration views, the kind).
    public var identifier: String

    /// Creates a key.
    public init(category: ElementCategory, kind: String = "", identifier: String) {
      self.category = category
      self.kind = kind
      self.identifier = identifier
    }

    /// The key of cells with a reuse identifier.
    public static func cell(_ identifier: String) -> Key {
      Key(category: .cell, identifier: identifier)
    }

    /// A textual form such as `cell "Cell"`.
    public var description: String {
      kind.isEmpty ? "\(category) \"\(identifier)\"" : "\(category)(\(kind)) \"\(identifier)\""
    }
  }

  /// What happened in one queue.
  public struct Statistics: Hashable, Sendable {
    /// Views instantiated because the queue was empty.
    public var created = 0
    /// Views handed out again from the queue.
    public var dequeued = 0
    /// Views that went back into the queue.
    public var enqueued = 0
    /// Views dropped because the queue was full.
    public var discarded = 0
    /// Views waiting in the queue now.
    public var queued = 0

    /// Creates zeroed counters.
    public init() {}
  }

  /// The fewest views a queue may hold, however little is on screen.
  public var minimumQueueLimit = 16

  private var classes: [Key: CollectionReusableView.Type] = [:]
  private var queues: [Key: [CollectionReusableView]] = [:]
  private var queuedIdentities: Set<ObjectIdentifier> = []
  /// Views made so far, over every queue (the next one's serial number less one).
  private var createdCount = 0
  /// The counters of every queue that was ever used.
  public private(set) var statistics: [Key: Statistics] = [:]

  /// Creates an empty pool.
  public init() {}

  /// Registers the class instantiated for a key.
  public func register(_ viewClass: CollectionReusableView.Type, for key: Key) {
    classes[key] = viewClass
  }

  /// The class registered for a key.
  public func registeredClass(for key: Key) -> CollectionReusableView.Type? { classes[key] }

  /// A queued view for the key, after `prepareForReuse()`, or `nil` when the queue is empty.
  public func dequeue(_ key: Key) -> CollectionReusableView? {
    guard let view = queues[key]?.popLast() else { return nil }
    queuedIdentities.remove(ObjectIdentifier(view))
    count(key) {
      $0.dequeued += 1
      $0.queued -= 1
    }
    view.reuseCount += 1
    view.prepareForReuse()
    checkInvariantsInDebugBuilds()
    return view
  }

  /// A new view of the registered class (or `fallback`), counted as created.
  public func make(_ key: Key, fallback: CollectionReusableView.Type? = nil)
    -> CollectionReusableView?
  {
    guard let viewClass = classes[key] ?? fallback else { return nil }
    let view = viewClass.init()
    view.reuseIdentifier = key.identifier
    createdCount += 1
    view.serialNumber = createdCount
    statistics[key, default: Statistics()].created += 1
    return view
  }

  /// Counts a view the app made itself with a reuse identifier (a table view cell made with
  /// `init(style:reuseIdentifier:)`) as created for its key, once, so it can be queued and
  /// reused like the views the pool makes.
  func adopt(_ view: CollectionReusableView, as key: Key) {
    guard view.serialNumber == 0 else { return }
    createdCount += 1
    view.serialNumber = createdCount
    statistics[key, default: Statistics()].created += 1
  }

  /// Puts a view that left the screen into its queue, or drops it when the queue already holds
  /// `limit` views (never fewer than `minimumQueueLimit`). Returns whether it was kept.
  @discardableResult
  public func enqueue(_ view: CollectionReusableView, as key: Key, limit: Int = 0) -> Bool {
    let identity = ObjectIdentifier(view)
    guard !queuedIdentities.contains(identity) else { return true }
    let bound = max(minimumQueueLimit, limit)
    // One look-up of the queue, to count it and to join it.
    let kept = Self.append(view, to: &queues[key, default: []], bound: bound)
    guard kept else {
      count(key) { $0.discarded += 1 }
      return false
    }
    queuedIdentities.insert(identity)
    count(key) {
      $0.enqueued += 1
      $0.queued += 1
    }
    checkInvariantsInDebugBuilds()
    return true
  }

  /// Updates a key's counters in one look-up.
  private func count(_ key: Key, _ update: (inout Statistics) -> Void) {
    update(&statistics[key, default: Statistics()])
  }

  /// Appends a view to a queue holding fewer than `bound` views; whether it did.
  private static func append(
    _ view: CollectionReusableView, to queue: inout [CollectionReusableView], bound: Int
  ) -> Bool {
    guard queue.count < bound else { return false }
    queue.append(view)
    return true
  }

  /// Whether a view is waiting in a queue.
  public func contains(_ view: CollectionReusableView) -> Bool {
    queuedIdentities.contains(ObjectIdentifier(view))
  }

  /// The number of views waiting for a key.
  public func queuedCount(_ key: Key) -> Int { queues[key]?.count ?? 0 }

  /// The counters summed over every queue of a category.
  public func totals(for category: ElementCategory) -> Statistics {
    var total = Statistics()
    for (key, s) in statistics where key.category == category {
      total.created += s.created
      total.dequeued += s.dequeued
      total.enqueued += s.enqueued
      total.discarded += s.discarded
      total.queued += s.queued
    }
    return total
  }

  /// Empties every queue (the views are released).
  public func removeAll() {
    for (key, queue) in queues {
      statistics[key, default: Statistics()].discarded += queue.count
      statistics[key, default: Statistics()].queued -= queue.count
    }
    queues = [:]
    queuedIdentities = []
  }

  // MARK: Invariants

  /// The ways the pool is inconsistent (empty when it is sound): every queued view is in the
  /// identity set once and the set holds nothing else, each queue's count agrees with its
  /// counters, no counter is negative, and each queued view carries its queue's identifier. It
  /// only reads; debug builds check it after every enqueue and dequeue.
  public func _invariantViolations() -> [String] {
    var problems: [String] = []
    var identities: Set<ObjectIdentifier> = []
    for (key, queue) in queues {
      for view in queue {
        if !identities.insert(ObjectIdentifier(view)).inserted {
          problems.append("a view is queued twice (\(key))")
        }
        if view.reuseIdentifier != key.identifier {
          problems.append(
            "a view with identifier \(view.reuseIdentifier ?? "nil") is queued as \(key)")
        }
      }
      if statistics[key]?.queued ?? 0 != queue.count {
        problems.append(
          "\(key) counts \(statistics[key]?.queued ?? 0) queued views but holds \(queue.count)")
      }
    }
    if identities != queuedIdentities {
      problems.append(
        "the queued identities (\(queuedIdentities.count)) differ from the queues' views (\(identities.count))"
      )
    }
    for (key, s) in statistics where queues[key] == nil && s.queued != 0 {
      problems.append("\(key) counts \(s.queued) queued views but has no queue")
    }
    for (key, s) in statistics
    where [s.created, s.dequeued, s.enqueued, s.discarded, s.queued].contains(where: { $0 < 0 }) {
      problems.append("\(key) has a negative counter: \(s)")
    }
    return problems
  }

  /// Stops the program if the pool is inconsistent (see `_invariantViolations()`).
  public func _checkInvariants() {
    let problems = _invariantViolations()
    precondition(
      problems.isEmpty, "ReusePool invariants broken:\n" + problems.joined(separator: "\n"))
  }

  /// Checks the invariants in debug builds; release builds skip it.
  private func checkInvariantsInDebugBuilds() {
    #if DEBUG
      _checkInvariants()
    #endif
  }
}
