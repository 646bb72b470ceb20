/// A terminal program around one collection view, as UICollectionViewController is one around
/// a collection view: it sizes the collection view to the terminal, draws it with an optional
/// title bar and status bar, moves a focus ring with the arrows, scrolls by Shift-arrows,
/// pages, the wheel and a drag (with UIScrollView's momentum), relays out on resize and quits
/// on `q` or Ctrl-C.
///
/// An app gives the collection view a data source, a delegate and a layout, registers its cell
/// classes, adds ``keyCommands`` and overrides what it wants to change (``title``,
/// ``statusSegments``, ``didActivateItem(at:)``, ``handle(_:)``). Run it with
/// ``Terminal/run(programName:colorChoice:glyphSet:hint:recordingTo:queriesCellSize:queriesBackground:_:)``,
/// or headless with ``TerminalRunLoop`` and a `HeadlessScreen`.
open class CollectionViewApplication: TerminalApplication {
  /// The collection view, as large as the terminal between the bars.
  public let collectionView: CollectionView
  /// The terminal's width in glyphs.
  public private(set) var columns: Int
  /// The terminal's height in glyphs.
  public private(set) var rows: Int
  /// Colours and glyphs the terminal can show.
  public let renderOptions: RenderOptions
  /// The app's own keys; they take precedence over the built-in ones (scrolling, `q`).
  public var keyCommands: [KeyCommand] = []
  /// Whether the app is done.
  public private(set) var wantsQuit = false
  /// A short message the status bar shows in place of its least important segment.
  public var notice: String?
  /// Where the pointer went down, and whether it has moved since (a drag).
  private var pointer: (start: (x: Int, y: Int), last: (x: Int, y: Int), dragging: Bool)?

  /// Creates the app's collection view with a layout, sized for the terminal in `context`.
  public init(layout: CollectionViewLayout, context: TerminalContext) {
    columns = max(1, context.columns)
    rows = max(1, context.rows)
    renderOptions = context.renderOptions
    collectionView = CollectionView(
      frameSize: .zero, collectionViewLayout: layout, clock: context.clock)
    collectionView.setFrameSize(viewportSize, animated: false)
  }

  /// The title bar's text; `nil` (the default) gives the collection view the top row too.
  open var title: String? { nil }

  /// The status bar's segments, most important with the highest priority; none (the default)
  /// gives the collection view the bottom row too.
  open var statusSegments: [StatusBar.Segment] { [] }

  /// The colours and symbols of the bars.
  public var theme: Theme { Theme(options: renderOptions) }

  /// The glyphs the collection view draws in: every row but the bars.
  public var viewport: GlyphRect {
    let top = title == nil ? 0 : 1
    let bottom = statusSegments.isEmpty ? 0 : 1
    return GlyphRect(x: 0, y: top, width: columns, height: max(0, rows - top - bottom))
  }

  /// The collection view's size in points: a point per column, and per row as many points as
  /// the glyph cell is taller than wide (`renderOptions.cellAspect`, 2 unless the terminal
  /// says), so a square in points is square on screen.
  public var viewportSize: Size {
    Size(width: Double(viewport.width), height: Double(viewport.height) * rowHeight)
  }

  /// How many points tall a row of glyphs is.
  public var rowHeight: Double { renderOptions.cellAspect }

  /// Whether frames must keep coming (an animation is running).
  public var isAnimating: Bool { collectionView.isAnimating }

  /// Ends the app after this event.
  public func quit() { wantsQuit = true }

  /// The whole frame: the collection view, then the bars over it.
  open func render() -> Canvas {
    var canvas = Canvas(width: columns, height: rows)
    let area = viewport
    let list = DisplayList(
      presenting: collectionView.presentedElements(),
      contentOffset: collectionView.presentedContentOffset)
    Rasterizer(options: renderOptions).render(
      list, into: &canvas,
      viewport: .init(x: area.x, y: area.y, columns: area.width, rows: area.height))
    if let title {
      TitleBar(brand: title, tabs: [], selectedTab: 0, hint: "q quit", theme: theme)
        .render(in: GlyphRect(x: 0, y: 0, width: columns, height: 1), into: &canvas)
    }
    let segments = statusSegments
    if !segments.isEmpty {
      StatusBar(segments: segments, notice: notice, theme: theme)
        .render(in: GlyphRect(x: 0, y: rows - 1, width: columns, height: 1), into: &canvas)
    }
    return canvas
  }

