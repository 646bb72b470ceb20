/// A whole terminal program around one collection view, as UICollectionViewController is one
/// around a collection view: every app on the product, and the demo, runs on it.
///
/// It owns what every program needs and none should write again:
/// - **the frame path** (``CollectionViewRenderer``): presented elements once a frame, the raster
///   cache, each frame drawn over the last, a scroll hint for the terminal, bars copied while
///   unchanged;
/// - **touch in UIKit's order**, from the mouse and the keys alike: a press highlights
///   (`shouldHighlightItemAt` → `didHighlightItemAt`), a release over the same item selects or
///   deselects (`shouldSelectItemAt` → `didUnhighlightItemAt` → `didSelectItemAt`), Space and
///   Enter do the same for the focused item; a long press lifts the item into interactive
///   movement, which the arrows or the mouse carry; a right click or `c` opens the item's edit
///   menu with the delegate's actions, and Copy reaches the system clipboard;
/// - **focus**, UIKit's focus engine: the arrows move it, and it follows what the user sees —
///   after a page, a flick, a drag or a layout switch the next arrow steps from the item in view;
/// - **scrolling** by keys (pages in whole rows), the wheel, a drag with momentum, scroll
///   indicators, a resize that keeps the content in place;
/// - **keys as data** (``KeyBinding``): the dispatch, the `?` help and generated docs read one
///   table, ``StandardKeyBindings`` plus the app's ``keyCommands``;
/// - **developer tools**, off by default (`TUICV_DEBUG=1`): pause and frame step, slow
///   animations, the inspector and the overlay.
///
/// An app gives the collection view a data source, a delegate and a layout, registers its cell
/// classes, adds ``keyCommands`` and overrides what it wants to change (``title``,
/// ``statusSegments``, ``moveFocus(_:)``…). Run it with ``Terminal/run(programName:colorChoice:glyphSet:hint:recordingTo:queriesCellSize:queriesBackground:_:)``,
/// or headless with ``TerminalRunLoop`` and a `HeadlessScreen`.
open class CollectionViewApplication: TerminalApplication {
  /// The collection view, as large as the terminal between the bars.
  public let collectionView: CollectionView
  /// The clock every animation runs on: the terminal's, which the time controls pause and step.
  public let timeline: PausableClock
  /// The terminal's size in glyphs (within the limits drawn).
  public internal(set) var size: TerminalSize
  /// Draws the frames.
  public let renderer: CollectionViewRenderer
  /// The app's own keys (UIKeyCommand): they come before the standard ones and show in the
  /// help.
  public var keyCommands: [KeyCommand] = []
  /// A short message the status bar shows until the next action.
  public var notice: String?
  /// Whether the app asked to quit.
  public internal(set) var wantsQuit = false
  /// The key help.
  public internal(set) var help = HelpState()
  /// The edit menu, while it is open.
  public internal(set) var menu: EditMenuState?
  /// The mouse button's press, while it is down: a tap, a drag or a long press in the making.
  var pointer: PointerGesture?
  /// The item lifted for interactive movement, while one is.
  var movement: KeyboardMovement?
  /// The developer tools and the motion settings.
  public internal(set) var tools: DeveloperTools
  /// What the screen noticed from frame to frame (scrolling, reuse).
  var observer = PresentationObserver()
  /// The pasteboard Copy writes to (UIPasteboard.general).
  public let pasteboard = Pasteboard()
  /// The pasteboard's change count the terminal's clipboard has caught up with.
  var copiedChangeCount = 0
  /// What the event being handled asks of the terminal.
  var effects: [TerminalEffect] = []
  /// The statistics of the last frames presented, stage by stage.
  public internal(set) var frameLog = FrameLog()
  /// The sidebar, when the app made one (``makeSidebar(layout:width:)``).
  var sidebarColumn: SidebarColumn?
  /// The range the user is selecting with the arrows (`V`), while one is.
  var rangeSelection: RangeSelection?

