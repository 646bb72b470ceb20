import TUICollectionView

/// The demo: an app on ``CollectionViewApplication`` like any other. The controller draws the
/// frames, runs touch, focus, scrolling, the menu, the help and the developer tools; the demo
/// adds its layout catalog (switched with Tab, morphing), its data (numbered items in sections,
/// the App Store screen), and its own keys (sections, the scrubbed transition, the stacks'
/// detail layout), each an action (``DemoAction``), so the whole app runs headless in tests.
public final class DemoApp: CollectionViewApplication {
  /// The model and data source.
  public let dataSource: DemoDataSource
  /// The collection view's delegate (the waterfall's heights, the highlight's zoom, the menu).
  public let delegate: DemoDelegate
  /// The modern layout's App Store data, with its diffable data source.
  public let appStore: AppStoreModel
  /// The Messages screen's conversation, with its diffable data source.
  public let messages: MessagesModel
  /// The Settings screen's list, with its diffable data source.
  public let settings = SettingsModel()
  /// One layout object per catalog entry, by name, made once so each keeps its state.
  let layouts: [String: CollectionViewLayout]
  /// The catalog entry of the layout on screen (or being switched to).
  public internal(set) var layoutEntry: LayoutCatalogEntry
  /// Whether section headers stay at the top while their section shows (P).
  public internal(set) var pinsSectionHeaders = false
  /// The section shown opened in the layout's detail layout (an opened stack), and that layout.
  var detail: (section: Int, layout: CollectionViewLayout)?
  /// With `DemoOptions.samplesPerLayout`: the one-section item count, and the data as the last
  /// sample left it; a layout switch shows the new layout's sample while the data is unchanged.
  var samples: (items: Int, data: [DemoDataSource.Section])?
  /// The scrubbed layout transition (`[` `]`), while one runs.
  var scrub: Scrub?
  /// The item copied last, which `v` pastes (the numbered items' pasteboard).
  public internal(set) var copiedItem: DemoItem?
  /// The minute the clock hand shows, and where it comes from.
  var minute: ClockMinute

  /// The smallest terminal the demo draws in; smaller ones get a notice.
  public static let minimumSize = (columns: 32, rows: 10)

  /// Creates the demo for a terminal size; its developer tools are always on.
  public init(
    options: DemoOptions, columns: Int, rows: Int, renderOptions: RenderOptions,
    clock: any AnimationClock = SystemClock()
  ) {
    let fixedMinute = options.minute
    minute = ClockMinute { fixedMinute ?? WallClock.currentMinute() }
    let entry = LayoutCatalog.entry(named: options.layout) ?? LayoutCatalog.entries[0]
    layoutEntry = entry
    let environment = LayoutEnvironment(
      minuteOfHour: minute.source, rowHeight: renderOptions.cellAspect)
    var layouts: [String: CollectionViewLayout] = [:]
    for catalogEntry in LayoutCatalog.entries {
      layouts[catalogEntry.name] = catalogEntry.make(environment)
    }
    self.layouts = layouts
    dataSource = DemoDataSource(sectionCounts: options.sections ?? [max(0, options.items)])
    appStore = AppStoreModel(listCount: options.items)
    // A few hundred messages unless --items asks for another number.
    let messageCount = options.items == DemoOptions().items ? 300 : options.items
    messages = MessagesModel(count: min(max(0, messageCount), 100_000))
    delegate = DemoDelegate(dataSource: dataSource)
    super.init(
      layout: layouts[entry.name]!,
      context: TerminalContext(
        columns: columns, rows: rows, renderOptions: renderOptions, clock: clock,
        developerTools: true))
    let cv = collectionView
    DemoDataSource.registerViews(with: cv)
    cv.delegate = delegate
    cv.allowsMultipleSelection = true
    if options.slowAnimations { perform(standard: .toggleSlowAnimations) }
    if options.reduceMotion { perform(standard: .toggleReduceMotion) }
    notice = nil
    dataSource.repeatCount = Self.repeatCount(
      entry.itemRepeat, items: dataSource.sections.first?.count ?? 0)
    cv.dataSource = dataSource(for: entry.content)
    applyScrollSettings(of: entry, animated: false)
    cv.layoutIfNeeded()
    delegate.scrollDidEnd = { [unowned self] in
      self.recentreEndlessBanner()
      self.focusCentredItemOfCarousel()
      self.noteWhetherMessagesFollowTheNewest()
    }
    delegate.app = self
    if dataSource.repeatCount > 1, let first = dataSource.sections.first {
      // The seed's banner starts in the second group, so there is room to scroll left.
      cv.scrollToItem(at: IndexPath(item: first.count, section: 0), at: .left, animated: false)
    } else if entry.content == .messages {
      // A conversation opens at its newest message.
      scrollMessagesToBottom()
    } else {
      // A layout whose inset lets the first item reach the centre starts that way.
      cv.setContentOffset(cv.contentOffsetRange.min, animated: false)
    }
    focusInitialItem()
    if options.samplesPerLayout { samples = (options.items, dataSource.sections) }
  }

