/// A table view's data source driven by snapshots (UITableViewDiffableDataSource): apply a
/// snapshot and the table animates the difference, as `DiffableDataSource` does for a
/// collection view — it is one, made for a table view.
///
/// Subclass it to give section titles, editing and moving, as UIKit code does: override
/// `tableView(_:titleForHeaderInSection:)`, `tableView(_:canEditRowAt:)` and
/// `tableView(_:commit:forRowAt:)` (apply a snapshot without the row there),
/// `tableView(_:canMoveRowAt:)`; a moved row moves in the snapshot by itself.
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource {
  /// Makes the cell for an item, usually with `dequeueReusableCell(withIdentifier:for:)`;
  /// `nil` shows an empty cell.
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  /// How rows come and go when a snapshot is applied (defaultRowAnimation): accepted for UIKit
  /// code; applied snapshots fade rows in and out and glide the moved ones.
  public var defaultRowAnimation = TableView.RowAnimation.automatic
  /// Makes the cells.
  private let tableCellProvider: CellProvider

  /// Creates the data source and makes it the table view's data source
  /// (init(tableView:cellProvider:)); keep a reference to it, as the table view holds its data
  /// source weakly.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    tableCellProvider = cellProvider
    super.init(collectionView: tableView) { collectionView, indexPath, item in
      (collectionView as? TableView).flatMap { cellProvider($0, indexPath, item) }
    }
  }

  // MARK: TableViewDataSource

  /// The number of sections in the current snapshot.
  open func numberOfSections(in tableView: TableView) -> Int { snapshot().numberOfSections }

  /// The number of rows in a section of the current snapshot.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    collectionView(tableView, numberOfItemsInSection: section)
  }

  /// The cell provider's cell for the row's item.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let item = itemIdentifier(for: indexPath),
      let cell = tableCellProvider(tableView, indexPath, item)
    else { return TableViewCell() }
    return cell
  }

  /// No header; override to give one.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer; override to give one.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// False: override to let rows be deleted (and swiped to Delete).
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing: override to delete the row's item and apply the snapshot.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// False: override to let rows be reordered.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Moves the row's item in the current snapshot, where the table already shows it; an
  /// override that keeps a model of its own calls super.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let item = current.itemIdentifier(at: sourceIndexPath),
      current.sectionIdentifiers.indices.contains(destinationIndexPath.section)
    else { return }
    var moved = current
    moved.deleteItems([item])
    let section = moved.sectionIdentifiers[destinationIndexPath.section]
    let items = moved.itemIdentifiers(inSection: section)
    if destinationIndexPath.item < items.count {
      moved.insertItems([item], beforeItem: items[destinationIndexPath.item])
    } else {
      moved.appendItems([item], toSection: section)
    }
    current = moved.withoutMarks
  }

  // MARK: The collection view's questions

  /// The row's cell, readied by the table view (its height, its editing controls).
  open override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    guard let tableView = collectionView as? TableView else {
      return super.collectionView(collectionView, cellForItemAt: indexPath)
    }
    let cell = self.tableView(tableView, cellForRowAt: indexPath)
    tableView.prepareRow(cell, at: indexPath)
    return cell
  }

  /// A section's header or footer showing its title.
  open override func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard let tableView = collectionView as? TableView else {
      return super.collectionView(
        collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    return tableView.titleView(ofKind: kind, at: indexPath, from: self)
  }

  /// Whether a row may be lifted: while editing, as `tableView(_:canMoveRowAt:)` says.
  open override func collectionView(
    _ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    guard let tableView = collectionView as? TableView, tableView.isEditing else { return false }
    return self.tableView(tableView, canMoveRowAt: indexPath)
  }

  /// A row was moved: `tableView(_:moveRowAt:to:)`.
  open override func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let tableView = collectionView as? TableView else { return }
    self.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }
}
