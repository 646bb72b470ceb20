import TUICollectionView

/// The demo as state plus `perform(_:)` plus `render()` (bubbletea's model, update and view):
/// a collection view showing the catalog's layouts, driven by actions, so the whole app runs
/// headless in tests.
public final class DemoApp {
  /// The collection view under demonstration.
  public let collectionView: CollectionView
  /// The model and data source.
  public let dataSource: DemoDataSource
  /// The collection view's delegate (the waterfall's heights).
  public let delegate: DemoDelegate
  /// The modern layout's App Store data, with its diffable data source.
  public let appStore: AppStoreModel
  /// The catalog entry of the layout on screen (or being switched to).
  public internal(set) var layoutEntry: LayoutCatalogEntry
  /// Whether the key help is shown.
  public internal(set) var showsHelp = false
  /// Whether animations run ten times slower.
  public private(set) var slowAnimations: Bool
  /// Whether motion is reduced (iOS's Reduce Motion): scrolls asked for by keys jump instead of
  /// animating, and layout switches cross-fade instead of morphing.
  public private(set) var reducesMotion: Bool
  /// Whether section headers stay at the top while their section shows (P).
  public internal(set) var pinsSectionHeaders = false
  /// With `DemoOptions.samplesPerLayout`: the one-section item count, and the data as the last
  /// sample left it; a layout switch shows the new layout's sample while the data is unchanged.
  var samples: (items: Int, data: [DemoDataSource.Section])?
  /// The section shown opened in the layout's detail layout (an opened stack), if any.
  public internal(set) var openSection: Int?
  /// The detail layout on screen while a section is open.
  var detailLayout: CollectionViewLayout?
  /// The terminal width in glyphs.
  public private(set) var columns: Int
  /// The terminal height in glyphs.
  public private(set) var rows: Int
  /// How frames are drawn.
  public var renderOptions: RenderOptions {
    didSet {
      collectionView.traitCollection = renderOptions.traitCollection
      rasterizer = Rasterizer(options: renderOptions)
      theme = Theme(options: renderOptions)
      statusIsStale = true
    }
  }
  /// The rasterizer for the render options, made when they change rather than every frame.
  private(set) var rasterizer: Rasterizer
  /// The chrome's colours and symbols for the terminal, made when the render options change.
  private(set) var theme: Theme
  /// A short message shown in the status bar until the next action.
  public internal(set) var notice: String?
  /// Whether `quit` was performed.
  public private(set) var wantsQuit = false
  /// The mouse button's press, while it is down: a tap, a drag or a long press in the making.
  var pointer: PointerGesture?
  /// How far the help is scrolled, in lines.
  public internal(set) var helpScrollOffset = 0
  /// The edit menu, while it is open.
  public internal(set) var menu: DemoMenu?
  /// The demo's own pasteboard (UIPasteboard.general): the item copied last.
  public internal(set) var pasteboard: DemoItem?
  /// Text copied to the system clipboard and not yet handed to the screen (OSC 52).
  public internal(set) var pendingClipboardText: String?
  /// Whether the lifted item is carried by the keyboard (`m`) rather than the mouse.
  var movesByKeyboard = false
  /// Where the lifted item was when it was lifted.
  var moveOrigin: IndexPath?
  /// The scrubbed layout transition (`[` `]`), while one runs.
  var scrub: Scrub?

  /// The clock every animation runs on: the terminal's, but `p` stops it and `.` `,` step it.
  public let timeline: PausableClock
  /// Whether the inspector panel is shown (i).
  public internal(set) var showsInspector = false
  /// How far the inspector is scrolled, in lines.
  public internal(set) var inspectorScrollOffset = 0
  /// Whether the overlay of frames, index paths and scroll indicators is shown (o).
  public internal(set) var showsOverlay = false
  /// The presented content offset at the last frame, to notice scrolling.
  var lastPresentedOffset: Point?
  /// When (on the terminal's clock) the content last moved, for the scroll indicators' fade.
  var lastScrollTime = -Double.infinity
  /// How many times each view on screen had been reused at the last frame.
  var knownReuseCounts: [ObjectIdentifier: Int] = [:]
  /// When (on the terminal's clock) a view was last handed out again, for its flash.
  var reuseFlashes: [ObjectIdentifier: Double] = [:]