  /// Creates the app's collection view with a layout, sized for the terminal in `context`;
  /// the developer tools are on when the context says (`TUICV_DEBUG=1`).
  public init(layout: CollectionViewLayout, context: TerminalContext) {
    size = TerminalSize(clampingColumns: context.columns, rows: context.rows)
    renderer = CollectionViewRenderer(options: context.renderOptions)
    timeline = PausableClock(base: context.clock)
    tools = DeveloperTools(isEnabled: context.developerTools)
    collectionView = CollectionView(
      frameSize: .zero, collectionViewLayout: layout, clock: timeline)
    fitCollectionView(to: context)
  }

  /// Creates the app around a collection view of the app's own making — a `TableView`, say, as
  /// UITableViewController makes one — which `makeCollectionView` builds on the clock it is
  /// given (the app's, which the time controls pause and step), sized for the terminal.
  public init(
    context: TerminalContext, makeCollectionView: (_ clock: any AnimationClock) -> CollectionView
  ) {
    size = TerminalSize(clampingColumns: context.columns, rows: context.rows)
    renderer = CollectionViewRenderer(options: context.renderOptions)
    timeline = PausableClock(base: context.clock)
    tools = DeveloperTools(isEnabled: context.developerTools)
    collectionView = makeCollectionView(timeline)
    fitCollectionView(to: context)
  }

  /// Gives the new collection view the terminal's traits, size and scroll step.
  private func fitCollectionView(to context: TerminalContext) {
    // Animated scrolls move in whole glyphs, so each frame is the last one shifted.
    collectionView.scrollAnimationStep = Size(width: 1, height: context.renderOptions.cellAspect)
    collectionView.traitCollection = context.renderOptions.traitCollection
    collectionView.setFrameSize(viewportSize, animated: false)
  }

  // MARK: What an app overrides (overrides live in a class body, so the hooks are here)

  /// The title bar's text; `nil` (the default) gives the collection view the top row too.
  open var title: String? { nil }

  /// The title bar: the title and the help hint; an app may add tabs (the demo's layouts).
  open var titleBar: TitleBar? {
    title.map {
      TitleBar(brand: $0, tabs: [], selectedTab: 0, hint: "? help  q quit", theme: theme)
    }
  }

  /// A click on a tab of the title bar.
  open func titleBarTabSelected(_ index: Int) {}

  /// The status bar's segments, most important with the highest priority: by default the
  /// focused item, the selection, a lifted item, the paused clock and the motion settings.
  open var statusSegments: [StatusBar.Segment] { standardStatusSegments }

  /// Whether the status bar takes the bottom row (by default, always).
  open var showsStatusBar: Bool { true }

  /// The smallest terminal the app draws in; a smaller one gets a notice.
  open var minimumSize: (columns: Int, rows: Int) { (20, 6) }

  /// The help's groups: the standard keys, the app's key commands and the mouse.
  open var helpGroups: [HelpOverlay.Group] { standardHelpGroups }

  /// A note at the foot of the help.
  open var helpNote: String? { nil }

  /// Handles an event the bars and panels did not take: the app's key commands, then the
  /// standard key table, the pointer and resizes. Returns whether it was used. An app with a
  /// key table of its own (the demo) overrides it.
  open func dispatch(_ event: InputEvent) -> Bool { dispatchStandard(event) }

  /// Moves the focus one step and brings it into view. The arrows step from the focused item
  /// while it shows, else from the item in view nearest to it (``itemInView(nearest:)``).
  open func moveFocus(_ heading: FocusHeading) { moveFocusStandard(heading) }

  /// The item the user sees nearest to an item that is out of view (a carousel overrides it
  /// with its centred item).
  open func itemInView(nearest path: IndexPath) -> IndexPath? { visibleItem(nearest: path) }

  /// Scrolls by lines (Shift with an arrow, Ctrl-E / Ctrl-Y): four points a line, at once.
  open func scroll(lines dx: Int, _ dy: Int) {
    collectionView.scrollByUser(step(dx, dy, pitch: 4), animated: false)
  }

  /// Esc when neither the help, the menu nor a lifted item takes it: clears the selection.
  /// Returns whether it did something.
  @discardableResult
  open func dismiss() -> Bool { clearSelection() }

  /// A tap (a press and a release that did not move) at a point, on an item or not: return
  /// `true` to take it, as a tap gesture recognizer takes the touch (the seed's circle deletes
  /// and inserts); by default the touch selects.
  open func handleTap(on indexPath: IndexPath?, at point: Point) -> Bool { false }

