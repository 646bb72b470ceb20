import PropertyBased
import Testing

@testable import CollectionCore

/// A section snapshot as the plainest tree there is: a node per identifier with its parent, its
/// children and its expansion. The real one keeps its tree in slots; after any mutations both
/// must answer every question alike.
private struct ReferenceOutline {
  struct Node {
    var parent: Int?
    var children: [Int] = []
    var isExpanded = false
  }

  var roots: [Int] = []
  var nodes: [Int: Node] = [:]

  func walk(_ level: [Int], onlyVisible: Bool, into result: inout [Int]) {
    for item in level {
      result.append(item)
      let node = nodes[item]!
      if !onlyVisible || node.isExpanded {
        walk(node.children, onlyVisible: onlyVisible, into: &result)
      }
    }
  }

  var items: [Int] {
    var result: [Int] = []
    walk(roots, onlyVisible: false, into: &result)
    return result
  }

  var visibleItems: [Int] {
    var result: [Int] = []
    walk(roots, onlyVisible: true, into: &result)
    return result
  }

  func level(of item: Int) -> Int {
    var depth = 0
    var node = nodes[item]!
    while let parent = node.parent {
      depth += 1
      node = nodes[parent]!
    }
    return depth
  }

  func isVisible(_ item: Int) -> Bool {
    var node = nodes[item]!
    while let parent = node.parent {
      node = nodes[parent]!
      if !node.isExpanded { return false }
    }
    return true
  }

  /// The siblings list that holds an item.
  func siblings(of item: Int) -> [Int] {
    nodes[item]!.parent.map { nodes[$0]!.children } ?? roots
  }

  mutating func setSiblings(of parent: Int?, _ list: [Int]) {
    if let parent { nodes[parent]!.children = list } else { roots = list }
  }

  mutating func append(_ new: [Int], to parent: Int?) {
    for item in new { nodes[item] = Node(parent: parent) }
    setSiblings(of: parent, (parent.map { nodes[$0]!.children } ?? roots) + new)
  }

  mutating func insert(_ new: [Int], next sibling: Int, after: Bool) {
    let parent = nodes[sibling]!.parent
    var list = siblings(of: sibling)
    list.insert(contentsOf: new, at: list.firstIndex(of: sibling)! + (after ? 1 : 0))
    for item in new { nodes[item] = Node(parent: parent) }
    setSiblings(of: parent, list)
  }

  mutating func delete(_ item: Int) {
    guard let node = nodes[item] else { return }
    setSiblings(of: node.parent, siblings(of: item).filter { $0 != item })
    removeSubtree(item)
  }

  mutating func removeSubtree(_ item: Int) {
    guard let node = nodes.removeValue(forKey: item) else { return }
    for child in node.children { removeSubtree(child) }
  }

  /// Replaces a parent's children with trees (each a root, its children, whether it is
  /// expanded).
  mutating func replaceChildren(of parent: Int, with trees: [(Int, [Int], Bool)]) {
    for child in nodes[parent]!.children { removeSubtree(child) }
    nodes[parent]!.children = []
    for (root, children, expanded) in trees {
      append([root], to: parent)
      append(children, to: root)
      nodes[root]!.isExpanded = expanded
    }
  }
}

@Suite("Section snapshot storage")
struct SectionSnapshotStorageTests {
  /// Checks every answer of a section snapshot against the reference.
  private func expectAgree(
    _ s: DiffableDataSourceSectionSnapshot<Int>, _ r: ReferenceOutline,
    _ note: @autoclosure () -> String
  ) {
    #expect(s.items == r.items, "\(note())")
    #expect(s.visibleItems == r.visibleItems, "\(note())")
    #expect(s.rootItems == r.roots, "\(note())")
    for (position, item) in r.items.enumerated() {
      let node = r.nodes[item]!
      #expect(s.contains(item))
      #expect(s.parent(of: item) == node.parent, "\(note()): parent of \(item)")
      #expect(s.children(of: item) == node.children, "\(note()): children of \(item)")
      #expect(s.isExpanded(item) == node.isExpanded, "\(note()): \(item) expanded")
      #expect(s.level(of: item) == r.level(of: item), "\(note()): level of \(item)")
      #expect(s.isVisible(item) == r.isVisible(item), "\(note()): \(item) visible")
      #expect(s.index(of: item) == position, "\(note()): index of \(item)")
    }
    // The same tree built afresh, in one go, is equal; with one expansion flipped it is not.
    var fresh = DiffableDataSourceSectionSnapshot<Int>()
    fresh.append(r.roots)
    for item in r.items where !r.nodes[item]!.children.isEmpty {
      fresh.append(r.nodes[item]!.children, to: item)
    }
    fresh.expand(r.items.filter { r.nodes[$0]!.isExpanded })
    #expect(fresh == s, "\(note())")
    if let item = r.items.first {
      var flipped = fresh
      if r.nodes[item]!.isExpanded { flipped.collapse([item]) } else { flipped.expand([item]) }
      #expect(flipped != s, "\(note())")
    }
  }

