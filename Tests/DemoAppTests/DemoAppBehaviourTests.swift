import CollectionCore
import DemoApp
import GlyphRaster
import TUICollectionView
import TestSupport
import Testing

/// The demo's state machine, headless, on a manual clock.
@Suite("Demo behaviour")
struct DemoAppBehaviourTests {
  let clock = ManualClock()

  func makeApp(
    _ layout: String = "circle", items: Int = 12, columns: Int = 80, rows: Int = 24
  )
    -> DemoApp
  {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.minute = 0
    return DemoApp(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
  }

  func settle(_ app: DemoApp) { app.settle(clock) }

  /// A page scroll's eased start holds its first row for a few frames: the run loop is told to
  /// sleep through them. With the inspector open (it shows time passing) every frame counts.
  @Test func aPageScrollSleepsThroughFramesThatWouldRepeat() {
    let app = makeApp("flow", items: 1000, columns: 100, rows: 30)
    let interval = 1.0 / 60
    let now = clock.now
    #expect(app.nextFrameTime(after: now, interval: interval) == now + interval)
    app.perform(.pageDown)
    #expect(app.nextFrameTime(after: now, interval: interval) > now + 1.5 * interval)
    app.perform(.toggleInspector)
    #expect(app.nextFrameTime(after: now, interval: interval) == now + interval)
  }

  /// A light terminal (its background as the backdrop) makes the views light-styled: the
  /// clock hand turns black; options changed later follow.
  @Test func aLightBackdropMakesTheInterfaceLight() {
    var options = DemoOptions()
    options.minute = 0
    let app = DemoApp(
      options: options, columns: 80, rows: 24,
      renderOptions: RenderOptions(colorMode: .trueColor, backdrop: .white), clock: clock)
    #expect(app.collectionView.traitCollection.userInterfaceStyle == .light)
    let hand = app.collectionView.presentedElements().first { $0.view is ClockHandView }
    #expect(hand?.view.appearance.fill == .black)
    app.renderOptions.backdrop = Color(red: 0, green: 43, blue: 54)
    #expect(app.collectionView.traitCollection.userInterfaceStyle == .dark)
    #expect(hand?.view.appearance.fill == .white)
  }

  @Test func pointsStaySquareOnScreenWhateverTheCellAspect() {
    var options = DemoOptions()
    options.minute = 0
    let app = DemoApp(
      options: options, columns: 80, rows: 24,
      renderOptions: RenderOptions(colorMode: .none, cellAspect: 2.12), clock: clock)
    // 22 rows of 2.12 points: the circle's radius follows the taller view.
    #expect(app.collectionView.frameSize == Size(width: 80, height: 22 * 2.12))
    app.perform(.resize(columns: 100, rows: 30))
    #expect(app.collectionView.frameSize == Size(width: 100, height: 28 * 2.12))
  }

  @Test func aPageIsWholeRowsWhateverTheCellAspect() {
    var options = DemoOptions()
    options.layout = "flow"
    options.items = 300
    options.minute = 0
    let app = DemoApp(
      options: options, columns: 100, rows: 30,
      renderOptions: RenderOptions(colorMode: .none, cellAspect: 2.12), clock: clock)
    // 28 rows of 2.12 points less 4 points is 26.1 rows: a page is 26, on the glyph grid, so
    // the frames of the next page are the last ones shifted (before: 55.36 points, 26.1 rows).
    app.perform(.pageDown)
    settle(app)
    let rows = app.collectionView.contentOffset.y / 2.12
    #expect(abs(rows - rows.rounded()) < 1e-9, "\(rows) rows")
    #expect(rows.rounded() == 26)
  }

  @Test func startsAsTheBookDoes() {
    let app = makeApp()
    #expect(app.layoutEntry.name == "circle")
    #expect(app.dataSource.cellCount == 12)
    #expect(app.collectionView.indexPathsForVisibleItems.count == 12)
  }

  @Test func deleteNeverGoesBelowOneItem() {
    let app = makeApp(items: 2)
    app.perform(.deleteItem)
    settle(app)
    app.perform(.deleteItem)
    #expect(app.dataSource.cellCount == 1)
    #expect(app.notice?.contains("last item stays") == true)
    app.perform(.insertItem)
    #expect(app.notice == nil)
  }

  @Test func hammeringPlusSettlesWithNoLeftovers() {
    let app = makeApp()
    for _ in 0..<20 {
      app.perform(.insertItem)
      clock.advance(by: 0.02)
      app.tick()
    }
    settle(app)
    #expect(app.dataSource.cellCount == 32)
    #expect(app.collectionView.indexPathsForVisibleItems.count == 32)
    #expect(app.collectionView.onScreenViewCount == 33)  // 32 cells and the clock hand
    let fresh = makeApp(items: 32)
    #expect(app.render().lines.dropLast() == fresh.render().lines.dropLast())
  }

  @Test func tabDuringAnInsertEndsInTheFlowLayout() {
    let app = makeApp()
    app.perform(.insertItem)
    clock.advance(by: 0.1)
    app.tick()
    app.perform(.nextLayout)
    clock.advance(by: 0.05)
    app.tick()
    settle(app)
    let fresh = makeApp("flow", items: 13)
    #expect(app.layoutEntry.name == "flow")
    #expect(app.render().lines.dropLast() == fresh.render().lines.dropLast())
  }

  @Test func reduceMotionJumpsScrollsAndCrossFadesLayouts() {
    let app = makeApp("flow", items: 200)
    app.perform(.toggleReduceMotion)
    #expect(app.reducesMotion)
    #expect(app.notice == "Reduce Motion on")
    // A page scroll lands at once: no frame in between.
    app.perform(.pageDown)
    #expect(!app.collectionView.isScrollAnimating)
    #expect(app.collectionView.contentOffset.y > 0)
    // A layout switch cross-fades: half way, the flow's cells fade out where they are while
    // the circle's fade in where they will rest, none of them on its way between the two.
    settle(app)
    app.perform(.previousLayout)
    #expect(app.layoutEntry.name == "circle")
    clock.advance(by: app.collectionView.remainingAnimationTime / 2)
    app.tick()
    let shown = app.collectionView.presentedElements().filter {
      $0.attributes.representedElementCategory == .cell
    }
    #expect(shown.count > 200)
    #expect(shown.allSatisfy { $0.attributes.alpha < 0.95 })
    settle(app)
    #expect(app.collectionView.visibleCells.count == 200)
    app.perform(.toggleReduceMotion)
    #expect(!app.reducesMotion)
  }

  @Test func slowAnimationsTakeTenTimesLonger() {
    let app = makeApp()
    app.perform(.toggleSlowAnimations)
    #expect(app.slowAnimations)
    app.perform(.nextLayout)
    clock.advance(by: 2.9)
    app.tick()
    #expect(app.isAnimating)
    clock.advance(by: 0.2)
    app.tick()
    #expect(!app.isAnimating)
  }

  @Test func anIdleDemoWritesNothing() {
    let app = makeApp()
    let screen = HeadlessScreen(columns: 80, rows: 24, renderOptions: app.renderOptions)
    screen.clock = clock
    screen.queuedEvents = [.key(.character("+"))]
    // The run loop plays the insert out frame by frame, then stops once idle.
    TerminalRunLoop.run(app: app, screen: screen, clock: clock, stopWhenIdleWithoutEvents: true)
    #expect(!app.isAnimating)
    #expect(screen.statistics.frames > 10)
    let written = screen.statistics.glyphsEmitted
    // Idle: the loop wakes (the clock moves on a minute at a time) and writes nothing.
    for _ in 0..<5 {
      TerminalRunLoop.run(app: app, screen: screen, clock: clock, stopWhenIdleWithoutEvents: true)
    }
    #expect(screen.statistics.glyphsEmitted == written)
    #expect(screen.statistics.frames > 15)
  }

  @Test func resizeRelayoutsAndTooSmallRecovers() {
    let app = makeApp("flow")
    app.perform(.resize(columns: 100, rows: 30))
    settle(app)
    #expect(app.collectionView.frameSize == Size(width: 100, height: 56))
    app.perform(.resize(columns: 20, rows: 6))
    #expect(app.render().text.contains("Terminal too small"))
    app.perform(.resize(columns: 80, rows: 24))
    settle(app)
    #expect(!app.render().text.contains("too small"))
    #expect(app.render().lines.last?.contains("12 items") == true)
  }

  @Test func scrollingKeysMoveTheFlow() {
    let app = makeApp("flow", items: 100)
    app.perform(.scroll(dx: 0, dy: 1))
    #expect(app.collectionView.contentOffset == Point(x: 0, y: 4))
    app.perform(.end)
    settle(app)
    #expect(app.collectionView.contentOffset == app.collectionView.contentOffsetRange.max)
    app.perform(.home)
    settle(app)
    #expect(app.collectionView.contentOffset == .zero)
  }

  @Test func theWheelScrollsAHorizontalFlowSideways() {
    let app = makeApp("flow-horizontal", items: 100)
    app.handle(.mouse(.wheelDown(x: 0, y: 0)))
    #expect(app.collectionView.contentOffset == Point(x: 12, y: 0))
  }

  @Test func keyNamesParseAndUnknownOnesAreNamed() throws {
    #expect(
      try DemoKeyBindings.keyMap.events(from: "tab + pgdn resize:100x30") == [
        .key(.tab), .key(.character("+")), .key(.pageDown), .resize(columns: 100, rows: 30),
      ])
    #expect(throws: KeyNameError.self) { try DemoKeyBindings.keyMap.events(from: "tab warp") }
  }

