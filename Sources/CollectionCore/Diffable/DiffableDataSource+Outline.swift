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
    guard !sectionSnapshots.isEmpty, let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section)
    else { return false }
    return sectionSnapshots[section]?.isExpanded(item) ?? false
  }

  /// The item's level, expansion, parent and first child in its section's section snapshot.
  func outlineItem(at indexPath: IndexPath) -> OutlineItem? {
    guard !sectionSnapshots.isEmpty, let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      let outline = sectionSnapshots[section], outline.contains(item)
    else { return nil }
    let children = outline.children(of: item)
    let expanded = outline.isExpanded(item)
    return OutlineItem(
      level: outline.level(of: item), isExpanded: expanded,
      canExpand: !children.isEmpty || sectionSnapshotHandlers.snapshotForExpandingParent != nil,
      parent: outline.parent(of: item).flatMap { self.indexPath(for: $0) },
      firstChild: expanded ? children.first.flatMap { self.indexPath(for: $0) } : nil)
  }

  /// Expands or collapses an item as the user asked: the `should…` handler may refuse, the
  /// `will…` handler hears of it, an expanding parent takes the children
  /// `snapshotForExpandingParent` gives, and the section snapshot is applied animated.
  func setItemExpanded(_ expanded: Bool, at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      var outline = sectionSnapshots[section], outline.contains(item),
      outline.isExpanded(item) != expanded
    else { return false }
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
        guard !outline.children(of: item).isEmpty else { return false }
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
