import TestSupport
import Testing

@testable import CollectionCore

/// Cell and supplementary registrations, written as Apple's sample code writes them for iOS 14,
/// with the terminal's type names: a registration per cell class and handler, dequeued from a
/// diffable data source's providers.
@Suite("Registrations")
struct RegistrationTests {
  /// A cell class of the app's own.
  final class TitleCell: CollectionViewCell {
    var title = ""
  }

  /// A header class of the app's own.
  final class TitleHeader: CollectionReusableView {}

  /// Hears which supplementary views come and go.
  final class DisplayLog: CollectionViewDelegate {
    var events: [String] = []
    func collectionView(
      _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      events.append(
        "will \(elementKind == CollectionView.elementKindSectionHeader ? "header" : elementKind) \(indexPath.section) \(view.text)"
      )
    }
    func collectionView(
      _ collectionView: CollectionView,
      didEndDisplayingSupplementaryView view: CollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      events.append("end header \(indexPath.section)")
    }
  }

  /// The app: sections of numbered items, a flow layout of 20×4 cells in a 40×20 view.
  final class App {
    let clock = ManualClock()
    let collectionView: CollectionView
    var dataSource: DiffableDataSource<Int, Int>!
    var configured: [(IndexPath, Int)] = []
    var headersConfigured = 0

