import TUICollectionView

extension DemoApp {
  /// The whole frame: title bar with the layout switcher, the collection view, the status bar
  /// and, when asked for, the key help.
  public func render() -> Canvas {
    guard !isTooSmall else {
      rasterCache.invalidate()
      var canvas = Canvas(width: columns, height: rows)
      drawTooSmall(into: &canvas)
      return canvas
    }
    let area = viewArea
    // Drawn over the last frame: the view's area is drawn whole by the raster cache, and
    // everything around it starts blank, as on a new canvas; rows nothing changes stay shared.
    var canvas = lastFrame.take() ?? Canvas(width: 0, height: 0)
    if canvas.width == columns && canvas.height == rows {
      canvas.fill(outside: area)
    } else {
      canvas = Canvas(width: columns, height: rows)
    }
    let list = DisplayList(
      presenting: collectionView.presentedElements(),
      contentOffset: collectionView.presentedContentOffset)
    rasterCache.render(
      list, with: rasterizer, into: &canvas,
      viewport: .init(x: area.x, y: area.y, columns: area.width, rows: area.height))
    if showsOverlay { drawOverlay(into: &canvas) }
    drawScrollIndicators(into: &canvas)
    if layoutEntry.itemRepeat > 1, let page = pageControl {
      // The endless banner's page dots, on the viewport's last row.
      page.render(
        in: GlyphRect(x: area.x, y: area.maxY - 1, width: area.width, height: 1), into: &canvas)
    }
    if let panel = inspectorArea { inspector.render(in: panel, into: &canvas) }
    titleBarCache.render(
      titleBar, in: GlyphRect(x: 0, y: 0, width: columns, height: 1), into: &canvas)
    drawStatusBar(into: &canvas)
    if let editMenu { editMenu.render(in: menuArea, into: &canvas) }
    if showsHelp { helpOverlay.render(in: canvas.bounds, into: &canvas) }
    lastFrame = canvas
    return canvas
  }

  /// Draws the status bar. While an animation runs on its own, the bar follows it ten times a
  /// second (its figures change with nearly every frame of a scroll, faster than anyone reads
  /// them, and building them is a good part of a frame's work); it is brought up to date on
  /// the first frame after any event or change from outside, and on the frame the animation
  /// ends.
  func drawStatusBar(into canvas: inout Canvas) {
    let area = GlyphRect(x: 0, y: rows - 1, width: columns, height: 1)
    let now = wallTime
    if !statusIsStale, isAnimating, now - statusRefreshedAt < Self.statusFollowInterval,
      statusBarCache.redraw(in: area, into: &canvas)
    {
      return
    }
    statusBarCache.render(statusBar, in: area, into: &canvas)
    statusRefreshedAt = now
    statusIsStale = false
  }

  /// How often the status bar follows a running animation, in seconds.
  static let statusFollowInterval = 0.1

  /// The title bar: the brand, the layouts as tabs with the current one selected, the hint.
  var titleBar: TitleBar {
    TitleBar(
      brand: "TUICollectionView", tabs: Self.layoutTitles, selectedTab: selectedLayoutIndex,
      hint: "? help  q quit", theme: theme)
  }

  /// The layouts' titles, in Tab order (made once).
  static let layoutTitles = LayoutCatalog.entries.map(\.title)

  /// The index of the layout on screen in `layoutTitles`.
  var selectedLayoutIndex: Int { LayoutCatalog.entries.firstIndex(of: layoutEntry) ?? 0 }

  /// The status bar: the UIKit machinery, most important first, and the notice.
  var statusBar: StatusBar {
    StatusBar(segments: statusSegments, notice: notice, theme: theme)
  }

  /// The status bar's segments: layout, the time controls' state while paused, a scrubbed
  /// transition's progress, the lifted item while one moves, the items on screen of all, a carousel's centred item, visible
  /// cells, the selection count, the reuse pool, the pasteboard, slow animations. When the bar
  /// is narrow the pasteboard goes first, then the slow mark, the pool, the selection count,
  /// the visible count and the items; the layout and the pause stay.
  var statusSegments: [StatusBar.Segment] {
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
    if layoutEntry.isCarousel, let centred = cv.centeredItemIndexPath {
      // A carousel's current item, counted as the user sees the items (a repeat shows its item).
      let sections = dataSource.sections
      let count = sections.indices.contains(centred.section) ? sections[centred.section].count : 0
      segments.insert(
        StatusBar.Segment(
          "item \(Self.grouped(dataSource.item(at: centred))) of \(Self.grouped(count))",
          priority: 45), at: 2)
    }
    if let moving = cv.indexPathForInteractivelyMovingItem {
      segments.insert(StatusBar.Segment("moving \(moving)", priority: 55), at: 1)
    } else if let selection = selectionSummary {
      segments.insert(StatusBar.Segment(selection, priority: 35), at: min(3, segments.count))
    }
    if let pasteboard {
      segments.append(StatusBar.Segment("pasteboard \"\(pasteboard)\"", priority: 15))
    }
    if slowAnimations { segments.append(StatusBar.Segment("slow 10×", priority: 20)) }
    if reducesMotion { segments.append(StatusBar.Segment("reduce motion", priority: 19)) }
    return segments
  }

