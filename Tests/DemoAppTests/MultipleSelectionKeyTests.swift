import TUICollectionView
import Testing

/// A delegate that refuses to select one item and records what it was told.
final class RefusingDelegate: CollectionViewDelegate {
  var refused: IndexPath?
  var selected: [IndexPath] = []
  var deselected: [IndexPath] = []

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    indexPath != refused
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    deselected.append(indexPath)
  }
}

/// The keys a terminal user expects for selecting several items — `V` a range with the
/// arrows, `Ctrl-A` all, `*` the inverse — each through the delegate as a tap's selection.
@Suite("Selecting several items by keys")
struct MultipleSelectionKeyTests {
  let clock = ManualClock()

  /// Twenty items in rows of three (10 columns each in a 40-column view), several selectable.
  func makeApp(multiple: Bool = true) -> (BarApp, RefusingDelegate) {
    let app = BarApp(clock: clock)
    let delegate = RefusingDelegate()
    app.collectionView.delegate = delegate
    app.collectionView.allowsMultipleSelection = multiple
    app.handle(.key(.right))
    return (app, delegate)
  }

  func selected(_ app: BarApp) -> [Int] {
    app.collectionView.indexPathsForSelectedItems.map(\.item).sorted()
  }

  @Test func vSelectsARangeThatTheArrowsStretchAndShrink() {
    let (app, delegate) = makeApp()
    app.handle(.key(.right))
    #expect(app.collectionView.focusedIndexPath?.item == 1)
    app.handle(.key(.character("V")))
    #expect(selected(app) == [1])
    app.handle(.key(.right))
    #expect(selected(app) == [1, 2])
    // Down a row of three: the range runs on in item order, across the row's end.
    app.handle(.key(.down))
    #expect(app.collectionView.focusedIndexPath?.item == 5)
    #expect(selected(app) == [1, 2, 3, 4, 5])
    app.handle(.key(.up))
    #expect(selected(app) == [1, 2])
    // Back past the anchor: the range turns round it.
    app.handle(.key(.left))
    app.handle(.key(.left))
    #expect(selected(app) == [0, 1])
    #expect(delegate.selected.map(\.item) == [1, 2, 3, 4, 5, 0])
    #expect(delegate.deselected.map(\.item) == [3, 4, 5, 2])
    app.handle(.key(.character("V")))
    #expect(app.notice == "Range ended")
    app.handle(.key(.right))
    #expect(selected(app) == [0, 1])
  }

  @Test func aRangeLeavesWhatWasSelectedBeforeItAndEscEndsItThenClears() {
    let (app, _) = makeApp()
    app.handle(.key(.character(" ")))
    #expect(selected(app) == [0])
    app.handle(.key(.down))
    #expect(app.collectionView.focusedIndexPath?.item == 3)
    app.handle(.key(.character("V")))
    app.handle(.key(.right))
    #expect(selected(app) == [0, 3, 4])
    app.handle(.key(.up))
    // Up to item 1: the range is 1 to 3, and item 0, selected before it, stays so.
    #expect(app.collectionView.focusedIndexPath?.item == 1)
    #expect(selected(app) == [0, 1, 2, 3])
    app.handle(.key(.left))
    #expect(selected(app) == [0, 1, 2, 3])
    app.handle(.key(.down))
    #expect(selected(app) == [0, 3])
    app.handle(.key(.escape))
    #expect(selected(app) == [0, 3])
    app.handle(.key(.escape))
    #expect(selected(app) == [])
  }

  @Test func ctrlASelectsAllTheDelegateAllowsAndStarInverts() {
    let (app, delegate) = makeApp()
    delegate.refused = IndexPath(item: 5, section: 0)
    app.handle(.key(.control("a")))
    #expect(selected(app) == Array(0..<20).filter { $0 != 5 })
    #expect(app.notice == "19 selected")
    app.handle(.key(.character(" ")))
    app.handle(.key(.character("*")))
    // Item 0 was deselected by Space; 5 is refused whatever.
    #expect(selected(app) == [0])
    #expect(delegate.deselected.count == 19)
  }

  @Test func aViewThatSelectsOneItemTakesNoneOfTheseKeys() {
    let (app, _) = makeApp(multiple: false)
    app.handle(.key(.character("V")))
    app.handle(.key(.right))
    app.handle(.key(.control("a")))
    app.handle(.key(.character("*")))
    #expect(selected(app) == [])
    #expect(app.notice == "Here one item is selected at a time")
  }
}
