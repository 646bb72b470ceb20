import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Cells that size themselves in a compositional layout: items with `.estimated` extents are
/// measured as they come on screen (`preferredLayoutAttributesFitting(_:)`), their groups take
/// the measured sizes, the sections below move, and the content on screen holds still while rows
/// above it are measured — a million estimated rows costing what the screen shows.
@Suite("Compositional self-sizing")
struct CompositionalSelfSizingTests {
  /// Text of `lines` lines of 38 columns: a cell 40 wide (a column of margin each side) shows
  /// it in `2 * lines` points.
  static func text(lines: Int) -> ListContentConfiguration {
    var c = ListContentConfiguration.cell()
    c.text = Array(repeating: String(repeating: "x", count: 38), count: lines)
      .joined(separator: " ")
    return c
  }

  /// A collection view 40 × 24 on a compositional layout, its items' texts `lines(item)` lines.
  final class App: CollectionViewDataSource {
    let clock = ManualClock()
    let collectionView: CollectionView
    var count: Int
    let registration: CollectionView.CellRegistration<CollectionViewCell, Int>

    convenience init(count: Int, section: LayoutSection, lines: @escaping (Int) -> Int) {
      self.init(count: count, section: section) {
        CompositionalSelfSizingTests.text(lines: lines($0))
      }
    }

