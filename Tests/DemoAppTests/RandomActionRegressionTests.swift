import CollectionCore
import DemoApp
import GlyphRaster
import TestSupport
import Testing

/// Cases the random-action property tests found, kept by name so they never come back.
@Suite("Random-action regressions")
struct RandomActionRegressionTests {
  let clock = ManualClock()

  func makeApp(_ layout: String, items: Int = 12, sections: [Int]? = nil) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.sections = sections
    options.minute = 0
    return DemoApp(
      options: options, columns: 80, rows: 24, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
  }

  /// Found with sections: the App Store's data source was asked for the footers of the
  /// sections layout still on screen while the data changed, and trapped (no footer class is
  /// registered for its identifier).
  @Test func leavingTheSectionsForTheModernScreenAsksForNoFooter() {
    let app = makeApp("sections", sections: [6, 9, 3, 12])
    app.perform(.selectLayout("modern"))
    app.settle(clock)
    #expect(app.layoutEntry.name == "modern")
    #expect(app.collectionView._invariantViolations() == [])
    app.perform(.selectLayout("waterfall"))
    app.settle(clock)
    #expect(app.collectionView._invariantViolations() == [])
  }

  /// Found with a million items: switching into the endless banner inserted 99 million index
  /// paths in one batch and ran out of memory. The repeat is cut to stay within 100,000 items.
  @Test func aMillionItemsAreNotRepeatedAHundredTimes() {
    let app = makeApp("circle", items: 1_000_000)
    app.perform(.selectLayout("loop"))
    app.settle(clock)
    #expect(app.collectionView.numberOfItems(inSection: 0) == 1_000_000)
    let small = makeApp("circle", items: 1000)
    small.perform(.selectLayout("loop"))
    small.settle(clock)
    #expect(small.collectionView.numberOfItems(inSection: 0) == 100_000)
    #expect(small.collectionView._invariantViolations() == [])
  }

  /// Leaving the stacks with a stack open for a layout that shows other data kept the stack
  /// "open", so Esc later switched back to a stale detail layout.
  @Test func leavingAnOpenStackForOtherDataClosesIt() {
    let app = makeApp("stacks", sections: [6, 9, 3, 12])
    app.perform(.activate(nil))
    app.settle(clock)
    #expect(app.openSection != nil)
    app.perform(.selectLayout("modern"))
    #expect(app.openSection == nil)
  }
}
