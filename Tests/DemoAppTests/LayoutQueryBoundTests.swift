import CollectionCore
import DemoApp
import Foundation
import GlyphRaster
import PropertyBased
import TestSupport
import Testing

/// Whatever the item count, a key makes the layout return about what a few screens hold: the
/// collection view logs every `layoutAttributesForElements(in:)` it makes with the number of
/// attributes returned, and random key sequences from the key table, on every layout at
/// 200,000 items, are held to a bound that a query over the whole content (a focus search that
/// spans from a far focused item to the view) breaks by two orders of magnitude.
@Suite("Layout queries stay bounded")
struct LayoutQueryBoundTests {
  /// The item count: ten times the bound, so a query over the whole content fails it plainly.
  static let items = 200_000
  /// The most attributes a key's queries may return: dozens of screens of the densest layout.
  static let bound = 20_000

  /// The keys drawn: every key of the table but the ones that quit.
  static let keys = DemoKeyBindings.names.filter { !["q", "ctrl-c"].contains($0) }
  /// The keys that send focus or the view far (drawn half the time, so that a focused item far
  /// from an animated view comes up often): wrapping round the ring, the ends, pages, layouts.
  static let travel = ["left", "right", "up", "down", "end", "home", "pgdn", "tab", "shift-tab"]

  /// What a key's handling returned, through the collection view's log.
  static func returned(by name: String, in app: DemoApp) -> Int {
    let before = app.collectionView.layoutEvents.elementsReturned
    if let event = DemoKeyBindings.keyMap.event(named: name) { app.handle(event) }
    app.tick()
    return app.collectionView.layoutEvents.elementsReturned - before
  }

  static func makeApp(_ layout: String, items: Int, clock: ManualClock) -> DemoApp {
    var options = DemoOptions()
    options.layout = layout
    options.items = items
    options.minute = 0
    return DemoApp(
      options: options, columns: 120, rows: 40, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
  }

  /// The issue's case: focus moved to the last item of the circle, the layout switched and the
  /// view sent to the end while focus stays behind; an arrow then searched a rect from the
  /// focused item to the view, ten million elements.
  @Test func aFocusMoveAfterAJumpAsksForAFewScreens() {
    let clock = ManualClock()
    let app = Self.makeApp("circle", items: Self.items, clock: clock)
    for name in ["left", "tab", "end"] { _ = Self.returned(by: name, in: app) }
    for name in ["up", "down", "left", "right"] {
      let returned = Self.returned(by: name, in: app)
      #expect(returned <= Self.bound, "\(name) returned \(returned) attributes")
    }
  }

  /// Focus on an item anywhere, the view on its way anywhere else (an animated scroll that has
  /// not moved yet, or one that has run a while), then every key that moves focus.
  @Test(arguments: LayoutCatalog.names)
  func focusKeysFromAFarItemAskForAFewScreens(layout: String) async {
    let count = max(2, RandomActionTests.sequences / 4)
    await propertyCheck(count: count, input: Gen.int(in: 0...1_000_000).array(of: 4)) { values in
      let clock = ManualClock()
      let app = Self.makeApp(layout, items: Self.items, clock: clock)
      let cv = app.collectionView
      let section = values[0] % max(1, cv.numberOfSections)
      let items = cv.numberOfItems(inSection: section)
      guard items > 0 else { return }
      let focused = IndexPath(item: values[1] % items, section: section)
      cv.focusItem(at: focused)
      let range = cv.contentOffsetRange
      let fraction = Double(values[2] % 1001) / 1000
      if values[2] % 2 == 0 {
        // The view on its way to the focused item: the key finds it in view where the scroll
        // ends, far from where the view is now.
        cv.scrollToItem(at: focused, at: .centeredVertically, animated: true)
      } else {
        cv.setContentOffset(
          Point(
            x: range.min.x + (range.max.x - range.min.x) * fraction,
            y: range.min.y + (range.max.y - range.min.y) * fraction), animated: true)
      }
      clock.advance(by: Double(values[3] % 4) / 20)
      app.tick()
      for name in ["up", "down", "left", "right", "h", "j", "k", "l"] {
        let returned = Self.returned(by: name, in: app)
        #expect(
          returned <= Self.bound,
          "focus \(focused), scroll \(values[2] % 2 == 0 ? "to it" : "to \(fraction)"): \(name) returned \(returned)"
        )
      }
    }
  }

  @Test(arguments: LayoutCatalog.names)
  func randomKeysAskForAFewScreensAtManyItems(layout: String) async {
    let count = max(2, RandomActionTests.sequences / 4)
    await propertyCheck(count: count, input: Gen.int(in: 0...1_000_000).array(of: 2...8)) {
      values in
      let clock = ManualClock()
      let app = Self.makeApp(layout, items: Self.items, clock: clock)
      var trail: [String] = []
      for value in values {
        let name =
          value % 2 == 0
          ? Self.travel[(value / 2) % Self.travel.count] : Self.keys[(value / 2) % Self.keys.count]
        trail.append(name)
        let returned = Self.returned(by: name, in: app)
        #expect(returned <= Self.bound, "\(trail.joined(separator: " ")) returned \(returned)")
        // Now and then the animations run out between keys; mostly keys come at once.
        if value % 5 == 0 { app.settle(clock) }
      }
    }
  }
}
