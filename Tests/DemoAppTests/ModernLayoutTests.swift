import CollectionCore
import DemoApp
import GlyphRaster
import TestSupport
import Testing

/// The modern layout: the App Store screen on a diffable data source and a compositional layout.
@Suite("Modern layout")
struct ModernLayoutTests {
  let clock = ManualClock()

  func makeApp(
    _ layout: String = "modern", items: Int = 12, columns: Int = 120, rows: Int = 40,
    cellAspect: Double = 2
  ) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.minute = 0
    return DemoApp(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(colorMode: .none, cellAspect: cellAspect), clock: clock)
  }

  /// The cells on screen by their first label line.
  func cells(_ app: DemoApp) -> [String: CollectionViewCell] {
    var result: [String: CollectionViewCell] = [:]
    for cell in app.collectionView.visibleCells {
      result[String(cell.text.split(separator: "\n").first ?? "")] = cell
    }
    return result
  }

  @Test func theScreenShowsABannerTopChartsAGridAndAListWithHeaders() {
    let app = makeApp()
    let text = app.render().text
    for expected in ["Editors' Choice", "Top Charts", "1. ", "Categories", "Games", "All Apps"] {
      #expect(text.contains(expected), "\(expected)")
    }
    let sections = Set(app.collectionView.indexPathsForVisibleItems.map(\.section))
    #expect(sections == [0, 1, 2, 3])
    #expect(app.itemCount == 5 + 12 + 8 + 12)
    #expect(app.render().lines.last?.contains(" of 37") == true)
    #expect(app.collectionView.dataSource === app.appStore.dataSource)
  }

  /// A terminal whose glyph cell is not twice as tall as wide (xterm with DejaVu Sans Mono
  /// reports 9×19 pixels: 2.11) shows the same screen: the layout sizes its rows in rows of
  /// text and aligns frames to the terminal's pixels, so every header and both lines of every
  /// chart show (with sizes in points rounded to whole points, the headers and the charts'
  /// second lines were a tenth of a row short and vanished). Before and after a page down.
  @Test(arguments: [2.11, 2.5, 1.8])
  func theScreenIsTheSameWhateverTheGlyphCellAspect(cellAspect: Double) {
    let square = makeApp(columns: 100, rows: 30)
    let app = makeApp(columns: 100, rows: 30, cellAspect: cellAspect)
    let text = app.render().text
    for expected in ["Top Charts", "Finance · Free", "Travel · $2.99", "Categories", "All Apps"] {
      #expect(text.contains(expected), "\(expected)")
    }
    #expect(text == square.render().text)
    for shown in [square, app] {
      shown.handle(.key(.pageDown))
      shown.settle(clock)
    }
    #expect(app.render().text == square.render().text)
  }

  /// A chart's and a listed app's one line of text sits on a middle row of its tile, never on
  /// the rows its edges take half of (where a line cut notches into the edge, issue #43).
  @Test func textLiesOnATilesMiddleRows() {
    let app = makeApp(columns: 80, rows: 24)
    let cv = app.collectionView
    let row = app.rowHeight
    var checked = 0
    for section in [1, 3] {
      cv.scrollToItem(at: IndexPath(item: 0, section: section), at: .top, animated: false)
      cv.layoutIfNeeded()
      for path in cv.indexPathsForVisibleItems where path.section == section {
        guard let frame = cv.layoutAttributesForItem(at: path)?.frame,
          let cell = cv.cellForItem(at: path)
        else { continue }
        #expect(cell.appearance.lines.count == 1, "\(path)")
        #expect(frame.height >= 3 * row, "\(path): \(frame)")
        #expect(frame.minY.truncatingRemainder(dividingBy: row) == 0, "\(path) on whole rows")
        checked += 1
      }
    }
    #expect(checked >= 6)
  }

  /// `x` shuffles through the diffable data source: one batch of moves, no inserts or
  /// deletes, and every cell on screen that stays on screen is the same object afterwards.
  /// → along the categories' grid steps column by column and stops at the last, rather than
  /// jumping up into the top charts' carousel (issue #43).
  @Test func rightStopsAtTheGridsLastColumn() {
    let app = makeApp(columns: 80)
    let cv = app.collectionView
    let columns = Set(
      (0..<8).compactMap {
        cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 2))?.frame.minX
      }
    ).count
    #expect(columns > 1)
    for item in 0..<columns - 1 {
      #expect(
        cv.indexPathForFocusMove(.right, from: IndexPath(item: item, section: 2))
          == IndexPath(item: item + 1, section: 2))
    }
    #expect(cv.indexPathForFocusMove(.right, from: IndexPath(item: columns - 1, section: 2)) == nil)
  }

  @Test func shuffleAnimatesMovesOfTheSameCells() throws {
    let app = makeApp()
    let before = cells(app)
    app.perform(.shuffleItems)
    let u = try #require(app.appStore.dataSource?.lastDifference).batchUpdate
    #expect(u.movedItems.count > 10)
    #expect(u.insertedItems.isEmpty && u.deletedItems.isEmpty)
    #expect(app.notice == "Shuffled: \(u.movedItems.count) moves")
    #expect(app.isAnimating)
    clock.advance(by: 0.15)
    app.tick()
    #expect(app.collectionView._invariantViolations() == [])
    app.settle(clock)
    let after = cells(app)
    var kept = 0
    for (label, cell) in after where before[label] != nil {
      #expect(before[label] === cell, "\(label)")
      kept += 1
    }
    #expect(kept > 10)
    #expect(app.render().text != makeApp().render().text)
  }

  /// `f` shows only free apps: the paid ones fade out as deletes, and come back as inserts.
  @Test func filterDeletesAndReinsertsThePaidApps() throws {
    let app = makeApp()
    let all = app.itemCount
    app.perform(.filterItems)
    let u = try #require(app.appStore.dataSource?.lastDifference).batchUpdate
    #expect(!u.deletedItems.isEmpty && u.insertedItems.isEmpty)
    #expect(app.itemCount == all - u.deletedItems.count)
    #expect(app.notice == "Free apps only")
    app.settle(clock)
    #expect(!app.render().text.contains("$"))
    app.perform(.filterItems)
    #expect(
      app.appStore.dataSource?.lastDifference?.batchUpdate.insertedItems.count
        == u.deletedItems.count)
    app.settle(clock)
    #expect(app.itemCount == all)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func plusAndMinusChangeTheListButNeverEmptyIt() {
    let app = makeApp(items: 2)
    app.perform(.insertItem)
    app.settle(clock)
    #expect(app.appStore.items(in: .allApps) == [0, 1, 2])
    app.perform(.deleteItem)
    app.perform(.deleteItem)
    app.settle(clock)
    #expect(app.appStore.items(in: .allApps) == [0])
    app.perform(.deleteItem)
    #expect(app.notice?.contains("last app stays") == true)
    #expect(app.appStore.items(in: .allApps) == [0])
  }

  /// Left and right move the sideways section most in view: the banner at the top, the top
  /// charts once the banner scrolls away; the collection view's own offset stays vertical.
  @Test func arrowsPageTheSidewaysSectionMostInView() throws {
    let app = makeApp()
    let layout = try #require(app.collectionView.collectionViewLayout as? CompositionalLayout)
    app.perform(.scroll(dx: 1, dy: 0))
    app.settle(clock)
    #expect(layout.orthogonalContentOffset(forSection: 0) == 120)
    #expect(layout.orthogonalContentOffset(forSection: 1) == 0)
    #expect(app.collectionView.contentOffset.x == 0)
    for _ in 0..<3 { app.perform(.scroll(dx: 0, dy: 1)) }
    app.perform(.scroll(dx: 1, dy: 0))
    app.settle(clock)
    #expect(layout.orthogonalContentOffset(forSection: 0) == 120)
    #expect(
      layout.orthogonalContentOffset(forSection: 1) == layout.orthogonalScrollStep(forSection: 1))
    app.perform(.scroll(dx: -1, dy: 0))
    app.settle(clock)
    #expect(layout.orthogonalContentOffset(forSection: 1) == 0)
  }

  @Test func theGridFollowsTheTerminalWidth() throws {
    let app = makeApp(columns: 120)
    let wide = try #require(
      app.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 2)))
    app.perform(.resize(columns: 50, rows: 30))
    app.settle(clock)
    let narrow = try #require(
      app.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 2)))
    // Four columns: item 3 ends the first row; two columns: it ends the second.
    #expect(narrow.frame.minY > wide.frame.minY)
    #expect(AppStoreLayout.categoryColumns(forWidth: 46) == 2)
    #expect(app.collectionView._invariantViolations() == [])
  }

  /// Tab into and out of the modern layout swaps the data source with a cross-dissolve; the
  /// App Store keeps its state between visits.
  @Test func switchingToAndFromTheModernLayoutCrossDissolves() throws {
    let app = makeApp("line")
    app.perform(.selectLayout("modern"))
    #expect(app.collectionView.dataSource === app.appStore.dataSource)
    #expect(app.isAnimating)
    clock.advance(by: 0.15)
    app.tick()
    let fading = app.collectionView.presentedElements().filter {
      $0.view.text == "0" && $0.attributes.alpha < 1
    }
    #expect(!fading.isEmpty)
    app.settle(clock)
    app.perform(.shuffleItems)
    app.settle(clock)
    let shuffled = app.appStore.items(in: .allApps)
    app.perform(.selectLayout("circle"))
    app.settle(clock)
    #expect(app.layoutEntry.name == "circle")
    #expect(app.collectionView.dataSource === app.dataSource)
    #expect(app.render().lines.last?.contains("12 items") == true)
    app.perform(.selectLayout("modern"))
    app.settle(clock)
    #expect(app.appStore.items(in: .allApps) == shuffled)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func shuffleAndFilterElsewhereSayWhereTheyWork() {
    let app = makeApp("flow")
    app.perform(.shuffleItems)
    #expect(app.notice?.contains("modern") == true)
    #expect(!app.isAnimating)
  }

  @Test func theListIsCappedAtAHundredThousandApps() {
    let model = AppStoreModel(listCount: 10_000_000)
    #expect(model.items(in: .allApps).count == AppStoreModel.maximumListCount)
  }
}
