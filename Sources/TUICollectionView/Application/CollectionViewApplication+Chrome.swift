extension CollectionViewApplication {
  /// The screen presented the frame: its statistics join the frame log (the inspector's Frames).
  public func didPresent(_ statistics: PresentStatistics) {
    frameLog.finish(with: statistics.lastFrame)
  }

  /// The whole frame: the collection view (drawn over the last frame through the raster cache),
  /// the overlay, the scroll indicators, the app's accessories, the inspector, the bars, the
  /// edit menu and, when asked for, the key help.
  public func render() -> Canvas {
    guard !isTooSmall else {
      renderer.invalidate()
      var canvas = Canvas(width: columns, height: rows)
      drawTooSmall(into: &canvas)
      return canvas
    }
    let started = renderer.stageClock.now
    collectionView.layoutIfNeeded()
    let laidOut = renderer.stageClock.now
    let area = viewArea
    var canvas = renderer.beginFrame(columns: columns, rows: rows, keeping: area)
    renderer.draw(collectionView, in: area, into: &canvas)
    let presented = renderer.presentationEnded
    drawSidebar(into: &canvas)
    if tools.showsOverlay { drawOverlay(into: &canvas) }
    drawScrollIndicators(into: &canvas)
    drawAccessories(in: area, into: &canvas)
    if let panel = inspectorArea { inspector.render(in: panel, into: &canvas) }
    if let bar = titleBar {
      renderer.drawTitleBar(
        bar, in: GlyphRect(x: 0, y: 0, width: columns, height: 1), into: &canvas)
    }
    if showsStatusBar {
      renderer.drawStatusBar(
        { statusBar },
        in: GlyphRect(x: 0, y: rows - 1, width: columns, height: 1), into: &canvas,
        now: wallTime, isAnimating: isAnimating)
    }
    if let editMenu { editMenu.render(in: menuArea, into: &canvas) }
    if help.isShown { helpOverlay.render(in: canvas.bounds, into: &canvas) }
    renderer.endFrame(canvas)
    frameLog.pending = (started, laidOut, presented, renderer.stageClock.now)
    return canvas
  }

  /// The status bar as built now: the segments and the notice.
  public var statusBar: StatusBar {
    StatusBar(segments: statusSegments, notice: notice, theme: theme)
  }

  /// The standard status bar: the paused clock, a lifted item or the selection, the motion
  /// settings.
  public var standardStatusSegments: [StatusBar.Segment] {
    var segments: [StatusBar.Segment] = []
    if let time = timeStatus { segments.append(StatusBar.Segment(time, priority: 58)) }
    if let moving = collectionView.indexPathForInteractivelyMovingItem {
      segments.append(StatusBar.Segment("moving \(moving)", priority: 55))
    } else if rangeSelection != nil {
      let count = activeView.indexPathsForSelectedItems.count
      segments.append(
        StatusBar.Segment("\(count) selected · range: arrows extend, V or Esc ends", priority: 56))
    } else if let selection = selectionSummary {
      segments.append(StatusBar.Segment(selection, priority: 35))
    }
    if tools.slowAnimations { segments.append(StatusBar.Segment("slow 10×", priority: 20)) }
    if tools.reducesMotion { segments.append(StatusBar.Segment("reduce motion", priority: 19)) }
    return segments
  }

  // MARK: The help

  /// The standard help: the key table's groups (the developer tools when they are on), the
  /// app's key commands, and the mouse.
  public var standardHelpGroups: [HelpOverlay.Group] {
    let glyphSet = renderOptions.glyphSet
    let listed = standardKeyMap.groups.map { group in
      KeyBindingGroup(group.title, group.bindings.filter(standardBindingApplies))
    }
    var groups = KeyMap(groups: listed).helpGroups(for: glyphSet)
    let commands = keyCommands.filter(\.isEnabled).map {
      HelpOverlay.Row(key: $0.input.helpLabel(for: glyphSet), summary: $0.title)
    }
    if !commands.isEmpty {
      // The app's keys come first: they are what this program is about.
      groups.insert(HelpOverlay.Group(title: "This program", rows: commands), at: 0)
    }
    groups.append(
      HelpOverlay.Group(
        title: "Mouse",
        rows: StandardKeyBindings.mouseGestures.map {
          HelpOverlay.Row(key: $0.gesture, summary: $0.summary)
        }))
    return groups
  }

  /// Whether a standard binding does something in this app, so the help lists it: `m` where
  /// the data source lets an item move, `c` where the delegate gives one a menu, `w W` where a
  /// row has swipe actions — asked of the focused item, else the first in view.
  func standardBindingApplies(_ binding: KeyBinding<StandardAction>) -> Bool {
    let cv = activeView
    let sample = cv.focusedIndexPath ?? cv.indexPathsForVisibleItems.min()
    switch binding.keys.first?.action {
    case .beginMove:
      guard let sample, let dataSource = cv.dataSource else { return false }
      return dataSource.collectionView(cv, canMoveItemAt: sample)
    case .showMenu:
      guard let sample else { return false }
      return !cv.menuActions(forItemAt: sample, candidates: menuCandidates).isEmpty
    case .revealSwipeActions:
      guard let sample else { return false }
      return cv.canSwipe(at: sample, leading: false) || cv.canSwipe(at: sample, leading: true)
    default:
      return true
    }
  }

  /// The key help: every group, the note, and how to close it; it scrolls when the terminal is
  /// too small for it.
  public var helpOverlay: HelpOverlay {
    HelpOverlay(
      title: "Keys", groups: helpGroups, note: helpNote, footer: "? or Esc closes",
      preferredInsets: GlyphInsets(top: 1, bottom: 1), theme: theme,
      scrollOffset: help.scrollOffset)
  }

  /// How far a key scrolls the help while it is open (↑↓ jk a line, the wheel three, PgUp PgDn
  /// a page, Home End to either end); `nil` for keys that do something else.
  func helpScrollAction(_ action: StandardAction) -> Int? {
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
  func handleHelpPointerAction(_ action: StandardAction) -> Bool {
    switch action {
    case .pointerDown, .secondaryPointerDown:
      cancelPointer()
      help.isShown = false
      return true
    case .pointerDragged, .pointerUp: return pointer == nil
    default: return false
    }
  }

  /// Scrolls the help by some lines, within what it has.
  func scrollHelp(_ lines: Int) {
    let limit = helpOverlay.maximumScrollOffset(
      in: GlyphRect(x: 0, y: 0, width: columns, height: rows))
    help.scroll(by: lines, limit: limit)
  }

  /// What a terminal smaller than ``minimumSize`` shows.
  private func drawTooSmall(into canvas: inout Canvas) {
    let lines = [
      "Terminal too small",
      "\(columns)×\(rows), need \(minimumSize.columns)×\(minimumSize.rows)",
      "enlarge the window",
    ]
    let top = max(0, (rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let text = line.fitted(to: renderOptions.glyphSet)
      canvas.put(
        text, x: max(0, (columns - text.count) / 2), y: top + i, style: i == 0 ? .bold : [])
    }
  }

  /// A count with thousands separated by commas (`10,000`).
  public static func grouped(_ n: Int) -> String {
    // Over the digits' bytes: the status bar formats a few counts every frame.
    let digits = Array(String(n.magnitude).utf8)
    var out: [UInt8] = n < 0 ? [UInt8(ascii: "-")] : []
    out.reserveCapacity(digits.count + digits.count / 3 + 1)
    for (i, digit) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
      out.append(digit)
    }
    return String(decoding: out, as: UTF8.self)
  }
}
