/// A table view's layout: a compositional layout whose every section is a list in the table's
/// style (`TableView.listSection(at:environment:)`), whose inserted and deleted rows come and go
/// as the table's row animations say, and whose moving row asks the table's delegate where it
/// may go.
final class TableLayout: CompositionalLayout {
  /// Holds the table view for the section provider, which is made before the table is.
  private final class TableReference {
    weak var tableView: TableView?
  }

  /// The table view laid out.
  private let reference: TableReference
  /// The row animations of the batch being applied: inserted rows by their new index path,
  /// deleted ones by their old, and whole sections by their index.
  private var insertAnimations: [IndexPath: TableView.RowAnimation] = [:]
  private var deleteAnimations: [IndexPath: TableView.RowAnimation] = [:]
  private var insertedSectionAnimations: [Int: TableView.RowAnimation] = [:]
  private var deletedSectionAnimations: [Int: TableView.RowAnimation] = [:]

  /// A layout that asks its table view for each section.
  init() {
    let reference = TableReference()
    self.reference = reference
    super.init(sectionProvider: { index, environment in
      reference.tableView?.listSection(at: index, environment: environment)
    })
  }

  /// The table view laid out.
  var tableView: TableView? {
    get { reference.tableView }
    set { reference.tableView = newValue }
  }

  /// Notes how rows inserted (at their new index paths) come in.
  func noteInserted(_ indexPaths: [IndexPath], with animation: TableView.RowAnimation) {
    for path in indexPaths { insertAnimations[path] = animation }
  }

  /// Notes how rows deleted (at their old index paths) go.
  func noteDeleted(_ indexPaths: [IndexPath], with animation: TableView.RowAnimation) {
    for path in indexPaths { deleteAnimations[path] = animation }
  }

  /// Notes how the rows of inserted sections come in.
  func noteInserted(sections: [Int], with animation: TableView.RowAnimation) {
    for section in sections { insertedSectionAnimations[section] = animation }
  }

  /// Notes how the rows of deleted sections go.
  func noteDeleted(sections: [Int], with animation: TableView.RowAnimation) {
    for section in sections { deletedSectionAnimations[section] = animation }
  }

  /// An inserted row starts where its animation brings it from.
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard updateIndexPaths.isInserted(itemIndexPath),
      let animation = insertAnimations[itemIndexPath]
        ?? insertedSectionAnimations[itemIndexPath.section],
      let a = layoutAttributesForItem(at: itemIndexPath)
    else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    return animation.offstage(a)
  }

  /// A deleted row ends where its animation takes it.
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let final = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard updateIndexPaths.isDeleted(itemIndexPath),
      let animation = deleteAnimations[itemIndexPath]
        ?? deletedSectionAnimations[itemIndexPath.section],
      var a = final
    else { return final }
    a.alpha = 1
    return animation.offstage(a)
  }

  /// The batch is over: its row animations are forgotten.
  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertAnimations = [:]
    deleteAnimations = [:]
    insertedSectionAnimations = [:]
    deletedSectionAnimations = [:]
  }

  /// Where a moving row would go: the list's place under the pointer, as the delegate's
  /// `targetIndexPathForMoveFromRowAt` allows.
  override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: Point
  ) -> IndexPath {
    let proposed = super.targetIndexPath(
      forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    guard proposed != previousIndexPath, let table = tableView,
      let source = table.movement?.original
    else { return proposed }
    let target = table.tableDelegate.tableView(
      table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
    return table.isValidItem(target) ? target : previousIndexPath
  }
}
