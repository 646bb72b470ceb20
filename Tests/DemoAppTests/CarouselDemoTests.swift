import CollectionCore
import DemoApp
import GlyphRaster
import TestSupport
import Testing

/// The carousels in the demo: item steps, the rotary's zoom, the endless banner's recentring,
/// paging and page dots, momentum from the wheel and the mouse.
@Suite("Carousels in the demo")
struct CarouselDemoTests {
  let clock = ManualClock()

  func makeApp(_ layout: String, items: Int = 12, columns: Int = 120, rows: Int = 40) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.minute = 0
    return DemoApp(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(colorMode: .none), clock: clock)
  }

  func centred(_ app: DemoApp) -> Int? {
    app.collectionView.centeredItemIndexPath.map { app.dataSource.item(at: $0) }
  }

  @Test(arguments: ["rotary", "coverflow", "scale-carousel", "line"])
  func rightCentresItemOneAndLeftComesBack(layout: String) {
    let app = makeApp(layout)
    #expect(centred(app) == 0)
    app.perform(.scroll(dx: 1, dy: 0))
    app.settle(clock)
    #expect(centred(app) == 1)
    #expect(app.render().lines.last?.contains("focus 1 │") == true)
    app.perform(.scroll(dx: 1, dy: 0))
    app.perform(.scroll(dx: 1, dy: 0))
    app.settle(clock)
    #expect(centred(app) == 3)
    app.perform(.scroll(dx: -1, dy: 0))
    app.settle(clock)
    #expect(centred(app) == 2)
    app.perform(.end)
    app.settle(clock)
    #expect(centred(app) == 11)
    app.perform(.home)
    app.settle(clock)
    #expect(centred(app) == 0)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func enterZoomsTheRotarysCentredCellAndAgainShrinksIt() throws {
    let app = makeApp("rotary")
    let path = try #require(app.collectionView.centeredItemIndexPath)
    let cell = try #require(app.collectionView.cellForItem(at: path))
    app.perform(.activate(nil))
    #expect(app.isAnimating)
    clock.advance(by: 0.15)
    app.tick()
    let mid = try #require(app.collectionView.presented(view: cell)).transform3D
    #expect(mid.decomposed().scale[0] > 1.1 && mid.decomposed().scale[0] < 1.5)
    app.settle(clock)
    #expect(
      isClose(
        try #require(app.collectionView.presented(view: cell)).transform3D.decomposed().scale[0],
        1.6, 1e-9))
    app.perform(.activate(nil))
    app.settle(clock)
    #expect(
      isClose(
        try #require(app.collectionView.presented(view: cell)).transform3D.decomposed().scale[0], 1,
        1e-9))
  }

  @Test func theEndlessBannerStartsInTheSecondGroupAndLeftShowsTheLastItem() {
    let app = makeApp("loop")
    #expect(app.collectionView.numberOfItems(inSection: 0) == 1200)
    #expect(app.collectionView.centeredItemIndexPath?.item == 12)
    app.perform(.scroll(dx: -1, dy: 0))
    app.settle(clock)
    #expect(centred(app) == 11)
    #expect(app.render().lines.last?.contains("focus 11 │") == true)
  }

  @Test func recentringAtTheFirstPageNeverChangesThePicture() {
    let app = makeApp("loop")
    let collectionView = app.collectionView
    collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .left, animated: false)
    // Page 1 → page 0, a key press: the frame it ends on is moved to page 12 (item 0 again)
    // in the same tick, so the screen shows page 12 where it would have shown page 0.
    app.perform(.scroll(dx: -1, dy: 0))
    var offsets: [Double] = []
    var last: [String] = []
    while app.isAnimating {
      clock.advance(by: 1.0 / 60)
      app.tick()
      last = app.render().lines.dropLast()
      offsets.append(collectionView.contentOffset.x)
    }
    #expect(offsets.dropLast().allSatisfy { $0 > 0 && $0 < 120 })
    #expect(offsets.last == 1440.0)
    #expect(centred(app) == 0)
    // Once the scroll indicator has faded (the reference never scrolled, so never shows one).
    clock.advance(by: 1)
    app.tick()
    last = app.render().lines.dropLast()
    // Page 0 itself, reached without the delegate hearing of it, looks exactly the same.
    let reference = makeApp("loop")
    reference.collectionView.setContentOffset(.zero, animated: false)
    // Focus is the centred item in a carousel, item 0 of the first group here too.
    reference.collectionView.focusItem(at: IndexPath(item: 0, section: 0))
    #expect(reference.render().lines.dropLast() == last)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func theBannerPagesAndShowsItsDots() {
    var options = DemoOptions()
    options.layout = "loop"
    options.minute = 0
    let app = DemoApp(
      options: options, columns: 80, rows: 24, renderOptions: RenderOptions(colorMode: .palette256),
      clock: clock)
    #expect(app.collectionView.isPagingEnabled)
    let dots = app.render().lines[22]
    #expect(dots.contains("● ○ ○ ○ ○ ○ ○ ○ ○ ○ ○ ○"))
    // A slow drag of a third of a page springs back to its page.
    app.handle(.mouse(.press(x: 40, y: 10)))
    for x in stride(from: 39, through: 14, by: -1) {
      app.handle(.mouse(.drag(x: x, y: 10)))
      clock.advance(by: 0.05)
    }
    app.handle(.mouse(.release(x: 14, y: 10)))
    app.settle(clock)
    #expect(centred(app) == 0)
    #expect(app.collectionView.contentOffset.x.truncatingRemainder(dividingBy: 80) == 0)
  }

  @Test func switchingIntoAndOutOfTheBannerMorphsTheItemsOnScreen() throws {
    let app = makeApp("scale-carousel")
    app.perform(.scroll(dx: 1, dy: 0))
    app.settle(clock)
    let cell = try #require(app.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    app.perform(.selectLayout("loop"))
    // The same cell travels to its page (a morph, not a reload).
    #expect(app.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    app.settle(clock)
    #expect(app.collectionView.numberOfItems(inSection: 0) == 1200)
    #expect(centred(app) == 1)
    app.perform(.selectLayout("flow"))
    app.settle(clock)
    #expect(app.collectionView.numberOfItems(inSection: 0) == 12)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func insertAndDeleteWorkInTheBanner() {
    let app = makeApp("loop")
    app.perform(.insertItem)
    app.settle(clock)
    #expect(app.dataSource.sections[0].count == 13)
    #expect(app.collectionView.numberOfItems(inSection: 0) == 1300)
    app.perform(.deleteItem)
    app.perform(.deleteItem)
    app.settle(clock)
    #expect(app.collectionView.numberOfItems(inSection: 0) == 1100)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func aWheelFlickKeepsMovingAfterTheLastNotchAndRestsSnapped() {
    let app = makeApp("scale-carousel", items: 100)
    for _ in 0..<5 { app.handle(.mouse(.wheelDown(x: 60, y: 20))) }
    let afterLast = app.collectionView.contentOffset.x
    clock.advance(by: 0.1)
    app.tick()
    #expect(app.collectionView.contentOffset.x > afterLast)
    app.settle(clock)
    let offset = app.collectionView.contentOffset.x
    #expect(offset > afterLast)
    #expect((offset / 32).truncatingRemainder(dividingBy: 1) == 0)
  }

  @Test func aMouseDragWithSpeedCoasts() {
    let app = makeApp("flow", items: 300, columns: 80, rows: 24)
    app.handle(.mouse(.press(x: 10, y: 20)))
    for y in stride(from: 19, through: 5, by: -1) {
      app.handle(.mouse(.drag(x: 10, y: y)))
      clock.advance(by: 0.01)
    }
    app.handle(.mouse(.release(x: 10, y: 5)))
    let released = app.collectionView.contentOffset.y
    #expect(released == 30)
    app.settle(clock)
    #expect(app.collectionView.contentOffset.y > released + 50)
  }
}

