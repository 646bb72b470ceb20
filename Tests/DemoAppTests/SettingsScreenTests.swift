import CollectionCore
import DemoApp
import GlyphRaster
import SnapshotTesting
import TUICollectionView
import Testing

/// The demo's Settings screen, driven by its keys as a user drives it: the switch flips on
/// Enter, a checkmark moves within its group, → and ← fold the Developer outline (and step into
/// and out of it), `e` gives the favourites their delete and reorder buttons, and a click on a
/// delete button deletes that favourite.
@Suite("Settings screen")
@MainActor
struct SettingsScreenTests {
  let clock = ManualClock()

  func makeApp(columns: Int = 80, rows: Int = 40) -> DemoApp {
    var options = DemoOptions()
    options.layout = "settings"
    options.minute = 0
    return DemoApp(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(colorMode: .none), clock: clock)
  }

  /// Lets animations end.
  func settle(_ app: DemoApp) {
    clock.advance(by: 2)
    app.tick()
  }

  func focusedRow(_ app: DemoApp) -> SettingsRow? {
    app.collectionView.focusedIndexPath.flatMap { app.settings.dataSource?.itemIdentifier(for: $0) }
  }

  func focus(_ app: DemoApp, _ row: SettingsRow) {
    let path = app.settings.dataSource!.indexPath(for: row)!
    app.collectionView.focusItem(at: path)
  }

  func rows(_ app: DemoApp, in section: SettingsSection) -> [SettingsRow] {
    app.settings.dataSource!.snapshot().itemIdentifiers(inSection: section)
  }

  @Test func enterFlipsTheSwitchAndMovesTheCheckmark() {
    let app = makeApp()
    #expect(focusedRow(app) == .airplaneMode)
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.airplaneMode)
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty, "rows deselect again")
    focus(app, .theme("Dark"))
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.theme == "Dark")
  }

  @Test func theArrowsFoldTheOutlineAndStepThroughIt() {
    let app = makeApp()
    focus(app, .node("Animations"))
    app.perform(.moveFocus(.right))
    settle(app)
    #expect(
      rows(app, in: .developer).prefix(3) == [
        .node("Animations"), .node("Slow animations"), .node("Reduce motion"),
      ])
    #expect(focusedRow(app) == .node("Animations"), "expanding keeps focus on the parent")
    app.perform(.moveFocus(.right))
    #expect(focusedRow(app) == .node("Slow animations"), "→ again steps into the first child")
    app.perform(.moveFocus(.left))
    #expect(focusedRow(app) == .node("Animations"), "← on a child steps out to the parent")
    app.perform(.moveFocus(.left))
    settle(app)
    #expect(
      rows(app, in: .developer) == [.node("Animations"), .node("Layout"), .node("Diagnostics")])
  }

  @Test func editingShowsDeleteButtonsThatDelete() throws {
    let app = makeApp()
    let cv = app.collectionView
    let alice = app.settings.dataSource!.indexPath(for: .favourite("Alice"))!
    cv.scrollToItem(at: alice, at: .centeredVertically, animated: false)
    cv.layoutIfNeeded()
    func runs(_ path: IndexPath) -> [String] {
      (cv.cellForItem(at: path)?.appearance.texts ?? []).map(\.text)
    }
    #expect(!runs(alice).contains("⊖"))
    app.perform(.toggleEditing)
    #expect(cv.isEditing)
    cv.layoutIfNeeded()
    #expect(runs(alice).contains("⊖") && runs(alice).contains("≡"))
    // A click on Alice's delete button: one column in from the card's edge.
    let frame = try #require(cv.layoutAttributesForItem(at: alice)?.frame)
    let point = Point(x: frame.minX + 1, y: frame.midY)
    cv.touchesBegan(at: point)
    cv.touchesEnded(at: point)
    settle(app)
    #expect(app.settings.favourites == ["Bob", "Carol", "Dave", "Eve"])
    #expect(!rows(app, in: .favourites).contains(.favourite("Alice")))
    app.perform(.toggleEditing)
    #expect(!cv.isEditing)
  }

  static var dump: Snapshotting<Canvas, String> {
    Snapshotting<String, String>.lines.pullback { (canvas: Canvas) in canvas.dump }
  }

  /// The screen at rest and with the outline open and editing on, in colour.
  @Test(arguments: [60, 100])
  func settingsAt(columns: Int) throws {
    var options = DemoOptions()
    options.layout = "settings"
    options.minute = 10
    let keys = "down down down down down down down down right right down down right e"
    for (name, events) in [("rest", ""), ("open-editing", keys)] {
      let frame = DemoSnapshot.render(
        options: options, columns: columns, rows: 30,
        renderOptions: RenderOptions(colorMode: .palette256),
        events: try DemoKeyBindings.keyMap.events(from: events), at: nil)
      assertSnapshot(of: frame, as: Self.dump, named: "\(name)-\(columns)")
    }
  }
}
