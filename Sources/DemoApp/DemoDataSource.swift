import TUICollectionView

/// The demo's model and data source: sections of numbered items (by default one section, the
/// book's `cellCount`), with a header and a footer for each section where a layout asks for them.
public final class DemoDataSource: CollectionViewDataSource {
  /// One section of the model: a number that names it and stays with it when sections move, and
  /// its items in order.
  public struct Section: Hashable, Sendable {
    /// The name's number ("Section 2"), given once and never reused.
    public var number: Int
    /// The items, in order.
    public var items: ItemOrder

    /// Creates a section of items numbered 0 to `count − 1`.
    public init(number: Int, count: Int) {
      self.number = number
      self.items = ItemOrder(count: max(0, count), origin: number)
    }

    /// The number of items.
    public var count: Int { items.count }

    /// A new item for this section, numbered one above its highest.
    public var newItem: DemoItem { DemoItem(origin: number, number: items.nextNumber) }

    /// The section's name, e.g. "Section 2".
    public var name: String { "Section \(number)" }
  }

  /// The sections, in order; change them first, then tell the collection view.
  public var sections: [Section]
  /// The number the next new section is named by.
  public private(set) var nextSectionNumber: Int
  /// How many times over section 0 reports its items (1 but in the endless banner, seed 004's
  /// `count × 100`): the collection view sees `count · repeatCount` items, each showing the
  /// item it repeats.
  public var repeatCount = 1

  /// Creates a data source with sections of the given sizes, named Section 0, 1, ….
  public init(sectionCounts: [Int]) {
    sections = sectionCounts.enumerated().map {
      Section(number: $0.offset, count: max(0, $0.element))
    }
    nextSectionNumber = sectionCounts.count
  }

  /// Replaces every section with new ones of the given sizes, named Section 0, 1, … (tell the
  /// collection view with `reloadData()`).
  public func reset(sectionCounts: [Int]) {
    sections = sectionCounts.enumerated().map {
      Section(number: $0.offset, count: max(0, $0.element))
    }
    nextSectionNumber = sectionCounts.count
  }

  /// Creates a data source with one section of a number of items.
  public convenience init(cellCount: Int) { self.init(sectionCounts: [cellCount]) }

  /// The number of items in every section.
  public var cellCount: Int { sections.reduce(0) { $0 + $1.count } }

  /// A new section of `count` items with the next number (not yet in `sections`).
  public func makeSection(count: Int) -> Section {
    defer { nextSectionNumber += 1 }
    return Section(number: nextSectionNumber, count: count)
  }

  /// The number of sections.
  public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  /// The item count of a section.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard sections.indices.contains(section) else { return 0 }
    return sections[section].count * (section == 0 ? repeatCount : 1)
  }

  /// A reused or new cell labelled with its item number (in a repeat, the item it repeats).
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: DemoCell.reuseIdentifier, for: indexPath)
    cell.text = String(item(at: indexPath))
    return cell
  }

  /// The number an index path shows (in a repeat, the number of the item it repeats).
  public func item(at indexPath: IndexPath) -> Int {
    demoItem(at: indexPath)?.number ?? indexPath.item
  }

  /// The item an index path shows (in a repeat, the item it repeats); `nil` for one that does
  /// not exist.
  public func demoItem(at indexPath: IndexPath) -> DemoItem? {
    guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
    let order = sections[indexPath.section].items
    guard order.count > 0 else { return nil }
    if indexPath.section == 0 && repeatCount > 1 {
      return order.item(at: indexPath.item % order.count)
    }
    return indexPath.item < order.count ? order.item(at: indexPath.item) : nil
  }

  /// The index in its section's items of the item an index path shows (in a repeat, of the
  /// item it repeats).
  public func modelIndex(of indexPath: IndexPath) -> Int {
    guard indexPath.section == 0, repeatCount > 1, let n = sections.first?.count, n > 0 else {
      return indexPath.item
    }
    return indexPath.item % n
  }

  /// Any item may move, but in the endless banner's repeat (one item shown a hundred times).
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { repeatCount == 1 && demoItem(at: indexPath) != nil }

  /// Reorders the model: the item leaves its place and takes the new one (maybe in another
  /// section).
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = sections[sourceIndexPath.section].items.remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.item)
  }

  /// A section's header ("Section 2 · 9 items") or footer, reused from its queue.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    switch kind {
    case ElementKind.sectionHeader:
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: DemoHeaderView.reuseIdentifier, for: indexPath)
      (view as? DemoHeaderView)?.configure(title: section.name, itemCount: section.count)
      return view
    case ElementKind.sectionFooter:
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: DemoFooterView.reuseIdentifier, for: indexPath)
      view.text = "end of \(section.name)"
      return view
    default:
      return nil
    }
  }

  /// Registers the demo's cell, header and footer classes with a collection view.
  public static func registerViews(with collectionView: CollectionView) {
    collectionView.register(DemoCell.self, forCellWithReuseIdentifier: DemoCell.reuseIdentifier)
    collectionView.register(
      DemoHeaderView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
      withReuseIdentifier: DemoHeaderView.reuseIdentifier)
    collectionView.register(
      DemoFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter,
      withReuseIdentifier: DemoFooterView.reuseIdentifier)
  }
}
