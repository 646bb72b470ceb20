/// The items of one section as a tree, for outline-like sections
/// (NSDiffableDataSourceSectionSnapshot): items have children, a parent can be expanded or
/// collapsed, and the section shows the visible items — those whose parents are all expanded —
/// depth first. Apply it with `DiffableDataSource.apply(_:to:animatingDifferences:completion:)`:
/// expanding inserts the children, collapsing deletes them, both animated.
///
/// Each item is hashed once, to find its slot; the tree itself is integers over the slots
/// (`OutlineTree`), so walking, expanding and copying an outline of 100,000 items costs little
/// even in code that is not specialized for the identifier type.
public struct DiffableDataSourceSectionSnapshot<ItemID: Hashable & Sendable>: Sendable, Equatable {
  /// Each item's slot: its place in `identifiers` and in `tree`.
  private var slots: [ItemID: Int] = [:]
  /// The item in each slot (in a slot a delete freed, the item it held, until it is reused).
  private var identifiers: [ItemID] = []
  /// The slots deletes freed, for the next items.
  private var freeSlots: [Int] = []
  /// The parents, children and expansion, by slot.
  private var tree = OutlineTree()

  /// Creates an empty section snapshot.
  public init() {}

  /// Two section snapshots are equal when they hold the same items in the same trees, each item
  /// expanded or collapsed alike.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.slots.count == rhs.slots.count
      && lhs.tree.matches(rhs.tree) { lhs.identifiers[$0] == rhs.identifiers[$1] }
  }

  /// The items at the top level, in order.
  public var rootItems: [ItemID] { items(at: tree.roots) }

  /// Every item, depth first (a parent before its children), expanded or not.
  public var items: [ItemID] { items(at: tree.depthFirst(from: tree.roots, onlyVisible: false)) }

  /// The items a section shows: depth first, skipping the children of collapsed parents.
  public var visibleItems: [ItemID] {
    items(at: tree.depthFirst(from: tree.roots, onlyVisible: true))
  }

  /// The items in some slots. Each is copied into place without a closure or an optional: in
  /// code not specialized for the identifier type, either would look up type metadata for
  /// every item.
  private func items(at slotList: [Int]) -> [ItemID] {
    identifiers.withUnsafeBufferPointer { source in
      Array(unsafeUninitializedCapacity: slotList.count) { buffer, count in
        for (i, slot) in slotList.enumerated() {
          (buffer.baseAddress! + i).initialize(to: source[slot])
        }
        count = slotList.count
      }
    }
  }

  /// Whether the snapshot holds an item.
  public func contains(_ item: ItemID) -> Bool { slots[item] != nil }

  /// An item's parent (`nil` for a root item or an unknown one).
  public func parent(of item: ItemID) -> ItemID? {
    slots[item].flatMap(tree.parent(of:)).map { identifiers[$0] }
  }

  /// An item's children, in order.
  public func children(of item: ItemID) -> [ItemID] {
    slots[item].map { items(at: tree.children(of: $0)) } ?? []
  }

  /// An item's depth: 0 for root items (−1 for an unknown item).
  public func level(of item: ItemID) -> Int { slots[item].map(tree.level(of:)) ?? -1 }

  /// An item's position in `items`.
  public func index(of item: ItemID) -> Int? {
    guard let slot = slots[item] else { return nil }
    return tree.depthFirst(from: tree.roots, onlyVisible: false).firstIndex(of: slot)
  }

  /// Whether an item is expanded (its children show while it shows).
  public func isExpanded(_ item: ItemID) -> Bool { slots[item].map(tree.isExpanded) ?? false }

  /// Whether an item shows: every ancestor is expanded.
  public func isVisible(_ item: ItemID) -> Bool { slots[item].map(tree.isVisible) ?? false }

  /// Whether an item has children.
  func hasChildren(_ item: ItemID) -> Bool {
    slots[item].map { !tree.children(of: $0).isEmpty } ?? false
  }

  /// How many rows of the visible items lie from a visible item's parent down to the item (`nil`
  /// for a root item or an unknown one): the parent's position is the item's less this.
  func rowsBelowParent(of item: ItemID) -> Int? { slots[item].flatMap(tree.rowsBelowParent(of:)) }

  /// Appends items at the end of the top level, or as the last children of `parent`. Stops the
  /// program, as UIKit raises, when an item is already held or given twice or the parent is
  /// unknown (`checkedAppend(_:to:)` throws).
  public mutating func append(_ newItems: [ItemID], to parent: ItemID? = nil) {
    do { try checkedAppend(newItems, to: parent) } catch { error.raise() }
  }

  /// `append(_:to:)` that throws instead of stopping the program.
  public mutating func checkedAppend(_ newItems: [ItemID], to parent: ItemID? = nil)
    throws(DiffableDataSourceError)
  {
    if let parent { try require(parent, "append items to") }
    try checkNew(newItems)
    tree.attach(newItems.map { store($0) }, to: parent.map { slots[$0]! })
  }

  /// Inserts items just before a sibling, at its level. Stops on an unknown sibling or an item
  /// already held or given twice (`checkedInsert(_:before:)` throws).
  public mutating func insert(_ newItems: [ItemID], before sibling: ItemID) {
    do { try insert(newItems, next: sibling, after: false) } catch { error.raise() }
  }

  /// Inserts items just after a sibling, at its level. Stops on an unknown sibling or an item
  /// already held or given twice (`checkedInsert(_:after:)` throws).
  public mutating func insert(_ newItems: [ItemID], after sibling: ItemID) {
    do { try insert(newItems, next: sibling, after: true) } catch { error.raise() }
  }

  /// `insert(_:before:)` that throws instead of stopping the program.
  public mutating func checkedInsert(_ newItems: [ItemID], before sibling: ItemID)
    throws(DiffableDataSourceError)
  {
    try insert(newItems, next: sibling, after: false)
  }

  /// `insert(_:after:)` that throws instead of stopping the program.
  public mutating func checkedInsert(_ newItems: [ItemID], after sibling: ItemID)
    throws(DiffableDataSourceError)
  {
    try insert(newItems, next: sibling, after: true)
  }

  private mutating func insert(_ newItems: [ItemID], next sibling: ItemID, after: Bool)
    throws(DiffableDataSourceError)
  {
    try require(sibling, after ? "insert items after" : "insert items before")
    try checkNew(newItems)
    let anchor = slots[sibling]!
    let position = tree.siblings(of: anchor).firstIndex(of: anchor)! + (after ? 1 : 0)
    tree.attach(newItems.map { store($0) }, to: tree.parent(of: anchor), at: position)
  }

  /// Deletes items together with all their descendants; items the snapshot does not hold are
  /// ignored.
  public mutating func delete(_ doomed: [ItemID]) {
    for item in doomed {
      guard let slot = slots[item] else { continue }
      tree.detach(slot)
      removeSubtree(slot)
    }
  }

  /// Puts an item in a slot of its own (a freed one when there is one), detached.
  private mutating func store(_ item: ItemID) -> Int {
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      identifiers[slot] = item
    } else {
      slot = tree.addSlot()
      identifiers.append(item)
    }
    slots[item] = slot
    return slot
  }

  /// Forgets a detached slot's item and every item below it, freeing their slots.
  private mutating func removeSubtree(_ top: Int) {
    for slot in tree.depthFirst(from: [top], onlyVisible: false) {
      slots[identifiers[slot]] = nil
      tree.reset(slot)
      freeSlots.append(slot)
    }
  }

  /// Deletes every item.
  public mutating func deleteAll() { self = Self() }

  /// Expands items: their children show (when the items themselves show). Stops on an item the
  /// snapshot does not hold (`checkedExpand(_:)` throws).
  public mutating func expand(_ parents: [ItemID]) {
    do { try checkedExpand(parents) } catch { error.raise() }
  }

  /// `expand(_:)` that throws instead of stopping the program.
  public mutating func checkedExpand(_ parents: [ItemID]) throws(DiffableDataSourceError) {
    for item in parents { try require(item, "expand") }
    for item in parents { tree.setExpanded(true, slots[item]!) }
  }

  /// Collapses items: their descendants stop showing. Stops on an item the snapshot does not
  /// hold (`checkedCollapse(_:)` throws).
  public mutating func collapse(_ parents: [ItemID]) {
    do { try checkedCollapse(parents) } catch { error.raise() }
  }

  /// `collapse(_:)` that throws instead of stopping the program.
  public mutating func checkedCollapse(_ parents: [ItemID]) throws(DiffableDataSourceError) {
    for item in parents { try require(item, "collapse") }
    for item in parents { tree.setExpanded(false, slots[item]!) }
  }

  /// The subtree under a parent as a snapshot of its own, with the parent as its root or
  /// without it (its children become roots). Stops on a parent the snapshot does not hold
  /// (`checkedSnapshot(of:includingParent:)` throws).
  public func snapshot(of parent: ItemID, includingParent: Bool = false) -> Self {
    do { return try checkedSnapshot(of: parent, includingParent: includingParent) } catch {
      error.raise()
    }
  }

  /// `snapshot(of:includingParent:)` that throws instead of stopping the program.
  public func checkedSnapshot(of parent: ItemID, includingParent: Bool = false)
    throws(DiffableDataSourceError) -> Self
  {
    try require(parent, "take a snapshot of")
    let top = slots[parent]!
    var result = Self()
    result.copyTrees(from: includingParent ? [top] : tree.children(of: top), of: self, to: nil)
    return result
  }

  /// Copies the trees under some slots of another snapshot, with their expansion, as the last
  /// children of a slot (the last roots when `nil`); their items must be new here.
  private mutating func copyTrees(from tops: [Int], of other: Self, to parent: Int?) {
    let copies = tops.map { store(other.identifiers[$0]) }
    tree.attach(copies, to: parent)
    for (top, copy) in zip(tops, copies) {
      tree.setExpanded(other.tree.isExpanded(top), copy)
      copyTrees(from: other.tree.children(of: top), of: other, to: copy)
    }
  }

  /// Replaces a parent's children with the items of another section snapshot, its roots
  /// becoming the children and its trees and expansion kept (replace(childrenOf:using:)). Stops
  /// on an unknown parent or an item already held outside the parent's subtree
  /// (`checkedReplace(childrenOf:using:)` throws).
  public mutating func replace(childrenOf parent: ItemID, using snapshot: Self) {
    do { try checkedReplace(childrenOf: parent, using: snapshot) } catch { error.raise() }
  }

  /// `replace(childrenOf:using:)` that throws instead of stopping the program.
  public mutating func checkedReplace(childrenOf parent: ItemID, using snapshot: Self)
    throws(DiffableDataSourceError)
  {
    try require(parent, "replace the children of")
    let top = slots[parent]!
    // The new items may be the parent's descendants now, and no other items.
    let replaced = Set(tree.depthFirst(from: tree.children(of: top), onlyVisible: false))
    let clashes = snapshot.items.filter { slots[$0].map { !replaced.contains($0) } ?? false }
    guard clashes.isEmpty else { throw Self.duplicates(clashes) }
    for child in tree.children(of: top) {
      tree.detach(child)
      removeSubtree(child)
    }
    copyTrees(from: snapshot.tree.roots, of: snapshot, to: top)
  }

  /// The tree as text, one item a line, indented by level, `+` for collapsed parents and `-`
  /// for expanded ones (visualDescription).
  public func visualDescription() -> String {
    tree.depthFirst(from: tree.roots, onlyVisible: false).map { slot in
      let mark = tree.children(of: slot).isEmpty ? " " : (tree.isExpanded(slot) ? "-" : "+")
      return String(repeating: "  ", count: tree.level(of: slot)) + mark + " \(identifiers[slot])"
    }.joined(separator: "\n")
  }

  /// Throws, naming what was attempted (`verb`), unless the snapshot holds an item.
  private func require(_ item: ItemID, _ verb: String) throws(DiffableDataSourceError) {
    guard slots[item] != nil else {
      throw DiffableDataSourceError(
        .unknownItem,
        "Attempted to \(verb) item identifier that does not exist in the section snapshot: \(item)"
      )
    }
  }

  /// Throws, with UIKit's message, when an item is already held or given twice.
  private func checkNew(_ newItems: [ItemID]) throws(DiffableDataSourceError) {
    var seen = Set<ItemID>()
    let duplicates = newItems.filter { !seen.insert($0).inserted || slots[$0] != nil }
    guard duplicates.isEmpty else { throw Self.duplicates(duplicates) }
  }

  /// UIKit's error for identifiers already held or given twice.
  private static func duplicates(_ items: [ItemID]) -> DiffableDataSourceError {
    DiffableDataSourceError(
      .duplicateItems,
      "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(DiffableDataSourceError.set(items))"
    )
  }
}
