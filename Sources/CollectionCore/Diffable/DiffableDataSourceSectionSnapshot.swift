/// The items of one section as a tree, for outline-like sections
/// (NSDiffableDataSourceSectionSnapshot): items have children, a parent can be expanded or
/// collapsed, and the section shows the visible items — those whose parents are all expanded —
/// depth first. Apply it with `DiffableDataSource.apply(_:to:animatingDifferences:completion:)`:
/// expanding inserts the children, collapsing deletes them, both animated.
public struct DiffableDataSourceSectionSnapshot<ItemID: Hashable & Sendable>: Sendable, Equatable {
  private struct Node: Sendable, Equatable {
    var parent: ItemID?
    var children: [ItemID] = []
    var isExpanded = false
  }

  /// The items at the top level, in order.
  public private(set) var rootItems: [ItemID] = []
  private var nodes: [ItemID: Node] = [:]

  /// Creates an empty section snapshot.
  public init() {}

  /// Every item, depth first (a parent before its children), expanded or not.
  public var items: [ItemID] {
    var result: [ItemID] = []
    result.reserveCapacity(nodes.count)
    walk(rootItems, onlyVisible: false, into: &result)
    return result
  }

  /// The items a section shows: depth first, skipping the children of collapsed parents.
  public var visibleItems: [ItemID] {
    var result: [ItemID] = []
    walk(rootItems, onlyVisible: true, into: &result)
    return result
  }

  private func walk(_ level: [ItemID], onlyVisible: Bool, into result: inout [ItemID]) {
    for item in level {
      result.append(item)
      let node = nodes[item]!
      if !node.children.isEmpty && (!onlyVisible || node.isExpanded) {
        walk(node.children, onlyVisible: onlyVisible, into: &result)
      }
    }
  }

  /// Whether the snapshot holds an item.
  public func contains(_ item: ItemID) -> Bool { nodes[item] != nil }

  /// An item's parent (`nil` for a root item or an unknown one).
  public func parent(of item: ItemID) -> ItemID? { nodes[item]?.parent }

  /// An item's children, in order.
  public func children(of item: ItemID) -> [ItemID] { nodes[item]?.children ?? [] }

  /// An item's depth: 0 for root items (−1 for an unknown item).
  public func level(of item: ItemID) -> Int {
    guard var node = nodes[item] else { return -1 }
    var depth = 0
    while let parent = node.parent {
      depth += 1
      node = nodes[parent]!
    }
    return depth
  }

  /// An item's position in `items`.
  public func index(of item: ItemID) -> Int? { items.firstIndex(of: item) }

  /// Whether an item is expanded (its children show while it shows).
  public func isExpanded(_ item: ItemID) -> Bool { nodes[item]?.isExpanded ?? false }

  /// Whether an item shows: every ancestor is expanded.
  public func isVisible(_ item: ItemID) -> Bool {
    guard var node = nodes[item] else { return false }
    while let parent = node.parent {
      node = nodes[parent]!
      if !node.isExpanded { return false }
    }
    return true
  }

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
    for item in newItems { nodes[item] = Node(parent: parent) }
    if let parent {
      nodes[parent]!.children += newItems
    } else {
      rootItems += newItems
    }
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
    let parent = nodes[sibling]!.parent
    for item in newItems { nodes[item] = Node(parent: parent) }
    if let parent {
      let i = nodes[parent]!.children.firstIndex(of: sibling)! + (after ? 1 : 0)
      nodes[parent]!.children.insert(contentsOf: newItems, at: i)
    } else {
      let i = rootItems.firstIndex(of: sibling)! + (after ? 1 : 0)
      rootItems.insert(contentsOf: newItems, at: i)
    }
  }

  /// Deletes items together with all their descendants; items the snapshot does not hold are
  /// ignored.
  public mutating func delete(_ doomed: [ItemID]) {
    for item in doomed where nodes[item] != nil {
      let parent = nodes[item]!.parent
      removeSubtree(item)
      if let parent, nodes[parent] != nil {
        nodes[parent]!.children.removeAll { $0 == item }
      } else {
        rootItems.removeAll { $0 == item }
      }
    }
  }

  private mutating func removeSubtree(_ item: ItemID) {
    guard let node = nodes.removeValue(forKey: item) else { return }
    for child in node.children { removeSubtree(child) }
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
    for item in parents { nodes[item]!.isExpanded = true }
  }

  /// Collapses items: their descendants stop showing. Stops on an item the snapshot does not
  /// hold (`checkedCollapse(_:)` throws).
  public mutating func collapse(_ parents: [ItemID]) {
    do { try checkedCollapse(parents) } catch { error.raise() }
  }

  /// `collapse(_:)` that throws instead of stopping the program.
  public mutating func checkedCollapse(_ parents: [ItemID]) throws(DiffableDataSourceError) {
    for item in parents { try require(item, "collapse") }
    for item in parents { nodes[item]!.isExpanded = false }
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
    var result = Self()
    func copy(_ item: ItemID, under newParent: ItemID?) {
      let node = nodes[item]!
      result.nodes[item] = Node(
        parent: newParent, children: node.children, isExpanded: node.isExpanded)
      for child in node.children { copy(child, under: item) }
    }
    if includingParent {
      copy(parent, under: nil)
      result.rootItems = [parent]
    } else {
      for child in nodes[parent]!.children { copy(child, under: nil) }
      result.rootItems = nodes[parent]!.children
    }
    return result
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
    var without = self
    for child in nodes[parent]!.children { without.removeSubtree(child) }
    without.nodes[parent]!.children = []
    try without.checkNew(snapshot.items)
    for (item, node) in snapshot.nodes {
      without.nodes[item] = Node(
        parent: node.parent ?? parent, children: node.children, isExpanded: node.isExpanded)
    }
    without.nodes[parent]!.children = snapshot.rootItems
    self = without
  }

  /// The tree as text, one item a line, indented by level, `+` for collapsed parents and `-`
  /// for expanded ones (visualDescription).
  public func visualDescription() -> String {
    items.map { item in
      let node = nodes[item]!
      let mark = node.children.isEmpty ? " " : (node.isExpanded ? "-" : "+")
      return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
    }.joined(separator: "\n")
  }

  /// Throws, naming what was attempted (`verb`), unless the snapshot holds an item.
  private func require(_ item: ItemID, _ verb: String) throws(DiffableDataSourceError) {
    guard nodes[item] != nil else {
      throw DiffableDataSourceError(
        .unknownItem,
        "Attempted to \(verb) item identifier that does not exist in the section snapshot: \(item)"
      )
    }
  }

  /// Throws, with UIKit's message, when an item is already held or given twice.
  private func checkNew(_ newItems: [ItemID]) throws(DiffableDataSourceError) {
    var seen = Set<ItemID>()
    let duplicates = newItems.filter { !seen.insert($0).inserted || nodes[$0] != nil }
    guard duplicates.isEmpty else {
      throw DiffableDataSourceError(
        .duplicateItems,
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(DiffableDataSourceError.set(duplicates))"
      )
    }
  }
}