  /// The last frame's collection-view glyphs, reused when a frame only scrolled.
  public let rasterCache = RasterCache()
  /// The bars as last drawn: copied while they do not change (through a scroll, say).
  let titleBarCache = WidgetCache<TitleBar>()
  /// The last frame drawn: the next is drawn over it, so the rows it leaves alone stay shared
  /// with the frame the terminal shows (and comparing the two skips them).
  var lastFrame: Canvas?
  let statusBarCache = WidgetCache<StatusBar>()
  /// When (on the terminal's clock) the status bar was last built.
  var statusRefreshedAt = -Double.infinity
  /// Whether something other than a running animation may have changed the status bar since
  /// it was last built (an event, an action), so the next frame builds it.
  var statusIsStale = true

  /// One layout object per catalog entry, by name, made once so each keeps its state.
  let layouts: [String: CollectionViewLayout]
  let minuteOfHour: @Sendable () -> Int
  var shownMinute: Int

  /// The smallest terminal the demo draws in; smaller ones get a notice.
  public static let minimumSize = (columns: 32, rows: 10)

  /// Creates the demo for a terminal size.
  public init(
    options: DemoOptions, columns: Int, rows: Int, renderOptions: RenderOptions,
    clock: any AnimationClock = SystemClock()
  ) {
    let fixedMinute = options.minute
    let minuteOfHour: @Sendable () -> Int = { fixedMinute ?? WallClock.currentMinute() }
    self.minuteOfHour = minuteOfHour
    let timeline = PausableClock(base: clock)
    self.timeline = timeline
    shownMinute = minuteOfHour()
    let size = TerminalSize(clampingColumns: columns, rows: rows)
    self.columns = size.columns
    self.rows = size.rows
    self.renderOptions = renderOptions
    rasterizer = Rasterizer(options: renderOptions)
    theme = Theme(options: renderOptions)
    let entry = LayoutCatalog.entry(named: options.layout) ?? LayoutCatalog.entries[0]
    layoutEntry = entry
    slowAnimations = options.slowAnimations
    reducesMotion = options.reduceMotion
    let environment = LayoutEnvironment(
      minuteOfHour: minuteOfHour, rowHeight: renderOptions.cellAspect)
    var layouts: [String: CollectionViewLayout] = [:]
    for catalogEntry in LayoutCatalog.entries {
      layouts[catalogEntry.name] = catalogEntry.make(environment)
    }
    self.layouts = layouts
    dataSource = DemoDataSource(sectionCounts: options.sections ?? [max(0, options.items)])
    appStore = AppStoreModel(listCount: options.items)
    collectionView = CollectionView(
      frameSize: Self.viewportSize(
        columns: self.columns, rows: self.rows, rowHeight: renderOptions.cellAspect),
      collectionViewLayout: layouts[entry.name]!, clock: timeline)
    DemoDataSource.registerViews(with: collectionView)
    delegate = DemoDelegate(dataSource: dataSource)
    collectionView.delegate = delegate
    collectionView.allowsMultipleSelection = true
    collectionView.animationDurationScale = slowAnimations ? 10 : 1
    // Animated scrolls move in whole glyphs, so each frame is the last one shifted.
    collectionView.scrollAnimationStep = Size(width: 1, height: renderOptions.cellAspect)
    collectionView.traitCollection = renderOptions.traitCollection
    dataSource.repeatCount = Self.repeatCount(
      entry.itemRepeat, items: dataSource.sections.first?.count ?? 0)
    collectionView.dataSource = dataSource(for: entry.content)
    applyScrollSettings(of: entry, animated: false)
    collectionView.layoutIfNeeded()
    delegate.scrollDidEnd = { [unowned self] in
      self.recentreEndlessBanner()
      self.focusCentredItemOfCarousel()
    }
    delegate.app = self
    if dataSource.repeatCount > 1, let first = dataSource.sections.first {
      // The seed's banner starts in the second group, so there is room to scroll left.
      collectionView.scrollToItem(
        at: IndexPath(item: first.count, section: 0), at: .left, animated: false)
    } else {
      // A layout whose inset lets the first item reach the centre starts that way.
      collectionView.setContentOffset(collectionView.contentOffsetRange.min, animated: false)
    }
    focusInitialItem()
    if options.samplesPerLayout { samples = (options.items, dataSource.sections) }
  }

  /// The collection view's scroll settings for a layout: its content inset and paging. A new
  /// inset that moves the offset eases there when `animated`.
  func applyScrollSettings(of entry: LayoutCatalogEntry, animated: Bool) {
    collectionView.setContentInset(entry.contentInset(collectionView.frameSize), animated: animated)
    collectionView.isPagingEnabled = entry.isPagingEnabled
  }