  /// Random mutations — appends at the top and under items, inserts before and after, deletes
  /// of whole subtrees, expansion, replacing a parent's children (with some of its own
  /// descendants among the new ones) — keep the section snapshot answering as the reference
  /// does, and its slots freed by deletes taken again by later items.
  @Test func randomMutationsAgreeWithAPlainTree() async {
    await propertyCheck(input: Gen.int(in: 0...1_000_000).array(of: 1...40)) { steps in
      var s = DiffableDataSourceSectionSnapshot<Int>()
      var r = ReferenceOutline()
      var next = 0
      func fresh(_ count: Int) -> [Int] {
        defer { next += count }
        return Array(next..<(next + count))
      }
      var log: [String] = []
      for step in steps {
        let existing = r.items
        let pick = existing.isEmpty ? nil : existing[(step / 16) % existing.count]
        let count = 1 + (step / 7) % 3
        switch (step % 8, pick) {
        case (0, _), (_, nil):
          let new = fresh(count)
          s.append(new)
          r.append(new, to: nil)
          log.append("append \(new)")
        case (1, let item?):
          let new = fresh(count)
          s.append(new, to: item)
          r.append(new, to: item)
          log.append("append \(new) to \(item)")
        case (2, let item?), (3, let item?):
          let new = fresh(count)
          let after = step % 8 == 3
          if after { s.insert(new, after: item) } else { s.insert(new, before: item) }
          r.insert(new, next: item, after: after)
          log.append("insert \(new) \(after ? "after" : "before") \(item)")
        case (4, let item?):
          s.delete([item])
          r.delete(item)
          log.append("delete \(item)")
        case (5, let item?):
          s.expand([item])
          r.nodes[item]!.isExpanded = true
          log.append("expand \(item)")
        case (6, let item?):
          s.collapse([item])
          r.nodes[item]!.isExpanded = false
          log.append("collapse \(item)")
        case (_, let item?):
          // New children: a fresh parent over one of the old grandchildren, if there is one,
          // and a fresh leaf.
          let grandchild = r.nodes[item]!.children.flatMap { r.nodes[$0]!.children }.first
          let top = fresh(1)[0]
          let leaf = fresh(1)[0]
          var children = DiffableDataSourceSectionSnapshot<Int>()
          children.append([top, leaf])
          if let grandchild { children.append([grandchild], to: top) }
          children.expand([top])
          s.replace(childrenOf: item, using: children)
          r.replaceChildren(
            of: item, with: [(top, grandchild.map { [$0] } ?? [], true), (leaf, [], false)])
          log.append("replace children of \(item)")
        }
        expectAgree(s, r, log.joined(separator: "; "))
      }
    }
  }

  /// A subtree taken as a snapshot of its own keeps its shape and expansion.
  @Test func aSubtreeSnapshotKeepsShapeAndExpansion() {
    var s = DiffableDataSourceSectionSnapshot<String>()
    s.append(["a", "b"])
    s.append(["a1", "a2"], to: "a")
    s.append(["x"], to: "a1")
    s.expand(["a", "a1"])
    let sub = s.snapshot(of: "a")
    #expect(sub.rootItems == ["a1", "a2"])
    #expect(sub.visibleItems == ["a1", "x", "a2"])
    #expect(sub.parent(of: "a1") == nil && sub.level(of: "x") == 1)
    let whole = s.snapshot(of: "a", includingParent: true)
    #expect(whole.visibleItems == ["a", "a1", "x", "a2"])
  }

  /// Replacing children refuses an item held outside the parent's subtree (the parent itself
  /// among them) and changes nothing then.
  @Test func replacingChildrenRefusesItemsFromOutsideAndChangesNothing() {
    var s = DiffableDataSourceSectionSnapshot<String>()
    s.append(["a", "b"])
    s.append(["a1"], to: "a")
    let before = s
    for clash in ["a", "b"] {
      var children = DiffableDataSourceSectionSnapshot<String>()
      children.append(["new", clash])
      let error = #expect(throws: DiffableDataSourceError.self) {
        try s.checkedReplace(childrenOf: "a", using: children)
      }
      #expect(error?.reason == .duplicateItems)
      #expect(s == before)
    }
  }

  /// Deleted items' slots go to the next items, which then answer as themselves.
  @Test func deletedSlotsAreTakenByNewItems() {
    var s = DiffableDataSourceSectionSnapshot<String>()
    s.append(["a", "b"])
    s.append(["a1", "a2"], to: "a")
    s.expand(["a"])
    s.delete(["a"])
    s.append(["c", "d", "e"])
    s.append(["c1"], to: "c")
    #expect(s.items == ["b", "c", "c1", "d", "e"])
    #expect(s.visibleItems == ["b", "c", "d", "e"])
    #expect(!s.isExpanded("c") && !s.contains("a1"))
    #expect(s.parent(of: "c1") == "c" && s.level(of: "c1") == 1)
  }
}
