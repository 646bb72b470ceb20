import TUICollectionView

extension DemoApp {
  /// The layouts' titles, in Tab order (made once).
  static let layoutTitles = LayoutCatalog.entries.map(\.title)

  /// The index of the layout on screen in `layoutTitles`.
  var selectedLayoutIndex: Int { LayoutCatalog.entries.firstIndex(of: layoutEntry) ?? 0 }

  /// The status bar's segments: layout, the time controls' state while paused, a scrubbed
  /// transition's progress, the lifted item while one moves, the items on screen of all, a carousel's centred item, visible
  /// cells, the selection count, the reuse pool, the pasteboard, slow animations. When the bar
  /// is narrow the pasteboard goes first, then the slow mark, the pool, the selection count,
  /// the visible count and the items; the layout and the pause stay.
  var demoStatusSegments: [StatusBar.Segment] {
    let cv = collectionView
    let stats = cv.reuseStatistics
    let visibleItems = cv.indexPathsForVisibleItems
    var segments = [
      StatusBar.Segment(screenTitle, priority: 60),
      StatusBar.Segment(itemsSummary(visible: visibleItems), priority: 50),
      StatusBar.Segment("\(visibleItems.count) visible", priority: 40),
      StatusBar.Segment(
        "cells \(stats.cellsCreated) new/\(stats.cellsReused) reused/\(stats.cellsInPool) pooled",
        priority: 30),
    ]
    if let time = timeStatus { segments.insert(StatusBar.Segment(time, priority: 58), at: 1) }
    if let (progress, target) = scrubbedTransition {
      segments.insert(
        StatusBar.Segment(
          "transition \(Int((progress * 100).rounded())) % → \(target)", priority: 57), at: 1)
    }
    if let focus = focusSummary {
      segments.insert(StatusBar.Segment(focus, priority: 45), at: 2)
    }
    if let moving = cv.indexPathForInteractivelyMovingItem {
      segments.insert(StatusBar.Segment("moving \(moving)", priority: 55), at: 1)
    } else if let selection = selectionSummary {
      segments.insert(StatusBar.Segment(selection, priority: 35), at: min(3, segments.count))
    }
    if let copiedItem {
      segments.append(StatusBar.Segment("pasteboard \"\(copiedItem)\"", priority: 15))
    }
    if slowAnimations { segments.append(StatusBar.Segment("slow 10×", priority: 20)) }
    if reducesMotion { segments.append(StatusBar.Segment("reduce motion", priority: 19)) }
    return segments
  }

  /// The focused item (a carousel's centred one), numbered as the range is: `focus 12`.
  var focusSummary: String? {
    let cv = collectionView
    // In a carousel focus is the centred item (it follows a scroll once it rests).
    let carousel = layoutEntry.isCarousel ? cv.centeredItemIndexPath : nil
    guard let path = carousel ?? cv.focusedIndexPath else { return nil }
    return "focus \(Self.grouped(position(of: path)))"
  }

  /// Which items show of how many (`items 12–23 of 10,000`, or `12 items` when all show), and
  /// the section count when there is more than one section. Items are numbered from 0 across
  /// the sections, as index paths and the seed's cells number them.
  func itemsSummary(visible: [IndexPath]) -> String {
    var items = itemCount == 1 ? "1 item" : "\(Self.grouped(itemCount)) items"
    if let (first, last) = visibleItemRange(visible), last - first + 1 < itemCount {
      items =
        "items \(Self.grouped(first))\(theme.text("–"))\(Self.grouped(last)) of \(Self.grouped(itemCount))"
    }
    let sections = layoutEntry.content == .numberedItems ? dataSource.sections.count : 1
    return sections == 1 ? items : "\(items) · \(sections) sections"
  }

  /// The first and last item on screen (of `paths`, the visible items in order), counted from
  /// 0 across the sections; `nil` when none shows or the layout repeats its items (the endless
  /// banner).
  func visibleItemRange(_ paths: [IndexPath]) -> (Int, Int)? {
    guard layoutEntry.itemRepeat <= 1 else { return nil }
    guard let first = paths.first, let last = paths.last else { return nil }
    return (position(of: first), position(of: last))
  }

  /// An item's place, counted from 0 across the sections (a repeat's: of the item it repeats).
  func position(of path: IndexPath) -> Int {
    let cv = collectionView
    if layoutEntry.itemRepeat > 1, let first = dataSource.sections.first, first.count > 0 {
      return path.item % first.count
    }
    var before = 0
    for section in 0..<min(path.section, cv.numberOfSections) {
      before = before.addingReportingOverflow(cv.numberOfItems(inSection: section)).partialValue
    }
    return before + path.item
  }

  /// The endless banner's page dots: the centred item of the items.
  var pageControl: PageControl? {
    guard let centred = collectionView.centeredItemIndexPath else { return nil }
    return PageControl(
      numberOfPages: dataSource.sections.first?.count ?? 0,
      currentPage: dataSource.item(at: centred), theme: theme)
  }
}