  /// The collection view's size in points for a terminal size: every row but the title bar and
  /// the status bar, less the inspector when it shows, a row being `rowHeight` points (the cell
  /// aspect, 2 by default).
  static func viewportSize(
    columns: Int, rows: Int, rowHeight: Double = 2, showsInspector: Bool = false
  ) -> Size {
    let area = viewArea(columns: columns, rows: rows, showsInspector: showsInspector)
    return Size(width: Double(area.width), height: Double(area.height) * rowHeight)
  }

  /// How many points tall a row of glyphs is (a column being one point wide).
  var rowHeight: Double { renderOptions.cellAspect }

  /// Whether the terminal is too small to draw the demo.
  public var isTooSmall: Bool {
    columns < Self.minimumSize.columns || rows < Self.minimumSize.rows
  }

  /// Whether frames must keep coming (an animation is running, or a held press is waiting to
  /// become a long press) — never while time is paused (`p`): the frame then holds still.
  public var isAnimating: Bool { collectionView.isAnimating && !timeline.isPaused }

  /// Handles an input event; returns `false` once the demo should quit.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    statusIsStale = true
    if case .mouse(.press(let x, let y)) = event, y == 0, !isTooSmall, menu == nil, !showsHelp {
      // A click on a tab of the title bar switches to that layout.
      let bar = GlyphRect(x: 0, y: 0, width: columns, height: 1)
      if let tab = titleBar.tab(atColumn: x, in: bar) {
        perform(.selectLayout(LayoutCatalog.entries[tab].name))
      }
      return !wantsQuit
    }
    if let panel = inspectorArea, !isTooSmall, menu == nil, !showsHelp, pointer == nil,
      case .mouse(let mouse) = event
    {
      // The inspector takes the wheel and the presses over it; the view never sees them.
      switch mouse {
      case .wheelUp(let x, let y) where panel.contains(x: x, y: y):
        perform(.scrollInspector(lines: -3))
        return !wantsQuit
      case .wheelDown(let x, let y) where panel.contains(x: x, y: y):
        perform(.scrollInspector(lines: 3))
        return !wantsQuit
      case .press(let x, let y) where panel.contains(x: x, y: y),
        .rightPress(let x, let y) where panel.contains(x: x, y: y),
        .release(let x, let y) where panel.contains(x: x, y: y):
        return !wantsQuit
      default: break
      }
    }
    if let open = menu, !showsHelp, case .key(.character(let letter)) = event,
      let entry = open.actions.first(where: {
        $0.title.prefix(1).lowercased() == String(letter).lowercased()
      })
    {
      // An entry's first letter, in either case, performs it (C, c: Copy).
      notice = nil
      menu = nil
      collectionView.performMenuAction(entry, forItemAt: open.indexPath)
      return !wantsQuit
    }
    guard let action = DemoKeyBindings.action(for: event) else { return !wantsQuit }
    switch action {
    case .pointerDown, .pointerDragged, .pointerUp, .secondaryPointerDown:
      if !isTooSmall { perform(action) }
    default:
      perform(action)
    }
    return !wantsQuit
  }

  /// The text copied since the last call, for the screen to put on the system clipboard.
  public func takeClipboardText() -> String? {
    defer { pendingClipboardText = nil }
    return pendingClipboardText
  }

  /// Advances time: ends finished animations and notices the clock hand's minute changing.
  public func tick() {
    collectionView.tick()
    observePresentation()
    let minute = minuteOfHour()
    if minute != shownMinute {
      // A layout that shows the time (the circle's clock hand) picks the new minute up.
      shownMinute = minute
      collectionView.collectionViewLayout.invalidateLayout()
    }
  }

  /// Applies an action. The help, the menu and a lifted item see it first: while one is up,
  /// the keys that belong to it go to it.
  public func perform(_ action: DemoAction) {
    statusIsStale = true
    notice = nil
    if showsHelp, let routed = helpScrollAction(action) {
      scrollHelp(routed)
      return
    }
    if showsHelp, handleHelpPointerAction(action) { return }
    if scrub != nil {
      // Enter finishes a scrubbed transition and Esc cancels it; other keys complete it first.
      switch action {
      case .activate(nil) where endScrub(finishing: true): return
      case .dismiss where endScrub(finishing: false): return
      default:
        if !Self.keepsScrub(action) { collectionView.completeInteractiveTransition() }
      }
    }
    if menu != nil {
      guard !handleMenuAction(action) else { return }
      menu = nil
    }
    if collectionView.indexPathForInteractivelyMovingItem != nil,
      handleMovementAction(action)
    {
      return
    }
    switch action {
    case .scroll, .wheel, .pageUp, .pageDown, .home, .end, .pointerDragged: noteScrolling()
    default: break
    }
    switch action {
    case .nextLayout: switchLayout(to: LayoutCatalog.entry(after: layoutEntry))
    case .previousLayout: switchLayout(to: LayoutCatalog.entry(before: layoutEntry))
    case .selectLayout(let name):
      if let entry = LayoutCatalog.entry(named: name), entry != layoutEntry {
        switchLayout(to: entry)
      }
    case .insertItem where layoutEntry.content == .appStore: appStore.appendApp()
    case .deleteItem where layoutEntry.content == .appStore: notice = deleteApp()
    case .insertItem: insertItem()
    case .deleteItem: deleteItem()
    case .insertItemAtStart: insertItemAtStart()
    case .deleteFocusedItem: deleteFocusedItem()
    case .insertSection: insertSection()
    case .deleteSection: deleteSection()
    case .moveSectionDown: moveSectionDown()
    case .reloadVisibleItems: reloadVisibleItems()
    case .togglePinnedHeaders: togglePinnedHeaders()
    case .activate(let path): activate(path)
    case .moveFocus(let heading): moveFocus(heading)
    case .beginMove: beginKeyboardMove()
    case .showMenu: showMenu(for: collectionView.focusedIndexPath)
    case .paste: paste()
    case .pointerDown(let x, let y): pointerDown(at: x, y)
    case .pointerDragged(let x, let y): pointerDragged(to: x, y)
    case .pointerUp(let x, let y): pointerUp(at: x, y)
    case .secondaryPointerDown(let x, let y): secondaryPointerDown(at: x, y)
    case .shuffleItems, .filterItems: notice = changeAppStoreItems(action)
    case .scroll(let dx, let dy): scroll(lines: dx, dy)
    case .wheel(let dx, let dy): wheel(lines: dx, dy)
    case .pageUp: page(by: -1)
    case .pageDown: page(by: 1)
    case .home:
      let cv = collectionView
      cv.scrollByUser(cv.contentOffsetRange.min - cv.scrollDestination, animated: animatesScrolls)
    case .end:
      let cv = collectionView
      cv.scrollByUser(cv.contentOffsetRange.max - cv.scrollDestination, animated: animatesScrolls)
    case .toggleHelp:
      showsHelp.toggle()
      helpScrollOffset = 0
    case .dismiss: dismiss()
    case .toggleSlowAnimations:
      slowAnimations.toggle()
      collectionView.animationDurationScale = slowAnimations ? 10 : 1
      notice = slowAnimations ? "Slow animations on (10×)" : "Slow animations off"
    case .toggleReduceMotion:
      reducesMotion.toggle()
      notice = reducesMotion ? "Reduce Motion on" : "Reduce Motion off"
    case .resize(let newColumns, let newRows):
      // A terminal larger than the limits shows the demo in its top-left part.
      let size = TerminalSize(clampingColumns: newColumns, rows: newRows)
      columns = size.columns
      rows = size.rows
      updateViewport(animated: !isTooSmall)
    case .togglePause, .stepFrame, .toggleInspector, .scrollInspector, .toggleOverlay:
      performInspectionAction(action)
    case .scrubTransition(let forward): scrubTransition(forward: forward)
    case .quit: wantsQuit = true
    }
  }

  /// Gives the collection view the area the screen leaves it (the bars, the inspector) and the
  /// layout's inset for that size; animated, as a resize animates.
  func updateViewport(animated: Bool) {
    collectionView.setFrameSize(
      Self.viewportSize(
        columns: columns, rows: rows, rowHeight: rowHeight, showsInspector: showsInspector),
      animated: animated)
    collectionView.setContentInset(
      layoutEntry.contentInset(collectionView.frameSize), animated: animated)
  }

  /// Esc: closes the help, else puts a lifted item back, else clears the selection, else closes
  /// an opened stack.
  func dismiss() {
    if showsHelp {
      showsHelp = false
    } else if !collectionView.indexPathsForSelectedItems.isEmpty {
      let count = collectionView.indexPathsForSelectedItems.count
      collectionView.selectItem(at: nil, animated: true, scrollPosition: [])
      notice = count == 1 ? "Selection cleared" : "Selection of \(count) cleared"
    } else if openSection != nil {
      closeDetail()
    }
  }

  private func switchLayout(to entry: LayoutCatalogEntry) {
    guard let layout = layouts[entry.name] else { return }
    openSection = nil
    detailLayout = nil
    if entry.content != layoutEntry.content {
      if entry.content == .numberedItems, let samples, dataSource.sections == samples.data {
        // Back from other data: the layout's sample, if the items were left as sampled.
        let shape = entry.sampleSections ?? [samples.items]
        if shape != dataSource.sections.map(\.count) {
          dataSource.reset(sectionCounts: shape)
          self.samples = (samples.items, dataSource.sections)
        }
        dataSource.repeatCount = Self.repeatCount(
          entry.itemRepeat, items: dataSource.sections.first?.count ?? 0)
      }
      layoutEntry = entry
      applyScrollSettings(of: entry, animated: false)
      switchContent(to: entry.content, layout: layout)
      return
    }
    if showSample(of: entry, layout: layout) { return }
    repeatItems(entry.itemRepeat)
    layoutEntry = entry
    if reducesMotion {
      collectionView.transitionCrossDissolve {
        applyScrollSettings(of: entry, animated: false)
        collectionView.setCollectionViewLayout(layout, animated: false)
      }
      focusCentredItemOfCarousel()
      return
    }
    applyScrollSettings(of: entry, animated: true)
    // The book invalidates the target layout before handing it over; setCollectionViewLayout does.
    collectionView.setCollectionViewLayout(layout, animated: true) { [weak self] finished in
      // In a carousel focus is the centred item, wherever the switch left the view.
      if finished { self?.focusCentredItemOfCarousel() }
    }
  }

  /// With samples per layout and the data as the last sample left it: when the layout's sample
  /// has another shape (the sections' four sections, the waterfall's two), the data becomes it
  /// and the screen cross-dissolves, as a switch to other data does. Returns whether it did.
  private func showSample(of entry: LayoutCatalogEntry, layout: CollectionViewLayout) -> Bool {
    guard let samples, entry.content == .numberedItems, dataSource.sections == samples.data
    else { return false }
    let shape = entry.sampleSections ?? [samples.items]
    guard shape != dataSource.sections.map(\.count) else { return false }
    layoutEntry = entry
    let cv = collectionView
    cv.transitionCrossDissolve {
      dataSource.reset(sectionCounts: shape)
      dataSource.repeatCount = Self.repeatCount(entry.itemRepeat, items: shape.first ?? 0)
      cv.reloadData()
      applyScrollSettings(of: entry, animated: false)
      cv.setCollectionViewLayout(layout, animated: false)
      if dataSource.repeatCount > 1, let first = shape.first {
        // The endless banner starts in its second group, as at launch.
        cv.scrollToItem(at: IndexPath(item: first, section: 0), at: .left, animated: false)
      } else {
        cv.setContentOffset(cv.contentOffsetRange.min, animated: false)
      }
    }
    self.samples = (samples.items, dataSource.sections)
    focusInitialItem()
    return true
  }

  /// Whether scrolls asked for by keys animate (not with Reduce Motion).
  var animatesScrolls: Bool { !reducesMotion }

  /// Hands the collection view a layout: a morph, or with Reduce Motion a cross-fade.
  func show(_ layout: CollectionViewLayout) {
    if reducesMotion {
      collectionView.transitionCrossDissolve {
        collectionView.setCollectionViewLayout(layout, animated: false)
      }
    } else {
      collectionView.setCollectionViewLayout(layout, animated: true)
    }
  }

  /// Appends an item to the current section (the only one, by default).
  private func insertItem() {
    guard let section = currentSection else {
      notice = "No section to insert into"
      return
    }
    let model = dataSource.sections[section]
    insert(model.newItem, at: model.count, inSection: section)
  }

  /// Removes the last item of the current section.
  private func deleteItem() {
    guard let section = currentSection, dataSource.sections[section].count > 0 else {
      notice =
        dataSource.cellCount == 0
        ? "Nothing to delete" : "\(currentSectionName ?? "The section") is empty"
      return
    }
    deleteItem(at: dataSource.sections[section].count - 1, inSection: section)
  }

  /// Inserts an item at an index of a section's items, animated. In the endless banner's
  /// repeat every group gains it.
  func insert(_ item: DemoItem, at index: Int, inSection section: Int) {
    guard dataSource.sections.indices.contains(section) else { return }
    let n = dataSource.sections[section].count
    let groups = section == 0 ? dataSource.repeatCount : 1
    do {
      try collectionView.checkedPerformBatchUpdates {
        dataSource.sections[section].items.insert(item, at: index)
        collectionView.insertItems(
          at: (0..<groups).map { IndexPath(item: $0 * (n + 1) + index, section: section) })
      }
      refreshHeader(ofSection: section)
    } catch {
      notice = error.message
      // The model has changed already: the view reads it again rather than drift from it.
      collectionView.reloadData()
    }
  }

  /// Deletes the item at an index of a section's items, animated, never the only item (as the
  /// book keeps one). In the endless banner's repeat every group loses it.
  func deleteItem(at index: Int, inSection section: Int) {
    guard dataSource.cellCount > 1 else {
      notice =
        dataSource.cellCount == 1 ? "The last item stays, as in the book" : "Nothing to delete"
      return
    }
    guard dataSource.sections.indices.contains(section) else { return }
    let n = dataSource.sections[section].count
    guard index >= 0, index < n else { return }
    let groups = section == 0 ? dataSource.repeatCount : 1
    do {
      try collectionView.checkedPerformBatchUpdates {
        dataSource.sections[section].items.remove(at: index)
        collectionView.deleteItems(
          at: (0..<groups).map { IndexPath(item: $0 * n + index, section: section) })
      }
      refreshHeader(ofSection: section)
    } catch {
      notice = error.message
      // The model has changed already: the view reads it again rather than drift from it.
      collectionView.reloadData()
    }
  }

  /// Whether the content scrolls vertically (else arrows and the wheel move it sideways).
  var scrollsVertically: Bool {
    let range = collectionView.contentOffsetRange
    return range.max.y > range.min.y
  }

  /// The distance a line or an item step covers along each axis: a line is two rows (four
  /// points) down or four columns across; in a layout that steps by items, the distance between
  /// the centres of two neighbouring items. The vertical keys move a sideways-only layout
  /// sideways.
  func step(_ dx: Int, _ dy: Int, pitch: Double) -> Point {
    var delta = Point(x: Double(dx) * pitch, y: Double(dy) * pitch)
    if !scrollsVertically && dx == 0 { delta = Point(x: Double(dy) * pitch, y: 0) }
    return delta
  }

  /// Arrow keys: a line at once, or in a layout that steps by items, one item animated. Either
  /// way the layout chooses where the scroll comes to rest.
  func scroll(lines dx: Int, _ dy: Int) {
    switch layoutEntry.keyScrolling {
    case .sidewaysSections where dx != 0:
      scrollSidewaysSection(by: dx)
    case .lines, .sidewaysSections:
      collectionView.scrollByUser(step(dx, dy, pitch: 4), animated: false)
    case .items:
      collectionView.scrollByUser(step(dx, dy, pitch: itemPitch), animated: animatesScrolls)
    case .itemsEvery(let pitch):
      collectionView.scrollByUser(step(dx, dy, pitch: pitch), animated: animatesScrolls)
    }
  }

  /// The mouse wheel: a scroll gesture of three lines a notch, which settles where the layout
  /// says once the wheel stops.
  private func wheel(lines dx: Int, _ dy: Int) {
    collectionView.scrollGesture(by: step(dx, dy, pitch: 4))
  }

  /// The distance between the centres of the first two items (4 points when there are fewer).
  var itemPitch: Double {
    let cv = collectionView
    guard let a = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)),
      let b = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    else { return 4 }
    let pitch = scrollsVertically ? abs(b.center.y - a.center.y) : abs(b.center.x - a.center.x)
    return pitch > 0 ? pitch : 4
  }

  private func page(by direction: Int) {
    let range = collectionView.contentOffsetRange
    let size = collectionView.frameSize
    if range.max.y > range.min.y {
      // The view less two rows, in whole rows, so a page lands on the glyph grid whatever the
      // cell aspect (and the next scroll reuses the frames it starts from).
      let step = max(1, ((size.height - 4) / rowHeight).rounded(.down)) * rowHeight
      collectionView.scrollByUser(
        Point(x: 0, y: Double(direction) * step), animated: animatesScrolls)
    } else {
      let step = max(2, size.width - 4)
      collectionView.scrollByUser(
        Point(x: Double(direction) * step, y: 0), animated: animatesScrolls)
    }
  }
}
