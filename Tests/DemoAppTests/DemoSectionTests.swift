import CollectionCore
import DemoApp
import GlyphRaster
import PropertyBased
import TestSupport
import Testing

/// The demo's sections: the keys that insert, delete, move and reload reach the batch-update API,
/// act on the current section, and keep every invariant.
@Suite("Demo sections")
struct DemoSectionTests {
  let clock = ManualClock()

  func makeApp(
    _ layout: String = "flow", sections: [Int], columns: Int = 80, rows: Int = 40
  ) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.sections = sections
    options.minute = 0
    return DemoApp(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(colorMode: .none), clock: clock)
  }

  func step(_ app: DemoApp, _ action: DemoAction) {
    app.perform(action)
    app.settle(clock)
    #expect(app.collectionView._invariantViolations() == [], "after \(action)")
  }

  func names(_ app: DemoApp) -> [String] { app.dataSource.sections.map(\.name) }
  func counts(_ app: DemoApp) -> [Int] { app.dataSource.sections.map(\.count) }

  @Test func sectionKeysRunBatchUpdatesAndNameThem() throws {
    // 80 columns: four 16-point items a line; every section fits on screen.
    let app = makeApp(sections: [2, 3, 1])
    let cv = app.collectionView
    #expect(app.currentSection == 0)
    #expect(cv.numberOfSections == 3)

    step(app, .insertSection)
    #expect(names(app) == ["Section 0", "Section 3", "Section 1", "Section 2"])
    #expect(counts(app) == [2, 4, 3, 1])
    #expect(app.notice == "insertSections([1]): Section 3, 4 items")
    #expect(cv.numberOfSections == 4)
    #expect(cv.indexPathsForVisibleItems.count == 10)

    // Moving a section moves its cells: the same views, at the new section.
    let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
    step(app, .moveSectionDown)
    #expect(names(app) == ["Section 3", "Section 0", "Section 1", "Section 2"])
    #expect(app.notice == "moveSection(0, toSection: 1): Section 0")
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 1)) === cell)

    // The focused item went down with its section, which stays the current one.
    step(app, .deleteSection)
    #expect(names(app) == ["Section 3", "Section 1", "Section 2"])
    #expect(app.notice == "deleteSections([1]): Section 0, 2 items")
    #expect(cv.numberOfSections == 3)
    #expect(cv.indexPathsForVisibleItems.count == 8)

    // A reload dequeues every visible cell again.
    let before = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
    app.perform(.reloadVisibleItems)
    #expect(app.notice == "reloadItems(at:): 8 visible items")
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) !== before)
    app.settle(clock)
    #expect(cv._invariantViolations() == [])
    #expect(cv.indexPathsForVisibleItems.count == 8)
  }

  @Test func plusAndMinusActOnTheCurrentSection() {
    // Section 0 is one line (20 points), section 1 ten lines: at the end only section 1 shows.
    let app = makeApp(sections: [3, 40], rows: 24)
    step(app, .insertItem)
    #expect(counts(app) == [4, 40])
    step(app, .end)
    #expect(app.currentSection == 1)
    step(app, .insertItem)
    #expect(counts(app) == [4, 41])
    step(app, .deleteItem)
    step(app, .deleteItem)
    #expect(counts(app) == [4, 39])
    #expect(app.collectionView.indexPathsForVisibleItems.allSatisfy { $0.section == 1 })
    step(app, .home)
    step(app, .deleteItem)
    #expect(counts(app) == [3, 39])
  }

  /// The endless banner repeats section 0's items a hundred times: its sections do not change
  /// (the keys say so), and a refused or invalid update never leaves the model and the
  /// collection view apart. This crashed: a section deleted in the loop left the model with one
  /// section and the view with two, and Delete then read past the model's sections.
  @Test func theLoopsSectionsStayAndTheModelNeverDriftsFromTheView() {
    let app = makeApp("loop", sections: [40, 2])
    for action: DemoAction in [.moveSectionDown, .deleteSection, .insertSection] {
      app.perform(action)
      app.settle(clock)
      #expect(app.notice?.contains("sections do not change") == true, "\(action)")
      #expect(app.dataSource.sections.map(\.count) == [40, 2])
      #expect(app.collectionView.numberOfSections == 2)
    }
    app.perform(.deleteFocusedItem)
    app.settle(clock)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func theOnlySectionAndTheLastItemStay() {
    let one = makeApp(sections: [5])
    step(one, .deleteSection)
    #expect(one.notice == "The last section stays")
    #expect(counts(one) == [5])
    step(one, .moveSectionDown)
    #expect(one.notice == "Section 0 is already the last section")

    let lastItem = makeApp(sections: [1, 0])
    step(lastItem, .deleteSection)
    #expect(lastItem.notice == "The last item stays, as in the book")
    #expect(counts(lastItem) == [1, 0])
  }

  @Test func theCircleShowsSectionZeroAndTheStatusBarCountsSections() {
    let app = makeApp("circle", sections: [6, 9, 3])
    #expect(
      app.collectionView.indexPathsForVisibleItems
        == (0..<6).map { IndexPath(item: $0, section: 0) })
    #expect(app.render().lines.last?.contains("items 0–5 of 18 · 3 sections") == true)
    // Section keys still work there, on section 0.
    step(app, .moveSectionDown)
    #expect(names(app) == ["Section 1", "Section 0", "Section 2"])
    #expect(app.collectionView.indexPathsForVisibleItems.count == 9)
  }

  @Test func headersNameTheirSectionAndFollowPlusAndMinus() {
    let app = makeApp("sections", sections: [9, 3], columns: 100, rows: 40)
    var text = app.render().text
    #expect(text.contains("Section 0 · 9 items"))
    #expect(text.contains("Section 1 · 3 items"))
    #expect(text.contains("end of Section 0"))
    step(app, .insertItem)
    text = app.render().text
    #expect(text.contains("Section 0 · 10 items"))
    step(app, .deleteItem)
    step(app, .deleteItem)
    #expect(app.render().text.contains("Section 0 · 8 items"))
    // A new section gets its own header; moving keeps each header with its section.
    step(app, .insertSection)
    step(app, .moveSectionDown)
    #expect(names(app) == ["Section 2", "Section 0", "Section 1"])
    let lines = app.render().lines
    let header2 = lines.firstIndex { $0.contains("Section 2 · 4 items") }
    let header0 = lines.firstIndex { $0.contains("Section 0 · 8 items") }
    #expect(header2 != nil && header0 != nil && header2! < header0!)
  }

  @Test func stickyHeadersStayAtTheTopWhileTheirSectionShows() {
    let app = makeApp("sections", sections: [40, 40], columns: 100, rows: 24)
    step(app, .togglePinnedHeaders)
    #expect(app.pinsSectionHeaders)
    #expect(app.notice == "Sticky Section Headers on")
    step(app, .pageDown)
    // The header bar is rows 1…3 of the frame (the first three rows of the view).
    #expect(app.render().lines[2].contains("Section 0 · 40 items"))
    step(app, .end)
    #expect(app.render().lines[2].contains("Section 1 · 40 items"))
    step(app, .togglePinnedHeaders)
    #expect(!app.render().lines[2].contains("Section 1 · 40 items"))
  }

  @Test func waterfallHeightsAreTheSeedsRangeScaledAndStayWithTheirSection() {
    // Seed 004: arc4random() % 150 + 40, here a hash, times 0.1, whole points.
    let heights = (0..<2000).map { DemoDelegate.height(sectionNumber: $0 % 7, item: $0) }
    #expect(heights.allSatisfy { (4...19).contains($0) && $0 == $0.rounded() })
    #expect(Set(heights) == Set((4...19).map(Double.init)))
    // Worked out in whole numbers, exactly as the seed's `· 0.1` rounded.
    for (i, height) in heights.enumerated() {
      var generator = SplitMix64(seed: UInt64(i % 7) << 32 ^ UInt64(i))
      #expect(height == (Double(generator.next() % 150 + 40) * 0.1).rounded())
    }
    #expect(
      DemoDelegate.height(sectionNumber: 3, item: 17)
        == DemoDelegate.height(sectionNumber: 3, item: 17))
    // The demo's waterfall asks the delegate; a section keeps its heights when it moves.
    let app = makeApp("waterfall", sections: [5, 5], columns: 100, rows: 40)
    let cv = app.collectionView
    let first = (0..<5).map {
      cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.size.height
    }
    #expect(first == (0..<5).map { DemoDelegate.height(sectionNumber: 0, item: $0) })
    step(app, .moveSectionDown)
    let moved = (0..<5).map {
      cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))!.size.height
    }
    #expect(moved == first)
    // As many 14-point columns as fit in 100: six.
    #expect((cv.collectionViewLayout as? WaterfallLayout)?.resolvedColumnCount == 6)
  }

  @Test func aRunOfHeightsIsWhatEachItemsHeightIs() async {
    // The waterfall asks a block of heights at once: the same as asking item by item, whatever
    // the edits made to the order (runs) and wherever the run lies, out of range included.
    await propertyCheck(input: Gen.int(in: 0...1_000).array(of: 2...12)) { values in
      let app = makeApp("waterfall", sections: [300, values[0] % 50], columns: 100, rows: 40)
      let delegate = app.collectionView.delegate as! DemoDelegate
      for v in values.dropFirst() {
        step(app, v % 3 == 0 ? .insertItemAtStart : v % 3 == 1 ? .deleteFocusedItem : .pageDown)
      }
      let layout = app.collectionView.collectionViewLayout as! WaterfallLayout
      for section in 0..<3 {
        let lower = values[1] % 320
        let items = lower..<(lower + values.last! % 40)
        #expect(
          delegate.collectionView(
            app.collectionView, layout: layout, heightsForItemsAt: items, inSection: section)
            == items.map {
              delegate.collectionView(
                app.collectionView, layout: layout,
                heightForItemAt: IndexPath(item: $0, section: section))
            })
      }
    }
  }
}

