import CollectionCore
import DemoApp
import GlyphRaster
import TUICollectionView
import TestSupport
import Testing

/// Scrubbing a layout transition with [ and ]: a quarter of the way after five presses, the
/// same frame the animated switch shows at that progress, Enter finishes, Esc cancels, other
/// keys complete it first.
@Suite("Scrubbed transitions")
struct DemoScrubTests {
  let clock = ManualClock()

  func makeApp(_ layout: String = "circle") -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.minute = 10
    return DemoApp(
      options: options, columns: 80, rows: 24, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
  }

  func press(_ app: DemoApp, _ action: DemoAction, times: Int = 1) {
    for _ in 0..<times {
      app.perform(action)
      app.tick()
    }
  }

  /// The frame without its status bar.
  func picture(_ app: DemoApp) -> [String] { Array(app.render().lines.dropLast()) }

  @Test func fivePressesAreAQuarterOfTheWayAsTheAnimatedSwitchShowsIt() throws {
    let app = makeApp()
    press(app, .scrubTransition(forward: true), times: 5)
    let progress = try #require(app.scrubbedTransition?.progress)
    #expect(abs(progress - 0.25) < 1e-9)
    #expect(app.scrubbedTransition?.target == "Flow")
    #expect(app.render().lines.last?.contains("transition 25 % → Flow") == true)
    let animations = app.inspector.sections.first { $0.title.hasPrefix("Animations") }
    #expect(animations?.rows.first?.value == "25 % → Flow")
    #expect(!app.isAnimating)
    // The animated switch with linear timing, a quarter of its time in.
    let animated = makeApp()
    animated.collectionView.animationTiming = .linear
    animated.perform(.nextLayout)
    clock.advance(by: animated.collectionView.animationDuration * 0.25)
    animated.tick()
    #expect(picture(app) == picture(animated))
    #expect(picture(app) != picture(makeApp()))
  }

  @Test func theOtherKeyGoesBackAndEscReturnsToTheStart() {
    let app = makeApp()
    let start = picture(app)
    press(app, .scrubTransition(forward: true), times: 4)
    press(app, .scrubTransition(forward: false), times: 2)
    #expect(abs((app.scrubbedTransition?.progress ?? 0) - 0.1) < 1e-9)
    press(app, .dismiss)
    app.settle(clock)
    #expect(app.scrubbedTransition == nil)
    #expect(app.layoutEntry.name == "circle")
    #expect(picture(app) == start)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func enterFinishesOnTheNextLayout() {
    let app = makeApp()
    press(app, .scrubTransition(forward: true), times: 3)
    press(app, .activate(nil))
    #expect(app.isAnimating)
    app.settle(clock)
    #expect(app.layoutEntry.name == "flow")
    #expect(app.scrubbedTransition == nil)
    let tabbed = makeApp()
    tabbed.perform(.nextLayout)
    tabbed.settle(clock)
    #expect(picture(app) == picture(tabbed))
  }

  @Test func anotherKeyCompletesItFirstAndLayoutsWithOtherContentAreRefused() {
    let app = makeApp()
    press(app, .scrubTransition(forward: true), times: 2)
    press(app, .insertItem)
    #expect(app.scrubbedTransition == nil)
    #expect(app.layoutEntry.name == "flow")
    app.settle(clock)
    #expect(app.itemCount == 13)
    #expect(app.collectionView._invariantViolations() == [])
    // Before the circle comes the modern layout, whose content is another data source.
    let circle = makeApp()
    press(circle, .scrubTransition(forward: false))
    #expect(circle.scrubbedTransition == nil)
    #expect(circle.notice?.contains("Tab switches to it") == true)
  }
}
