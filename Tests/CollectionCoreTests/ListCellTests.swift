import TestSupport
import Testing

@testable import CollectionCore

/// List cells as UIKit code uses them: accessories per display mode while editing and not,
/// clicks on accessory buttons, an outline's levels, expansion through the section snapshot
/// handlers, and the separators the list layout puts between rows.
@Suite("List cells, outlines and separators")
@MainActor
struct ListCellTests {
  /// An outline in a plain list: folders with files, as a section snapshot.
  final class Outline {
    let collectionView: CollectionView
    let dataSource: DiffableDataSource<Int, String>
    var accessories: (String) -> [CellAccessory] = { _ in [.outlineDisclosure()] }
    let clock = ManualClock()

    init(_ configuration: ListConfiguration = ListConfiguration(appearance: .plain)) {
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 40),
        collectionViewLayout: CompositionalLayout.list(using: configuration), clock: clock)
      var make: (String) -> [CellAccessory] = { _ in [] }
      let registration = CollectionView.CellRegistration<ListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = make(title)
      }
      dataSource = DiffableDataSource(collectionView: collectionView) { cv, indexPath, title in
        cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
      }
      make = { [unowned self] in self.accessories($0) }
      var outline = DiffableDataSourceSectionSnapshot<String>()
      outline.append(["Documents", "Music", "notes.txt"])
      outline.append(["a.txt", "b.txt"], to: "Documents")
      outline.append(["Old"], to: "Documents")
      outline.append(["c.txt"], to: "Old")
      outline.append(["song.mp3"], to: "Music")
      dataSource.apply(outline, to: 0, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }

    var visibleTitles: [String] { dataSource.snapshot().itemIdentifiers }

    func path(_ title: String) -> IndexPath { dataSource.indexPath(for: title)! }

    func cell(_ title: String) -> ListCell {
      collectionView.layoutIfNeeded()
      return collectionView.cellForItem(at: path(title)) as! ListCell
    }

    /// Lets every animation end.
    func settle() {
      clock.advance(by: 5)
      collectionView.tick()
      collectionView.layoutIfNeeded()
    }

    /// Clicks a column of an item's row.
    func click(_ title: String, column: Double) {
      let frame = collectionView.layoutAttributesForItem(at: path(title))!.frame
      let point = Point(x: frame.minX + column, y: frame.midY)
      collectionView.touchesBegan(at: point)
      collectionView.touchesEnded(at: point)
    }
  }

  /// The runs of a cell's appearance, by text.
  static func texts(_ cell: ListCell) -> [String: Double] {
    var result: [String: Double] = [:]
    for run in cell.appearance.texts { result[run.text] = run.x }
    return result
  }

  /// Regression: a cell provider's `defaultContentConfiguration()` was a plain cell's on the
  /// first dequeue (the cell learnt its list's appearance after the provider returned), so a
  /// sidebar's selected row kept black text and a blue image on its blue bar; its disclosure
  /// stayed blue too.
  @Test func aSidebarCellIsConfiguredAsOneFromItsFirstDequeueAndTurnsWhiteWhenSelected() {
    let app = Outline(ListConfiguration(appearance: .sidebar))
    let cell = app.cell("Documents")
    var expected = ListContentConfiguration.sidebarCell()
    expected.text = "Documents"
    #expect((cell.contentConfiguration as? ListContentConfiguration) == expected)
    app.collectionView.selectItem(at: app.path("Documents"), animated: false, scrollPosition: [])
    app.settle()
    let colors = Dictionary(
      app.cell("Documents").appearance.texts.map { ($0.text, $0.color) },
      uniquingKeysWith: { a, _ in a })
    #expect(colors["Documents"] == .white)
    #expect(colors["▸"] == .white)
    let unselected = Dictionary(
      app.cell("Music").appearance.texts.map { ($0.text, $0.color) },
      uniquingKeysWith: { a, _ in a })
    #expect(unselected["▸"] != .white)
  }

  @Test func accessoriesShowByDisplayModeAndMakeRoomForTheContent() {
    let cell = ListCell()
    cell.bounds = Rect(x: 0, y: 0, width: 30, height: 2)
    var content = ListContentConfiguration.cell()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.accessories = [
      .checkmark(displayed: .whenNotEditing), .delete(), .disclosureIndicator(), .reorder(),
    ]
    var runs = Self.texts(cell)
    #expect(runs["Row"] == 1)
    #expect(runs["✓"] != nil && runs["›"] != nil)
    #expect(runs["⊖"] == nil && runs["≡"] == nil)
    // The disclosure indicator is outermost of the two trailing ones, a column from the edge.
    #expect(runs["›"] == 28 && runs["✓"] == 26)

    cell.isEditing = true
    runs = Self.texts(cell)
    #expect(runs["✓"] == nil)
    #expect(runs["⊖"] == 1, "delete leads, a column in")
    #expect(runs["Row"] == 3, "the content moves over for it")
    #expect(runs["≡"] == 28, "reorder is the outermost trailing accessory")
    #expect(runs["›"] == 26)
  }

  @Test func indentationMovesContentAndLeadingAccessories() {
    let cell = ListCell()
    cell.bounds = Rect(x: 0, y: 0, width: 30, height: 2)
    var content = ListContentConfiguration.cell()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.accessories = [.outlineDisclosure()]
    cell.indentationLevel = 2
    var runs = Self.texts(cell)
    #expect(runs["▸"] == 5)
    #expect(runs["Row"] == 7)
    cell.indentsAccessories = false
    runs = Self.texts(cell)
    #expect(runs["▸"] == 1)
    #expect(runs["Row"] == 7)
  }

  @Test func anOutlineIndentsItsLevelsAndTurnsItsDisclosures() {
    let app = Outline()
    #expect(app.visibleTitles == ["Documents", "Music", "notes.txt"])
    #expect(app.collectionView.setOutlineItemExpanded(true, at: app.path("Documents")))
    app.settle()
    #expect(app.visibleTitles == ["Documents", "a.txt", "b.txt", "Old", "Music", "notes.txt"])
    #expect(app.cell("a.txt").indentationLevel == 1)
    #expect(app.cell("Documents").indentationLevel == 0)
    #expect(Self.texts(app.cell("Documents"))["▾"] != nil)
    #expect(Self.texts(app.cell("Music"))["▸"] != nil)
    let old = app.collectionView.outlineItem(at: app.path("Old"))
    #expect(old?.level == 1 && old?.canExpand == true && old?.isExpanded == false)
    #expect(old?.parent == app.path("Documents"))
    #expect(
      app.collectionView.outlineItem(at: app.path("Documents"))?.firstChild == app.path("a.txt"))
  }

  /// An item's parent and first child are found by counting rows: the parent is above the
  /// item by the rows of the item's earlier siblings and their open subtrees.
  @Test func anItemsParentIsAboveItsEarlierSiblingsOpenSubtrees() {
    let app = Outline()
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["R", "S"])
    outline.append(["A", "B", "C"], to: "R")
    outline.append(["a1", "a2"], to: "A")
    outline.append(["b1"], to: "B")
    outline.append(["x"], to: "a2")
    outline.expand(["R", "A", "a2", "B"])
    app.dataSource.apply(outline, to: 0, animatingDifferences: false)
    app.collectionView.layoutIfNeeded()
    #expect(app.visibleTitles == ["R", "A", "a1", "a2", "x", "B", "b1", "C", "S"])
    let cv = app.collectionView
    #expect(cv.outlineItem(at: app.path("C"))?.parent == app.path("R"))
    #expect(cv.outlineItem(at: app.path("B"))?.parent == app.path("R"))
    #expect(cv.outlineItem(at: app.path("x"))?.parent == app.path("a2"))
    #expect(cv.outlineItem(at: app.path("b1"))?.parent == app.path("B"))
    #expect(cv.outlineItem(at: app.path("S"))?.parent == nil)
    #expect(cv.outlineItem(at: app.path("A"))?.firstChild == app.path("a1"))
    #expect(cv.outlineItem(at: app.path("C"))?.firstChild == nil)
    #expect(cv.outlineItem(at: app.path("x"))?.level == 3)
    #expect(app.cell("x").indentationLevel == 3)
  }

  @Test func theDisclosureAccessoryExpandsAndCollapsesOnAClickWithoutSelecting() {
    let app = Outline()
    app.click("Documents", column: 1)
    app.settle()
    #expect(app.visibleTitles.contains("a.txt"))
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty)
    app.click("Documents", column: 1)
    app.settle()
    #expect(!app.visibleTitles.contains("a.txt"))
    // Elsewhere on the row a click selects, as it does on any cell.
    app.click("Documents", column: 10)
    #expect(app.collectionView.indexPathsForSelectedItems == [app.path("Documents")])
  }

  @Test func anAccessoryButtonRunsItsHandlerOnceAndDoesNotSelect() {
    let app = Outline()
    var deleted: [String] = []
    app.accessories = { title in [.delete(displayed: .always) { deleted.append(title) }] }
    app.collectionView.reloadData()
    app.collectionView.layoutIfNeeded()
    app.click("Music", column: 1)
    #expect(deleted == ["Music"])
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  /// UIKit's ⊖ without a handler reveals the row's trailing swipe actions, whose destructive
  /// one confirms; the click neither deletes nor selects.
  @Test func aDeleteButtonWithoutAHandlerRevealsTheTrailingSwipeActions() {
    var configuration = ListConfiguration(appearance: .plain)
    var deleted: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { path in
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Delete") { _, _, done in
          deleted.append(path)
          done(true)
        }
      ])
    }
    let app = Outline(configuration)
    app.accessories = { _ in [.delete(displayed: .always)] }
    app.collectionView.reloadData()
    app.collectionView.layoutIfNeeded()
    app.click("Music", column: 1)
    #expect(app.collectionView.swipedIndexPath == app.path("Music"))
    #expect(deleted.isEmpty && app.collectionView.indexPathsForSelectedItems.isEmpty)
    app.collectionView.performChosenSwipeAction()
    #expect(deleted == [app.path("Music")])
    // Without swipe actions the click falls through and selects the row, as on any cell.
    let plain = Outline()
    plain.accessories = { _ in [.delete(displayed: .always)] }
    plain.collectionView.reloadData()
    plain.collectionView.layoutIfNeeded()
    plain.click("Music", column: 1)
    #expect(plain.collectionView.swipedIndexPath == nil)
  }

  @Test func sectionSnapshotHandlersDecideAndFillInChildren() {
    let app = Outline()
    var heard: [String] = []
    app.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Music" }
    app.dataSource.sectionSnapshotHandlers.willExpandItem = { heard.append("expand \($0)") }
    app.dataSource.sectionSnapshotHandlers.willCollapseItem = { heard.append("collapse \($0)") }
    #expect(!app.collectionView.setOutlineItemExpanded(true, at: app.path("Music")))
    #expect(app.collectionView.setOutlineItemExpanded(true, at: app.path("Documents")))
    app.settle()
    #expect(app.collectionView.setOutlineItemExpanded(false, at: app.path("Documents")))
    app.settle()
    #expect(heard == ["expand Documents", "collapse Documents"])
    // Children read when the parent first expands (a folder listed lazily).
    app.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
      var children = current
      children.append(["\(parent)/new"])
      return children
    }
    #expect(app.collectionView.outlineItem(at: app.path("notes.txt"))?.canExpand == true)
    #expect(app.collectionView.setOutlineItemExpanded(true, at: app.path("Documents")))
    app.settle()
    let outline = app.dataSource.snapshot(for: 0)
    #expect(outline.children(of: "Documents") == ["a.txt", "b.txt", "Old", "Documents/new"])
    #expect(outline.children(of: "Old") == ["c.txt"], "the replaced children keep their own")
  }

  @Test func replacingChildrenKeepsTheirTreesAndRefusesDuplicates() throws {
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["A", "B"])
    outline.append(["a1"], to: "A")
    var children = DiffableDataSourceSectionSnapshot<String>()
    children.append(["x", "y"])
    children.append(["x1"], to: "x")
    children.expand(["x"])
    outline.replace(childrenOf: "A", using: children)
    outline.expand(["A"])
    #expect(outline.visibleItems == ["A", "x", "x1", "y", "B"])
    #expect(outline.level(of: "x1") == 2)
    #expect(!outline.contains("a1"))
    var clash = DiffableDataSourceSectionSnapshot<String>()
    clash.append(["B"])
    #expect(throws: DiffableDataSourceError.self) {
      try outline.checkedReplace(childrenOf: "A", using: clash)
    }
  }

  @Test func separatorsLieBetweenRowsAsTheHandlerSays() {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.itemSeparatorHandler = { indexPath, base in
      var c = base
      if indexPath.item == 0 { c.bottomSeparatorVisibility = .hidden }
      return c
    }
    let app = Outline(configuration)
    let cv = app.collectionView
    let elements = cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)
    let separators = elements.filter { $0.representedElementKind == ListSeparatorView.elementKind }
    // Three rows: under the first (hidden by the handler) and the second; none under the last.
    #expect(separators.map(\.indexPath.item) == [1])
    let row1 = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
    let row2 = cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
    #expect(separators[0].frame.minY == row1.maxY && separators[0].frame.maxY == row2.minY)
    #expect(separators[0].frame.minX == row1.minX + 3)
    let cards = elements.filter { $0.representedElementKind == ListBackgroundView.elementKind }
    #expect(cards.count == 1 && cards[0].frame.minY == 0 + cards[0].frame.minY)
    #expect(cards[0].frame.maxY == row2.maxY)

    var plain = ListConfiguration(appearance: .plain)
    plain.showsSeparators = false
    let tight = Outline(plain).collectionView
    let a = tight.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
    let b = tight.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
    #expect(a.maxY == b.minY, "without separators rows touch")
    #expect(
      !tight.collectionViewLayout.layoutAttributesForElements(in: tight.bounds).contains {
        $0.representedElementCategory == .decorationView
      })
  }

  /// Moves an item by interactive movement to the slot of another.
  static func move(_ app: Outline, _ title: String, toSlotOf target: String) {
    let cv = app.collectionView
    #expect(cv.beginInteractiveMovementForItem(at: app.path(title)))
    let slot = cv.layoutAttributesForItem(at: app.path(target))!.center
    cv.updateInteractiveMovementTargetPosition(slot)
    cv.endInteractiveMovement()
    app.settle()
  }

  @Test func reorderingHandlersAllowMovesAndHearTheTransaction() throws {
    let app = Outline()
    let cv = app.collectionView
    #expect(!cv.beginInteractiveMovementForItem(at: app.path("notes.txt")), "no handler, no move")
    var heard: [String] = []
    var transactions: [DiffableDataSourceTransaction<Int, String>] = []
    app.dataSource.reorderingHandlers.canReorderItem = { $0 != "Music" }
    app.dataSource.reorderingHandlers.willReorder = { _ in heard.append("will") }
    app.dataSource.reorderingHandlers.didReorder = {
      heard.append("did")
      transactions.append($0)
    }
    #expect(!cv.beginInteractiveMovementForItem(at: app.path("Music")))
    Self.move(app, "notes.txt", toSlotOf: "Documents")
    #expect(heard == ["will", "did"])
    let t = try #require(transactions.first)
    #expect(t.initialSnapshot.itemIdentifiers == ["Documents", "Music", "notes.txt"])
    #expect(t.finalSnapshot.itemIdentifiers == ["notes.txt", "Documents", "Music"])
    #expect(app.visibleTitles == ["notes.txt", "Documents", "Music"])
    let moves = t.difference.compactMap { change -> String? in
      if case .insert(_, let item, let from?) = change, from == 2 { item } else { nil }
    }
    #expect(moves == ["notes.txt"], "the difference associates the removal and the insertion")
    #expect(t.sectionTransactions.count == 1)
    #expect(
      t.sectionTransactions[0].finalSnapshot.rootItems == ["notes.txt", "Documents", "Music"])
    // The outline kept its tree: Documents still has its children.
    #expect(app.dataSource.snapshot(for: 0).children(of: "Documents") == ["a.txt", "b.txt", "Old"])
  }

  @Test func aMoveAcrossAnOutlinesLevelsJoinsTheLevelOfTheRowBefore() {
    let app = Outline()
    app.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    #expect(app.collectionView.setOutlineItemExpanded(true, at: app.path("Documents")))
    app.settle()
    #expect(
      !app.collectionView.beginInteractiveMovementForItem(at: app.path("Documents")),
      "an expanded parent would leave its children behind")
    // notes.txt dropped where b.txt is: after a.txt, inside Documents.
    Self.move(app, "notes.txt", toSlotOf: "b.txt")
    let outline = app.dataSource.snapshot(for: 0)
    #expect(outline.parent(of: "notes.txt") == "Documents")
    #expect(outline.level(of: "notes.txt") == 1)
    #expect(outline.visibleItems == app.visibleTitles)
  }

  @Test func editingRowsSelectOnlyWhenAllowed() {
    let app = Outline()
    app.accessories = { _ in [.delete()] }
    app.collectionView.reloadData()
    app.collectionView.isEditing = true
    app.collectionView.layoutIfNeeded()
    app.click("Music", column: 20)
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty, "UIKit's default")
    app.collectionView.allowsSelectionDuringEditing = true
    app.click("Music", column: 20)
    #expect(app.collectionView.indexPathsForSelectedItems == [app.path("Music")])
    app.collectionView.allowsMultipleSelectionDuringEditing = true
    app.click("notes.txt", column: 20)
    #expect(app.collectionView.indexPathsForSelectedItems.count == 2)
    app.collectionView.isEditing = false
    app.click("Documents", column: 20)
    #expect(
      app.collectionView.indexPathsForSelectedItems == [app.path("Documents")],
      "out of editing, single selection again")
  }

  @Test func animatedEditingSlidesTheContentOverAsTheButtonsComeIn() {
    let app = Outline()
    app.accessories = { _ in [.delete(), .reorder()] }
    app.collectionView.reloadData()
    app.collectionView.layoutIfNeeded()
    #expect(Self.texts(app.cell("Music"))["Music"] == 1)
    app.collectionView.setEditing(true, animated: true)
    // Halfway (ease-in-out is symmetric): the text has moved one of its two columns, and the
    // delete button comes in with it, a column short of its place.
    app.clock.advance(by: app.collectionView.animationDuration / 2)
    app.collectionView.tick()
    var runs = Self.texts(app.cell("Music"))
    #expect(runs["Music"] == 2)
    #expect(runs["⊖"] == 0)
    app.settle()
    runs = Self.texts(app.cell("Music"))
    #expect(runs["Music"] == 3 && runs["⊖"] == 1 && runs["≡"] == 38)
    // Without animation it is at once.
    app.collectionView.setEditing(false, animated: false)
    #expect(Self.texts(app.cell("Music"))["Music"] == 1)
  }
}
