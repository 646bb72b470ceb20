import CollectionCore
import DemoApp
import GlyphRaster
import SnapshotTesting
import TUICollectionView
import Testing

/// The demo's Settings screen, driven by its keys as a user drives it: the switch flips on
/// Enter, a checkmark moves within its group and the appearance chosen is the screen's, → and ←
/// fold the Developer outline (and step into and out of it), its switches are the app's own,
/// `e` gives the favourites their delete and reorder buttons, and a click on a delete button (or
/// Delete) asks with the red Delete before deleting that favourite.
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

  /// A link's chevron opens its page, as a navigation controller pushes one: the page's
  /// choices with the chosen one checked and focused; choosing moves the checkmark, and Esc
  /// (or ←) goes back to the list, the link focused and showing the new value, the outline as
  /// it was.
  @Test func aLinkOpensItsPageAndTheChoiceComesBack() {
    let app = makeApp()
    focus(app, .node("Animations"))
    app.perform(.moveFocus(.right))
    settle(app)
    let openOutline = rows(app, in: .developer)
    focus(app, .link(symbol: "wifi", title: "Wi-Fi"))
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.openPage == "Wi-Fi")
    #expect(
      rows(app, in: .page) == ["Home", "Office", "Café"].map { .choice(page: "Wi-Fi", option: $0) })
    #expect(focusedRow(app) == .choice(page: "Wi-Fi", option: "Home"))
    #expect(app.render().lines.last?.hasPrefix(" Settings › Wi-Fi ") == true)
    app.perform(.moveFocus(.down))
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.choices["Wi-Fi"] == "Office")
    #expect(app.notice == "Wi-Fi: Office")
    app.perform(.dismiss)
    settle(app)
    #expect(app.settings.openPage == nil)
    #expect(focusedRow(app) == .link(symbol: "wifi", title: "Wi-Fi"))
    #expect(rows(app, in: .developer) == openOutline, "the outline as it was")
    let wifi = app.settings.dataSource!.indexPath(for: .link(symbol: "wifi", title: "Wi-Fi"))!
    let texts = app.collectionView.cellForItem(at: wifi)?.appearance.texts.map(\.text) ?? []
    #expect(texts.contains("Office"))
    // ← goes back too; on the list it is the outline's key again.
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.openPage == "Wi-Fi")
    app.perform(.moveFocus(.left))
    settle(app)
    #expect(app.settings.openPage == nil)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func theAppearanceChosenIsTheScreensOwnAndTheOtherScreensFollowTheTerminal() {
    let app = makeApp()
    let cv = app.collectionView
    #expect(cv.traitCollection.userInterfaceStyle == .dark)
    #expect(cv.resolvedBackgroundFill == nil, "a dark terminal's own background stands for it")
    focus(app, .theme("Light"))
    app.perform(.activate(nil))
    settle(app)
    #expect(cv.overrideUserInterfaceStyle == .light)
    #expect(cv.traitCollection.userInterfaceStyle == .light)
    #expect(cv.resolvedBackgroundFill == Color(red: 242, green: 242, blue: 247))
    let light = app.settings.dataSource!.indexPath(for: .theme("Light"))!
    let text = cv.cellForItem(at: light)?.appearance.texts.first { $0.text == "Light" }
    #expect(text?.color == .black, "the system colours resolve for light")
    // Another screen follows the terminal again; coming back brings the choice back.
    app.perform(.nextLayout)
    settle(app)
    #expect(cv.overrideUserInterfaceStyle == .unspecified)
    #expect(cv.traitCollection.userInterfaceStyle == .dark)
    app.perform(.previousLayout)
    settle(app)
    #expect(cv.traitCollection.userInterfaceStyle == .light)
    focus(app, .theme("Automatic"))
    app.perform(.activate(nil))
    settle(app)
    #expect(cv.traitCollection.userInterfaceStyle == .dark && cv.resolvedBackgroundFill == nil)
  }

  @Test func darkOnALightTerminalPaintsTheScreenDark() {
    let cv = CollectionView(
      frameSize: Size(width: 20, height: 10),
      collectionViewLayout: CompositionalLayout.list(
        using: ListConfiguration(appearance: .insetGrouped)))
    cv.backgroundColor = .systemGroupedBackground
    cv.traitCollection = TraitCollection(userInterfaceStyle: .light)
    #expect(cv.resolvedBackgroundFill == Color(red: 242, green: 242, blue: 247))
    cv.overrideUserInterfaceStyle = .dark
    #expect(cv.resolvedBackgroundFill == .systemGroupedBackground)
    cv.overrideUserInterfaceStyle = .light
    #expect(cv.resolvedBackgroundFill == Color(red: 242, green: 242, blue: 247))
  }

  /// A wide terminal keeps the cards at a readable width, centred.
  @Test func aWideTerminalKeepsTheCardsReadable() throws {
    let app = makeApp(columns: 250, rows: 30)
    let cv = app.collectionView
    let frame = try #require(
      cv.layoutAttributesForItem(at: app.settings.dataSource!.indexPath(for: .airplaneMode)!)?
        .frame)
    #expect(frame.width <= ContentInsetsReference.readableContentWidth)
    #expect(abs(frame.minX - (cv.bounds.width - frame.maxX)) <= 1, "centred: \(frame)")
  }

  @Test func theDeveloperSwitchesAreTheAppsOwn() {
    let app = makeApp()
    focus(app, .node("Animations"))
    app.perform(.moveFocus(.right))
    settle(app)
    let cv = app.collectionView
    func switchText(_ name: String) -> String? {
      let path = app.settings.dataSource!.indexPath(for: .node(name))!
      cv.layoutIfNeeded()
      return (cv.cellForItem(at: path) as? ListCell)?.accessories.compactMap {
        if case .customView(let configuration) = $0.kind {
          configuration.customView.text
        } else {
          nil
        }
      }.first
    }
    let off = switchText("Slow Animations")
    #expect(off != nil && !app.slowAnimations)
    focus(app, .node("Slow Animations"))
    app.perform(.activate(nil))
    settle(app)
    #expect(app.slowAnimations)
    #expect(switchText("Slow Animations") != off, "the switch shows it on")
    #expect(app.notice?.hasPrefix("Slow Animations on") == true)
    // R, from anywhere on the screen, flips the row's switch too.
    focus(app, .airplaneMode)
    app.perform(.toggleReduceMotion)
    settle(app)
    #expect(app.reducesMotion)
    #expect(switchText("Reduce Motion") == switchText("Slow Animations"))
    focus(app, .node("Reduce Motion"))
    app.perform(.activate(nil))
    settle(app)
    #expect(!app.reducesMotion && switchText("Reduce Motion") == off)
  }

  @Test func eEditsOnlyWhereThereIsSomethingToEdit() {
    var options = DemoOptions()
    options.layout = "messages"
    let app = DemoApp(
      options: options, columns: 80, rows: 24, renderOptions: RenderOptions(colorMode: .none),
      clock: clock)
    app.perform(.toggleEditing)
    #expect(!app.collectionView.isEditing)
    #expect(app.notice == "Nothing to edit here: e edits Settings' favourites")
  }

  @Test func theArrowsFoldTheOutlineAndStepThroughIt() {
    let app = makeApp()
    focus(app, .node("Animations"))
    app.perform(.moveFocus(.right))
    settle(app)
    #expect(
      rows(app, in: .developer).prefix(3) == [
        .node("Animations"), .node("Slow Animations"), .node("Reduce Motion"),
      ])
    #expect(focusedRow(app) == .node("Animations"), "expanding keeps focus on the parent")
    app.perform(.moveFocus(.right))
    #expect(focusedRow(app) == .node("Slow Animations"), "→ again steps into the first child")
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
    settle(app)
    #expect(runs(alice).contains("⊖") && runs(alice).contains("≡"))
    // A click on Alice's delete button: one column in from the card's edge.
    let frame = try #require(cv.layoutAttributesForItem(at: alice)?.frame)
    let point = Point(x: frame.minX + 1, y: frame.midY)
    cv.touchesBegan(at: point)
    cv.touchesEnded(at: point)
    settle(app)
    // As UIKit's ⊖: the red Delete opens first, and only it deletes.
    #expect(cv.swipedIndexPath == alice)
    #expect(app.settings.favourites.count == 5)
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.favourites == ["Bob", "Carol", "Dave", "Eve"])
    #expect(!rows(app, in: .favourites).contains(.favourite("Alice")))
    // Delete on the focused favourite is the same click; Esc keeps it.
    focus(app, .favourite("Bob"))
    app.perform(.deleteFocusedItem)
    settle(app)
    let bob = app.settings.dataSource!.indexPath(for: .favourite("Bob"))!
    #expect(cv.swipedIndexPath == bob)
    #expect(app.notice == "Delete? Enter deletes, Esc keeps it")
    app.perform(.dismiss)
    settle(app)
    #expect(cv.swipedIndexPath == nil && app.settings.favourites.count == 4)
    app.perform(.deleteFocusedItem)
    settle(app)
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.favourites == ["Carol", "Dave", "Eve"])
    app.perform(.toggleEditing)
    #expect(!cv.isEditing)
  }

  /// The terminal glyph at the middle of an item's row, `column` glyphs in from its left edge.
  func glyph(_ app: DemoApp, _ row: SettingsRow, column: Int) -> (x: Int, y: Int) {
    let cv = app.collectionView
    let path = app.settings.dataSource!.indexPath(for: row)!
    cv.scrollToItem(at: path, at: .centeredVertically, animated: false)
    cv.layoutIfNeeded()
    let frame = cv.layoutAttributesForItem(at: path)!.frame
    let y = (0..<40).first {
      app.indexPathForItem(atColumn: Int(frame.minX) + column, row: $0) == path
    }
    return (Int(frame.minX) + column, y ?? 0)
  }

  func buttons(_ app: DemoApp) -> [PresentedElement] {
    app.collectionView.presentedElements().filter {
      $0.attributes.representedElementKind == "_UICollectionViewSwipeAction"
    }
  }

  @Test func wRevealsTheFocusedRowsSwipeActionsAndEnterPerformsTheChosenOne() {
    let app = makeApp()
    focus(app, .favourite("Alice"))
    app.perform(.revealSwipeActions(leading: false))
    settle(app)
    let alice = app.settings.dataSource!.indexPath(for: .favourite("Alice"))!
    #expect(app.collectionView.swipedIndexPath == alice)
    let shown = buttons(app)
    #expect(shown.count == 2)
    // Delete at the edge, Flag inside it; the row gave up their width.
    #expect(shown[0].attributes.frame.maxX == app.collectionView.bounds.width - 2)
    let row = app.collectionView.presentedElements().first {
      $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == alice
    }!
    #expect(row.attributes.frame.maxX == shown.map(\.attributes.frame.minX).min())
    // ← chooses Flag, Enter performs it once; the row closes.
    app.perform(.moveFocus(.left))
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.flagged == ["Alice"])
    #expect(app.settings.favourites.count == 5)
    #expect(app.collectionView.swipedIndexPath == nil && buttons(app).isEmpty)
    let flag = app.collectionView.cellForItem(at: alice)?.appearance.texts.map(\.text) ?? []
    #expect(flag.contains { $0.contains("Flagged") }, "the row shows its flag")
    // The same swipe now unflags.
    #expect(
      app.settings.swipeActions(at: alice, leading: false)?.actions.map(\.title)
        == ["Delete", "Unflag"])
    // Again, and Enter performs Delete, chosen first.
    app.perform(.revealSwipeActions(leading: false))
    settle(app)
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.favourites == ["Bob", "Carol", "Dave", "Eve"])
    // Esc closes without doing anything; a row without actions says so.
    focus(app, .favourite("Bob"))
    app.perform(.revealSwipeActions(leading: true))
    settle(app)
    #expect(buttons(app).count == 1)
    app.perform(.dismiss)
    settle(app)
    #expect(app.collectionView.swipedIndexPath == nil)
    #expect(app.settings.favourites == ["Bob", "Carol", "Dave", "Eve"])
    focus(app, .airplaneMode)
    app.perform(.revealSwipeActions(leading: false))
    #expect(app.notice == "No swipe actions here")
  }

  @Test func aSidewaysDragSwipesTheRowOpenAndAClickOnAButtonPerformsIt() {
    let app = makeApp()
    let start = glyph(app, .favourite("Carol"), column: 40)
    let offset = app.collectionView.contentOffset
    app.perform(.pointerDown(x: start.x, y: start.y))
    app.perform(.pointerDragged(x: start.x - 4, y: start.y))
    app.perform(.pointerDragged(x: start.x - 10, y: start.y))
    let carol = app.settings.dataSource!.indexPath(for: .favourite("Carol"))!
    #expect(app.collectionView.swipedIndexPath == carol)
    #expect(app.collectionView.contentOffset == offset, "a sideways drag on the row is no scroll")
    app.perform(.pointerUp(x: start.x - 10, y: start.y))
    settle(app)
    // Past half the buttons' width: it stays open.
    let shown = buttons(app)
    #expect(shown.count == 2)
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty, "a swipe is not a tap")
    // A click on Delete (nearest the edge) performs it once.
    let delete = shown[0].attributes.frame
    let y = start.y
    let x = Int(delete.midX)
    app.perform(.pointerDown(x: x, y: y))
    app.perform(.pointerUp(x: x, y: y))
    settle(app)
    #expect(app.settings.favourites == ["Alice", "Bob", "Dave", "Eve"])
    // A short drag springs back closed; a drag across most of the row deletes at once.
    let bob = glyph(app, .favourite("Bob"), column: 40)
    app.perform(.pointerDown(x: bob.x, y: bob.y))
    app.perform(.pointerDragged(x: bob.x - 2, y: bob.y))
    app.perform(.pointerUp(x: bob.x - 2, y: bob.y))
    settle(app)
    #expect(app.collectionView.swipedIndexPath == nil)
    #expect(app.settings.favourites.count == 4)
    app.perform(.pointerDown(x: bob.x, y: bob.y))
    app.perform(.pointerDragged(x: bob.x - 39, y: bob.y))
    app.perform(.pointerUp(x: bob.x - 39, y: bob.y))
    settle(app)
    #expect(app.settings.favourites == ["Alice", "Dave", "Eve"])
  }

  @Test func whileEditingTheReorderGripLiftsAFavouriteAtOnce() {
    let app = makeApp()
    app.perform(.toggleEditing)
    let alice = glyph(app, .favourite("Alice"), column: 0)
    let frame = app.collectionView.layoutAttributesForItem(
      at: app.settings.dataSource!.indexPath(for: .favourite("Alice"))!)!.frame
    // The grip is the outermost trailing accessory, two columns in from the row's edge.
    let grip = Int(frame.maxX) - 2
    app.perform(.pointerDown(x: grip, y: alice.y))
    #expect(app.collectionView.indexPathForInteractivelyMovingItem != nil, "no long press needed")
    let carol = glyph(app, .favourite("Carol"), column: 0)
    app.perform(.pointerDragged(x: grip, y: carol.y))
    app.perform(.pointerUp(x: grip, y: carol.y))
    settle(app)
    #expect(app.settings.favourites == ["Bob", "Carol", "Alice", "Dave", "Eve"])
    // m lifts the focused one too; it stays among the favourites however far it is carried.
    focus(app, .favourite("Bob"))
    app.perform(.beginMove)
    for _ in 0..<8 { app.perform(.moveFocus(.up)) }
    app.perform(.activate(nil))
    settle(app)
    #expect(app.settings.favourites.first == "Bob")
    #expect(rows(app, in: .favourites).count == 5)
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