  /// The notice when an item cannot be lifted.
  open func cannotMoveNotice(for indexPath: IndexPath) -> String { "This item cannot move" }

  /// Called when a lifted item was dropped (after the data source heard `moveItemAt(_:to:)`).
  open func didEndInteractiveMovement(from origin: IndexPath, to destination: IndexPath) {}

  /// Where the arrows carry a lifted item: the place of the next item that way.
  open func carryTarget(from current: IndexPath, heading: FocusHeading) -> IndexPath? {
    collectionView.indexPathForFocusMove(heading, from: current)
  }

  /// Brings a lifted item into view after it moved (a carousel centres it instead).
  open func revealMovingItem(_ path: IndexPath) { reveal(path) }

  /// The edit menu's candidates, in order; the delegate says which an item offers.
  open var menuCandidates: [EditAction] { [.copy, .paste, .delete, .move] }

  /// The view's area changed (a resize, the inspector): the app may adjust the collection view
  /// (the demo's layouts have an inset for the size).
  open func viewAreaDidChange(animated: Bool) {}

  /// Draws over the collection view before the bars (the demo's page dots).
  open func drawAccessories(in area: GlyphRect, into canvas: inout Canvas) {}

  /// The interactive transition's target, for the inspector and the status bar.
  open var interactiveTransitionTitle: String? { nil }

  /// The inspector's text when no batch update has run yet.
  open var noBatchUpdateYetText: String { "none yet" }

  /// The item the inspector describes.
  open var inspectedIndexPath: IndexPath? { standardInspectedIndexPath }

  /// Advances time: resizes the view if a bar came or went, moves the collection view's
  /// animations on and notices what changed on screen. Subclasses that override this call
  /// `super`.
  open func tick() {
    // A bar that came or went since the last frame (the title, the status bar) resizes the view.
    let size = viewportSize
    if collectionView.frameSize != size { collectionView.setFrameSize(size, animated: true) }
    collectionView.tick()
    if let sidebar {
      fitSidebar(animated: true)
      sidebar.tick()
    }
    observePresentation()
  }

  /// How long the app can sleep without input when nothing moves: until the scroll
  /// indicators' fade or a reuse flash changes the screen, else until the next event.
  open var idleWakeInterval: Double? { secondsUntilVisualChange }

  // MARK: TerminalApplication

  /// Handles an event: the help, the menu, the title bar and the inspector take theirs first,
  /// then ``dispatch(_:)``. Returns the effects (copied text, quitting).
  @discardableResult
  public func handle(_ event: InputEvent) -> [TerminalEffect] {
    renderer.noteChange()
    if menu == nil, !help.isShown, !isTooSmall { focusPane(under: event) }
    if !handleChrome(event) { _ = dispatch(event) }
    return takeEffects()
  }

  /// Whether frames must keep coming (an animation is running) — never while time is paused:
  /// the frame then holds still.
  public var isAnimating: Bool {
    (collectionView.isAnimating || sidebar?.isAnimating == true) && !timeline.isPaused
  }

  /// How the frame just rendered relates to the one before, when it is that frame scrolled;
  /// none while the inspector or a sidebar stands beside the view (scrolling whole rows would
  /// move it too).
  public var lastFrameScroll: CanvasScroll? {
    if let panel = inspectorArea, panel.x > 0 { return nil }
    if sidebarInset > 0 { return nil }
    return renderer.lastScroll
  }

  /// The next frame of a page scroll that moves whole rows is the first to show another row
  /// (its eased start and end hold a row for several frames), unless something else changes
  /// sooner (the scroll indicators' fade, a reuse flash) or shows time passing (the inspector).
  public func nextFrameTime(after lastFrame: Double, interval: Double) -> Double {
    let regular = lastFrame + interval
    guard lastFrame.isFinite, !timeline.isPaused, !tools.showsInspector,
      sidebar?.isAnimating != true
    else { return regular }
    // The collection view's clock is the timeline, behind the wall clock by its pauses.
    let lag = wallTime - timeline.now
    guard
      var next = collectionView.nextScrollStepTime(after: lastFrame - lag, interval: interval)
    else { return regular }
    next += lag
    if let change = secondsUntilVisualChange { next = min(next, wallTime + change) }
    return max(regular, next)
  }
}
