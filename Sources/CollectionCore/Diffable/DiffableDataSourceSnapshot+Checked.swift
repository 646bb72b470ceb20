extension DiffableDataSourceSnapshot {
  // MARK: Items, checked

  /// `appendItems(_:toSection:)` that throws instead of stopping the program: when an identifier
  /// is given twice, the section is unknown or there is no section. The snapshot is unchanged
  /// then.
  @inlinable public mutating func checkedAppendItems(
    _ identifiers: [ItemID], toSection section: SectionID? = nil
  ) throws(DiffableDataSourceError) {
    let target: SectionID
    if let section {
      guard sectionIndices[section] != nil else {
        throw DiffableDataSourceError(
          .unknownSection,
          "Attempted to append items to a section identifier that does not exist in the snapshot: \(section)"
        )
      }
      target = section
    } else {
      guard let last = _sectionIdentifiers.last else {
        throw DiffableDataSourceError(
          .noSection,
          "There are currently no sections in the data source. Please add a section first.")
      }
      target = last
    }
    let s = sectionIndices[target]!
    // New identifiers (the usual case: a snapshot being built) are hashed once each; one the
    // snapshot already holds, or one given twice, undoes that and takes the checked way.
    // A large batch takes its room at once (small ones let the table grow by doubling:
    // reserving on every call of a snapshot built a section at a time cost more than it saved).
    if identifiers.count >= 1_024 {
      itemSections.reserveCapacity(itemSections.count + identifiers.count)
    }
    var held: [(index: Int, section: SectionID)] = []
    for (index, item) in identifiers.enumerated() {
      if let previous = itemSections.updateValue(target, forKey: item) {
        held.append((index, previous))
      }
    }
    guard !held.isEmpty else {
      sectionItems[s].append(contentsOf: identifiers)
      return
    }
    // Back to what each identifier mapped to before, the last first (an identifier given twice
    // found its own first entry).
    for index in identifiers.indices.reversed() {
      if let last = held.last, last.index == index {
        itemSections[identifiers[index]] = last.section
        held.removeLast()
      } else {
        itemSections[identifiers[index]] = nil
      }
    }
    try checkUnique(identifiers)
    removeForMove(identifiers)
    sectionItems[s].append(contentsOf: identifiers)
    for item in identifiers { itemSections[item] = target }
  }

  /// `insertItems(_:beforeItem:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedInsertItems(
    _ identifiers: [ItemID], beforeItem anchor: ItemID
  ) throws(DiffableDataSourceError) {
    try insertItems(identifiers, at: anchor, after: false)
  }

  /// `insertItems(_:afterItem:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedInsertItems(
    _ identifiers: [ItemID], afterItem anchor: ItemID
  ) throws(DiffableDataSourceError) {
    try insertItems(identifiers, at: anchor, after: true)
  }

  @inlinable mutating func insertItems(_ identifiers: [ItemID], at anchor: ItemID, after: Bool)
    throws(DiffableDataSourceError)
  {
    guard itemSections[anchor] != nil else {
      throw DiffableDataSourceError(
        .unknownItem,
        "Attempted to insert items \(after ? "after" : "before") an item identifier that does not exist in the snapshot: \(anchor)"
      )
    }
    guard !identifiers.contains(anchor) else {
      throw DiffableDataSourceError(
        .moveRelativeToItself,
        "Attempted to insert item identifier \(anchor) relative to itself.")
    }
    try checkUnique(identifiers)
    removeForMove(identifiers)
    let path = location(ofItemUnchecked: anchor)
    sectionItems[path.section].insert(contentsOf: identifiers, at: path.item + (after ? 1 : 0))
    let id = _sectionIdentifiers[path.section]
    for item in identifiers { itemSections[item] = id }
  }

  /// `moveItem(_:beforeItem:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedMoveItem(_ identifier: ItemID, beforeItem anchor: ItemID)
    throws(DiffableDataSourceError)
  {
    try moveItem(identifier, to: anchor, after: false)
  }

  /// `moveItem(_:afterItem:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedMoveItem(_ identifier: ItemID, afterItem anchor: ItemID)
    throws(DiffableDataSourceError)
  {
    try moveItem(identifier, to: anchor, after: true)
  }

  @inlinable mutating func moveItem(_ identifier: ItemID, to anchor: ItemID, after: Bool)
    throws(DiffableDataSourceError)
  {
    guard identifier != anchor else {
      throw DiffableDataSourceError(
        .moveRelativeToItself, "Attempted to move item identifier \(identifier) relative to itself."
      )
    }
    for id in [identifier, anchor] where itemSections[id] == nil {
      throw DiffableDataSourceError(
        .unknownItem,
        "Attempted to move an item identifier that does not exist in the snapshot: \(id)")
    }
    let from = location(ofItemUnchecked: identifier)
    sectionItems[from.section].remove(at: from.item)
    let to = location(ofItemUnchecked: anchor)
    sectionItems[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    itemSections[identifier] = _sectionIdentifiers[to.section]
  }

  /// `reloadItems(_:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedReloadItems(_ identifiers: [ItemID])
    throws(DiffableDataSourceError)
  {
    try checkExisting(identifiers, "reload")
    var marked = Set(_reloadedItemIdentifiers)
    _reloadedItemIdentifiers += identifiers.filter { marked.insert($0).inserted }
  }

  /// `reconfigureItems(_:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedReconfigureItems(_ identifiers: [ItemID])
    throws(DiffableDataSourceError)
  {
    try checkExisting(identifiers, "reconfigure")
    var marked = Set(_reconfiguredItemIdentifiers)
    _reconfiguredItemIdentifiers += identifiers.filter { marked.insert($0).inserted }
  }

  // MARK: Sections, checked

  /// `appendSections(_:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedAppendSections(_ identifiers: [SectionID])
    throws(DiffableDataSourceError)
  {
    try insertSections(identifiers, at: _sectionIdentifiers.count)
  }

  /// `insertSections(_:beforeSection:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedInsertSections(
    _ identifiers: [SectionID], beforeSection anchor: SectionID
  ) throws(DiffableDataSourceError) {
    try insertSections(identifiers, at: try index(ofSection: anchor, "insert sections before"))
  }

  /// `insertSections(_:afterSection:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedInsertSections(
    _ identifiers: [SectionID], afterSection anchor: SectionID
  ) throws(DiffableDataSourceError) {
    try insertSections(identifiers, at: try index(ofSection: anchor, "insert sections after") + 1)
  }

  @inlinable mutating func insertSections(_ identifiers: [SectionID], at index: Int)
    throws(DiffableDataSourceError)
  {
    var seen = Set<SectionID>()
    let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionIndices[$0] != nil }
    guard duplicates.isEmpty else {
      throw DiffableDataSourceError(
        .duplicateSections,
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(DiffableDataSourceError.set(duplicates))"
      )
    }
    _sectionIdentifiers.insert(contentsOf: identifiers, at: index)
    sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    // Only the sections from the insertion on moved: an append indexes just the new ones, so a
    // snapshot built a section at a time costs a look-up a section, not the sections so far.
    reindexSections(from: index)
  }

  /// `moveSection(_:beforeSection:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedMoveSection(
    _ identifier: SectionID, beforeSection anchor: SectionID
  ) throws(DiffableDataSourceError) {
    try moveSection(identifier, to: anchor, after: false)
  }

  /// `moveSection(_:afterSection:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedMoveSection(
    _ identifier: SectionID, afterSection anchor: SectionID
  ) throws(DiffableDataSourceError) {
    try moveSection(identifier, to: anchor, after: true)
  }

  @inlinable mutating func moveSection(_ identifier: SectionID, to anchor: SectionID, after: Bool)
    throws(DiffableDataSourceError)
  {
    guard identifier != anchor else {
      throw DiffableDataSourceError(
        .moveRelativeToItself,
        "Attempted to move section identifier \(identifier) relative to itself.")
    }
    let from = try index(ofSection: identifier, "move")
    _ = try index(ofSection: anchor, "move a section relative to")
    let items = sectionItems.remove(at: from)
    _sectionIdentifiers.remove(at: from)
    let to = _sectionIdentifiers.firstIndex(of: anchor)! + (after ? 1 : 0)
    _sectionIdentifiers.insert(identifier, at: to)
    sectionItems.insert(items, at: to)
    reindexSections()
  }

  /// `reloadSections(_:)` that throws instead of stopping the program.
  @inlinable public mutating func checkedReloadSections(_ identifiers: [SectionID])
    throws(DiffableDataSourceError)
  {
    for identifier in identifiers { _ = try index(ofSection: identifier, "reload") }
    var marked = Set(_reloadedSectionIdentifiers)
    _reloadedSectionIdentifiers += identifiers.filter { marked.insert($0).inserted }
  }

  // MARK: Checks

  /// A section's index; throws, in UIKit's words, naming what was attempted (`verb`).
  @inlinable func index(ofSection identifier: SectionID, _ verb: String)
    throws(DiffableDataSourceError) -> Int
  {
    guard let s = sectionIndices[identifier] else {
      throw DiffableDataSourceError(
        .unknownSection,
        "Attempted to \(verb) a section identifier that does not exist in the snapshot: \(identifier)"
      )
    }
    return s
  }

  /// Where an item the snapshot holds is.
  @inlinable func location(ofItemUnchecked identifier: ItemID) -> IndexPath {
    let s = sectionIndices[itemSections[identifier]!]!
    return IndexPath(item: sectionItems[s].firstIndex(of: identifier)!, section: s)
  }

  /// Throws, with UIKit's message, when an identifier is given twice.
  @inlinable func checkUnique(_ identifiers: [ItemID]) throws(DiffableDataSourceError) {
    // One identifier (a snapshot built an item at a time) is unique without a set.
    guard identifiers.count > 1 else { return }
    var seen = Set<ItemID>()
    seen.reserveCapacity(identifiers.count)
    var duplicates: [ItemID] = []
    for item in identifiers where !seen.insert(item).inserted { duplicates.append(item) }
    guard duplicates.isEmpty else {
      throw DiffableDataSourceError(
        .duplicateItems,
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(DiffableDataSourceError.set(duplicates))"
      )
    }
  }

  /// Takes out the identifiers the snapshot already holds, so an insert or an append moves
  /// them into place (UIKit does so since iOS 15, and logs that the move costs more).
  @inlinable mutating func removeForMove(_ identifiers: [ItemID]) {
    var touched = Set<Int>()
    var moving = Set<ItemID>()
    for item in identifiers {
      guard let section = itemSections[item], let s = sectionIndices[section] else { continue }
      touched.insert(s)
      moving.insert(item)
    }
    for s in touched { sectionItems[s].removeAll { moving.contains($0) } }
  }

  /// Throws, in UIKit's words, unless every identifier is in the snapshot.
  @inlinable func checkExisting(_ identifiers: [ItemID], _ verb: String)
    throws(DiffableDataSourceError)
  {
    guard let missing = identifiers.first(where: { itemSections[$0] == nil }) else { return }
    throw DiffableDataSourceError(
      .unknownItem,
      "Attempted to \(verb) item identifier that does not exist in the snapshot: \(missing)")
  }
}
