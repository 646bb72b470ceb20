/// The state of a collection view's data as identifiers: sections in order, each with its items
/// in order (NSDiffableDataSourceSnapshot). Build one, hand it to
/// `DiffableDataSource.apply(_:animatingDifferences:completion:)`, and the collection view works
/// out and animates the difference.
///
/// Every identifier is unique in the whole snapshot, as UIKit requires. An operation that would
/// break that, or that names an identifier the snapshot does not hold, throws a
/// `DiffableDataSourceError` and leaves the snapshot as it was (UIKit raises an exception).
public struct DiffableDataSourceSnapshot<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: Sendable, Equatable {
  /// The sections, in order.
  @inlinable public var sectionIdentifiers: [SectionID] { _sectionIdentifiers }
  /// Storage for `sectionIdentifiers`.
  @usableFromInline var _sectionIdentifiers: [SectionID] = []
  /// The items of each section, in order (parallel to `sectionIdentifiers`).
  @usableFromInline var sectionItems: [[ItemID]] = []
  /// The index of each section.
  @usableFromInline var sectionIndices: [SectionID: Int] = [:]
  /// The section holding each item.
  @usableFromInline var itemSections: [ItemID: SectionID] = [:]
  /// The items marked for reloading (their cells are fetched again and cross-fade).
  @inlinable public var reloadedItemIdentifiers: [ItemID] { _reloadedItemIdentifiers }
  /// Storage for `reloadedItemIdentifiers`.
  @usableFromInline var _reloadedItemIdentifiers: [ItemID] = []
  /// The items marked for reconfiguring (their existing cells are configured again in place).
  @inlinable public var reconfiguredItemIdentifiers: [ItemID] { _reconfiguredItemIdentifiers }
  /// Storage for `reconfiguredItemIdentifiers`.
  @usableFromInline var _reconfiguredItemIdentifiers: [ItemID] = []
  /// The sections marked for reloading.
  @inlinable public var reloadedSectionIdentifiers: [SectionID] { _reloadedSectionIdentifiers }
  /// Storage for `reloadedSectionIdentifiers`.
  @usableFromInline var _reloadedSectionIdentifiers: [SectionID] = []

  /// Creates an empty snapshot.
  @inlinable public init() {}