    init(
      count: Int, section: LayoutSection, content: @escaping (Int) -> ListContentConfiguration
    ) {
      self.count = count
      registration = .init { cell, _, item in cell.contentConfiguration = content(item) }
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 24),
        collectionViewLayout: CompositionalLayout(section: section), clock: clock)
      collectionView.dataSource = self
      collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: indexPath.item)
    }

    func frame(_ item: Int) -> Rect? {
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Every cell on screen by item, with its frame in viewport points.
    var onScreen: [Int: Rect] {
      var result: [Int: Rect] = [:]
      for path in collectionView.indexPathsForVisibleItems {
        result[path.item] = frame(path.item)!.offsetBy(dx: 0, dy: -collectionView.contentOffset.y)
      }
      return result
    }
  }

  /// A list: one full-width row per group, estimated two points tall.
  static func list() -> LayoutSection {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(2))
    return LayoutSection(
      group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
  }

  @Test func rowsOnScreenAreMeasuredAndFollowOneAnotherAMillionCostingWhatShows() throws {
    let app = App(count: 1_000_000, section: Self.list()) { 1 + ($0 * 7) % 3 }
    let shown = app.collectionView.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(!shown.isEmpty)
    var y = 0.0
    for item in shown {
      let frame = try #require(app.frame(item))
      #expect(frame.minY == y)
      #expect(frame.width == 40)
      #expect(frame.height == Double(2 * (1 + (item * 7) % 3)))
      y = frame.maxY
    }
    #expect(y >= 24)
    #expect(app.frame(999_999)?.height == 2)
    // The rows the estimate first showed (twelve) and those on screen now were measured.
    let measured = Set(shown).union(0..<12)
    let growth = measured.reduce(0.0) { $0 + Double(2 * (($1 * 7) % 3)) }
    #expect(app.collectionView.contentSize.height == 2_000_000 + growth)
    // Far down, the rows there are measured in their turn.
    app.collectionView.contentOffset = Point(x: 0, y: 1_000_000)
    app.collectionView.layoutIfNeeded()
    let far = app.collectionView.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(far.first.map { $0 > 400_000 } ?? false)
    for item in far {
      #expect(app.frame(item)?.height == Double(2 * (1 + (item * 7) % 3)))
    }
  }

  /// Scrolling on through rows of one to three lines measures each as it comes: every measured
  /// row then begins where the rows above it end, at their measured heights, and the content is
  /// as tall as all of them — the groups kept from one measurement to the next add up as the
  /// whole would, far down the list as at its top.
  @Test func scrollingOnThroughMeasuredRowsKeepsThemEdgeToEdge() throws {
    let height: (Int) -> Double = { Double(2 * (1 + ($0 * 7) % 3)) }
    let app = App(count: 100_000, section: Self.list()) { 1 + ($0 * 7) % 3 }
    let cv = app.collectionView
    for step in 1...150 {
      cv.contentOffset = Point(x: 0, y: Double(step * 20))
      cv.layoutIfNeeded()
    }
    let last = try #require(cv.indexPathsForVisibleItems.map(\.item).max())
    #expect(last > 700)
    var y = 0.0
    for item in 0...last {
      let frame = try #require(app.frame(item))
      #expect(frame.minY == y, "row \(item)")
      #expect(frame.height == height(item), "row \(item)")
      y = frame.maxY
    }
    // Kept: every row up to the last on screen that differs from the estimate, and the few the
    // estimate showed below it.
    let layout = try #require(cv.collectionViewLayout as? CompositionalLayout)
    let measured = layout.preferredSizes.sizes(inSection: 0).keys
    #expect(Set((0...last).filter { height($0) != 2 }).isSubset(of: measured))
    #expect(measured.allSatisfy { $0 < last + 12 })
    let growth = measured.reduce(0.0) { $0 + height($1) - 2 }
    #expect(cv.contentSize.height == 200_000 + growth)
  }

  @Test func rowsAboveTheScreenChangingHeightLeaveTheScreenStill() async {
    await propertyCheck(
      input: Gen.int(in: 1...4).array(of: 200...200), Gen.int(in: -30...30).array(of: 1...12)
    ) { heights, scrolls in
      let app = App(count: 200, section: Self.list()) { heights[$0] }
      app.collectionView.contentOffset = Point(x: 0, y: 200)
      app.collectionView.layoutIfNeeded()
      for step in scrolls {
        let before = app.onScreen
        let target = app.collectionView.contentOffset.y + Double(step)
        guard target >= 0, target <= app.collectionView.contentSize.height - 24 else { continue }
        app.collectionView.contentOffset = Point(x: 0, y: target)
        app.collectionView.layoutIfNeeded()
        let after = app.onScreen
        for (item, frame) in after {
          guard let old = before[item] else { continue }
          #expect(frame.minY == old.minY - Double(step))
          #expect(frame.height == old.height)
        }
        let sorted = after.sorted { $0.key < $1.key }
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.value.maxY == b.value.minY) }
        #expect(sorted.allSatisfy { $0.value.height == Double(2 * heights[$0.key]) })
      }
    }
  }

  @Test func aRowOfCellsIsAsTallAsItsTallestAndUniformSiblingsMatchIt() throws {
    func section(_ height: LayoutDimension) -> LayoutSection {
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: height))
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(2)),
        subitems: [item])
      return LayoutSection(group: group)
    }
    // Cells 20 wide: 18 columns of text. Item 0 has one line of 38 (three of 18), item 1 one.
    let lines: (Int) -> Int = { $0 == 0 ? 1 : 0 }
    let own = App(count: 6, section: section(.estimated(2)), lines: lines)
    let tall = try #require(own.frame(0))
    let short = try #require(own.frame(1))
    #expect(tall.height > short.height)
    #expect(own.frame(2)?.minY == tall.maxY)
    let uniform = App(count: 6, section: section(.uniformAcrossSiblings(estimate: 2)), lines: lines)
    #expect(uniform.frame(0)?.height == tall.height)
    #expect(uniform.frame(1)?.height == tall.height)
    #expect(uniform.frame(2)?.minY == tall.maxY)
  }

  @Test func tagsInASidewaysSectionTakeTheirMeasuredWidths() throws {
    let size = LayoutSize(widthDimension: .estimated(10), heightDimension: .absolute(2))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 1
    let words = ["a", "four", "seven..", "ten chars!"]
    let app = App(count: 4, section: section) { item in
      var c = ListContentConfiguration.cell()
      c.text = words[item]
      return c
    }
    var x = 0.0
    for item in 0..<4 {
      let frame = try #require(app.frame(item))
      #expect(frame.minX == x)
      // The word and a column of margin each side.
      #expect(frame.width == Double(words[item].count + 2))
      #expect(frame.height == 2)
      x = frame.maxX + 1
    }
  }

  @Test func aBadgeRidesOnItsMeasuredCell() throws {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(1)),
      elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(2))
    let item = LayoutItem(layoutSize: size, supplementaryItems: [badge])
    let app = App(
      count: 10, section: LayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
    ) { $0 + 1 }
    let cell = try #require(app.frame(2))
    #expect(cell.height == 6)
    let badgeFrame = try #require(
      app.collectionView.layoutAttributesForSupplementaryElement(
        ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame)
    #expect(badgeFrame == Rect(x: 37, y: cell.maxY - 1, width: 3, height: 1))
  }

  @Test func measuredSizesFollowTheirItemsThroughAnInsert() throws {
    let app = App(count: 30, section: Self.list()) { $0 == 1 ? 3 : 1 }
    #expect(app.frame(1)?.height == 6)
    app.count = 31
    app.collectionView.performBatchUpdates {
      app.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    app.collectionView.layoutIfNeeded()
    // The cell of three lines moved on to item 2 with its size; the row before it is the old
    // first row, the new first row is measured (one line).
    #expect(app.frame(0)?.height == 2)
    #expect(app.frame(1)?.height == 2)
    #expect(app.frame(2)?.height == 6)
    #expect(app.frame(3)?.minY == 10)
  }

  @Test func aHeaderMeasuresItselfAndAViewThatDoesNotKnowItsSizeKeepsTheEstimate() throws {
    for sizes in [true, false] {
      let section = Self.list()
      let header = LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(2)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      section.boundarySupplementaryItems = [header]
      let app = App(count: 20, section: section) { _ in 1 }
      // A header of three lines of text (a list cell with the header style), or a plain view.
      let titled = CollectionView.SupplementaryRegistration<CollectionViewCell>(
        elementKind: CollectionView.elementKindSectionHeader
      ) { view, _, _ in
        var c = ListContentConfiguration.header()
        c.text = Array(repeating: String(repeating: "h", count: 38), count: 3)
          .joined(separator: " ")
        view.contentConfiguration = c
      }
      let plain = CollectionView.SupplementaryRegistration<CollectionReusableView>(
        elementKind: CollectionView.elementKindSectionHeader
      ) { _, _, _ in }
      let provider = HeaderProvider(app: app) { collectionView, path in
        sizes
          ? collectionView.dequeueConfiguredReusableSupplementary(using: titled, for: path)
          : collectionView.dequeueConfiguredReusableSupplementary(using: plain, for: path)
      }
      app.collectionView.dataSource = provider
      app.collectionView.reloadData()
      app.collectionView.layoutIfNeeded()
      let frame = try #require(
        app.collectionView.layoutAttributesForSupplementaryElement(
          ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
        )?.frame)
      #expect(frame.height == (sizes ? 6 : 2))
      #expect(app.frame(0)?.minY == frame.maxY)
    }
  }

  /// A data source that adds a header provider to an app's.
  final class HeaderProvider: CollectionViewDataSource {
    let app: App
    let header: (CollectionView, IndexPath) -> CollectionReusableView
    init(app: App, header: @escaping (CollectionView, IndexPath) -> CollectionReusableView) {
      self.app = app
      self.header = header
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { app.collectionView(collectionView, numberOfItemsInSection: section) }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    { app.collectionView(collectionView, cellForItemAt: indexPath) }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> CollectionReusableView? { header(collectionView, indexPath) }
  }
}