/// The arrows in a carousel step from the item the user sees — the centred one, or the one a
/// scroll under way is bringing to the centre — however the view got there (a layout switch, a
/// page, End, a drag, the wheel), not from a focus left behind.
@Suite("Carousel focus follows the view")
struct CarouselFocusFollowsTheViewTests {
  let clock = ManualClock()

  func makeApp(_ layout: String) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.items = 12
    options.minute = 0
    return DemoApp(
      options: options, columns: 100, rows: 30, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
  }

  func focusedItem(_ app: DemoApp) -> Int? {
    app.collectionView.focusedIndexPath.map { app.dataSource.item(at: $0) }
  }

  func centred(_ app: DemoApp) -> Int? {
    app.collectionView.centeredItemIndexPath.map { app.dataSource.item(at: $0) }
  }

  @Test func afterTabbingIntoTheLineTheArrowStepsFromTheCentredItem() throws {
    let app = makeApp("circle")
    for _ in 0..<3 { app.perform(.nextLayout) }
    app.settle(clock)
    let start = try #require(centred(app))
    app.perform(.moveFocus(.right))
    app.settle(clock)
    #expect(focusedItem(app) == start + 1)
    #expect(centred(app) == start + 1)
  }

  @Test(arguments: ["line", "rotary", "coverflow", "scale-carousel"])
  func afterAPageTheArrowStepsFromTheItemThePageBrings(layout: String) throws {
    let app = makeApp(layout)
    app.perform(.pageDown)
    // The arrow comes while the page still scrolls: it steps from where the page is going.
    clock.advance(by: 0.05)
    app.tick()
    app.perform(.moveFocus(.right))
    app.settle(clock)
    let settledAfterPage = try #require(centred(app))
    #expect(focusedItem(app) == settledAfterPage)
    // The same after the page has settled: the item in view, one on.
    let app2 = makeApp(layout)
    app2.perform(.pageDown)
    app2.settle(clock)
    let paged = try #require(centred(app2))
    #expect(paged > 1)
    app2.perform(.moveFocus(.right))
    app2.settle(clock)
    #expect(focusedItem(app2) == paged + 1)
    #expect(settledAfterPage == paged + 1)
  }

  @Test func afterEndTheLeftArrowStepsBackFromTheLastItem() {
    let app = makeApp("line")
    app.perform(.end)
    app.perform(.moveFocus(.left))
    app.settle(clock)
    #expect(focusedItem(app) == 10)
    #expect(centred(app) == 10)
  }

  @Test func afterWheelStepsAndADragTheArrowStepsFromTheItemInView() throws {
    let app = makeApp("line")
    for _ in 0..<2 {
      app.perform(.wheel(dx: 0, dy: 3))
      app.settle(clock)
    }
    let wheeled = try #require(centred(app))
    #expect(wheeled > 0 && wheeled < 8)
    app.perform(.moveFocus(.right))
    app.settle(clock)
    #expect(focusedItem(app) == wheeled + 1)
    app.perform(.pointerDown(x: 60, y: 15))
    for x in stride(from: 58, through: 40, by: -2) {
      clock.advance(by: 0.05)
      app.tick()
      app.perform(.pointerDragged(x: x, y: 15))
    }
    clock.advance(by: 0.3)
    app.tick()
    app.perform(.pointerUp(x: 40, y: 15))
    app.settle(clock)
    let dragged = try #require(centred(app))
    #expect(dragged > wheeled + 1)
    app.perform(.moveFocus(.left))
    app.settle(clock)
    #expect(focusedItem(app) == dragged - 1)
  }
}