  /// Handles an event: the app's key commands first, then scrolling, the pointer, resize and
  /// quitting. Returns `false` once the app should quit.
  @discardableResult
  open func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      if let command = keyCommands.first(where: { $0.input == key }) {
        command.action()
      } else {
        handleBuiltInKey(key)
      }
    case .mouse(let mouse): handlePointer(mouse)
    case .resize(let newColumns, let newRows):
      columns = max(1, newColumns)
      rows = max(1, newRows)
      collectionView.setFrameSize(viewportSize, animated: true)
    }
    return !wantsQuit
  }

  /// Advances time: ends finished animations. When a bar came or went since the last frame
  /// (``title`` or ``statusSegments`` changed), the collection view is resized to the new area.
  /// Subclasses that override this call `super`.
  open func tick() {
    let size = viewportSize
    if collectionView.frameSize != size { collectionView.setFrameSize(size, animated: true) }
    collectionView.tick()
  }

  /// Enter on the focused item (or, with none, the one nearest the viewport's centre), or a
  /// click on an item (which takes the focus). Does nothing by default.
  open func didActivateItem(at indexPath: IndexPath) {}

  /// A right click on an item (a context menu's place). Does nothing by default.
  open func didRequestMenu(at indexPath: IndexPath) {}

  /// The item drawn at a glyph of the terminal, if any.
  public func indexPathForItem(atColumn column: Int, row: Int) -> IndexPath? {
    let area = viewport
    guard area.contains(x: column, y: row) else { return nil }
    let offset = collectionView.presentedContentOffset
    let point = Point(
      x: Double(column - area.x) + 0.5 + offset.x,
      y: (Double(row - area.y) + 0.5) * rowHeight + offset.y)
    return collectionView.indexPathForItem(at: point)
  }

  /// The arrows and hjkl move the focus ring to the nearest item that way (UIKit's focus
  /// engine) and bring it into view; Shift with an arrow scrolls four points; PgUp / PgDn scroll
  /// a page and Home / End to the ends (each settling where the layout's `targetContentOffset`
  /// says); Enter activates the focused item (else the centred one); `q` and Ctrl-C quit.
  private func handleBuiltInKey(_ key: Key) {
    let cv = collectionView
    switch key {
    case .up, .character("k"): moveFocus(.up)
    case .down, .character("j"): moveFocus(.down)
    case .left, .character("h"): moveFocus(.left)
    case .right, .character("l"): moveFocus(.right)
    case .shift(.up): cv.scrollByUser(Point(x: 0, y: -4), animated: false)
    case .shift(.down): cv.scrollByUser(Point(x: 0, y: 4), animated: false)
    case .shift(.left): cv.scrollByUser(Point(x: -4, y: 0), animated: false)
    case .shift(.right): cv.scrollByUser(Point(x: 4, y: 0), animated: false)
    case .pageUp: page(by: -1)
    case .pageDown: page(by: 1)
    case .home: cv.scrollByUser(cv.contentOffsetRange.min - cv.scrollDestination, animated: true)
    case .end: cv.scrollByUser(cv.contentOffsetRange.max - cv.scrollDestination, animated: true)
    case .enter:
      if let path = cv.focusedIndexPath ?? cv.centeredItemIndexPath { didActivateItem(at: path) }
    case .character("q"), .control("c"): quit()
    default: break
    }
  }

  /// Moves the focus one step (the first item takes it when none has it) and scrolls the
  /// focused item into view.
  public func moveFocus(_ heading: FocusHeading) {
    guard let path = collectionView.moveFocus(heading) ?? collectionView.focusedIndexPath,
      let frame = collectionView.layoutAttributesForItem(at: path)?.frame
    else { return }
    collectionView.scrollRectToVisible(frame, animated: true)
  }

  /// Scrolls a page less a little, along the axis the content scrolls.
  private func page(by direction: Int) {
    let range = collectionView.contentOffsetRange
    let size = collectionView.frameSize
    if range.max.y > range.min.y {
      collectionView.scrollByUser(
        Point(x: 0, y: Double(direction) * max(2, size.height - 4)), animated: true)
    } else {
      collectionView.scrollByUser(
        Point(x: Double(direction) * max(2, size.width - 4), y: 0), animated: true)
    }
  }

  /// The wheel scrolls with momentum; a drag moves the content and coasts when released; a
  /// click on an item activates it.
  private func handlePointer(_ mouse: MouseEvent) {
    switch mouse {
    case .wheelUp, .wheelDown:
      let sign: Double = if case .wheelUp = mouse { -1 } else { 1 }
      let range = collectionView.contentOffsetRange
      let vertical = range.max.y > range.min.y || range.max.x <= range.min.x
      collectionView.scrollGesture(
        by: vertical ? Point(x: 0, y: 4 * sign) : Point(x: 4 * sign, y: 0))
    case .press(let x, let y):
      pointer = ((x, y), (x, y), false)
    case .drag(let x, let y):
      guard var p = pointer else { return }
      if !p.dragging && (x, y) != p.start {
        p.dragging = true
        collectionView.beginDragging()
      }
      if p.dragging {
        collectionView.drag(by: Point(x: Double(p.last.x - x), y: Double(p.last.y - y) * rowHeight))
      }
      p.last = (x, y)
      pointer = p
    case .release:
      guard let p = pointer else { return }
      pointer = nil
      if p.dragging {
        collectionView.endDragging()
      } else if let path = indexPathForItem(atColumn: p.start.x, row: p.start.y) {
        collectionView.focusItem(at: path)
        didActivateItem(at: path)
      }
    case .rightPress(let x, let y):
      if let path = indexPathForItem(atColumn: x, row: y) { didRequestMenu(at: path) }
    }
  }
}
