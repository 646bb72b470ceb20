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
  /// A key's queue and counters, together, so an operation looks its key up once.
  private final class Queue {
    var views: [CollectionReusableView] = []
    var statistics = Statistics()
  }
  /// Every queue that was ever used.
  private var queues: [Key: Queue] = [:]
  /// The queue looked up last, with its key: a layout pass mostly repeats one key.
  private var recent: (key: Key, queue: Queue)?
  /// Views made so far, over every queue (the next one's serial number less one).
  private var createdCount = 0

  /// The counters of every queue that was ever used.
  public var statistics: [Key: Statistics] { queues.mapValues(\.statistics) }

  /// Creates an empty pool.
  public init() {}

  /// Registers the class instantiated for a key.
  public func register(_ viewClass: CollectionReusableView.Type, for key: Key) {
    classes[key] = viewClass
  }

  /// The class registered for a key.
  public func registeredClass(for key: Key) -> CollectionReusableView.Type? { classes[key] }

  /// A key's queue, if it was ever used.
  private func existingQueue(_ key: Key) -> Queue? {
    if let recent, recent.key == key { return recent.queue }
    guard let queue = queues[key] else { return nil }
    recent = (key, queue)
    return queue
  }

  /// A key's queue, made when first used.
  private func queue(_ key: Key) -> Queue {
    if let queue = existingQueue(key) { return queue }
    let queue = Queue()
    queues[key] = queue
    recent = (key, queue)
    return queue
  }

  /// A queued view for the key, after `prepareForReuse()`, or `nil` when the queue is empty.
  public func dequeue(_ key: Key) -> CollectionReusableView? {
    guard let queue = existingQueue(key), let view = queue.views.popLast() else { return nil }
    view.isQueued = false
    queue.statistics.dequeued += 1
    queue.statistics.queued -= 1
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
    queue(key).statistics.created += 1
    return view
  }

  /// Counts a view the app made itself with a reuse identifier (a table view cell made with
  /// `init(style:reuseIdentifier:)`) as created for its key, once, so it can be queued and
  /// reused like the views the pool makes.
  func adopt(_ view: CollectionReusableView, as key: Key) {
    guard view.serialNumber == 0 else { return }
    createdCount += 1
    view.serialNumber = createdCount
    queue(key).statistics.created += 1
  }

  /// Puts a view that left the screen into its queue, or drops it when the queue already holds
  /// `limit` views (never fewer than `minimumQueueLimit`). Returns whether it was kept.
  @discardableResult
  public func enqueue(_ view: CollectionReusableView, as key: Key, limit: Int = 0) -> Bool {
    guard !view.isQueued else { return true }
    let queue = queue(key)
    guard queue.views.count < max(minimumQueueLimit, limit) else {
      queue.statistics.discarded += 1
      return false
    }
    queue.views.append(view)
    view.isQueued = true
    queue.statistics.enqueued += 1
    queue.statistics.queued += 1
    checkInvariantsInDebugBuilds()
    return true
  }

  /// Whether a view is waiting in a queue.
  public func contains(_ view: CollectionReusableView) -> Bool { view.isQueued }

  /// The number of views waiting for a key.
  public func queuedCount(_ key: Key) -> Int { existingQueue(key)?.views.count ?? 0 }

  /// The counters summed over every queue of a category.
  public func totals(for category: ElementCategory) -> Statistics {
    var total = Statistics()
    for (key, queue) in queues where key.category == category {
      let s = queue.statistics
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
    for queue in queues.values {
      queue.statistics.discarded += queue.views.count
      queue.statistics.queued -= queue.views.count
      for view in queue.views { view.isQueued = false }
      queue.views = []
    }
  }

  // MARK: Invariants

  /// The ways the pool is inconsistent (empty when it is sound): every queued view is in one
  /// queue once and marked as queued, each queue's count agrees with its counters, no counter
  /// is negative, and each queued view carries its queue's identifier. It only reads; debug
  /// builds check it after every enqueue and dequeue.
  public func _invariantViolations() -> [String] {
    var problems: [String] = []
    var identities: Set<ObjectIdentifier> = []
    for (key, queue) in queues {
      for view in queue.views {
        if !identities.insert(ObjectIdentifier(view)).inserted {
          problems.append("a view is queued twice (\(key))")
        }
        if !view.isQueued {
          problems.append("a view in the queue of \(key) is not marked as queued")
        }
        if view.reuseIdentifier != key.identifier {
          problems.append(
            "a view with identifier \(view.reuseIdentifier ?? "nil") is queued as \(key)")
        }
      }
      let s = queue.statistics
      if s.queued != queue.views.count {
        problems.append("\(key) counts \(s.queued) queued views but holds \(queue.views.count)")
      }
      if [s.created, s.dequeued, s.enqueued, s.discarded, s.queued].contains(where: { $0 < 0 }) {
        problems.append("\(key) has a negative counter: \(s)")
      }
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
