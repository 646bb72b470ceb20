import CollectionCore
import DemoApp
import GlyphRaster
import TUICollectionView
import TestSupport
import Testing

/// Touch in the demo, headless: the key and mouse scripts, seed 004's highlight zoom,
/// the copy that reaches the screen's clipboard.
@Suite("Demo touch")
struct DemoTouchTests {
  let clock = ManualClock()

  func makeApp(_ layout: String = "circle", items: Int = 12, sections: [Int]? = nil) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.sections = sections
    options.minute = 0
    return DemoApp(
      options: options, columns: 80, rows: 24, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
  }

  /// The settled frame after a `--keys` script, as `tuicv --snapshot 80x24` prints it.
  func frame(_ layout: String, sections: [Int]? = nil, keys: String) throws -> Canvas {
    var options = DemoOptions()
    options.layout = layout
    options.sections = sections
    options.minute = 10
    return DemoSnapshot.render(
      options: options, columns: 80, rows: 24, renderOptions: RenderOptions(colorMode: .none),
      steps: try DemoKeyBindings.keyMap.steps(from: keys))
  }

  /// The numbers of the app's first section, in order.
  func order(_ app: DemoApp) -> [Int] {
    (0..<app.dataSource.sections[0].count).map {
      app.dataSource.item(at: IndexPath(item: $0, section: 0))
    }
  }

  @Test func aClickOnACircleCellDeletesItAndOnTheEmptyCentreInserts() throws {
    #expect(try frame("circle", keys: "click:40,3").lines.last?.contains("11 items") == true)
    #expect(try frame("circle", keys: "click:40,12").lines.last?.contains("13 items") == true)
    // The keys: Delete on the focused item 0, Insert at index 0.
    let app = makeApp()
    app.perform(.deleteFocusedItem)
    app.settle(clock)
    #expect(order(app) == Array(1..<12))
    app.perform(.insertItemAtStart)
    app.settle(clock)
    #expect(order(app).count == 12 && order(app).dropFirst() == ArraySlice(1..<12))
  }

  /// A click on the help closes it and touches nothing under it; the wheel scrolls it.
  @Test func theHelpTakesTheMouseWhileItIsOpen() throws {
    let clicked = try frame("circle", keys: "? click:40,3")
    #expect(clicked.lines.last?.contains("12 items") == true)
    #expect(!clicked.text.contains("Keys"))
    let app = makeApp(items: 12)
    app.perform(.resize(columns: 40, rows: 12))
    app.perform(.toggleHelp)
    app.perform(.wheel(dx: 0, dy: 3))
    #expect(app.helpScrollOffset == 3)
    app.perform(.pointerDown(x: 1, y: 0))
    app.perform(.pointerUp(x: 1, y: 0))
    #expect(!app.showsHelp && app.layoutEntry.name == "circle" && app.dataSource.cellCount == 12)
  }

  /// In the stacks the arrows go from pile to pile, and closing a stack focuses its top photo.
  @Test func theArrowsGoFromPileToPileInTheStacks() throws {
    let opened = try frame("stacks", sections: [6, 9, 3, 12], keys: "right space")
    #expect(opened.lines.last?.hasPrefix(" Stacks › Section 1 │") == true)
    let app = makeApp("stacks", sections: [6, 9, 3, 12])
    app.perform(.moveFocus(.right))
    app.perform(.activate(nil))
    app.settle(clock)
    app.perform(.moveFocus(.right))
    app.perform(.dismiss)
    app.settle(clock)
    #expect(app.openSection == nil)
    #expect(app.collectionView.focusedIndexPath == IndexPath(item: 0, section: 1))
  }

  @Test func keyboardMovementMovesAndEscPutsBack() throws {
    #expect(labels(try frame("flow", keys: "m right enter"), row: 6) == [1, 0, 2, 3])
    #expect(labels(try frame("flow", keys: "m right esc"), row: 6) == [0, 1, 2, 3])
    let app = makeApp("flow")
    for action: DemoAction in [.beginMove, .moveFocus(.right), .activate(nil)] {
      app.perform(action)
      app.settle(clock)
    }
    #expect(order(app).prefix(3) == [1, 0, 2])
    for action: DemoAction in [.beginMove, .moveFocus(.right), .moveFocus(.down), .dismiss] {
      app.perform(action)
      app.settle(clock)
    }
    #expect(order(app).prefix(3) == [1, 0, 2])
    #expect(app.collectionView.indexPathForInteractivelyMovingItem == nil)
  }

  @Test func aLongPressThenADragMovesTheItemAndAShortPressSelects() throws {
    // Item 0's centre is at column 10, row 5; item 1's at column 30.
    let moved = try frame("flow", keys: "press:10,5 wait:0.6 drag:30,5 release:30,5")
    #expect(labels(moved, row: 6) == [1, 0, 2, 3])
    // Released before half a second, the same press and release is a tap: it selects.
    let tapped = try frame("flow", keys: "press:10,5 wait:0.3 release:10,5")
    #expect(tapped.lines.last?.contains("1 selected") == true)
  }

  @Test func aHighlightedCellZoomsToTwiceItsSizeOverASecondAndBack() {
    let app = makeApp("flow")
    let path = IndexPath(item: 0, section: 0)
    app.perform(.pointerDown(x: 10, y: 5))
    #expect(app.collectionView.indexPathForHighlightedItem == path)
    clock.advance(by: 0.4)
    app.tick()
    let cell = app.collectionView.cellForItem(at: path) as? DemoCell
    #expect(cell?.highlightZoom == 2)
    // Shown part of the way there, 0.4 s into its second.
    let shown = scale(of: path, in: app)
    #expect(shown > 1.2 && shown < 1.9, "\(shown)")
    app.perform(.pointerUp(x: 10, y: 5))
    #expect(app.collectionView.indexPathsForSelectedItems == [path])
    #expect(app.collectionView.indexPathForHighlightedItem == nil)
    app.settle(clock)
    #expect(cell?.highlightZoom == 1)
    #expect(abs(scale(of: path, in: app) - 1) < 1e-9)
  }

  /// The horizontal scale an item is shown at now.
  func scale(of path: IndexPath, in app: DemoApp) -> Double {
    let element = app.collectionView.presentedElements().first {
      $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == path
    }
    return element?.attributes.transform3D.m11 ?? .nan
  }

  /// The item numbers on a row of a frame, left to right.
  func labels(_ canvas: Canvas, row: Int) -> [Int] {
    canvas.lines[row].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
  }

  @Test func copyReachesTheScreensClipboardAndVPastesAfterTheFocusedItem() {
    let app = makeApp("flow")
    let screen = HeadlessScreen(columns: 80, rows: 24, renderOptions: app.renderOptions)
    screen.clock = clock
    // c opens the menu of the focused item 0, ↓ chooses Delete, ↑ back to Copy, Enter copies.
    screen.queuedEvents = [
      .key(.right), .key(.character("c")), .key(.down), .key(.up), .key(.enter),
    ]
    TerminalRunLoop.run(app: app, screen: screen, clock: clock, stopWhenIdleWithoutEvents: true)
    #expect(screen.copiedTexts == ["1"])
    #expect(app.copiedItem?.description == "1")
    #expect(app.pasteboard.string == "1")
    app.perform(.paste)
    app.settle(clock)
    #expect(order(app).prefix(4) == [0, 1, 1, 2])
  }
}