  /// Two snapshots are equal when they hold the same sections and items in the same order and
  /// the same reload and reconfigure marks.
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.sectionItems == rhs.sectionItems
      && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
      && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
      && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
  }

  // MARK: Reading

  /// The number of items in all sections.
  @inlinable public var numberOfItems: Int { itemSections.count }

  /// The number of sections.
  @inlinable public var numberOfSections: Int { _sectionIdentifiers.count }

  /// Every item, section by section.
  @inlinable public var itemIdentifiers: [ItemID] { sectionItems.flatMap { $0 } }

  /// The number of items in a section (0 for a section the snapshot does not hold).
  @inlinable public func numberOfItems(inSection identifier: SectionID) -> Int {
    sectionIndices[identifier].map { sectionItems[$0].count } ?? 0
  }

  /// The items of a section, in order (empty for a section the snapshot does not hold).
  @inlinable public func itemIdentifiers(inSection identifier: SectionID) -> [ItemID] {
    sectionIndices[identifier].map { sectionItems[$0] } ?? []
  }

  /// The section that holds an item.
  @inlinable public func sectionIdentifier(containingItem identifier: ItemID) -> SectionID? {
    itemSections[identifier]
  }

  /// An item's position among all items, counting section by section (indexOfItemIdentifier:).
  @inlinable public func indexOfItem(_ identifier: ItemID) -> Int? {
    guard let path = indexPath(ofItem: identifier) else { return nil }
    var index = path.item
    for s in 0..<path.section { index += sectionItems[s].count }
    return index
  }

  /// A section's position.
  @inlinable public func indexOfSection(_ identifier: SectionID) -> Int? {
    sectionIndices[identifier]
  }

  /// Whether the snapshot holds an item.
  @inlinable public func contains(item identifier: ItemID) -> Bool {
    itemSections[identifier] != nil
  }

  /// Whether the snapshot holds a section.
  @inlinable public func contains(section identifier: SectionID) -> Bool {
    sectionIndices[identifier] != nil
  }

  /// The index path of an item: its section's index and its position in the section.
  @inlinable public func indexPath(ofItem identifier: ItemID) -> IndexPath? {
    guard let section = itemSections[identifier], let s = sectionIndices[section],
      let item = sectionItems[s].firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: item, section: s)
  }

  /// The item at an index path, if there is one.
  @inlinable public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
    guard sectionItems.indices.contains(indexPath.section),
      sectionItems[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sectionItems[indexPath.section][indexPath.item]
  }

  // MARK: Items

  /// Appends items to the end of a section (the last one when `section` is `nil`).
  @inlinable public mutating func appendItems(
    _ identifiers: [ItemID], toSection section: SectionID? = nil
  ) throws(DiffableDataSourceError) {
    let target: Int
    if let section {
      target = try index(ofSection: section)
    } else {
      guard !_sectionIdentifiers.isEmpty else {
        throw DiffableDataSourceError(
          .noSection,
          "There are currently no sections in the data source. Please add a section first.")
      }
      target = _sectionIdentifiers.count - 1
    }
    try checkNew(identifiers)
    sectionItems[target].append(contentsOf: identifiers)
    let id = _sectionIdentifiers[target]
    for item in identifiers { itemSections[item] = id }
  }

  /// Inserts items just before another item, in that item's section.
  @inlinable public mutating func insertItems(_ identifiers: [ItemID], beforeItem anchor: ItemID)
    throws(DiffableDataSourceError)
  {
    try insertItems(identifiers, at: anchor, after: false)
  }

  /// Inserts items just after another item, in that item's section.
  @inlinable public mutating func insertItems(_ identifiers: [ItemID], afterItem anchor: ItemID)
    throws(DiffableDataSourceError)
  {
    try insertItems(identifiers, at: anchor, after: true)
  }

  @inlinable mutating func insertItems(_ identifiers: [ItemID], at anchor: ItemID, after: Bool)
    throws(DiffableDataSourceError)
  {
    let path = try location(ofItem: anchor)
    try checkNew(identifiers)
    sectionItems[path.section].insert(contentsOf: identifiers, at: path.item + (after ? 1 : 0))
    let id = _sectionIdentifiers[path.section]
    for item in identifiers { itemSections[item] = id }
  }

  /// Deletes items wherever they are.
  @inlinable public mutating func deleteItems(_ identifiers: [ItemID])
    throws(DiffableDataSourceError)
  {
    try checkExisting(identifiers, "delete")
    let gone = Set(identifiers)
    var touched = Set<Int>()
    for item in identifiers {
      if let section = itemSections.removeValue(forKey: item), let s = sectionIndices[section] {
        touched.insert(s)
      }
    }
    for s in touched { sectionItems[s].removeAll { gone.contains($0) } }
    _reloadedItemIdentifiers.removeAll { gone.contains($0) }
    _reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
  }

  /// Deletes every item and every section.
  @inlinable public mutating func deleteAllItems() { self = Self() }

  /// Moves an item just before another item (possibly into another section).
  @inlinable public mutating func moveItem(_ identifier: ItemID, beforeItem anchor: ItemID)
    throws(DiffableDataSourceError)
  {
    try moveItem(identifier, to: anchor, after: false)
  }

  /// Moves an item just after another item (possibly into another section).
  @inlinable public mutating func moveItem(_ identifier: ItemID, afterItem anchor: ItemID)
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
    let from = try location(ofItem: identifier)
    _ = try location(ofItem: anchor)
    sectionItems[from.section].remove(at: from.item)
    let to = location(ofItemUnchecked: anchor)
    sectionItems[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    itemSections[identifier] = _sectionIdentifiers[to.section]
  }

  /// Marks items for reloading: their cells are fetched again and cross-fade.
  @inlinable public mutating func reloadItems(_ identifiers: [ItemID])
    throws(DiffableDataSourceError)
  {
    try checkExisting(identifiers, "reload")
    var marked = Set(_reloadedItemIdentifiers)
    _reloadedItemIdentifiers += identifiers.filter { marked.insert($0).inserted }
  }

  /// Marks items for reconfiguring: their cells stay and are configured again in place, which
  /// is cheaper than reloading and keeps their state.
  @inlinable public mutating func reconfigureItems(_ identifiers: [ItemID])
    throws(DiffableDataSourceError)
  {
    try checkExisting(identifiers, "reconfigure")
    var marked = Set(_reconfiguredItemIdentifiers)
    _reconfiguredItemIdentifiers += identifiers.filter { marked.insert($0).inserted }
  }

  // MARK: Sections

  /// Appends sections at the end.
  @inlinable public mutating func appendSections(_ identifiers: [SectionID])
    throws(DiffableDataSourceError)
  {
    try insertSections(identifiers, at: _sectionIdentifiers.count)
  }

  /// Inserts sections just before another section.
  @inlinable public mutating func insertSections(
    _ identifiers: [SectionID], beforeSection anchor: SectionID
  )
    throws(DiffableDataSourceError)
  {
    try insertSections(identifiers, at: try index(ofSection: anchor))
  }

  /// Inserts sections just after another section.
  @inlinable public mutating func insertSections(
    _ identifiers: [SectionID], afterSection anchor: SectionID
  )
    throws(DiffableDataSourceError)
  {
    try insertSections(identifiers, at: try index(ofSection: anchor) + 1)
  }

  @inlinable mutating func insertSections(_ identifiers: [SectionID], at index: Int)
    throws(DiffableDataSourceError)
  {
    var seen = Set<SectionID>()
    let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionIndices[$0] != nil }
    guard duplicates.isEmpty else {
      throw DiffableDataSourceError(
        .duplicateSections,
        "Section identifiers must be unique; these are already in the snapshot or given twice: \(DiffableDataSourceError.list(duplicates))."
      )
    }
    _sectionIdentifiers.insert(contentsOf: identifiers, at: index)
    sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    reindexSections()
  }

  /// Deletes sections with all their items.
  @inlinable public mutating func deleteSections(_ identifiers: [SectionID])
    throws(DiffableDataSourceError)
  {
    let missing = identifiers.filter { sectionIndices[$0] == nil }
    guard missing.isEmpty else {
      throw DiffableDataSourceError(
        .unknownSection,
        "Attempted to delete section identifiers that are not in the snapshot: \(DiffableDataSourceError.list(missing))."
      )
    }
    let gone = Set(identifiers)
    var goneItems = Set<ItemID>()
    for s in _sectionIdentifiers.indices where gone.contains(_sectionIdentifiers[s]) {
      for item in sectionItems[s] {
        itemSections[item] = nil
        goneItems.insert(item)
      }
    }
    let kept = _sectionIdentifiers.indices.filter { !gone.contains(_sectionIdentifiers[$0]) }
    sectionItems = kept.map { sectionItems[$0] }
    _sectionIdentifiers = kept.map { _sectionIdentifiers[$0] }
    reindexSections()
    _reloadedSectionIdentifiers.removeAll { gone.contains($0) }
    _reloadedItemIdentifiers.removeAll { goneItems.contains($0) }
    _reconfiguredItemIdentifiers.removeAll { goneItems.contains($0) }
  }

  /// Moves a section just before another section.
  @inlinable public mutating func moveSection(
    _ identifier: SectionID, beforeSection anchor: SectionID
  )
    throws(DiffableDataSourceError)
  {
    try moveSection(identifier, to: anchor, after: false)
  }

  /// Moves a section just after another section.
  @inlinable public mutating func moveSection(
    _ identifier: SectionID, afterSection anchor: SectionID
  )
    throws(DiffableDataSourceError)
  {
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
    let from = try index(ofSection: identifier)
    _ = try index(ofSection: anchor)
    let items = sectionItems.remove(at: from)
    _sectionIdentifiers.remove(at: from)
    let to = _sectionIdentifiers.firstIndex(of: anchor)! + (after ? 1 : 0)
    _sectionIdentifiers.insert(identifier, at: to)
    sectionItems.insert(items, at: to)
    reindexSections()
  }

  /// Marks sections for reloading: all their cells and supplementary views are fetched again.
  @inlinable public mutating func reloadSections(_ identifiers: [SectionID])
    throws(DiffableDataSourceError)
  {
    let missing = identifiers.filter { sectionIndices[$0] == nil }
    guard missing.isEmpty else {
      throw DiffableDataSourceError(
        .unknownSection,
        "Attempted to reload section identifiers that are not in the snapshot: \(DiffableDataSourceError.list(missing))."
      )
    }
    var marked = Set(_reloadedSectionIdentifiers)
    _reloadedSectionIdentifiers += identifiers.filter { marked.insert($0).inserted }
  }

  // MARK: Bookkeeping

  /// The same snapshot without reload and reconfigure marks (what a data source keeps once it
  /// has applied one).
  @inlinable var withoutMarks: Self {
    var copy = self
    copy._reloadedItemIdentifiers = []
    copy._reconfiguredItemIdentifiers = []
    copy._reloadedSectionIdentifiers = []
    return copy
  }

  /// Replaces a section's items wholesale (what applying a section snapshot does); the items
  /// must not be in any other section.
  @inlinable mutating func replaceItems(inSection section: SectionID, with identifiers: [ItemID])
    throws(DiffableDataSourceError)
  {
    let s = try index(ofSection: section)
    var seen = Set<ItemID>()
    let duplicates = identifiers.filter {
      !seen.insert($0).inserted || (itemSections[$0] != nil && itemSections[$0] != section)
    }
    guard duplicates.isEmpty else {
      throw DiffableDataSourceError(
        .duplicateItems,
        "Item identifiers must be unique; these are in another section or given twice: \(DiffableDataSourceError.list(duplicates))."
      )
    }
    for item in sectionItems[s] { itemSections[item] = nil }
    sectionItems[s] = identifiers
    for item in identifiers { itemSections[item] = section }
  }

  @inlinable mutating func reindexSections() {
    sectionIndices = [:]
    sectionIndices.reserveCapacity(_sectionIdentifiers.count)
    for (i, id) in _sectionIdentifiers.enumerated() { sectionIndices[id] = i }
  }

  @inlinable func index(ofSection identifier: SectionID) throws(DiffableDataSourceError) -> Int {
    guard let s = sectionIndices[identifier] else {
      throw DiffableDataSourceError(
        .unknownSection, "Section identifier \(identifier) is not in the snapshot.")
    }
    return s
  }

  @inlinable func location(ofItem identifier: ItemID) throws(DiffableDataSourceError) -> IndexPath {
    guard itemSections[identifier] != nil else {
      throw DiffableDataSourceError(
        .unknownItem, "Item identifier \(identifier) is not in the snapshot.")
    }
    return location(ofItemUnchecked: identifier)
  }

  @inlinable func location(ofItemUnchecked identifier: ItemID) -> IndexPath {
    let s = sectionIndices[itemSections[identifier]!]!
    return IndexPath(item: sectionItems[s].firstIndex(of: identifier)!, section: s)
  }

  /// Throws unless every identifier is new to the snapshot and given once.
  @inlinable func checkNew(_ identifiers: [ItemID]) throws(DiffableDataSourceError) {
    var seen = Set<ItemID>()
    seen.reserveCapacity(identifiers.count)
    var duplicates: [ItemID] = []
    for item in identifiers where !seen.insert(item).inserted || itemSections[item] != nil {
      duplicates.append(item)
    }
    guard duplicates.isEmpty else {
      throw DiffableDataSourceError(
        .duplicateItems,
        "Item identifiers must be unique; these are already in the snapshot or given twice: \(DiffableDataSourceError.list(duplicates))."
      )
    }
  }

  /// Throws unless every identifier is in the snapshot and given once.
  @inlinable func checkExisting(_ identifiers: [ItemID], _ verb: String)
    throws(DiffableDataSourceError)
  {
    let missing = identifiers.filter { itemSections[$0] == nil }
    guard missing.isEmpty else {
      throw DiffableDataSourceError(
        .unknownItem,
        "Attempted to \(verb) item identifiers that are not in the snapshot: \(DiffableDataSourceError.list(missing))."
      )
    }
    guard Set(identifiers).count == identifiers.count else {
      throw DiffableDataSourceError(
        .duplicateItems, "The item identifiers to \(verb) are not unique.")
    }
  }
}