  // MARK: The controller's hooks

  /// The title bar: the brand, the layouts as tabs with the current one selected, the hint.
  public override var titleBar: TitleBar? {
    TitleBar(
      brand: "TUICollectionView", tabs: Self.layoutTitles, selectedTab: selectedLayoutIndex,
      hint: "? help  q quit", theme: theme)
  }

  /// A click on a tab switches to that layout.
  public override func titleBarTabSelected(_ index: Int) {
    perform(.selectLayout(LayoutCatalog.entries[index].name))
  }

  /// The demo's status bar (see `DemoApp+View`).
  public override var statusSegments: [StatusBar.Segment] { demoStatusSegments }

  /// The demo's minimum size.
  public override var minimumSize: (columns: Int, rows: Int) { Self.minimumSize }

  /// The demo's key table and the mouse.
  public override var helpGroups: [HelpOverlay.Group] {
    let own = LayoutCatalog.screenKeys[layoutEntry.name].map {
      [HelpOverlay.Group(title: "\(screenTitle): this screen", rows: $0)]
    }
    return (own ?? []) + DemoKeyBindings.helpGroups(for: renderOptions.glyphSet)
  }

  /// The layouts in Tab order, and what the status bar shows.
  public override var helpNote: String? {
    HelpOverlay.wrap(
      "Layouts (Tab): \(LayoutCatalog.entries.map(\.title).joined(separator: " · ")).",
      width: 64
    ).joined(separator: "\n") + "\nStatus bar: layout, which items show, visible cells, reuse pool."
  }

  /// The demo's keys: its table maps every event to a ``DemoAction``.
  public override func dispatch(_ event: InputEvent) -> Bool {
    guard let action = DemoKeyBindings.action(for: event) else { return false }
    perform(action)
    return true
  }

  /// In a carousel the arrows bring the next or previous item to the centre, stepping from the
  /// item in view; elsewhere focus moves as the controller moves it.
  public override func moveFocus(_ heading: FocusHeading) {
    // ← on a Settings page goes back, as a navigation bar's back button does.
    if heading == .left, layoutEntry.content == .settings, settings.closePage() { return }
    guard layoutEntry.isCarousel, let focused = collectionView.focusedIndexPath else {
      moveFocusStandard(heading)
      return
    }
    let forward = heading == .right || heading == .down || heading == .next
    centreCarouselItem(stepping: forward ? 1 : -1, from: carouselItemInView ?? focused)
  }

  /// A carousel's item in view is its centred one.
  public override func itemInView(nearest path: IndexPath) -> IndexPath? {
    if layoutEntry.isCarousel, let centred = collectionView.centeredItemIndexPath {
      return centred
    }
    return visibleItem(nearest: path)
  }

  /// The arrow keys' scrolling, by the layout's own steps (see `DemoApp+Carousels`).
  public override func scroll(lines dx: Int, _ dy: Int) { scrollByLayout(dx, dy) }

  /// Esc: the controller's (the selection goes), else an opened stack closes, or a Settings
  /// page goes back.
  public override func dismiss() -> Bool {
    if super.dismiss() { return true }
    if layoutEntry.content == .settings { return settings.closePage() }
    guard detail != nil else { return false }
    closeDetail()
    return true
  }

  /// Seed 003's tap in the circle (see `DemoApp+Selection`).
  public override func handleTap(on indexPath: IndexPath?, at point: Point) -> Bool {
    guard layoutEntry.tapDeletesAndInserts else { return false }
    tapInCircle(item: indexPath)
    return true
  }

  /// Why an item cannot be lifted here.
  public override func cannotMoveNotice(for indexPath: IndexPath) -> String {
    layoutEntry.content != .numberedItems || dataSource.repeatCount > 1
      ? "\(layoutEntry.title)'s items do not move" : "This item cannot move"
  }

  /// The headers count what their sections hold now.
  public override func didEndInteractiveMovement(from origin: IndexPath, to destination: IndexPath)
  {
    refreshHeader(ofSection: origin.section)
    refreshHeader(ofSection: destination.section)
  }

  /// In a carousel a lifted item goes to the next or previous place, which comes to the centre.
  public override func carryTarget(from current: IndexPath, heading: FocusHeading) -> IndexPath? {
    guard layoutEntry.isCarousel else { return super.carryTarget(from: current, heading: heading) }
    let forward = heading == .right || heading == .down || heading == .next
    let count = collectionView.numberOfItems(inSection: current.section)
    let item = current.item + (forward ? 1 : -1)
    return (0..<count).contains(item) ? IndexPath(item: item, section: current.section) : nil
  }