  @Test(arguments: [
    "resize:0x5", "resize:2147483647x1", "resize:9223372036854775807x9223372036854775807",
    "resize:99999999999999999999x1", "resize:80x", "resize:1001x24",
  ])
  func resizeKeyNamesOutsideTheLimitsAreRefusedWithTheLimits(name: String) {
    #expect {
      try DemoKeyBindings.keyMap.events(from: "tab \(name)")
    } throws: { error in
      let message = (error as? KeyNameError)?.description ?? ""
      return message.contains(name) && message.contains("1 to 1000 columns")
    }
  }

  @Test func absurdTerminalSizesAreClampedInsteadOfCrashing() {
    let app = makeApp()
    app.perform(.resize(columns: 2_147_483_647, rows: 1))
    #expect(app.columns == TerminalSize.maximumColumns && app.rows == 1)
    #expect(app.render().width == TerminalSize.maximumColumns)
    app.perform(.resize(columns: .max, rows: .max))
    settle(app)
    let canvas = app.render()
    #expect(canvas.width == 1000 && canvas.height == 1000)
    app.perform(.resize(columns: .min, rows: -5))
    #expect(app.render().width == 0)
    app.perform(.resize(columns: 80, rows: 24))
    settle(app)
    #expect(app.render().lines.last?.contains("12 items") == true)
  }

  /// One item is "1 item"; a carousel's current item is grouped like the other counts; the
  /// menu's letters work in either case.
  @Test func theStatusBarCountsInWordsAndTheMenuTakesCapitals() throws {
    let one = makeApp(items: 1)
    #expect(one.render().lines.last?.contains("│ 1 item │") == true)
    let line = makeApp("line", items: 1_000_000)
    line.perform(.end)
    line.settle(clock)
    let status = try #require(line.render().lines.last)
    #expect(status.contains("focus 999,999 │"), "\(status)")
    let flow = makeApp("flow", items: 12)
    flow.perform(.showMenu)
    #expect(flow.menu != nil)
    flow.handle(.key(.character("C")))
    #expect(flow.menu == nil)
    #expect(flow.notice == "Copied \"0\" to the clipboard")
    flow.perform(.showMenu)
    flow.handle(.key(.character("D")))
    flow.settle(clock)
    #expect(flow.dataSource.cellCount == 11)
  }
}

/// The demo's frames through a headless screen that applies diffs: what it shows is always the
/// last frame rendered whole.
@Suite("Demo frames through diffs")
struct DemoDiffTests {
  @Test func everyFrameOfAnInsertSwitchAndScrollArrivesWhole() {
    let clock = ManualClock()
    var options = DemoOptions()
    options.minute = 0
    options.items = 40
    let app = DemoApp(
      options: options, columns: 60, rows: 20, renderOptions: RenderOptions(colorMode: .trueColor),
      clock: clock)
    let screen = HeadlessScreen(columns: 60, rows: 20, renderOptions: app.renderOptions)
    for action: DemoAction in [.insertItem, .nextLayout, .pageDown, .deleteItem, .previousLayout] {
      app.perform(action)
      for _ in 0..<25 {
        clock.advance(by: 1.0 / 60)
        app.tick()
        let frame = app.render()
        screen.present(frame)
        #expect(screen.buffer == frame)
      }
    }
    #expect(screen.statistics.glyphsElided > 0)
  }
}
