import CollectionCore
import DemoApp
import Foundation
import GlyphRaster
import TestSupport
import Testing

/// The catalog drives the command line, the title bar, the Tab cycle and the README.
@Suite("Layout catalog")
struct LayoutCatalogTests {
  @Test func namesAndTitlesAreUniqueAndTabCyclesThroughThemAll() {
    let entries = LayoutCatalog.entries
    #expect(Set(entries.map(\.name)).count == entries.count)
    #expect(Set(entries.map(\.title)).count == entries.count)
    #expect(entries.allSatisfy { $0.name.allSatisfy { $0.isLowercase || $0 == "-" } })
    var seen: [String] = []
    var entry = entries[0]
    for _ in entries {
      seen.append(entry.name)
      entry = LayoutCatalog.entry(after: entry)
    }
    #expect(seen == LayoutCatalog.names)
    #expect(LayoutCatalog.entry(before: entries[0]) == entries.last)
  }

  @Test func everyEntryMakesAFreshLayoutThatLaysOutItsItems() {
    let environment = LayoutEnvironment(minuteOfHour: { 10 })
    for entry in LayoutCatalog.entries {
      let a = entry.make(environment)
      #expect(a !== entry.make(environment), "\(entry.name)")
      let h = makeCollectionView(layout: a, counts: [12], size: Size(width: 80, height: 44))
      #expect(!h.cv.indexPathsForVisibleItems.isEmpty, "\(entry.name)")
      #expect(h.cv._invariantViolations() == [], "\(entry.name)")
    }
  }

  @Test func theTitleBarShowsEveryLayoutAndAClickOnATabSwitches() throws {
    let clock = ManualClock()
    var options = DemoOptions()
    options.minute = 0
    let app = DemoApp(
      options: options, columns: 200, rows: 24, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
    let title = app.render().lines[0]
    for entry in LayoutCatalog.entries { #expect(title.contains(" \(entry.title) ")) }
    let column = try #require(title.range(of: " Line ")).lowerBound.utf16Offset(in: title) + 2
    for event in try DemoKeyBindings.keyMap.events(from: "click:\(column),0") { app.handle(event) }
    #expect(app.layoutEntry.name == "line")
    app.settle(clock)
    #expect(app.render().lines.last?.hasPrefix(" Line ") == true)
  }

  /// At 80 columns the strip shows a few tabs; a click on `›` or `‹` shows the next hidden one.
  @Test func aClickOnTheStripsMarkersSwitchesToTheTabTheyHide() throws {
    let clock = ManualClock()
    var options = DemoOptions()
    options.minute = 0
    options.layout = "flow"
    let app = DemoApp(
      options: options, columns: 80, rows: 24, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
    func click(_ marker: Character) throws {
      let title = app.render().lines[0]
      let index = try #require(title.firstIndex(of: marker))
      let column = title.utf16.distance(from: title.startIndex, to: index)
      for event in try DemoKeyBindings.keyMap.events(from: "click:\(column),0") {
        app.handle(event)
      }
      app.settle(clock)
    }
    let before = try #require(LayoutCatalog.entries.firstIndex { $0.name == "flow" })
    try click("›")
    let after = try #require(LayoutCatalog.entries.firstIndex { $0 == app.layoutEntry })
    #expect(after > before, "› shows a tab hidden on the right")
    #expect(!app.render().lines[0].contains(" \(LayoutCatalog.entries[before - 1].title) "))
    try click("‹")
    let back = try #require(LayoutCatalog.entries.firstIndex { $0 == app.layoutEntry })
    #expect(back < after, "‹ shows a tab hidden on the left")
  }

  @Test func theReadmeLayoutTableIsTheCatalog() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let table = LayoutCatalog.markdownTable
    #expect(
      text.contains(table),
      "README.md's layout table is out of date; paste this under '## Layouts':\n\n\(table)")
  }
}
