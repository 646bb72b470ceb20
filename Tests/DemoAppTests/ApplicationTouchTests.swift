import TUICollectionView
import Testing

/// A delegate that writes down what it is told, as an app's would log it.
final class LoggingDelegate: CollectionViewDelegate {
  var calls: [String] = []
  var highlights = true

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    calls.append("shouldHighlight \(indexPath.item)")
    return highlights
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.item)")
  }

  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(indexPath.item)")
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    calls.append("shouldSelect \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.item)")
  }
}

/// The smallest app an iOS developer would write: a data source, a delegate, a flow layout,
/// and one key command of its own.
final class MinimalApp: CollectionViewApplication {
  let items = TwentyItems()
  let log = LoggingDelegate()
  var refreshes = 0

  init(clock: ManualClock) {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 10, height: 6)
    super.init(layout: layout, context: TerminalContext(columns: 40, rows: 16, clock: clock))
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = items
    collectionView.delegate = log
    keyCommands = [
      KeyCommand(input: .character("r"), title: "refresh the numbers") { [unowned self] in
        refreshes += 1
      },
      KeyCommand(input: .character("x"), title: "export (not yet)", isEnabled: false) {
        [unowned self] in refreshes += 100
      },
    ]
  }

  /// The glyph at the centre of an item, where a user would click it.
  func glyph(ofItem item: Int) -> (x: Int, y: Int) {
    let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
      .frame
    let offset = collectionView.contentOffset
    return (
      viewArea.x + Int(frame.midX - offset.x),
      viewArea.y + Int((frame.midY - offset.y) / rowHeight)
    )
  }

  func click(item: Int) {
    let (x, y) = glyph(ofItem: item)
    handle(.mouse(.press(x: x, y: y)))
    handle(.mouse(.release(x: x, y: y)))
  }
}

/// An app on the controller meets touch as UIKit's collection view gives it: the delegate hears
/// the highlight, the selection and the end of the highlight, from the mouse and the keys.
@Suite("An app's touch and keys")
struct ApplicationTouchTests {
  let clock = ManualClock()

  static let tapOfItem3 = [
    "shouldHighlight 3", "didHighlight 3", "shouldSelect 3", "didUnhighlight 3", "didSelect 3",
  ]

  @Test func aClickSelectsInUIKitsOrder() {
    let app = MinimalApp(clock: clock)
    let (x, y) = app.glyph(ofItem: 3)
    app.handle(.mouse(.press(x: x, y: y)))
    #expect(app.log.calls == ["shouldHighlight 3", "didHighlight 3"])
    #expect(
      app.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isHighlighted == true)
    app.handle(.mouse(.release(x: x, y: y)))
    #expect(app.log.calls == Self.tapOfItem3)
    #expect(app.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(app.collectionView.indexPathForHighlightedItem == nil)
  }

  @Test(arguments: [Key.enter, Key.character(" ")])
  func enterAndSpaceSelectTheFocusedItemAsATapDoes(key: Key) {
    let app = MinimalApp(clock: clock)
    app.collectionView.focusItem(at: IndexPath(item: 3, section: 0))
    app.handle(.key(key))
    #expect(app.log.calls == Self.tapOfItem3)
    #expect(app.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    app.log.calls = []
    app.handle(.key(.right))
    app.handle(.key(key))
    #expect(
      app.log.calls == [
        "shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4",
        "didDeselect 3", "didSelect 4",
      ])
  }

  @Test func aRefusedHighlightHearsNothingMoreFromAnyInput() {
    let app = MinimalApp(clock: clock)
    app.log.highlights = false
    app.click(item: 3)
    app.collectionView.focusItem(at: IndexPath(item: 3, section: 0))
    app.handle(.key(.enter))
    app.handle(.key(.character(" ")))
    #expect(app.log.calls == Array(repeating: "shouldHighlight 3", count: 3))
    #expect(app.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  @Test func withSelectionFollowingFocusTheArrowsSelectAsASidebarDoes() {
    let app = MinimalApp(clock: clock)
    app.collectionView.selectionFollowsFocus = true
    app.handle(.key(.right))
    app.handle(.key(.right))
    #expect(app.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(
      app.log.calls == [
        "shouldSelect 0", "didSelect 0", "shouldSelect 1", "didDeselect 0", "didSelect 1",
      ])
  }

  @Test func theAppsKeyCommandsRunAndShowInItsHelp() {
    let app = MinimalApp(clock: clock)
    app.handle(.key(.character("r")))
    app.handle(.key(.character("x")))
    #expect(app.refreshes == 1)
    app.handle(.key(.character("?")))
    let help = app.render().text
    #expect(help.contains("This program"))
    #expect(help.contains("refresh the numbers"))
    #expect(!help.contains("export"))
    #expect(help.contains("move focus"))
  }
}