/// `J` moves the focused item's section on down, one place a press, focus going with it (it
/// used to swap the first two sections back and forth).
@Suite("Moving a section down")
struct MovingASectionDownTests {
  @Test func jMovesTheSameSectionOnDown() {
    let clock = ManualClock()
    var options = DemoOptions()
    options.layout = "sections"
    options.sections = [6, 9, 3, 12]
    options.minute = 0
    let app = DemoApp(
      options: options, columns: 100, rows: 40, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
    for _ in 0..<3 {
      app.perform(.moveSectionDown)
      app.settle(clock)
    }
    #expect(app.dataSource.sections.map(\.number) == [1, 2, 3, 0])
    #expect(app.collectionView.focusedIndexPath?.section == 3)
    #expect(app.collectionView._invariantViolations() == [])
  }
}

/// A launch that names no data (`tuicv` without `--items` or `--sections`): each layout shows
/// its seed's sample until the data is changed, so Tab from the circle reaches the sections,
/// the waterfall and the stacks as their seeds show them.
@Suite("Samples per layout")
struct SamplesPerLayoutTests {
  let clock = ManualClock()

  func makeApp() -> DemoApp {
    var options = DemoOptions()
    options.minute = 0
    options.samplesPerLayout = true
    return DemoApp(
      options: options, columns: 100, rows: 40, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
  }

  func shape(_ app: DemoApp) -> [Int] { app.dataSource.sections.map(\.count) }

  @Test func tabReachesEachLayoutWithItsSample() {
    let app = makeApp()
    #expect(shape(app) == [12])
    var seen: [String: [Int]] = [:]
    for _ in 0..<LayoutCatalog.entries.count {
      app.perform(.nextLayout)
      app.settle(clock)
      seen[app.layoutEntry.name] = shape(app)
      #expect(app.collectionView._invariantViolations() == [])
    }
    #expect(seen["sections"] == [6, 9, 3, 12])
    #expect(seen["waterfall"] == [40, 30])
    #expect(seen["stacks"] == [6, 9, 3, 12])
    #expect(seen["line"] == [12])
    #expect(app.layoutEntry.name == "circle")
    #expect(shape(app) == [12])
    // The sections layout shows seed 004's example: a header per section.
    app.perform(.selectLayout("sections"))
    app.settle(clock)
    #expect(app.render().text.contains("Section 1"))
  }

  @Test func changedDataStaysAcrossLayouts() {
    let app = makeApp()
    app.perform(.selectLayout("sections"))
    app.settle(clock)
    app.perform(.insertItem)
    app.settle(clock)
    let changed = shape(app)
    #expect(changed.reduce(0, +) == 31)
    app.perform(.selectLayout("circle"))
    app.settle(clock)
    #expect(shape(app) == changed)
    app.perform(.selectLayout("waterfall"))
    app.settle(clock)
    #expect(shape(app) == changed)
  }
}

/// Seed 004's irregular items: the Sections screen's flow asks the delegate for each item's size.
@Suite("Demo sections' item sizes")
struct DemoSectionItemSizeTests {
  let clock = ManualClock()

