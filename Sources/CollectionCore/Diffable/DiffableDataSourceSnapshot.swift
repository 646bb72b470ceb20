/// The state of a collection view's data as identifiers: sections in order, each with its items
/// in order (NSDiffableDataSourceSnapshot). Build one, hand it to
/// `DiffableDataSource.apply(_:animatingDifferences:completion:)`, and the collection view works
/// out and animates the difference.
///
/// Every identifier is unique in the whole snapshot, as UIKit requires. The mutations have
/// UIKit's names and meaning and do not throw: a programmer's error (an identifier given twice,
/// an anchor the snapshot does not hold) stops the program with UIKit's message, as UIKit raises
/// an exception. Each has a `checked…` variant that throws a `DiffableDataSourceError` instead
/// and leaves the snapshot as it was, for identifiers that come from outside the program.
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

  /// Makes room for `itemCount` items in all, so a large snapshot built a section at a time
  /// hashes each identifier once instead of moving the table as it doubles (not in UIKit, whose
  /// snapshot is a class that manages its own storage).
  @inlinable public mutating func reserveCapacity(_ itemCount: Int) {
    itemSections.reserveCapacity(itemCount)
  }

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

  /// Appends items to the end of a section (the last one when `section` is `nil`). Items already
  /// in the snapshot move here, as UIKit moves them since iOS 15. Stops the program, as UIKit
  /// raises, when an identifier is given twice, the section is unknown or there is no section;
  /// `checkedAppendItems(_:toSection:)` throws instead.
  @inlinable public mutating func appendItems(
    _ identifiers: [ItemID], toSection section: SectionID? = nil
  ) {
    do { try checkedAppendItems(identifiers, toSection: section) } catch { error.raise() }
  }

  /// Inserts items just before another item, in that item's section; items already in the
  /// snapshot move there. Stops on an unknown anchor or an identifier given twice
  /// (`checkedInsertItems(_:beforeItem:)` throws).
  @inlinable public mutating func insertItems(_ identifiers: [ItemID], beforeItem anchor: ItemID) {
    do { try checkedInsertItems(identifiers, beforeItem: anchor) } catch { error.raise() }
  }

  /// Inserts items just after another item, in that item's section; items already in the
  /// snapshot move there. Stops on an unknown anchor or an identifier given twice
  /// (`checkedInsertItems(_:afterItem:)` throws).
  @inlinable public mutating func insertItems(_ identifiers: [ItemID], afterItem anchor: ItemID) {
    do { try checkedInsertItems(identifiers, afterItem: anchor) } catch { error.raise() }
  }

  /// Deletes items wherever they are; identifiers the snapshot does not hold are ignored, as
  /// UIKit ignores them.
  @inlinable public mutating func deleteItems(_ identifiers: [ItemID]) {
    var gone = Set<ItemID>()
    gone.reserveCapacity(identifiers.count)
    var touched = Set<Int>()
    for item in identifiers where gone.insert(item).inserted {
      if let section = itemSections.removeValue(forKey: item), let s = sectionIndices[section] {
        touched.insert(s)
      }
    }
    guard !touched.isEmpty else { return }
    for s in touched { sectionItems[s].removeAll { gone.contains($0) } }
    _reloadedItemIdentifiers.removeAll { gone.contains($0) }
    _reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
  }

  /// Deletes every item and every section.
  @inlinable public mutating func deleteAllItems() { self = Self() }

  /// Moves an item just before another item (possibly into another section). Stops when either
  /// is unknown or they are the same (`checkedMoveItem(_:beforeItem:)` throws).
  @inlinable public mutating func moveItem(_ identifier: ItemID, beforeItem anchor: ItemID) {
    do { try checkedMoveItem(identifier, beforeItem: anchor) } catch { error.raise() }
  }

  /// Moves an item just after another item (possibly into another section). Stops when either
  /// is unknown or they are the same (`checkedMoveItem(_:afterItem:)` throws).
  @inlinable public mutating func moveItem(_ identifier: ItemID, afterItem anchor: ItemID) {
    do { try checkedMoveItem(identifier, afterItem: anchor) } catch { error.raise() }
  }

  /// Marks items for reloading: their cells are fetched again and cross-fade. Stops on an item
  /// the snapshot does not hold (`checkedReloadItems(_:)` throws).
  @inlinable public mutating func reloadItems(_ identifiers: [ItemID]) {
    do { try checkedReloadItems(identifiers) } catch { error.raise() }
  }

  /// Marks items for reconfiguring: their cells stay and are configured again in place, which
  /// is cheaper than reloading and keeps their state. Stops on an item the snapshot does not
  /// hold (`checkedReconfigureItems(_:)` throws).
  @inlinable public mutating func reconfigureItems(_ identifiers: [ItemID]) {
    do { try checkedReconfigureItems(identifiers) } catch { error.raise() }
  }

  // MARK: Sections

  /// Appends sections at the end. Stops when a section is already in the snapshot or given
  /// twice (`checkedAppendSections(_:)` throws).
  @inlinable public mutating func appendSections(_ identifiers: [SectionID]) {
    do { try checkedAppendSections(identifiers) } catch { error.raise() }
  }

  /// Inserts sections just before another section. Stops on an unknown anchor or a section
  /// already held or given twice (`checkedInsertSections(_:beforeSection:)` throws).
  @inlinable public mutating func insertSections(
    _ identifiers: [SectionID], beforeSection anchor: SectionID
  ) {
    do { try checkedInsertSections(identifiers, beforeSection: anchor) } catch { error.raise() }
  }

  /// Inserts sections just after another section. Stops on an unknown anchor or a section
  /// already held or given twice (`checkedInsertSections(_:afterSection:)` throws).
  @inlinable public mutating func insertSections(
    _ identifiers: [SectionID], afterSection anchor: SectionID
  ) {
    do { try checkedInsertSections(identifiers, afterSection: anchor) } catch { error.raise() }
  }

  /// Deletes sections with all their items; sections the snapshot does not hold are ignored.
  @inlinable public mutating func deleteSections(_ identifiers: [SectionID]) {
    let gone = Set(identifiers.filter { sectionIndices[$0] != nil })
    guard !gone.isEmpty else { return }
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

  /// Moves a section just before another section. Stops when either is unknown or they are the
  /// same (`checkedMoveSection(_:beforeSection:)` throws).
  @inlinable public mutating func moveSection(
    _ identifier: SectionID, beforeSection anchor: SectionID
  ) {
    do { try checkedMoveSection(identifier, beforeSection: anchor) } catch { error.raise() }
  }

  /// Moves a section just after another section. Stops when either is unknown or they are the
  /// same (`checkedMoveSection(_:afterSection:)` throws).
  @inlinable public mutating func moveSection(
    _ identifier: SectionID, afterSection anchor: SectionID
  ) {
    do { try checkedMoveSection(identifier, afterSection: anchor) } catch { error.raise() }
  }

  /// Marks sections for reloading: all their cells and supplementary views are fetched again.
  /// Stops on a section the snapshot does not hold (`checkedReloadSections(_:)` throws).
  @inlinable public mutating func reloadSections(_ identifiers: [SectionID]) {
    do { try checkedReloadSections(identifiers) } catch { error.raise() }
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
    let s = try index(ofSection: section, "replace the items of")
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

  /// Throws, as `replaceItems(inSection:with:)` does, when any of the items is in the snapshot.
  func checkNotHeld(_ identifiers: [ItemID]) throws(DiffableDataSourceError) {
    let held = identifiers.filter { itemSections[$0] != nil }
    guard held.isEmpty else {
      throw DiffableDataSourceError(
        .duplicateItems,
        "Item identifiers must be unique; these are in another section or given twice: \(DiffableDataSourceError.list(held))."
      )
    }
  }

  /// Replaces a section's items, given the ones that arrive in it (held by no section) and the
  /// ones that leave it (the difference of its old and new items): only those are hashed.
  mutating func replaceItems(
    inSection s: Int, with identifiers: [ItemID], arriving: [ItemID], leaving: [ItemID]
  ) {
    let section = _sectionIdentifiers[s]
    for item in leaving { itemSections[item] = nil }
    for item in arriving { itemSections[item] = section }
    sectionItems[s] = identifiers
  }

  @inlinable mutating func reindexSections() {
    sectionIndices = [:]
    sectionIndices.reserveCapacity(_sectionIdentifiers.count)
    for (i, id) in _sectionIdentifiers.enumerated() { sectionIndices[id] = i }
  }

  /// Indexes the sections from a position on (those before it kept theirs).
  @inlinable mutating func reindexSections(from start: Int) {
    for i in start..<_sectionIdentifiers.count { sectionIndices[_sectionIdentifiers[i]] = i }
  }
}