  /// Which items show of how many (`items 13–24 of 10,000`, or `12 items` when all show), and
  /// the section count when there is more than one section.
  func itemsSummary(visible: [IndexPath]) -> String {
    var items = itemCount == 1 ? "1 item" : "\(Self.grouped(itemCount)) items"
    if let (first, last) = visibleItemRange(visible), last - first + 1 < itemCount {
      items =
        "items \(Self.grouped(first))\(theme.text("–"))\(Self.grouped(last)) of \(Self.grouped(itemCount))"
    }
    let sections = layoutEntry.content == .appStore ? 1 : dataSource.sections.count
    return sections == 1 ? items : "\(items) · \(sections) sections"
  }

  /// The first and last item on screen (of `paths`, the visible items in order), counted from
  /// 1 across the sections; `nil` when none shows or the layout repeats its items (the endless
  /// banner).
  func visibleItemRange(_ paths: [IndexPath]) -> (Int, Int)? {
    guard layoutEntry.itemRepeat <= 1 else { return nil }
    let cv = collectionView
    guard let first = paths.first, let last = paths.last else { return nil }
    var before = [0]
    for section in 0..<cv.numberOfSections {
      before.append(
        before[section].addingReportingOverflow(cv.numberOfItems(inSection: section)).partialValue)
    }
    func ordinal(_ p: IndexPath) -> Int {
      (p.section < before.count ? before[p.section] : 0) + p.item + 1
    }
    return (ordinal(first), ordinal(last))
  }

  /// A count with thousands separated by commas (`10,000`).
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// The endless banner's page dots: the centred item of the items.
  var pageControl: PageControl? {
    guard let centred = collectionView.centeredItemIndexPath else { return nil }
    return PageControl(
      numberOfPages: dataSource.sections.first?.count ?? 0,
      currentPage: dataSource.item(at: centred), theme: theme)
  }

  /// The key help: every binding in its group and the mouse's gestures, the status bar
  /// explained, and how to close it; it scrolls when the terminal is too small for it.
  var helpOverlay: HelpOverlay {
    HelpOverlay(
      title: "Keys",
      groups: DemoKeyBindings.helpGroups(for: renderOptions.glyphSet),
      note: Self.wrapped(
        "Layouts (Tab): \(LayoutCatalog.entries.map(\.title).joined(separator: " · ")).",
        width: 64) + "\nStatus bar: layout, which items show, visible cells, reuse pool.",
      footer: "? or Esc closes", preferredInsets: GlyphInsets(top: 1, bottom: 1), theme: theme,
      scrollOffset: helpScrollOffset)
  }

  /// How far a key scrolls the help while it is open (↑↓ jk a line, the wheel three, PgUp PgDn
  /// a page, Home End to either end); `nil` for keys that do something else.
  func helpScrollAction(_ action: DemoAction) -> Int? {
    let page = max(1, rows - 4)
    switch action {
    case .moveFocus(.up), .scroll(0, -1): return -1
    case .moveFocus(.down), .scroll(0, 1): return 1
    case .pageUp: return -page
    case .pageDown: return page
    case .wheel(_, let dy) where dy != 0: return dy
    case .home: return Int.min / 2
    case .end: return Int.max / 2
    default: return nil
    }
  }

  /// The mouse while the help is open: it covers the view, so a press anywhere closes it and
  /// touches nothing under it (its release and drags go nowhere either). Returns whether the
  /// action was the mouse's.
  func handleHelpPointerAction(_ action: DemoAction) -> Bool {
    switch action {
    case .pointerDown, .secondaryPointerDown:
      cancelPointer()
      showsHelp = false
      return true
    case .pointerDragged, .pointerUp: return pointer == nil
    default: return false
    }
  }

  /// Scrolls the help by some lines, within what it has.
  func scrollHelp(_ lines: Int) {
    let limit = helpOverlay.maximumScrollOffset(
      in: GlyphRect(x: 0, y: 0, width: columns, height: rows))
    helpScrollOffset = min(
      max(0, helpScrollOffset.addingReportingOverflow(lines).partialValue), limit)
  }

  /// Text broken into lines of at most `width` characters at spaces (a longer word keeps its
  /// own line).
  static func wrapped(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  private func drawTooSmall(into canvas: inout Canvas) {
    let lines = [
      "Terminal too small",
      "\(columns)×\(rows), need \(Self.minimumSize.columns)×\(Self.minimumSize.rows)",
      "enlarge the window",
    ]
    let top = max(0, (rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let text = line.fitted(to: renderOptions.glyphSet)
      canvas.put(
        text, x: max(0, (columns - text.count) / 2), y: top + i, style: i == 0 ? .bold : [])
    }
  }
}
