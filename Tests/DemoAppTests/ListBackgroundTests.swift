import TUICollectionView
import Testing

/// Grouped lists on their grouped background, as UIKit's list layout colours the collection
/// view: light terminals see white cards on the grouped grey, dark ones the terminal's own
/// background; an app's own `backgroundColor` wins.
@Suite("List backgrounds")
struct ListBackgroundTests {
  let clock = ManualClock()

  /// An app of forty rows in a list of an appearance, on a light or dark terminal.
  final class Rows: CollectionViewApplication {
    var dataSource: DiffableDataSource<Int, Int>!

    init(
      _ appearance: ListConfiguration.Appearance, light: Bool, rows: Int = 40, clock: ManualClock
    ) {
      var configuration = ListConfiguration(appearance: appearance)
      configuration.showsSeparators = false
      let options = RenderOptions(colorMode: .trueColor, backdrop: light ? .white : .black)
      super.init(
        layout: CompositionalLayout.list(using: configuration),
        context: TerminalContext(columns: 40, rows: 16, renderOptions: options, clock: clock))
      let registration = CollectionView.CellRegistration<ListCell, Int> { cell, _, n in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(n)"
        cell.contentConfiguration = content
      }
      dataSource = DiffableDataSource(collectionView: collectionView) { cv, path, n in
        cv.dequeueConfiguredReusableCell(using: registration, for: path, item: n)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<rows))
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  static let groupedGrey = Color(red: 242, green: 242, blue: 247)

  @Test func aLightInsetGroupedListShowsWhiteCardsOnTheGroupedGrey() {
    let app = Rows(.insetGrouped, light: true, rows: 4, clock: clock)
    app.collectionView.layoutIfNeeded()
    #expect(app.collectionView.resolvedBackgroundFill == Self.groupedGrey)
    let frame = app.render()
    let row = frame.lines.firstIndex { $0.contains("Row 0") }!
    // Left of the card (the inset) the grouped grey; on the card, white.
    #expect(frame[0, row].background == Self.groupedGrey)
    let text = Array(frame.lines[row]).firstIndex(of: "R")!
    #expect(frame[text, row].background == .white)
    // Below the last row the grey too: the whole view is on it.
    #expect(frame[20, app.viewArea.y + app.viewArea.height - 1].background == Self.groupedGrey)
  }

  @Test func darkTerminalsAndPlainListsKeepTheTerminalsBackground() {
    #expect(
      Rows(.insetGrouped, light: false, clock: clock).collectionView.resolvedBackgroundFill == nil)
    #expect(Rows(.plain, light: true, clock: clock).collectionView.resolvedBackgroundFill == nil)
    let dark = Rows(.insetGrouped, light: false, clock: clock).render()
    #expect(dark[0, 3].background == nil)
  }

  @Test func theAppsBackgroundColorWinsAndScrolledFramesKeepIt() {
    let app = Rows(.plain, light: false, clock: clock)
    app.collectionView.backgroundColor = .systemIndigo
    _ = app.render()
    app.handle(.key(.pageDown))
    var frames = 0
    repeat {
      clock.advance(by: 1.0 / 60)
      app.tick()
      let frame = app.render()
      let last = app.viewArea.y + app.viewArea.height - 1
      #expect(frame[39, last].background == .systemIndigo)
      frames += 1
    } while app.isAnimating && frames < 100
    #expect(app.renderer.rasterCache.statistics.shifted > 0)
  }
}
