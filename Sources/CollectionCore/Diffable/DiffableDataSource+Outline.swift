extension DiffableDataSource {
  /// What the app decides when the user expands or collapses an item of an outline
  /// (UICollectionViewDiffableDataSource.SectionSnapshotHandlers): whether it may, a word
  /// before it happens, and the children of a parent as it expands (to read them lazily).
  public struct SectionSnapshotHandlers<Item> {
    /// Whether the item may expand (`nil`: it may).
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called just before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse (`nil`: it may).
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called just before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children a parent expands to, given its current ones as a section snapshot; set, it
    /// lets items without children yet expand (a folder read when first opened).
    public var snapshotForExpandingParent:
      (
        (Item, DiffableDataSourceSectionSnapshot<ItemID>) -> DiffableDataSourceSectionSnapshot<
          ItemID
        >
      )?

    /// Handlers that allow everything.
    public init() {}
  }
}

extension DiffableDataSource: ItemExpansionProviding {
  /// Whether the item at an index path is expanded in its section's section snapshot.
  func isItemExpanded(at indexPath: IndexPath) -> Bool {
    guard case (let outline, let item)? = outlineAndItem(at: indexPath) else { return false }
    return outline.isExpanded(item)
  }

  /// The item's level in its section's section snapshot.
  func outlineLevel(at indexPath: IndexPath) -> Int? {
    guard case (let outline, let item)? = outlineAndItem(at: indexPath), outline.contains(item)
    else {
      return nil
    }
    return outline.level(of: item)
  }

  /// The item's level, expansion, parent and first child in its section's section snapshot.
  /// The section shows the outline's visible items depth first, so the first child is the next
  /// row and the parent is as many rows up as the item and its earlier siblings take: neither
  /// is searched for.
  func outlineItem(at indexPath: IndexPath) -> OutlineItem? {
    guard case (let outline, let item)? = outlineAndItem(at: indexPath), outline.contains(item)
    else {
      return nil
    }
    let expanded = outline.isExpanded(item)
    let hasChildren = outline.hasChildren(item)
    let parent = outline.rowsBelowParent(of: item).map {
      IndexPath(item: indexPath.item - $0, section: indexPath.section)
    }
    return OutlineItem(
      level: outline.level(of: item), isExpanded: expanded,
      canExpand: hasChildren || sectionSnapshotHandlers.snapshotForExpandingParent != nil,
      parent: parent,
      firstChild: expanded && hasChildren
        ? IndexPath(item: indexPath.item + 1, section: indexPath.section) : nil)
  }

  /// The section snapshot of an index path's section and the item there, when the section has
  /// one.
  private func outlineAndItem(at indexPath: IndexPath)
    -> (DiffableDataSourceSectionSnapshot<ItemID>, ItemID)?
  {
    guard !sectionSnapshots.isEmpty, let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      let outline = sectionSnapshots[section]
    else { return nil }
    return (outline, item)
  }

  /// Expands or collapses an item as the user asked: the `should…` handler may refuse, the
  /// `will…` handler hears of it, an expanding parent takes the children
  /// `snapshotForExpandingParent` gives, and the section snapshot is applied animated.
  func setItemExpanded(_ expanded: Bool, at indexPath: IndexPath) -> Bool {
    guard case (let stored, let item)? = outlineAndItem(at: indexPath), stored.contains(item),
      stored.isExpanded(item) != expanded
    else { return false }
    var outline = stored
    let section = sectionIdentifier(for: indexPath.section)!
    let handlers = sectionSnapshotHandlers
    if expanded {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      if let provide = handlers.snapshotForExpandingParent {
        handlers.willExpandItem?(item)
        let children = provide(item, outline.snapshot(of: item))
        do { try outline.checkedReplace(childrenOf: item, using: children) } catch {
          error.raise()
        }
      } else {
        guard outline.hasChildren(item) else { return false }
        handlers.willExpandItem?(item)
      }
      outline.expand([item])
    } else {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    }
    apply(outline, to: section, animatingDifferences: true)
    return true
  }
}
