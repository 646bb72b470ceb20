import CollectionCore
import DemoApp
import GlyphRaster
import TUICollectionView
import TestSupport
import Testing

/// The time controls, the inspector and the overlay, headless on a manual clock.
@Suite("Inspection")
struct InspectionTests {
  let clock = ManualClock()

  func makeApp(
    _ layout: String = "circle", items: Int = 12, columns: Int = 80, rows: Int = 24
  ) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.minute = 0
    return DemoApp(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(colorMode: .none), clock: clock)
  }

  /// After Tab into the line (a carousel), focus is the centred item and the inspector
  /// describes it; it used to keep the circle's item 0, off screen, and say "no item on screen".
  @Test func afterALayoutSwitchTheInspectorDescribesAnItemOnScreen() throws {
    let app = makeApp("circle", columns: 160, rows: 40)
    for _ in 0..<3 { app.perform(.nextLayout) }
    app.settle(clock)
    #expect(app.layoutEntry.name == "line")
    let centred = try #require(app.collectionView.centeredItemIndexPath)
    #expect(app.collectionView.focusedIndexPath == centred)
    app.perform(.toggleInspector)
    app.settle(clock)
    let text = app.render().text
    #expect(!text.contains("no item on screen"))
    let focused = try #require(app.collectionView.focusedIndexPath)
    #expect(text.contains("Cell \(focused)"))
    #expect(app.collectionView.indexPathsForVisibleItems.contains(focused))
  }

  /// A focused item scrolled out of view is not what the inspector shows: it shows the item
  /// in view nearest to it.
  @Test func theInspectorDescribesAnItemInViewWhenTheFocusedOneIsNot() throws {
    let app = makeApp("flow", items: 300, columns: 160, rows: 40)
    app.perform(.toggleInspector)
    app.perform(.pageDown)
    app.perform(.pageDown)
    app.settle(clock)
    let focused = try #require(app.collectionView.focusedIndexPath)
    #expect(!app.collectionView.indexPathsForVisibleItems.contains(focused))
    let text = app.render().text
    #expect(!text.contains("no item on screen"))
    #expect(!text.contains("Cell \(focused)"))
  }

  /// The frame without its status bar (which says whether time is paused).
  func picture(_ app: DemoApp) -> [String] { Array(app.render().lines.dropLast()) }

  @Test func pauseStopsEveryAnimationAndTheRunLoopSleeps() {
    let app = makeApp()
    app.perform(.nextLayout)
    clock.advance(by: 0.1)
    app.tick()
    app.perform(.togglePause)
    #expect(app.isPaused)
    #expect(!app.isAnimating)
    let frozen = picture(app)
    clock.advance(by: 5)
    app.tick()
    #expect(picture(app) == frozen)
    #expect(app.collectionView.animator.isAnimating)
    #expect(app.render().lines.last?.contains("paused · t = 0.100 s of 0.300 s") == true)
    // Resumed, the morph runs its remaining 0.2 s and ends.
    app.perform(.togglePause)
    #expect(app.isAnimating)
    clock.advance(by: 0.19)
    app.tick()
    #expect(app.isAnimating)
    clock.advance(by: 0.02)
    app.tick()
    #expect(!app.isAnimating)
  }

  @Test func aStepShowsTheFrameOneSixtiethLaterAndBackUndoesIt() {
    let reference = makeApp()
    reference.perform(.nextLayout)
    let atStart = picture(reference)
    clock.advance(by: 1.0 / 60)
    reference.tick()
    let oneFrameIn = picture(reference)
    #expect(oneFrameIn != atStart)

    let app = makeApp()
    app.perform(.nextLayout)
    app.perform(.togglePause)
    app.perform(.stepFrame(forward: true))
    app.tick()
    #expect(picture(app) == oneFrameIn)
    #expect(app.isPaused)
    app.perform(.stepFrame(forward: false))
    app.tick()
    #expect(picture(app) == atStart)
    // Not before the animation began.
    app.perform(.stepFrame(forward: false))
    app.tick()
    #expect(picture(app) == atStart)
  }

  @Test func aStepWhileRunningPausesAndSteppingPastTheEndFinishes() {
    let app = makeApp()
    app.perform(.nextLayout)
    app.perform(.stepFrame(forward: true))
    #expect(app.isPaused)
    for _ in 0..<18 {
      app.perform(.stepFrame(forward: true))
      app.tick()
    }
    #expect(!app.collectionView.animator.isAnimating)
    #expect(app.render().lines.last?.contains("paused") == true)
  }

  @Test func theSnapshotOfTabPauseStepStaysOnTheFirstFrameAfterTheStep() throws {
    var options = DemoOptions()
    options.minute = 0
    let render = RenderOptions(colorMode: .none)
    let stepped = DemoSnapshot.render(
      options: options, columns: 80, rows: 24, renderOptions: render,
      events: try DemoKeyBindings.keyMap.events(from: "tab p ."))
    let oneFrameIn = DemoSnapshot.render(
      options: options, columns: 80, rows: 24, renderOptions: render,
      events: try DemoKeyBindings.keyMap.events(from: "tab"), at: 1.0 / 60)
    #expect(Array(stepped.lines.dropLast()) == Array(oneFrameIn.lines.dropLast()))
    #expect(stepped.lines.last?.contains("paused · t = 0.017 s of 0.300 s") == true)
  }

  @Test func theInspectorDescribesTheFocusedCellMidAnimation() throws {
    let app = makeApp(columns: 160, rows: 40)
    app.perform(.toggleInspector)
    app.settle(clock)
    app.perform(.moveFocus(.right))
    app.perform(.nextLayout)
    clock.advance(by: 0.15)
    app.tick()
    let path = try #require(app.collectionView.focusedIndexPath)
    let shown = try #require(
      app.collectionView.presentedElements().last {
        $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == path
      })
    let element = try #require(app.inspector.sections.first)
    #expect(element.title == "Cell \(path)")
    let values = Dictionary(element.rows.map { ($0.label, $0.value) }) { a, _ in a }
    let a = shown.attributes
    #expect(values["index path"] == "\(path) (focused)")
    #expect(values["center"] == "(\(format(a.center.x)), \(format(a.center.y)))")
    #expect(
      values["frame"]
        == "(\(format(a.frame.minX)), \(format(a.frame.minY))) \(format(a.size.width))×\(format(a.size.height))"
    )
    #expect(values["view"]?.hasPrefix("DemoCell #") == true)
    // Mid-morph from the circle's rotated cells to the flow's upright ones.
    #expect(values["rotation"]?.hasSuffix("° about z") == true)
    #expect(rows(app, "Animations").map(\.label).contains("layout transition"))
    #expect(
      rows(app, "Layout events").map(\.value).contains(
        "prepareForTransition(CircleLayout → AnimatedFlowLayout)"))
    // And the panel on screen shows it.
    #expect(app.render().text.contains("Cell \(path)"))
  }

  @Test func theInspectorMovesBelowTheViewOnANarrowTerminalAndShrinksIt() {
    let wide = makeApp(columns: 160, rows: 40)
    wide.perform(.toggleInspector)
    #expect(wide.collectionView.frameSize.width < 160)
    #expect(wide.collectionView.frameSize.width >= 96)
    let narrow = makeApp(columns: 80, rows: 24)
    narrow.perform(.toggleInspector)
    narrow.settle(clock)
    #expect(narrow.collectionView.frameSize.width == 80)
    #expect(narrow.collectionView.frameSize.height < 22 * 2)
    let lines = narrow.render().lines
    #expect(lines.contains { $0.hasPrefix("╭─ Inspector") })
    // Closed, the view has the whole body again.
    narrow.perform(.toggleInspector)
    #expect(narrow.collectionView.frameSize == Size(width: 80, height: 44))
  }

  @Test func theInspectorScrollsWithinWhatItHas() {
    let app = makeApp(columns: 80, rows: 24)
    app.perform(.scrollInspector(lines: 3))
    #expect(app.notice != nil)
    app.perform(.toggleInspector)
    app.perform(.scrollInspector(lines: 3))
    #expect(app.inspectorScrollOffset == 3)
    app.perform(.scrollInspector(lines: 10_000))
    let bottom = app.inspectorScrollOffset
    #expect(bottom > 3)
    app.perform(.scrollInspector(lines: 3))
    #expect(app.inspectorScrollOffset == bottom)
    app.handle(.mouse(.wheelUp(x: 10, y: 20)))
    #expect(app.inspectorScrollOffset == bottom - 3)
    // The wheel over the view scrolls the view, not the panel.
    app.handle(.mouse(.wheelUp(x: 10, y: 3)))
    #expect(app.inspectorScrollOffset == bottom - 3)
  }

  /// The inspector's rows under a heading that starts with `title`.
  func rows(_ app: DemoApp, _ title: String) -> [InspectorPanel.Row] {
    app.inspector.sections.first { $0.title.hasPrefix(title) }?.rows ?? []
  }

  @Test func theEventLogAndTheLastUpdateAfterAnInsert() {
    let app = makeApp("flow", columns: 160, rows: 40)
    app.perform(.toggleInspector)
    app.settle(clock)
    app.perform(.insertItemAtStart)
    let events = rows(app, "Layout events").map(\.value)
    // Newest first: the update's calls in reverse order, then the counts.
    #expect(events.first == "finalizeCollectionViewUpdates()")
    #expect(events.contains("prepare(forCollectionViewUpdates: insert — → [0, 0])"))
    #expect(events.contains("initialLayoutAttributesForAppearing(cell[0, 0])"))
    #expect(events.last?.hasPrefix("counts: prepare ") == true)
    let update = rows(app, "Last batch update")
    #expect(update.map(\.label) == ["items", "index map"])
    #expect(update.map(\.value) == ["insert — → [0, 0]", "[0, 0]–[0, 11] → [0, 1]–[0, 12]"])
    let pool = rows(app, "Reuse pool")
    #expect(pool.first?.label == "Cell")
    #expect(pool.first?.value == "13 visible · 0 queued")
    #expect(pool.dropFirst().first?.value == "13 created · 0 dequeued")
  }

  @Test func transformsAreShownTakenApart() {
    let rows = DemoApp.transformRows(
      Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(rotationAngle: .pi / 6))
        .concatenating(Transform3D(translationX: 3, y: -4)))
    let values = Dictionary(uniqueKeysWithValues: rows.map { ($0.label, $0.value) })
    #expect(values["rotation"] == "30° about z")
    #expect(values["scale"] == "(2, 2)")
    #expect(values["translation"] == "(3, -4)")
    #expect(values["perspective"] == "none")
    #expect(DemoApp.transformRows(.identity).map(\.value) == ["identity"])
  }

  @Test func theStatusBarSaysWhichItemsShow() {
    let app = makeApp("flow", items: 10_000)
    #expect(app.render().lines.last?.contains("items 0–") == true)
    #expect(app.render().lines.last?.contains(" of 10,000") == true)
    app.perform(.end)
    app.settle(clock)
    #expect(app.render().lines.last?.contains("–9,999 of 10,000") == true)
    #expect(makeApp("flow").render().lines.last?.contains("12 items") == true)
  }

  @Test func scrollIndicatorsShowWhileScrollingAndFadeAfter() {
    let app = makeApp("flow", items: 200)
    #expect(!app.render().text.contains("▕"))
    app.perform(.pageDown)
    clock.advance(by: 0.1)
    app.tick()
    #expect(app.render().text.contains("▕"))
    app.settle(clock)
    clock.advance(by: 0.6)
    app.tick()
    #expect(app.render().text.contains("▕"))  // dimmed, still there
    #expect(app.idleWakeInterval ?? 99 < 0.31)
    clock.advance(by: 0.3)
    app.tick()
    #expect(!app.render().text.contains("▕"))
  }

  /// An idle demo asks the run loop to sleep until the clock hand's minute changes, not for a
  /// second at a time (`DeepEndToEndTests` measures the real binary's wake-ups over 3 s).
  @Test func anIdleDemoSleepsUntilTheNextMinute() throws {
    let app = makeApp("circle", items: 12)
    app.settle(clock)
    clock.advance(by: 2)
    app.tick()
    #expect(!app.isAnimating)
    let interval = try #require(app.idleWakeInterval)
    #expect(abs(interval - WallClock.secondsUntilNextMinute()) < 0.5)
  }

  @Test func theOverlayOutlinesEveryCellAndFlashesReusedOnes() {
    let app = makeApp("flow", items: 200)
    app.perform(.toggleOverlay)
    var text = app.render().text
    #expect(text.contains("╭0.0"))
    #expect(text.contains("offset (0, 0) · content 80×"))
    // (The status bar says "reused" too: the flash is the label in a cell's top border.)
    #expect(!text.contains(" reused─"))
    // A page on, the cells that left come back as the next ones: they flash.
    app.perform(.pageDown)
    app.settle(clock)
    text = app.render().text
    #expect(app.collectionView.reuseStatistics.cellsReused > 0)
    #expect(text.contains(" reused─"))
    clock.advance(by: DemoApp.reuseFlashDuration + 0.01)
    app.tick()
    #expect(!app.render().text.contains(" reused─"))
  }

  /// A screen an app wrote before screens reported statistics: it still conforms, and the
  /// frame log keeps nothing it cannot complete.
  final class PlainScreen: Screen {
    let columns = 80
    let rows = 24
    let renderOptions = RenderOptions(colorMode: .none)
    var events: [InputEvent] = [.key(.character("+"))]
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }
    func present(_ canvas: Canvas) {}
    /// The next event; with none left, the clock moves on by the wait.
    func nextEvent(timeout: Double?) -> InputEvent? {
      guard !events.isEmpty else {
        clock.advance(by: timeout ?? 1)
        return nil
      }
      return events.removeFirst()
    }
  }

  @Test func aScreenThatCountsNothingLeavesTheFrameLogEmpty() {
    let app = makeApp("flow", items: 20)
    TerminalRunLoop.run(
      app: app, screen: PlainScreen(clock: clock), clock: clock, stopWhenIdleWithoutEvents: true)
    #expect(app.frameLog.frames.isEmpty)
    #expect(app.frameSection.rows.map(\.value) == ["none presented yet"])
  }

  @Test func eachFramesStagesAddUpToItsTimeAndTheInspectorShowsThem() throws {
    let app = makeApp("flow", items: 200)
    #expect(app.frameSection.rows.map(\.value) == ["none presented yet"])
    let screen = HeadlessScreen(columns: 80, rows: 24, renderOptions: app.renderOptions)
    screen.clock = clock
    screen.queuedEvents = [.key(.character("+")), .key(.pageDown)]
    TerminalRunLoop.run(app: app, screen: screen, clock: clock, stopWhenIdleWithoutEvents: true)
    let frames = app.frameLog.frames
    // Every frame the loop presented, up to the log's capacity.
    #expect(frames.count == min(FrameLog.capacity, screen.statistics.frames))
    #expect(frames.count > 10)
    for frame in frames {
      #expect(frame.stages.allSatisfy { $0.seconds >= 0 })
      #expect(abs(frame.stages.reduce(0) { $0 + $1.seconds } - frame.total) < 1e-9)
      #expect(frame.glyphsEmitted + frame.glyphsElided == 80 * 24)
    }
    // The first frame drew everything; the last one what changed.
    #expect(frames.last!.glyphsEmitted < 80 * 24)
    let rows = app.frameSection.rows
    #expect(rows.first?.label == "last frame")
    #expect(rows.map(\.label).contains("rasterizing"))
    #expect(rows.contains { $0.label == "glyphs" && $0.value.contains("elided") })
  }

}

/// A number as the inspector writes it: two decimals at most, none when whole.
func format(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  return String(rounded)
}
