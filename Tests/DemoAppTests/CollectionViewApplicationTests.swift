import TUICollectionView
import Testing

/// Twenty numbered items for the application tests.
final class TwentyItems: CollectionViewDataSource {
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    20
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.text = "\(indexPath.item)"
    return cell
  }
}

/// An app whose status bar can be switched on later.
final class BarApp: CollectionViewApplication {
  let items = TwentyItems()
  var showsStatus = false

  init(clock: ManualClock) {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 10, height: 6)
    super.init(layout: layout, context: TerminalContext(columns: 40, rows: 12, clock: clock))
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = items
  }

  override var showsStatusBar: Bool { showsStatus }

  override var statusSegments: [StatusBar.Segment] { [StatusBar.Segment("20 items")] }
}

/// The library's ready-made program, driven headless.
@Suite("CollectionViewApplication")
struct CollectionViewApplicationTests {
  let clock = ManualClock()

  /// Counts in the status bar have their thousands separated by commas.
  @Test func countsAreGroupedInThousands() {
    let cases: [(Int, String)] = [
      (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (10_000, "10,000"),
      (123_456, "123,456"), (1_234_567, "1,234,567"), (10_000_000, "10,000,000"),
      (-1_000, "-1,000"), (Int.min, "-9,223,372,036,854,775,808"),
    ]
    for (n, text) in cases { #expect(CollectionViewApplication.grouped(n) == text) }
  }

  @Test func theArrowsMoveTheFocusAndShiftArrowsScroll() {
    let app = BarApp(clock: clock)
    app.handle(.key(.right))
    #expect(app.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
    app.handle(.key(.right))
    #expect(app.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
    app.handle(.key(.down))
    #expect(app.collectionView.focusedIndexPath?.item ?? 0 > 1)
    let before = app.collectionView.contentOffset
    app.handle(.key(.shift(.down)))
    clock.advance(by: 2)
    app.tick()
    #expect(app.collectionView.contentOffset.y > before.y)
    app.handle(.key(.character("q")))
    #expect(app.wantsQuit)
  }

  /// Regression: a status bar switched on after launch left the collection view as tall as the
  /// whole terminal, so its last row was drawn under the bar.
  @Test func aBarThatAppearsLaterShrinksTheCollectionView() {
    let app = BarApp(clock: clock)
    #expect(app.collectionView.frameSize == Size(width: 40, height: 24))
    app.showsStatus = true
    app.tick()
    clock.advance(by: 1)
    app.tick()
    #expect(app.collectionView.frameSize == Size(width: 40, height: 22))
    #expect(app.render().text.contains("20 items"))
  }
}
