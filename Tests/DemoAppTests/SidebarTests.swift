import TUICollectionView
import Testing

/// Names for the sidebar's rows.
final class SidebarNames: CollectionViewDataSource {
  let names = (0..<30).map { "place \($0)" }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    names.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    cell.text = names[indexPath.item]
    return cell
  }
}

/// An app with a sidebar of places beside a grid of twenty items.
final class SidebarApp: CollectionViewApplication {
  let items = TwentyItems()
  let places = SidebarNames()
  var tapped: [IndexPath] = []

  init(clock: ManualClock) {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 10, height: 6)
    super.init(layout: layout, context: TerminalContext(columns: 60, rows: 16, clock: clock))
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = items
    let rows = FlowLayout()
    rows.itemSize = Size(width: 14, height: 2)
    rows.minimumLineSpacing = 0
    let sidebar = makeSidebar(layout: rows, width: 16)
    sidebar.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Row")
    sidebar.dataSource = places
  }

  override var title: String? { "Places" }
}

/// The controller's sidebar (a split view's primary column): its area, the keys going to one
/// pane at a time, clicks and the wheel choosing the pane, each pane drawn beside the other.
@Suite("Sidebar")
struct SidebarTests {
  let clock = ManualClock()

  func settle(_ app: SidebarApp) {
    clock.advance(by: 5)
    app.tick()
  }

  @Test func theSidebarTakesTheLeftColumnsAndARuleAndTheViewTheRest() {
    let app = SidebarApp(clock: clock)
    #expect(app.sidebarArea == GlyphRect(x: 0, y: 1, width: 16, height: 14))
    #expect(app.viewArea == GlyphRect(x: 17, y: 1, width: 43, height: 14))
    #expect(app.sidebar?.frameSize == Size(width: 16, height: 28))
    #expect(app.collectionView.frameSize == Size(width: 43, height: 28))
    let frame = app.render()
    #expect(frame.lines[1].prefix(16).contains("place 0"))
    #expect(frame.lines[2].prefix(16).contains("place 1"))
    #expect(Array(frame.lines[5])[16] == "│")
    #expect(String(Array(frame.lines[2])[17...]).contains("0"))
    // The sidebar never takes more than half the terminal.
    app.preferredSidebarWidth = 50
    #expect(app.sidebarArea?.width == 30)
    settle(app)
    #expect(app.collectionView.frameSize.width == 29)
  }

  @Test func theKeysGoToOnePaneAndEachKeepsItsFocusForTheReturn() throws {
    let app = SidebarApp(clock: clock)
    let sidebar = try #require(app.sidebar)
    app.handle(.key(.right))
    app.handle(.key(.right))
    #expect(app.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
    #expect(sidebar.focusedIndexPath == nil)
    app.isSidebarFocused = true
    // The pane the keys left hides its focus ring; the one they reach takes focus.
    #expect(app.collectionView.focusedIndexPath == nil)
    #expect(sidebar.focusedIndexPath == IndexPath(item: 0, section: 0))
    app.handle(.key(.down))
    app.handle(.key(.down))
    #expect(sidebar.focusedIndexPath == IndexPath(item: 2, section: 0))
    app.handle(.key(.enter))
    #expect(sidebar.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty)
    app.isSidebarFocused = false
    #expect(app.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
    #expect(sidebar.focusedIndexPath == nil)
    app.isSidebarFocused = true
    #expect(sidebar.focusedIndexPath == IndexPath(item: 2, section: 0))
  }

  @Test func aPageDownScrollsThePaneWithTheKeysOnly() {
    let app = SidebarApp(clock: clock)
    app.isSidebarFocused = true
    app.handle(.key(.pageDown))
    settle(app)
    #expect(app.sidebar!.contentOffset.y > 0)
    #expect(app.collectionView.contentOffset.y == 0)
    let frame = app.render()
    #expect(!frame.lines[1].prefix(16).contains("place 0"))
    // Scrolling whole rows of the terminal would move the other pane too: no scroll hint.
    #expect(app.lastFrameScroll == nil)
  }

  @Test func aClickOrTheWheelOverAPaneGivesItTheKeys() throws {
    let app = SidebarApp(clock: clock)
    let sidebar = try #require(app.sidebar)
    _ = app.render()
    app.handle(.mouse(.press(x: 3, y: 4)))
    app.handle(.mouse(.release(x: 3, y: 4)))
    #expect(app.isSidebarFocused)
    #expect(sidebar.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(sidebar.focusedIndexPath == IndexPath(item: 3, section: 0))
    app.handle(.mouse(.press(x: 18, y: 2)))
    app.handle(.mouse(.release(x: 18, y: 2)))
    #expect(!app.isSidebarFocused)
    #expect(app.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(sidebar.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    app.handle(.mouse(.wheelDown(x: 3, y: 5)))
    #expect(app.isSidebarFocused)
    #expect(sidebar.contentOffset.y > 0 || sidebar.isAnimating)
    #expect(app.collectionView.contentOffset.y == 0)
    app.handle(.mouse(.wheelDown(x: 30, y: 5)))
    #expect(!app.isSidebarFocused)
    // A click on the rule belongs to neither pane and leaves the keys where they were.
    app.handle(.mouse(.press(x: 16, y: 4)))
    app.handle(.mouse(.release(x: 16, y: 4)))
    #expect(!app.isSidebarFocused)
    #expect(app.collectionView._invariantViolations() == [])
    #expect(sidebar._invariantViolations() == [])
  }

  @Test func theRuleShowsWhichPaneHasTheKeys() {
    let app = SidebarApp(clock: clock)
    let dim = app.render()[16, 3]
    app.isSidebarFocused = true
    let lit = app.render()[16, 3]
    #expect(dim.character == "│" && lit.character == "│")
    #expect(dim.foreground != lit.foreground)
  }
}
