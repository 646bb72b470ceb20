import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Cells that size themselves in a flow layout with an `estimatedItemSize`: each measured as it
/// is shown (its list content's rows of text at the row's width), a million items costing what
/// the screen shows, the content on screen holding still while rows above it are measured, and
/// a cell whose configuration changes measured again with its neighbours moving aside, animated.
@Suite("Self-sizing cells")
struct SelfSizingTests {
  /// A list of `count` rows 40 points wide, each `rows(item)` rows of text tall once measured
  /// (every word fills a line of the 38 columns between the margins), estimated at one row.
  final class App {
    let clock = ManualClock()
    let collectionView: CollectionView
    let layout = FlowLayout()
    var dataSource: DiffableDataSource<Int, Int>!
    var rows: (Int) -> Int
    var expanded: Set<Int> = []

    init(count: Int, rows: @escaping (Int) -> Int) {
      self.rows = rows
      layout.itemSize = Size(width: 40, height: 2)
      layout.estimatedItemSize = Size(width: 40, height: 2)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      layout.sectionInset = .zero
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 24), collectionViewLayout: layout, clock: clock)
      let registration = CollectionView.CellRegistration<CollectionViewCell, Int> {
        [unowned self] cell, _, item in
        cell.contentConfiguration = self.content(item)
        cell.configurationUpdateHandler = { [unowned self] cell, state in
          cell.contentConfiguration = self.content(item, extra: state.isSelected ? 2 : 0)
        }
      }
      dataSource = DiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<count))
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }

    func content(_ item: Int, extra: Int = 0) -> ListContentConfiguration {
      var c = ListContentConfiguration.cell()
      c.text = Array(repeating: String(repeating: "x", count: 38), count: rows(item) + extra)
        .joined(separator: " ")
      return c
    }

    /// Every cell on screen by item, with its frame in viewport points.
    var onScreen: [Int: Rect] {
      var result: [Int: Rect] = [:]
      for path in collectionView.indexPathsForVisibleItems {
        let frame = collectionView.layoutAttributesForItem(at: path)!.frame
        result[path.item] = frame.offsetBy(dx: 0, dy: -collectionView.contentOffset.y)
      }
      return result
    }
  }

  /// A million rows from a plain data source (a diffable snapshot of a million identifiers
  /// would cost the test more than the layout does).
  final class MillionRows: CollectionViewDataSource {
    let collectionView: CollectionView
    let registration = CollectionView.CellRegistration<CollectionViewCell, Int> {
      cell, _, item in
      var c = ListContentConfiguration.cell()
      c.text = Array(repeating: String(repeating: "x", count: 38), count: 1 + (item * 7) % 3)
        .joined(separator: " ")
      cell.contentConfiguration = c
    }

    init() {
      let layout = FlowLayout()
      layout.estimatedItemSize = Size(width: 40, height: 2)
      layout.minimumLineSpacing = 0
      layout.sectionInset = .zero
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 24), collectionViewLayout: layout, clock: ManualClock())
      collectionView.dataSource = self
      collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 1_000_000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: indexPath.item)
    }
  }

  @Test func eachCellIsMeasuredAsItIsShownAndTheRowsFollowOneAnother() throws {
    let app = MillionRows()
    let shown = app.collectionView.indexPathsForVisibleItems.map(\.item)
    #expect(!shown.isEmpty)
    var y = 0.0
    for item in shown.sorted() {
      let frame = try #require(
        app.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
      #expect(frame.minY == y)
      #expect(frame.height == Double(2 * (1 + (item * 7) % 3)))
      y = frame.maxY
    }
    // The screen is full, and everything past it keeps the estimate.
    #expect(y >= 24)
    let far = try #require(
      app.collectionView.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0)))
    #expect(far.size.height == 2)
    // Measured: the rows the estimate first showed (twelve), and the rows on screen now.
    let measured = Set(shown).union(0..<12)
    let measuredGrowth = measured.reduce(0.0) { $0 + Double(2 * (($1 * 7) % 3)) }
    #expect(app.collectionView.contentSize.height == 2_000_000 + measuredGrowth)
  }

  @Test func rowsAboveTheScreenChangingHeightLeaveTheScreenStill() async {
    await propertyCheck(
      input: Gen.int(in: 1...4).array(of: 200...200), Gen.int(in: -30...30).array(of: 1...12)
    ) { heights, scrolls in
      let app = App(count: 200) { heights[$0] }
      app.collectionView.contentOffset = Point(x: 0, y: 200)
      app.collectionView.layoutIfNeeded()
      for step in scrolls {
        let before = app.onScreen
        let target = app.collectionView.contentOffset.y + Double(step)
        guard target >= 0, target <= app.collectionView.contentSize.height - 24 else { continue }
        app.collectionView.contentOffset = Point(x: 0, y: target)
        app.collectionView.layoutIfNeeded()
        let after = app.onScreen
        // Every row on screen before and after moved by the scroll, and no more.
        for (item, frame) in after {
          guard let old = before[item] else { continue }
          #expect(frame.minY == old.minY - Double(step))
          #expect(frame.height == old.height)
        }
        // The rows on screen touch, each as tall as its text.
        let sorted = after.sorted { $0.key < $1.key }
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.value.maxY == b.value.minY) }
        #expect(sorted.allSatisfy { $0.value.height == Double(2 * heights[$0.key]) })
      }
    }
  }

  @Test func aCellThatGrowsPushesTheRowsBelowAsideAnimated() throws {
    let app = App(count: 40) { _ in 1 }
    let below = IndexPath(item: 5, section: 0)
    #expect(app.collectionView.layoutAttributesForItem(at: below)?.frame.minY == 10)
    // Selected, row 2's handler gives it two more lines: it is measured again.
    app.collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    app.collectionView.layoutIfNeeded()
    #expect(app.collectionView.layoutAttributesForItem(at: below)?.frame.minY == 14)
    #expect(app.collectionView.isAnimating)
    // Part of the way, row 5 is between its old place and its new one.
    app.clock.advance(by: 0.1)
    app.collectionView.tick()
    let midway = try #require(app.collectionView.presentedCell(below)).frame.minY
    #expect(midway > 10 && midway < 14)
    app.collectionView.settle(app.clock)
    #expect(app.collectionView.presentedCell(below)?.frame.minY == 14)
    // Off, it shrinks back; with self-sizing invalidation disabled it would keep its size.
    app.collectionView.selfSizingInvalidation = .disabled
    app.collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
    app.collectionView.layoutIfNeeded()
    app.collectionView.settle(app.clock)
    #expect(app.collectionView.presentedCell(below)?.frame.minY == 14)
  }

  @Test func measuredSizesFollowTheirItemsThroughUpdatesAndAreForgottenOnAResize() {
    let app = App(count: 30) { $0 == 1 ? 3 : 1 }
    let one = IndexPath(item: 1, section: 0)
    #expect(app.collectionView.layoutAttributesForItem(at: one)?.size.height == 6)
    var snapshot = app.dataSource.snapshot()
    snapshot.insertItems([100], beforeItem: 0)
    app.dataSource.apply(snapshot, animatingDifferences: false)
    app.collectionView.layoutIfNeeded()
    // Item 1 is now at index 2, still three rows tall; the new first row is measured too.
    #expect(
      app.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size.height
        == 6)
    #expect(app.collectionView.layoutAttributesForItem(at: one)?.size.height == 2)
    // Twice as wide (rows estimated as wide as the view), texts need fewer lines: every row is
    // measured again at the new width.
    app.collectionView.frameSize = Size(width: 80, height: 24)
    app.layout.estimatedItemSize = Size(width: 80, height: 2)
    app.collectionView.layoutIfNeeded()
    #expect(
      app.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size.height
        == 4)
  }

  /// A flow layout that notes, at each `prepare()`, whether it recomputes only some sections.
  final class CountingFlowLayout: FlowLayout {
    var partialPrepares = 0
    var fullPrepares = 0
    override func prepare() {
      if remeasured != nil { partialPrepares += 1 } else { fullPrepares += 1 }
      super.prepare()
    }
  }

  /// Measured cells recompute only their sections (the rest move by what those gained): every
  /// frame, header and the content size then equal what computing everything gives, wherever
  /// the list is scrolled, with sections of any size and rows of any height and width.
  @Test func measuringRecomputesOnlyItsSectionsAndAgreesWithAFullPrepare() async {
    await propertyCheck(
      input: Gen.int(in: 0...30).array(of: 1...25), Gen.int(in: 0...2_000).array(of: 1...6)
    ) { counts, offsets in
      let layout = CountingFlowLayout()
      layout.estimatedItemSize = Size(width: 30, height: 2)
      layout.minimumLineSpacing = 1
      layout.minimumInteritemSpacing = 1
      layout.headerReferenceSize = Size(width: 0, height: 1)
      let collectionView = CollectionView(
        frameSize: Size(width: 40, height: 12), collectionViewLayout: layout, clock: ManualClock())
      // Rows of one to three lines, some narrower than the estimate (a line of short words).
      let registration = CollectionView.CellRegistration<CollectionViewCell, Int> {
        cell, _, item in
        var c = ListContentConfiguration.cell()
        c.text =
          item % 4 == 0
          ? "short"
          : Array(repeating: String(repeating: "x", count: 26), count: 1 + item % 3)
            .joined(separator: " ")
        cell.contentConfiguration = c
      }
      let dataSource = DiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      var next = 0
      for (section, count) in counts.enumerated() {
        snapshot.appendSections([section])
        snapshot.appendItems(Array(next..<(next + count)), toSection: section)
        next += count
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
      for offset in offsets {
        let top = min(Double(offset), max(0, collectionView.contentSize.height - 12))
        collectionView.contentOffset = Point(x: 0, y: top)
        collectionView.layoutIfNeeded()
      }
      func everything() -> [LayoutAttributes] {
        layout.layoutAttributesForElements(
          in: Rect(x: 0, y: 0, width: 40, height: collectionView.contentSize.height + 1))
      }
      let incremental = everything()
      let size = collectionView.contentSize
      layout.invalidateLayout()
      collectionView.layoutIfNeeded()
      #expect(everything().map(\.frame) == incremental.map(\.frame))
      #expect(collectionView.contentSize == size)
      // Measuring cells after the first screen recomputed only their sections.
      if next > 12 { #expect(layout.partialPrepares > 0) }
    }
  }
}