  func makeApp(_ layout: String, sections: [Int]) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.sections = sections
    options.minute = 0
    return DemoApp(
      options: options, columns: 100, rows: 40,
      renderOptions: RenderOptions(colorMode: .none), clock: clock)
  }

  func step(_ app: DemoApp, _ action: DemoAction) {
    app.perform(action)
    app.settle(clock)
    #expect(app.collectionView._invariantViolations() == [], "after \(action)")
  }

  @Test func theSectionsScreensItemsTakeTheirSizesFromTheDelegateAndKeepThemWhenMoved() throws {
    let app = makeApp("sections", sections: [6, 9])
    let cv = app.collectionView
    func size(_ item: Int, _ section: Int) -> Size? {
      cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.size
    }
    let sizes = (0..<6).compactMap { size($0, 0) }
    #expect(sizes.count == 6)
    // seed 004's irregular items: several sizes, each the delegate's for its item.
    #expect(Set(sizes.map(\.width)).count > 1)
    #expect(Set(sizes.map(\.height)).count > 1)
    for (k, s) in sizes.enumerated() {
      #expect(s == DemoDelegate.sectionItemSize(sectionNumber: 0, item: k))
    }
    // The first section moved down: its items keep their sizes in their new place.
    step(app, .moveSectionDown)
    #expect((0..<6).compactMap { size($0, 1) } == sizes)
    // The book's flow keeps its itemSize for every item.
    let flow = makeApp("flow", sections: [6])
    #expect(
      Set(
        (0..<6).compactMap {
          flow.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size
        }
      ).count == 1)
  }
}