  /// In a carousel the moved item comes to the centre.
  public override func revealMovingItem(_ path: IndexPath) {
    if layoutEntry.isCarousel {
      scrollCarousel(toItem: path.item)
    } else {
      reveal(path)
    }
  }

  /// The menu offers Copy, Delete and Move.
  public override var menuCandidates: [EditAction] { [.copy, .delete, .move] }

  /// A layout's inset for the view's size.
  public override func viewAreaDidChange(animated: Bool) {
    collectionView.setContentInset(
      layoutEntry.contentInset(collectionView.frameSize), animated: animated)
    // A conversation read at its newest message stays there while its bubbles rewrap.
    if layoutEntry.content == .messages, messages.followsNewest { scrollMessagesToBottom() }
  }

  /// The endless banner's page dots, on the view's last row.
  public override func drawAccessories(in area: GlyphRect, into canvas: inout Canvas) {
    guard layoutEntry.itemRepeat > 1, let page = pageControl else { return }
    page.render(
      in: GlyphRect(x: area.x, y: area.maxY - 1, width: area.width, height: 1), into: &canvas)
  }

  /// The scrubbed transition's target.
  public override var interactiveTransitionTitle: String? { scrub?.target.title }

  /// What adds a batch update.
  public override var noBatchUpdateYetText: String { "none yet (+ - n Del s d J)" }

  /// In a carousel the inspector describes the centred item when the focused one is not in view.
  public override var inspectedIndexPath: IndexPath? { standardInspectedIndexPath }

  /// Advances time, and notices the clock hand's minute changing: a layout that shows the time
  /// (the circle's clock hand) picks the new minute up.
  public override func tick() {
    super.tick()
    if minute.changed() { collectionView.collectionViewLayout.invalidateLayout() }
  }

  /// Idle, the demo wakes when the clock hand's minute changes, or for a step of the scroll
  /// indicators' fade or the end of a reuse flash.
  public override var idleWakeInterval: Double? {
    min(WallClock.secondsUntilNextMinute(), secondsUntilVisualChange ?? .infinity)
  }

  // MARK: Actions

  /// Applies an action: the controller's own go to it (the help, the menu and a lifted item see
  /// them first); the demo's change the layout, the data and the sections.
  public func perform(_ action: DemoAction) {
    if scrub != nil {
      // Enter finishes a scrubbed transition and Esc cancels it; other keys complete it first.
      switch action {
      case .activate(nil) where endScrub(finishing: true): return
      case .dismiss where endScrub(finishing: false): return
      default:
        if !Self.keepsScrub(action) { collectionView.completeInteractiveTransition() }
      }
    }
    if let standard = action.standard {
      perform(standard: standard)
      if layoutEntry.content == .settings,
        [.toggleSlowAnimations, .toggleReduceMotion, .toggleOverlay].contains(action)
      {
        settings.reconfigureDeveloperSwitches()
      }
      return
    }
    if menu != nil, action == .deleteFocusedItem || action == .deleteSection {
      // Delete and Backspace choose the menu's Delete.
      chooseMenuEntry(.delete)
      return
    }
    prepareForAppAction()
    switch action {
    case .nextLayout: switchLayout(to: LayoutCatalog.entry(after: layoutEntry))
    case .previousLayout: switchLayout(to: LayoutCatalog.entry(before: layoutEntry))
    case .selectLayout(let name):
      if let entry = LayoutCatalog.entry(named: name), entry != layoutEntry {
        switchLayout(to: entry)
      }
    case .toggleEditing: toggleEditing()
    case .insertItem where layoutEntry.content == .settings,
      .deleteItem where layoutEntry.content == .settings,
      .shuffleItems where layoutEntry.content == .settings,
      .filterItems where layoutEntry.content == .settings:
      notice = "Settings: e edits the favourites"
    case .insertItem where layoutEntry.content == .appStore: appStore.appendApp()
    case .insertItem where layoutEntry.content == .messages: sendMessage()
    case .deleteItem where layoutEntry.content == .messages:
      notice = "Messages stay: + sends another"
    case .shuffleItems where layoutEntry.content == .messages,
      .filterItems where layoutEntry.content == .messages:
      notice = "x and f change the modern layout's apps (Tab to it)"
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
    case .paste: paste()
    case .shuffleItems, .filterItems: notice = changeAppStoreItems(action)
    case .scrubTransition(let forward): scrubTransition(forward: forward)
    default: break
    }
  }
}

/// The minute the clock hand shows: where it comes from, and the one shown last.
struct ClockMinute {
  /// The minute now (the wall clock's, or a fixed one).
  let source: @Sendable () -> Int
  /// The minute shown last.
  private var shown: Int

  /// Starts at the source's minute.
  init(source: @escaping @Sendable () -> Int) {
    self.source = source
    shown = source()
  }

  /// Whether the minute changed since it was last shown (and notes the new one).
  mutating func changed() -> Bool {
    let now = source()
    guard now != shown else { return false }
    shown = now
    return true
  }
}
