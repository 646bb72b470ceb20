extension CollectionViewApplication {
  /// How long the scroll indicators stay after the content stops, then how long they show
  /// dimmed before they go (UIScrollView's fade, in two steps so an idle screen redraws twice).
  public static let scrollIndicatorTimes = (hold: 0.5, fade: 0.3)
  /// How long a reused view's outline flashes in the overlay.
  public static let reuseFlashDuration = 0.6

  /// The terminal's time (not the pausable timeline: indicators fade while animations pause).
  public var wallTime: Double { timeline.base.now }

  /// Notes what changed since the last frame: whether the content moved (the indicators show)
  /// and, with the overlay on, which views were just handed out again by the reuse pool.
  func observePresentation() {
    let now = wallTime
    let offset = collectionView.presentedContentOffset
    let cv = collectionView
    if let last = observer.lastPresentedOffset, last != offset,
      cv.isScrollAnimating || cv.isDragging || cv.isDecelerating
    {
      // A scroll moves the content; a relayout's offset change is not scrolling.
      observer.lastScrollTime = now
    }
    if cv.scrollIndicatorFlashCount != observer.lastFlashCount {
      observer.lastFlashCount = cv.scrollIndicatorFlashCount
      observer.lastScrollTime = now
    }
    observer.lastPresentedOffset = offset
    observer.reuseFlashes = observer.reuseFlashes.filter {
      now - $0.value.since < Self.reuseFlashDuration
    }
    guard tools.showsOverlay else { return }
    observer.noteReuse(of: collectionView.presentedElements().map(\.view), at: now)
  }

  /// Shows the scroll indicators now (a key or the wheel asked to scroll, as UIKit flashes
  /// them even when the content is already at its end).
  public func noteScrolling() { observer.lastScrollTime = wallTime }

  /// Starts watching the views on screen for reuse without flashing those already there.
  func resetReuseObservation() {
    observer.resetReuse(to: collectionView.presentedElements().map(\.view))
  }

  /// Seconds until the overlay or the indicators change with no input (a fade step, a flash
  /// ending), if they will.
  public var secondsUntilVisualChange: Double? {
    let now = wallTime
    var times: [Double] = []
    let (hold, fade) = Self.scrollIndicatorTimes
    let last = observer.lastScrollTime
    for edge in [last + hold, last + hold + fade] where edge > now {
      times.append(edge)
    }
    for (_, start) in observer.reuseFlashes.values where start + Self.reuseFlashDuration > now {
      times.append(start + Self.reuseFlashDuration)
    }
    return times.min().map { max(0, $0 - now) + 0.001 }
  }

  /// How strongly the scroll indicators show now: 1 while scrolling and just after, then 0.5,
  /// then 0 (gone); always 1 with the overlay.
  public var scrollIndicatorStrength: Double {
    if tools.showsOverlay { return 1 }
    if collectionView.isDragging || collectionView.isDecelerating { return 1 }
    let since = wallTime - observer.lastScrollTime
    let (hold, fade) = Self.scrollIndicatorTimes
    if since < hold { return 1 }
    if since < hold + fade { return 0.5 }
    return 0
  }

  /// Draws the scroll indicators over the view's area (the right edge and the bottom edge).
  func drawScrollIndicators(into canvas: inout Canvas) {
    let strength = scrollIndicatorStrength
    guard strength > 0 else { return }
    let area = viewArea
    let cv = collectionView
    let range = cv.contentOffsetRange
    let offset = cv.presentedContentOffset
    let mode = renderOptions.colorMode
    let shade = strength >= 1 ? 220.0 : 130.0
    let color =
      mode.hasColor
      ? mode.quantize(Color(red: UInt8(shade), green: UInt8(shade), blue: UInt8(shade))) : nil
    let size = cv.frameSize
    let vertical = ScrollIndicator(
      axis: .vertical, contentLength: range.max.y - range.min.y + size.height,
      visibleStart: offset.y - range.min.y, visibleLength: size.height, color: color,
      theme: theme)
    let horizontal = ScrollIndicator(
      axis: .horizontal, contentLength: range.max.x - range.min.x + size.width,
      visibleStart: offset.x - range.min.x, visibleLength: size.width, color: color,
      theme: theme)
    // With both, each stops short of the corner the other uses.
    var verticalArea = area
    var horizontalArea = area
    if vertical.isNeeded && horizontal.isNeeded {
      verticalArea.height -= 1
      horizontalArea.width -= 1
    }
    // An axis whose indicator the view does not show (showsVerticalScrollIndicator) keeps it
    // hidden, but for the overlay.
    if cv.showsVerticalScrollIndicator || tools.showsOverlay {
      vertical.render(in: verticalArea, into: &canvas)
    }
    if cv.showsHorizontalScrollIndicator || tools.showsOverlay {
      horizontal.render(in: horizontalArea, into: &canvas)
    }
  }

  /// The overlay: every element's frame as shown now, with its index path, the focused item in
  /// the accent colour and views the reuse pool just handed out flashing; in the top-right
  /// corner the offset and the content size.
  func drawOverlay(into canvas: inout Canvas) {
    let cv = collectionView
    let area = viewArea
    let offset = cv.presentedContentOffset
    let mode = renderOptions.colorMode
    func q(_ c: Color) -> Color? { mode.hasColor ? mode.quantize(c) : nil }
    let line = q(Color(red: 235, green: 235, blue: 235))
    let flash = q(Color(red: 95, green: 255, blue: 135))
    let now = wallTime
    var outlines: [FrameOutlines.Outline] = []
    for element in cv.presentedElements() {
      let a = element.attributes
      guard !a.isHidden, a.alpha > 0.01, let quad = a.quad else { continue }
      let corners = quad.corners
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
      else { continue }
      func column(_ x: Double) -> Double { (x - offset.x) + Double(area.x) }
      func row(_ y: Double) -> Double { (y - offset.y) / rowHeight + Double(area.y) }
      // The box runs on the glyphs that hold the shape's edges (a glyph holds several pixels).
      let epsilon = 1e-6
      let x0 = Int(column(minX + epsilon).rounded(.down))
      let x1 = Int(column(maxX - epsilon).rounded(.up))
      let y0 = Int(row(minY + epsilon).rounded(.down))
      let y1 = Int(row(maxY - epsilon).rounded(.up))
      // Far off screen (a million-item list's neighbours): skip before the Int maths overflows.
      guard x1 >= area.x - 1, x0 <= area.maxX, y1 >= area.y - 1, y0 <= area.maxY else { continue }
      let rect = GlyphRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
      let path = a.indexPath
      let label: String
      switch a.representedElementCategory {
      case .cell: label = "\(path.section).\(path.item)"
      case .supplementaryView: label = "\(a.representedElementKind ?? "view") \(path.section)"
      case .decorationView: label = a.representedElementKind ?? "decoration"
      }
      let flashed =
        observer.reuseFlashStart(of: element.view).map {
          now - $0 < Self.reuseFlashDuration
        } ?? false
      let focused = a.representedElementCategory == .cell && path == cv.focusedIndexPath
      outlines.append(
        FrameOutlines.Outline(
          rect: rect, label: flashed ? label + " reused" : label,
          color: flashed ? flash : focused ? theme.accent : nil, isBold: flashed || focused))
    }
    FrameOutlines(outlines: outlines, color: line, theme: theme).render(in: area, into: &canvas)
    let size = cv.contentSize
    let caption =
      " offset \(Self.point(cv.contentOffset)) · content \(Self.number(size.width))×\(Self.number(size.height)) "
    let text = theme.text(caption)
    let x = max(area.x, area.maxX - text.count - 1)
    canvas.put(text, x: x, y: area.y, theme.panelAccent, clippedTo: area)
  }
}