    init(sections: [Int], headers: Bool = false) {
      let layout = makeFlowLayout(
        itemSize: Size(width: 20, height: 4), inset: .zero, interitem: 0, line: 0)
      if headers { layout.headerReferenceSize = Size(width: 40, height: 2) }
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 20), collectionViewLayout: layout, clock: clock)
      // As Apple's samples write it: the registrations made first, then the data source.
      let cellRegistration = CollectionView.CellRegistration<TitleCell, Int> {
        [unowned self] cell, indexPath, item in
        cell.title = "Item \(item)"
        cell.text = cell.title
        self.configured.append((indexPath, item))
      }
      let headerRegistration = CollectionView.SupplementaryRegistration<TitleHeader>(
        elementKind: CollectionView.elementKindSectionHeader
      ) { [unowned self] header, elementKind, indexPath in
        header.text = "Section \(indexPath.section)"
        self.headersConfigured += 1
      }
      dataSource = DiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: item)
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(
          using: headerRegistration, for: indexPath)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      var next = 0
      for (section, count) in sections.enumerated() {
        snapshot.appendSections([section])
        snapshot.appendItems(Array(next..<next + count), toSection: section)
        next += count
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }
  }

  @Test func theHandlerConfiguresEveryDequeueAndCellsAreReusedAcrossItems() throws {
    let app = App(sections: [200])
    // 40×20 shows five rows of two: items 0–9, each configured once, in a cell of its own.
    #expect(app.configured.map(\.1).sorted() == Array(0..<10))
    #expect(app.configured.allSatisfy { $0.0 == IndexPath(item: $0.1, section: 0) })
    let first = try #require(app.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect((first as? TitleCell)?.title == "Item 0")
    // Scrolling a page on reuses the cells that left for the items that came.
    app.configured = []
    app.collectionView.contentOffset = Point(x: 0, y: 20)
    app.collectionView.layoutIfNeeded()
    #expect(app.configured.map(\.1).sorted() == Array(10..<20))
    let stats = app.collectionView.reuseStatistics
    #expect(stats.cellsCreated <= 20)
    #expect(stats.cellsReused >= 10)
    #expect(
      app.collectionView.visibleCells.allSatisfy { ($0 as? TitleCell)?.title == $0.text })
  }

  @Test func reconfiguringAnItemRunsTheHandlerAgainOnTheSameCell() throws {
    let app = App(sections: [6])
    let path = IndexPath(item: 2, section: 0)
    let cell = try #require(app.collectionView.cellForItem(at: path))
    app.configured = []
    var snapshot = app.dataSource.snapshot()
    snapshot.reconfigureItems([2])
    app.dataSource.apply(snapshot, animatingDifferences: false)
    app.collectionView.layoutIfNeeded()
    #expect(app.configured.map(\.1) == [2])
    #expect(app.collectionView.cellForItem(at: path) === cell)
  }

  @Test func eachRegistrationHasAQueueOfItsOwn() {
    let clock = ManualClock()
    let cv = CollectionView(
      frameSize: Size(width: 40, height: 20), collectionViewLayout: makeFlowLayout(), clock: clock)
    let plain = CollectionView.CellRegistration<TitleCell, Int> { cell, _, item in
      cell.text = "\(item)"
    }
    let loud = CollectionView.CellRegistration<TitleCell, Int> { cell, _, item in
      cell.text = "\(item)!"
    }
    let a = cv.dequeueConfiguredReusableCell(
      using: plain, for: IndexPath(item: 0, section: 0), item: 1)
    let b = cv.dequeueConfiguredReusableCell(
      using: loud, for: IndexPath(item: 1, section: 0), item: 2)
    #expect(a.text == "1")
    #expect(b.text == "2!")
    #expect(a.reuseIdentifier != b.reuseIdentifier)
    #expect(cv.reusePool.registeredClass(for: .cell(a.reuseIdentifier ?? "")) == TitleCell.self)
  }

  @Test func headersComeFromTheirRegistrationAndTheDelegateSeesThemComeAndGo() throws {
    let log = DisplayLog()
    let app = App(sections: [4, 4, 4, 4], headers: true)
    app.collectionView.delegate = log
    app.collectionView.reloadData()
    app.collectionView.layoutIfNeeded()
    // Each section is a 2-point header and two 4-point rows: 10 points, two sections on screen.
    let kind = CollectionView.elementKindSectionHeader
    #expect(
      app.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
      ])
    let headers = app.collectionView.visibleSupplementaryViews(ofKind: kind)
    #expect(headers.map(\.text) == ["Section 0", "Section 1"])
    #expect(headers.allSatisfy { $0 is TitleHeader })
    #expect(app.collectionView.visibleSupplementaryViews(ofKind: "badge").isEmpty)
    #expect(log.events.contains("will header 0 Section 0"))
    #expect(log.events.contains("will header 1 Section 1"))
    // A page down: section 0's header leaves, sections 2 and 3 arrive.
    log.events = []
    app.collectionView.contentOffset = Point(x: 0, y: 20)
    app.collectionView.layoutIfNeeded()
    #expect(log.events.contains("end header 0"))
    #expect(log.events.contains("will header 2 Section 2"))
    let attributes = try #require(
      app.collectionView.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: 2)))
    #expect(attributes.frame == Rect(x: 0, y: 20, width: 40, height: 2))
    #expect(
      app.collectionView.layoutAttributesForSupplementaryElement(
        ofKind: "badge", at: IndexPath(item: 0, section: 2)) == nil)
  }

  @Test func aCellKnowsItsIndexPathOnlyWhileItIsOnScreen() throws {
    let app = App(sections: [100])
    let path = IndexPath(item: 3, section: 0)
    let cell = try #require(app.collectionView.cellForItem(at: path))
    #expect(app.collectionView.indexPath(for: cell) == path)
    // An insert before it moves it on; the cell follows.
    var snapshot = app.dataSource.snapshot()
    snapshot.insertItems([1000], beforeItem: 0)
    app.dataSource.apply(snapshot, animatingDifferences: false)
    app.collectionView.layoutIfNeeded()
    #expect(app.collectionView.indexPath(for: cell) == IndexPath(item: 4, section: 0))
    // Scrolled far away, it is in a queue or another item's cell.
    app.collectionView.contentOffset = Point(x: 0, y: 100)
    app.collectionView.layoutIfNeeded()
    let now = app.collectionView.indexPath(for: cell)
    #expect(now == nil || (now.map { $0.item >= 50 } ?? false))
  }

  @Test func aRegistrationMadeInsideTheCellProviderIsRefused() async {
    await #expect(processExitsWith: .failure) {
      let cv = CollectionView(
        frameSize: Size(width: 40, height: 20), collectionViewLayout: makeFlowLayout(),
        clock: ManualClock())
      let dataSource = DiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
        let made = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in }
        return cv.dequeueConfiguredReusableCell(using: made, for: indexPath, item: item)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2])
      dataSource.apply(snapshot, animatingDifferences: false)
      cv.layoutIfNeeded()
    }
  }
}
