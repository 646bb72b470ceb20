import CollectionCore

/// Selecting several items by keys, as terminal programs do — where the pane with the keys lets
/// the user select several (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing`
/// while editing): `V` selects a range with the arrows, `Ctrl-A` everything, `*` the inverse.
/// Each item goes through the delegate's `shouldSelectItemAt` / `shouldDeselectItemAt` and
/// `did…`, as a tap's selection does; Space still toggles one item, Esc ends a range and then
/// clears the selection.
extension CollectionViewApplication {
  /// `V`: starts a range at the focused item (the arrows then stretch it from there), or ends
  /// the one under way, keeping what it selected.
  public func toggleRangeSelection() {
    if rangeSelection != nil {
      rangeSelection = nil
      notice = "Range ended"
      return
    }
    let cv = activeView
    guard cv.userSelectsSeveral else {
      notice = "Here one item is selected at a time"
      return
    }
    guard let focused = cv.focusedIndexPath else {
      notice = "Nothing focused to start a range"
      return
    }
    rangeSelection = RangeSelection(anchor: focused)
    extendRangeSelection()
  }

  /// Stretches the range under way to the focused item: items that left it are deselected,
  /// items that joined it selected.
  func extendRangeSelection() {
    guard var range = rangeSelection else { return }
    let cv = activeView
    guard let focused = cv.focusedIndexPath, Self.exists(range.anchor, in: cv) else {
      rangeSelection = nil
      return
    }
    let wanted = Set(Self.indexPaths(from: range.anchor, to: focused, in: cv))
    for path in range.added.subtracting(wanted).sorted() where Self.exists(path, in: cv) {
      cv.setSelectedAsUser(false, at: path)
    }
    range.added.formIntersection(wanted)
    let selected = Set(cv.indexPathsForSelectedItems)
    for path in wanted.sorted() where !selected.contains(path) {
      if cv.setSelectedAsUser(true, at: path) { range.added.insert(path) }
    }
    rangeSelection = range
  }

  /// `Ctrl-A`: selects every item the delegate lets the user select.
  public func selectAllItems() {
    let cv = activeView
    guard cv.userSelectsSeveral else {
      notice = "Here one item is selected at a time"
      return
    }
    let selected = Set(cv.indexPathsForSelectedItems)
    for path in Self.allIndexPaths(in: cv) where !selected.contains(path) {
      cv.setSelectedAsUser(true, at: path)
    }
    notice = "\(cv.indexPathsForSelectedItems.count) selected"
  }

  /// `*`: selects what was not selected and deselects what was.
  public func invertSelection() {
    let cv = activeView
    guard cv.userSelectsSeveral else {
      notice = "Here one item is selected at a time"
      return
    }
    rangeSelection = nil
    let selected = Set(cv.indexPathsForSelectedItems)
    for path in Self.allIndexPaths(in: cv) {
      cv.setSelectedAsUser(!selected.contains(path), at: path)
    }
    notice = "\(cv.indexPathsForSelectedItems.count) selected"
  }

  /// Whether an index path names an item of a collection view now.
  static func exists(_ path: IndexPath, in cv: CollectionView) -> Bool {
    path.section >= 0 && path.section < cv.numberOfSections && path.item >= 0
      && path.item < cv.numberOfItems(inSection: path.section)
  }

  /// Every item's index path, in order.
  static func allIndexPaths(in cv: CollectionView) -> [IndexPath] {
    (0..<cv.numberOfSections).flatMap { section in
      (0..<cv.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
    }
  }

  /// The items from one index path to another (both included, either way round), in order,
  /// across sections.
  static func indexPaths(from a: IndexPath, to b: IndexPath, in cv: CollectionView)
    -> [IndexPath]
  {
    let (low, high) = a <= b ? (a, b) : (b, a)
    var paths: [IndexPath] = []
    for section in low.section...high.section {
      let first = section == low.section ? low.item : 0
      let last = section == high.section ? high.item : cv.numberOfItems(inSection: section) - 1
      guard first <= last else { continue }
      paths += (first...last).map { IndexPath(item: $0, section: section) }
    }
    return paths
  }
}
