/// Draws a collection view into terminal frames the cheap way, for any program: the presented
/// elements evaluated once a frame become a display list, the raster cache reuses the last
/// frame's glyphs when only the offset moved (and says so, so the terminal can scroll), each
/// frame is drawn over the last one (the rows nothing changed stay shared with the frame the
/// terminal shows), and the bars are copied while they do not change.
///
/// The rasterizer and the theme are made when the render options change, not every frame.
public final class CollectionViewRenderer {
  /// How frames are drawn: colours, glyphs, the cell's shape.
  public private(set) var options: RenderOptions
  /// When the last `draw` had the elements presented and began rasterizing them (monotonic
  /// seconds): the frame statistics' boundary between presentation and rasterizing.
  public private(set) var presentationEnded = 0.0
  /// The clock the stages are timed by.
  let stageClock = SystemClock()
  /// The rasterizer for the options.
  public private(set) var rasterizer: Rasterizer
  /// The bars' colours and symbols for the options.
  public private(set) var theme: Theme
  /// The last frame's collection-view glyphs, reused when a frame only scrolled.
  public let rasterCache = RasterCache()
  /// The frame the next one is drawn over; a canvas of another size (or none) is replaced.
  public var lastFrame: Canvas?
  /// The title bar as last drawn, copied while it does not change.
  let titleBarCache = WidgetCache<TitleBar>()
  /// The status bar as last drawn.
  let statusBarCache = WidgetCache<StatusBar>()
  /// When the status bar was last built, and whether something changed it since.
  var statusFollow = StatusBarFollow()

  /// A renderer for options.
  public init(options: RenderOptions) {
    self.options = options
    rasterizer = Rasterizer(options: options)
    theme = Theme(options: options)
  }

  /// Draws with new options from the next frame on.
  public func setOptions(_ options: RenderOptions) {
    self.options = options
    rasterizer = Rasterizer(options: options)
    theme = Theme(options: options)
    statusFollow.isStale = true
  }

  /// The canvas a frame starts from: the last frame, blanked everywhere outside `area` (which
  /// the collection view is drawn into whole), or a new blank canvas when the size changed.
  public func beginFrame(columns: Int, rows: Int, keeping area: GlyphRect) -> Canvas {
    var canvas = lastFrame.take() ?? Canvas(width: 0, height: 0)
    if canvas.width == columns && canvas.height == rows {
      canvas.fill(outside: area)
    } else {
      canvas = Canvas(width: columns, height: rows)
    }
    return canvas
  }

  /// Draws the collection view as it is presented now into an area of the canvas, through the
  /// raster cache.
  public func draw(_ collectionView: CollectionView, in area: GlyphRect, into canvas: inout Canvas)
  {
    let offset = collectionView.presentedContentOffset
    var list = DisplayList(presenting: collectionView.presentedElements(), contentOffset: offset)
    list.backgroundFill = collectionView.resolvedBackgroundFill
    if let background = collectionView.backgroundView, !background.isHidden {
      // The size of the bounds, where the viewport is: it does not scroll with the content.
      let size = collectionView.bounds.size
      list.insertBehind(
        DrawItem(
          center: Point(x: offset.x + size.width / 2, y: offset.y + size.height / 2), size: size,
          transform: background.transform, alpha: background.alpha, zIndex: Int.min,
          appearance: background.appearance))
    }
    presentationEnded = stageClock.now
    rasterCache.render(
      list, with: rasterizer, into: &canvas,
      viewport: .init(x: area.x, y: area.y, columns: area.width, rows: area.height))
  }

  /// Keeps the finished frame, for the next one to be drawn over.
  public func endFrame(_ canvas: Canvas) { lastFrame = canvas }

  /// Forgets the glyphs kept for the next frame (one that is not drawn through the cache).
  public func invalidate() { rasterCache.invalidate() }

  /// How the last frame relates to the one before, when it is that frame scrolled.
  public var lastScroll: CanvasScroll? { rasterCache.lastScroll }

  /// Draws the title bar, copying the last one while it is the same.
  public func drawTitleBar(_ bar: TitleBar, in area: GlyphRect, into canvas: inout Canvas) {
    titleBarCache.render(bar, in: area, into: &canvas)
  }

  /// Draws the status bar. While an animation runs on its own the bar follows it ten times a
  /// second (its figures change with nearly every frame of a scroll, faster than anyone reads
  /// them, and building them is a good part of a frame's work); it is brought up to date on the
  /// first frame after anything changed from outside (`noteChange()`), and on the frame the
  /// animation ends. `now` is the terminal's time.
  public func drawStatusBar(
    _ bar: () -> StatusBar, in area: GlyphRect, into canvas: inout Canvas, now: Double,
    isAnimating: Bool
  ) {
    if !statusFollow.isStale, isAnimating,
      now - statusFollow.refreshedAt < Self.statusFollowInterval,
      statusBarCache.redraw(in: area, into: &canvas)
    {
      return
    }
    statusBarCache.render(bar(), in: area, into: &canvas)
    statusFollow.refreshedAt = now
    statusFollow.isStale = false
  }

  /// How often the status bar follows a running animation, in seconds.
  public static let statusFollowInterval = 0.1

  /// Something changed from outside (an event, an action): the next frame rebuilds the status
  /// bar.
  public func noteChange() { statusFollow.isStale = true }
}

/// When the status bar was last built, and whether it must be built on the next frame.
struct StatusBarFollow {
  /// When (on the terminal's clock) it was last built.
  var refreshedAt = -Double.infinity
  /// Whether something other than a running animation may have changed it since.
  var isStale = true
}
