import CollectionCore
import DemoApp
import GlyphRaster
import TestSupport
import Testing

/// Enter and Esc in the stacks layout: the catalog entry's detail layout decides what Enter
/// opens; Esc closes it; elsewhere Enter does nothing.
@Suite("Demo stacks")
struct DemoStacksTests {
  let clock = ManualClock()

  func makeApp(
    _ layout: String = "stacks", sections: [Int] = [6, 9, 3, 12], columns: Int = 100,
    rows: Int = 40
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

  func sections(_ app: DemoApp) -> Set<Int> {
    Set(app.collectionView.indexPathsForVisibleItems.map(\.section))
  }

  @Test func enterOpensTheStackAtTheTopAndEscClosesIt() {
    let app = makeApp()
    #expect(sections(app) == [0, 1, 2, 3])
    step(app, .activate(nil))
    #expect(app.openSection == 0)
    #expect(app.layoutEntry.name == "stacks")
    #expect(sections(app) == [0])
    #expect(app.collectionView.indexPathsForVisibleItems.count == 6)
    #expect(app.render().lines.last?.hasPrefix(" Stacks › Section 0 │") == true)
    // Inside the open stack Enter selects the focused photo; Esc closes the help first, then
    // clears the selection, then closes the stack.
    step(app, .activate(nil))
    #expect(app.openSection == 0)
    #expect(app.collectionView.indexPathsForSelectedItems.count == 1)
    step(app, .toggleHelp)
    step(app, .dismiss)
    #expect(!app.showsHelp && app.openSection == 0)
    step(app, .dismiss)
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty && app.openSection == 0)
    step(app, .dismiss)
    #expect(app.openSection == nil)
    #expect(sections(app) == [0, 1, 2, 3])
  }

  @Test func aClickOnAPileOpensThatStack() throws {
    let app = makeApp()
    let layout = try #require(app.collectionView.collectionViewLayout as? StacksLayout)
    let pile = layout.pileFrame(2)
    // The frame's glyph under the pile's centre: one column a point, two points a row, below
    // the title bar.
    let column = Int(pile.midX)
    let row = 1 + Int(pile.midY / 2)
    // A click is a press and a release without moving (a press alone may start a drag).
    app.handle(.mouse(.press(x: column, y: row)))
    app.handle(.mouse(.release(x: column, y: row)))
    app.settle(clock)
    #expect(app.openSection == 2)
    #expect(sections(app) == [2])
    // Clicks inside an open stack do not open another.
    app.handle(.mouse(.press(x: 20, y: 8)))
    app.handle(.mouse(.release(x: 20, y: 8)))
    #expect(app.openSection == 2)
  }

  @Test func enterOnlySelectsWhereTheLayoutHasNoDetail() {
    let app = makeApp("flow")
    step(app, .activate(nil))
    #expect(app.openSection == nil)
    #expect(app.layoutEntry.name == "flow")
    #expect(app.notice == nil)
    #expect(app.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func keysWhileAStackIsOpen() {
    let app = makeApp()
    step(app, .activate(nil))
    // + and - act on the open stack.
    step(app, .insertItem)
    #expect(app.dataSource.sections[0].count == 7)
    #expect(app.collectionView.indexPathsForVisibleItems.count == 7)
    // A new section goes after it, the stack stays open.
    step(app, .insertSection)
    #expect(app.openSection == 0)
    #expect(sections(app) == [0])
    // Deleting or moving the open section closes it first. Focus goes with its item, so
    // Enter then opens the stack the focused photo is in, Section 0 in its new place.
    step(app, .moveSectionDown)
    #expect(app.openSection == nil)
    #expect(app.dataSource.sections.map(\.name).prefix(2) == ["Section 4", "Section 0"])
    step(app, .activate(nil))
    #expect(app.openSection == 1)
    #expect(app.render().lines.last?.hasPrefix(" Stacks › Section 0 │") == true)
    step(app, .deleteSection)
    #expect(app.openSection == nil)
    #expect(app.dataSource.sections.map(\.name).prefix(2) == ["Section 4", "Section 1"])
    // Tab leaves the stacks for the next layout (round to the circle).
    step(app, .activate(nil))
    step(app, .nextLayout)
    #expect(app.openSection == nil)
    #expect(app.layoutEntry == LayoutCatalog.entry(after: LayoutCatalog.entry(named: "stacks")!))
  }
}
