/// The shape of a section snapshot's tree over slot numbers (each item's place in the snapshot's
/// storage): every slot's parent, children in order and expansion, as plain integers.
///
/// A section snapshot is generic over its identifiers, and the collection view reaches it
/// through code that cannot be specialized for them (expanding an item by a key or a click), so
/// each hash and copy of an identifier costs a call through a witness table. Walking the tree
/// here costs neither: the section snapshot hashes an identifier once to find its slot and
/// turns slots back into identifiers only for what it returns. The arrays are separate, so a
/// copy that expands an item copies the expansion flags and shares the rest.
struct OutlineTree: Sendable {
  /// The slots at the top level, in order.
  private(set) var roots: [Int] = []
  /// Each slot's parent (−1 at the top level and for a free slot).
  private var parents: [Int] = []
  /// Each slot's children, in order.
  private var childLists: [[Int]] = []
  /// Whether each slot is expanded.
  private var expansion: [Bool] = []

  /// The number of slots, free ones included.
  var slotCount: Int { parents.count }

  /// A new slot at the end, detached, collapsed and without children.
  mutating func addSlot() -> Int {
    parents.append(-1)
    childLists.append([])
    expansion.append(false)
    return parents.count - 1
  }

  /// Makes a slot as good as new (after its item was deleted): detached, collapsed, childless.
  mutating func reset(_ slot: Int) {
    parents[slot] = -1
    childLists[slot] = []
    expansion[slot] = false
  }

  /// A slot's parent (`nil` at the top level).
  func parent(of slot: Int) -> Int? { parents[slot] < 0 ? nil : parents[slot] }

  /// A slot's children, in order.
  func children(of slot: Int) -> [Int] { childLists[slot] }

  /// Whether a slot is expanded.
  func isExpanded(_ slot: Int) -> Bool { expansion[slot] }

  /// Expands or collapses a slot.
  mutating func setExpanded(_ expanded: Bool, _ slot: Int) { expansion[slot] = expanded }

  /// A slot's depth: 0 at the top level.
  func level(of slot: Int) -> Int {
    var depth = 0
    var node = slot
    while parents[node] >= 0 {
      depth += 1
      node = parents[node]
    }
    return depth
  }

  /// Whether every ancestor of a slot is expanded.
  func isVisible(_ slot: Int) -> Bool {
    var node = slot
    while parents[node] >= 0 {
      node = parents[node]
      if !expansion[node] { return false }
    }
    return true
  }

  /// The siblings of a slot, itself among them: its parent's children, or the roots.
  func siblings(of slot: Int) -> [Int] { parents[slot] < 0 ? roots : childLists[parents[slot]] }

  /// Puts slots among the children of `parent` (the roots when `nil`) at a position (the end
  /// when `nil`).
  mutating func attach(_ slots: [Int], to parent: Int?, at position: Int? = nil) {
    for slot in slots { parents[slot] = parent ?? -1 }
    if let parent {
      childLists[parent].insert(contentsOf: slots, at: position ?? childLists[parent].count)
    } else {
      roots.insert(contentsOf: slots, at: position ?? roots.count)
    }
  }

  /// Takes a slot out of its parent's children (or the roots); its own subtree stays below it.
  mutating func detach(_ slot: Int) {
    let parent = parents[slot]
    if parent >= 0 {
      childLists[parent].removeAll { $0 == slot }
    } else {
      roots.removeAll { $0 == slot }
    }
    parents[slot] = -1
  }

  /// The slots of the trees under `tops`, depth first (a parent before its children); with
  /// `onlyVisible`, the children of collapsed slots are skipped.
  func depthFirst(from tops: [Int], onlyVisible: Bool) -> [Int] {
    var result: [Int] = []
    var stack: [(list: [Int], next: Int)] = [(tops, 0)]
    while let top = stack.last {
      guard top.next < top.list.count else {
        stack.removeLast()
        continue
      }
      let slot = top.list[top.next]
      stack[stack.count - 1].next += 1
      result.append(slot)
      if !childLists[slot].isEmpty && (!onlyVisible || expansion[slot]) {
        stack.append((childLists[slot], 0))
      }
    }
    return result
  }

  /// How many rows a slot takes when it shows: itself and its visible descendants.
  func visibleCount(of slot: Int) -> Int {
    guard expansion[slot] else { return 1 }
    var count = 1
    for child in childLists[slot] { count += visibleCount(of: child) }
    return count
  }

  /// How many rows above a visible slot its parent shows: one, and the rows of every earlier
  /// sibling (`nil` at the top level).
  func rowsBelowParent(of slot: Int) -> Int? {
    guard parents[slot] >= 0 else { return nil }
    var rows = 1
    for sibling in childLists[parents[slot]] {
      if sibling == slot { break }
      rows += visibleCount(of: sibling)
    }
    return rows
  }

  /// Whether two trees over possibly different slots have the same shape and expansion, the
  /// slots of `self` standing for the items `same(slotOfSelf, slotOfOther)` pairs them with.
  func matches(_ other: OutlineTree, pairing same: (Int, Int) -> Bool) -> Bool {
    // A forest is its depth-first order with each node's child count.
    let mine = depthFirst(from: roots, onlyVisible: false)
    let theirs = other.depthFirst(from: other.roots, onlyVisible: false)
    guard mine.count == theirs.count else { return false }
    for (a, b) in zip(mine, theirs) {
      guard childLists[a].count == other.childLists[b].count,
        expansion[a] == other.expansion[b], same(a, b)
      else { return false }
    }
    return true
  }
}
