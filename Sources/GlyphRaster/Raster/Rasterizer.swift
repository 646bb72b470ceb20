import CollectionCore

/// Turns a display list into glyphs: each draw item is a filled shape (its quad, sampled at the
/// blitter's resolution) with an optional outline and a label, painted in order.
///
/// Alpha blends towards what lies beneath (or dithers, with 16 colours or fewer); hidden and
/// fully transparent items draw nothing; everything is clipped to the viewport. Edges are
/// anti-aliased by coverage in truecolor and crisp elsewhere: a pixel is painted when its
/// centre lies inside (the top-left rule), except at a corner, where it is painted when the
/// shape covers most of it (`cornerCoverage`), and a turned shaded shape keeps to whole 2×2
/// blocks of pixels, its fill too, so it has no one-pixel spurs at its tips or ears at its
/// sides.
/// Filled shapes get a one-pixel darker edge, so overlapping cells stay apart. Selected,
/// highlighted and focused items are drawn in their state's style.
public struct Rasterizer: Sendable {
  /// How to draw.
  public var options: RenderOptions
  /// How pixels become glyphs, resolved from the options.
  public let blitter: Blitter
  /// Whether upright rectangles drawn crisp take the short way (one test a column and one a
  /// row instead of the edge arithmetic per pixel); off only in tests that compare the two.
  var drawsUprightShapesDirectly = true
  /// Whether a glyph block like the one before it takes that one's glyph instead of asking the
  /// blitter again; off only in tests that compare the two.
  var reusesRepeatedBlocks = true

  /// Creates a rasterizer; the blitter is the options' preferred one or its fallback.
  public init(options: RenderOptions) {
    self.options = options
    blitter = Blitter.resolve(options.preferredBlitter, for: options)
  }

  struct Label {
    var scalar: Unicode.Scalar
    var color: Color
    var bold: Bool
    /// The fill of the label's own element, which the label sits on where a glyph is split
    /// evenly between it and an edge.
    var fill: Color?
  }

  /// Where to draw: the viewport's top-left glyph on the canvas and its size in glyphs.
  public struct Viewport: Hashable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Creates a viewport.
    public init(x: Int, y: Int, columns: Int, rows: Int) {
      self.x = x
      self.y = y
      self.columns = max(0, columns)
      self.rows = max(0, rows)
    }
  }

  private static let bayer: [Double] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map {
    ($0 + 0.5) / 16
  }

  /// The least of four values (`SIMD4.min()` is not inlined in the pixel loops).
  @inline(__always)
  static func smallest(_ v: SIMD4<Double>) -> Double { min(min(v[0], v[1]), min(v[2], v[3])) }

  /// Whether one of the four 2×2 blocks of pixels around a pixel lies wholly inside, given
  /// whether the pixel `dx`, `dy` away is (the pixel itself is).
  @inline(__always)
  static func inOpenBlock(_ inside: (Int, Int) -> Bool) -> Bool {
    // Each neighbour is asked at most once, and only while a block can still be whole.
    let left = inside(-1, 0)
    let up = inside(0, -1)
    if left && up && inside(-1, -1) { return true }
    let right = inside(1, 0)
    if right && up && inside(1, -1) { return true }
    guard left || right, inside(0, 1) else { return false }
    if left && inside(-1, 1) { return true }
    return right && inside(1, 1)
  }

  /// The colour of a focus ring.
  public static let focusColor = Color(red: 255, green: 214, blue: 10)
  /// The outline of a selected item without one of its own.
  public static let selectionOutline = Color(red: 120, green: 190, blue: 255)
  /// How much of a pixel a turned shape's corner must cover, without anti-aliasing, for the
  /// pixel to be painted: more than half, so a turned cell's tip is not a lone pixel sticking
  /// out (an upright rectangle's corners are sampled like the rest of it).
  public static let cornerCoverage = 0.7
  /// How much darker a filled shape's edge is than its fill.
  public static let edgeShade = 0.4

  /// The mark put before a selected item's label (UICellAccessory's checkmark).
  public static let selectionMark = "✓ "

  /// The colour of a filled shape's edge: the fill `edgeShade` darker, or darker still when
  /// the mode's palette would show that as the fill itself (orange and its shade are both red
  /// in 16 colours); `nil` when no darker shade differs.
  static func edgeColor(of fill: Color, in mode: ColorMode) -> Color? {
    let shown = mode.quantize(fill)
    for fraction in [edgeShade, 0.6, 0.8, 1.0] {
      let shade = fill.mixed(with: .black, fraction: fraction)
      if mode.quantize(shade) != shown { return shade }
    }
    return nil
  }

  /// An appearance with its state drawn in: highlighted fills brighten, selected fills turn
  /// towards blue with a light outline and a check mark before the label, and focus draws a
  /// yellow ring.
  public static func styled(_ appearance: Appearance) -> Appearance {
    var a = appearance
    guard !a.state.isEmpty else { return a }
    if a.state.contains(.highlighted), let fill = a.fill {
      a.fill = fill.mixed(with: .white, fraction: 0.35)
    }
    if a.state.contains(.selected) {
      let fill = (a.fill ?? .systemBlue).mixed(with: .systemBlue, fraction: 0.6)
      a.fill = fill
      a.outline = a.outline ?? selectionOutline
      if let first = a.lines.first { a.lines[0] = selectionMark + first }
      // The label stays readable on the blue it turned (WCAG's 4.5:1).
      if a.textColor.contrastRatio(with: fill) < 4.5 { a.textColor = fill.readableText }
    }
    if a.state.contains(.focused) { a.outline = focusColor }
    return a
  }

  /// The appearance with an outline the palette shows apart from the fill: where both come out
  /// as one colour (the yellow focus ring round an orange cell is yellow on yellow in 8 and 16
  /// colours), the outline is black or white, whichever the palette shows apart from both the
  /// fill and the terminal's background (a black ring on a black terminal would look like no
  /// ring at all), the one further from the fill's lightness when both are.
  static func distinctOutline(
    _ appearance: Appearance, in mode: ColorMode, backdrop: Color = .black
  ) -> Appearance {
    guard mode.hasColor, let outline = appearance.outline, let fill = appearance.fill,
      mode.quantize(outline) == mode.quantize(fill)
    else { return appearance }
    var a = appearance
    let shownFill = mode.quantize(fill)
    let shownBackdrop = mode.quantize(backdrop)
    let byContrast: [Color] = Oklab(shownFill).l > 0.6 ? [.black, .white] : [.white, .black]
    a.outline =
      byContrast.first {
        mode.quantize($0) != shownFill && mode.quantize($0) != shownBackdrop
      } ?? byContrast[0]
    return a
  }

  /// Draws a display list into the viewport of a canvas.
  public func render(_ list: DisplayList, into canvas: inout Canvas, viewport: Viewport) {
    guard viewport.columns > 0, viewport.rows > 0 else { return }
    let region = GlyphRegion(columns: 0..<viewport.columns, rows: 0..<viewport.rows)
    canvas.place(rows: rasterize(list, region: region), x: viewport.x, y: viewport.y)
  }

  /// The geometry of a display list's frame with this blitter.
  func geometry(of list: DisplayList) -> RasterGeometry {
    RasterGeometry(blitter: blitter, cellAspect: options.cellAspect, offset: list.contentOffset)
  }

  /// The glyphs of a region of the viewport, a row an array: every item that reaches the region is
  /// painted, clipped to it. Drawing the whole viewport, or a band of it, gives the same glyphs
  /// in the band (see `RasterGeometry`). With a sprite cache, items that are drawn alone as
  /// they were before are copied from it instead (`SpriteCache`): the same glyphs.
  func rasterize(
    _ list: DisplayList, region: GlyphRegion, sprites: SpriteCache? = nil,
    scratch: RasterScratch? = nil
  ) -> [[Glyph]] {
    let g = geometry(of: list)
    let bounds = PixelBounds(region: region, geometry: g)
    let stride = bounds.x1 - bounds.x0
    let pixelCount = stride * (bounds.y1 - bounds.y0)
    var pixels =
      scratch?.takePixels(pixelCount) ?? [UInt32](repeating: Pixel.none, count: pixelCount)
    var labels =
      scratch?.takeLabels(region.count) ?? [Label?](repeating: nil, count: region.count)
    // What this frame writes, so the buffers are cleared there alone for the next.
    var paintedRows = 0..<0
    var labelled = LabelMarks(rows: region.rows.count, columns: region.columns.count)
    defer {
      scratch?.give(
        pixels: pixels,
        painted: (paintedRows.lowerBound * stride)..<(paintedRows.upperBound * stride),
        labels: labels, labelled: labelled.writtenRanges)
    }
    let plan = sprites.flatMap { planSprites(list, region: region, geometry: g, cache: $0) }
    var paintsPixels = false
    for (index, item) in list.items.enumerated() {
      guard item.alpha > 0.02, item.size.width > 0, item.size.height > 0,
        let quad = item.quad
      else { continue }
      let box = quad.boundingBox
      let clip = bounds.clip(box, geometry: g)
      // An item above or below the region (most of them, for the band a scroll exposed) paints
      // nothing there; skipped early unless its label (placed by its centre) might reach it.
      if clip.y0 > clip.y1 {
        let lines = Double(item.appearance.lines.count)
        let labelY = item.center.y + item.transform.m42
        let reach = (lines + 1) * g.rowHeight
        if lines == 0 || g.pixelY(labelY + reach) < Double(bounds.y0)
          || g.pixelY(labelY - reach) > Double(bounds.y1)
        {
          continue
        }
      }
      let appearance = drawnAppearance(of: item)
      guard let edges = EdgeFunctions(quad, pixelWidth: g.pixelWidth, pixelHeight: g.pixelHeight)
      else { continue }
      if appearance.fill != nil || appearance.outline != nil, clip.x0 <= clip.x1,
        clip.y0 <= clip.y1, plan?.drawn[index] != true
      {
        paintsPixels = true
        let rows = (clip.y0 - bounds.y0)..<(clip.y1 + 1 - bounds.y0)
        paintedRows =
          paintedRows.isEmpty
          ? rows
          : min(
            paintedRows.lowerBound, rows.lowerBound)..<max(paintedRows.upperBound, rows.upperBound)
        paint(
          item, appearance: appearance, edges: edges, box: box, geometry: g,
          pixels: &pixels, labels: &labels, region: region, bounds: bounds, clip: clip)
      }
      let t = item.transform
      drawLabel(
        appearance, item: item, center: Point(x: item.center.x + t.m41, y: item.center.y + t.m42),
        labels: &labels, touched: &labelled, pixels: pixels, region: region, geometry: g,
        stride: stride)
      if !appearance.texts.isEmpty {
        drawPlacedTexts(
          appearance, item: item, labels: &labels, touched: &labelled, pixels: pixels,
          region: region, geometry: g, stride: stride)
      }
    }
    var glyphs = compose(
      pixels: &pixels, labels: labels, labelRows: labelled.rows, region: region, stride: stride,
      geometry: g, sprites: plan?.placements ?? [], quantizesPixels: paintsPixels)
    if let fill = list.backgroundFill {
      for row in glyphs.indices { Self.fill(&glyphs[row], with: fill) }
    }
    return glyphs
  }

  /// An item's appearance as drawn: its state styled in, folded to monochrome where the mode
  /// has no colour, its outline kept apart from its fill.
  func drawnAppearance(of item: DrawItem) -> Appearance {
    var styled = Self.styled(item.appearance)
    // An item whose text reaches its first or last row (a list row, a bubble of text, a tile
    // under three rows) has no room for a ring that does not run through its text: it shows
    // focus as a bar of the focus colour instead, its text drawn black on it.
    if item.appearance.state.contains(.focused), styled.fill != nil,
      Self.textFillsRows(item, cellAspect: options.cellAspect)
    {
      styled.fill = Self.focusColor
      styled.outline = nil
      styled.textColor = Self.focusColor.readableText
    }
    return Self.distinctOutline(
      styled.monochrome(options.colorMode.hasColor), in: options.colorMode,
      backdrop: options.backdrop)
  }

  /// Whether an item's text leaves no free row above and below it: under three rows tall, or
  /// with as many lines (centred, or placed) as its rows less two.
  static func textFillsRows(_ item: DrawItem, cellAspect: Double) -> Bool {
    let rows = Int((item.size.height * abs(item.transform.m22) / cellAspect).rounded(.down))
    if rows < 3 { return true }
    let a = item.appearance
    let placedRows = a.texts.isEmpty ? 0 : (a.texts.map(\.row).max() ?? 0) + 1
    let textRows = max(a.lines.count, placedRows)
    return textRows > 0 && textRows > rows - 2
  }

  /// The pixels of a region, in viewport pixels (the region's glyphs times the blitter's
  /// pixels a glyph).
  struct PixelBounds {
    let x0: Int
    let x1: Int
    let y0: Int
    let y1: Int

    init(region: GlyphRegion, geometry g: RasterGeometry) {
      x0 = region.columns.lowerBound * g.pixelsPerColumn
      x1 = region.columns.upperBound * g.pixelsPerColumn
      y0 = region.rows.lowerBound * g.pixelsPerRow
      y1 = region.rows.upperBound * g.pixelsPerRow
    }

    /// The pixels a shape with this bounding box may touch (a pixel beyond its box on each
    /// side, for coverage), clipped to the region; empty when it reaches none.
    func clip(_ box: Rect, geometry g: RasterGeometry) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
      (
        x0: max(x0, Int(saturating: g.pixelX(box.minX).rounded(.down)) - 1),
        x1: min(x1 - 1, Int(saturating: g.pixelX(box.maxX).rounded(.up)) + 1),
        y0: max(y0, Int(saturating: g.pixelY(box.minY).rounded(.down)) - 1),
        y1: min(y1 - 1, Int(saturating: g.pixelY(box.maxY).rounded(.up)) + 1)
      )
    }
  }

  /// Paints one item's shape into a region's pixels, clearing the labels it covers.
  func paint(
    _ item: DrawItem, appearance: Appearance, edges: EdgeFunctions, box: Rect,
    geometry g: RasterGeometry, pixels: inout [UInt32], labels: inout [Label?],
    region: GlyphRegion, bounds: PixelBounds, clip: (x0: Int, x1: Int, y0: Int, y1: Int)
  ) {
    // Through buffer pointers: the nested functions that write pixels would otherwise check
    // exclusive access to the captured arrays at run time on every write.
    pixels.withUnsafeMutableBufferPointer { pixels in
      labels.withUnsafeMutableBufferPointer { labels in
        paint(
          item, appearance: appearance, edges: edges, box: box, geometry: g,
          pixels: pixels, labels: labels, region: region,
          clip: (
            x0: clip.x0, x1: clip.x1, y0: clip.y0, y1: clip.y1, stride: bounds.x1 - bounds.x0,
            originX: bounds.x0, originY: bounds.y0
          ))
      }
    }
  }

  /// Gives every glyph no item painted behind (no background of its own) a background colour.
  static func fill(_ glyphs: inout [Glyph], with color: Color) {
    glyphs.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices where buffer[index].background == nil {
        buffer[index].background = color
      }
    }
  }

  /// The pixels an item's shape covers, where it reaches the region.
  private typealias Clip = (
    x0: Int, x1: Int, y0: Int, y1: Int, stride: Int, originX: Int, originY: Int
  )

  private func paint(
    _ item: DrawItem, appearance: Appearance, edges: EdgeFunctions, box: Rect,
    geometry g: RasterGeometry, pixels: UnsafeMutableBufferPointer<UInt32>,
    labels: UnsafeMutableBufferPointer<Label?>, region: GlyphRegion, clip c: Clip
  ) {
    let mode = options.colorMode
    let blends = mode.blendsAlpha
    let smooth = mode == .trueColor
    let backdrop = options.backdrop
    let fill = appearance.fill
    let outline = appearance.outline
    let mask = appearance.gradientMask
    let t = item.transform
    // A gradient mask needs each pixel's place along the item: the inverse of the projective
    // map from the item's (centred) plane to the screen.
    let inverse = mask == nil ? nil : Self.inverse3x3(t)
    let pw = g.pixelWidth
    let ph = g.pixelHeight
    let scale = edges.pixelScale
    // The shade is a pixel wide and the outline a point, except on an upright side: there
    // each reaches from the edge to a boundary between glyph columns inside, so the fill begins
    // on whole glyphs. A side split down the middle of a glyph between the edge and the fill
    // shows a tick at every row in fonts whose block characters stop short of the cell's top
    // (DejaVu Sans Mono in xterm). Widths in pixels along each edge's normal.
    var shadeWidths = SIMD4<Double>(repeating: 1)
    var outlineWidths = scale
    let columnPixels = Double(g.pixelsPerColumn)
    for i in 0..<4 where abs(edges.ny[i]) < 1e-9 && abs(edges.nx[i]) > 1e-9 {
      let p = g.pixelX(-edges.offset[i] / edges.nx[i]) + 0.5
      // From the edge to a boundary inside, at least half a pixel.
      var toBoundary =
        edges.nx[i] > 0
        ? (p / columnPixels).rounded(.up) * columnPixels - p
        : p - (p / columnPixels).rounded(.down) * columnPixels
      if toBoundary < 0.5 { toBoundary += columnPixels }
      shadeWidths[i] = toBoundary
      outlineWidths[i] = toBoundary
    }
    // Constants, so the nested functions below capture values, not variables (whose every
    // read they would check for exclusive access at run time).
    let shadeWidth = shadeWidths
    let outlineWidth = outlineWidths
    let shade: Color? =
      options.shadesEdges && appearance.shadesEdges && mode.hasColor && outline == nil
        && mask == nil
        && box.width >= 3 * pw && box.height >= 3 * ph
      ? fill.flatMap { Self.edgeColor(of: $0, in: mode) } : nil
    // Rows are searched between the lines where coverage starts (half a pixel outside) …
    let outer = -0.5 / scale - 1e-6
    // … and where it is whole, clear of the outline (a point wide) and the shade.
    var inner = 0.5 / scale
    if outline != nil { inner = pointwiseMax(inner, outlineWidth / scale) }
    if shade != nil { inner = pointwiseMax(inner, shadeWidth / scale) }
    // Turned shaded shapes keep to whole 2×2 blocks of pixels without anti-aliasing (a
    // morphological opening), so their tips and sides have no one-pixel spurs or ears: a pixel
    // two pixels in from every edge has all eight neighbours clear of the shade (a step of a
    // pixel moves a distance by at most a pixel), so only nearer pixels are tested one by one.
    // The edges neither across nor down: a turned shape's, whose corner pixels may stick out
    // (an upright rectangle's corners are whole as sampled).
    let tiny = SIMD4<Double>(repeating: 1e-9)
    let slantedEdges: SIMDMask<SIMD4<Int64>> =
      (edges.nx.replacing(with: -edges.nx, where: edges.nx .< 0) .> tiny)
      .& (edges.ny.replacing(with: -edges.ny, where: edges.ny .< 0) .> tiny)
    let opens = !smooth && shade != nil && any(slantedEdges)
    if opens { inner = pointwiseMax(inner, 2 / scale) }
    inner += 1e-6
    let ppc = g.pixelsPerColumn
    let ppr = g.pixelsPerRow
    let labelColumns = region.columns.count
    let firstColumn = region.columns.lowerBound
    let firstRow = region.rows.lowerBound
    let alpha0 = item.alpha

    @inline(__always) func write(_ px: Int, _ py: Int, _ index: Int, _ color: Color, _ a: Double) {
      if blends && a <= 0.02 { return }
      Self.put(
        color, alpha: a, at: index, px, py, blends: blends, backdrop: backdrop, geometry: g,
        into: pixels)
      // A label goes under a shape more than half opaque, whether or not the dither painted
      // this pixel (as the inside of a row clears the labels of its run).
      if a > 0.5 { labels[(py / ppr - firstRow) * labelColumns + px / ppc - firstColumn] = nil }
    }

    // A pixel's step to a neighbour moves each distance by a fixed amount.
    let stepX = edges.nx * pw
    let stepY = edges.ny * ph

    /// Whether the pixel `dx`, `dy` from one centred at `x`, `y` (distances `d`) is painted by
    /// the crisp rule: its centre is inside, and at a turned corner the shape covers most of it.
    @inline(__always) func kept(_ d: SIMD4<Double>, _ x: Double, _ y: Double, _ dx: Int, _ dy: Int)
      -> Bool
    {
      let n = d + Double(dx) * stepX + Double(dy) * stepY
      guard Self.smallest(n) > 0 else { return false }
      let e = n * scale
      let half = SIMD4<Double>(repeating: 0.5)
      let near: SIMDMask<SIMD4<Int64>> = (e .< half) .& (e .> -half)
      guard any(near .& slantedEdges) else { return true }
      var count = 0
      for i in 0..<4 where near[i] { count += 1 }
      return count < 2
        || edges.coverage(
          x: x + Double(dx) * pw, y: y + Double(dy) * ph, width: pw, height: ph)
          >= Self.cornerCoverage
    }

    let rounding = CornerRounding(item)

    @inline(__always) func pixel(
      _ px: Int, _ py: Int, y: Double, rowBase: Int,
      keeping limits: (lower: Double, upper: Double)? = nil
    ) {
      let x = g.sampleX(px)
      // In a rounded corner: nothing outside the arc, the outline along it.
      var onArc = false
      if let limits {
        guard x >= limits.lower, x <= limits.upper else { return }
        onArc = outline != nil && (x < limits.lower + 1 || x > limits.upper - 1)
      }
      let d = edges.distances(x: x, y: y)
      let e = d * scale
      let eMin = Self.smallest(e)
      guard eMin > -0.5 else { return }
      var near = 0
      for i in 0..<4 where abs(e[i]) < 0.5 { near += 1 }
      var a = alpha0
      if smooth {
        let coverage =
          near >= 2 ? edges.coverage(x: x, y: y, width: pw, height: ph) : min(1, eMin + 0.5)
        guard coverage > 0 else { return }
        a *= coverage
      } else {
        guard kept(d, x, y, 0, 0) else { return }
        // A turned shape's pixel belongs to a 2×2 block of its pixels, or it would be a spur.
        if opens, !Self.inOpenBlock({ dx, dy in kept(d, x, y, dx, dy) }) {
          return
        }
      }
      // Without anti-aliasing the fill, too, is whole 2×2 blocks: a fill pixel alone in the
      // shaded edge (at a turned shape's tip) is shaded instead.
      let filled =
        Self.smallest(e - shadeWidth) >= 0
        && (!opens
          || Self.inOpenBlock({ dx, dy in
            Self.smallest((d + Double(dx) * stepX + Double(dy) * stepY) * scale - shadeWidth)
              >= 0
          }))
      let color: Color
      if let outline, onArc || Self.smallest(e - outlineWidth) < 0 {
        color = outline
      } else if let shade, !filled {
        color = shade
      } else if let fill {
        color = fill
      } else {
        return
      }
      if let mask, let m = inverse {
        let rx = x - item.center.x
        let ry = y - item.center.y
        let lw = rx * m.2 + ry * m.5 + m.8
        let v = lw > 0 ? (rx * m.1 + ry * m.4 + m.7) / lw / item.size.height + 0.5 : 0
        a *= mask.topAlpha + (mask.bottomAlpha - mask.topAlpha) * min(1, max(0, v))
      }
      write(px, py, rowBase + px, color, a)
    }

    // An upright rectangle drawn crisp (the flow's cells, the line's, the grid's): each of its
    // edges depends on x alone or on y alone, so whether a pixel is inside, on the outline or in
    // the fill is one test on its column and one on its row, each made once: the same
    // decisions as `pixel` makes, without its arithmetic a pixel.
    let across = (edges.ny .== 0) .& (edges.nx .!= 0)
    let down = (edges.nx .== 0) .& (edges.ny .!= 0)
    // Rounded corners take the general way (only the rows through them pixel by pixel).
    if drawsUprightShapesDirectly && !smooth && !opens && mask == nil && rounding == nil
      && all(across .| down)
    {
      // The two edges of a direction, and the classes of a place along it (`distances`'
      // arithmetic on those two edges alone: the others' terms are zero there).
      func pair(_ mask: SIMDMask<SIMD4<Int64>>) -> (Int, Int) {
        let first = (0..<4).first { mask[$0] }!
        return (first, (0..<4).last { mask[$0] }!)
      }
      let offset = edges.offset
      func classes(_ t: Double, normal n: SIMD4<Double>, edges: (Int, Int)) -> UInt8 {
        let (i, j) = edges
        let di = n[i] * t + offset[i]
        let dj = n[j] * t + offset[j]
        let ei = di * scale[i]
        let ej = dj * scale[j]
        var bits: UInt8 = 0
        if min(di, dj) > 0 { bits |= Self.insideBit }
        if min(ei - outlineWidth[i], ej - outlineWidth[j]) < 0 { bits |= Self.outlineBit }
        if min(ei - shadeWidth[i], ej - shadeWidth[j]) >= 0 { bits |= Self.filledBit }
        return bits
      }
      let sides = pair(across)
      let ends = pair(down)
      let columnClasses = (c.x0...c.x1).map {
        classes(g.sampleX($0), normal: edges.nx, edges: sides)
      }
      let rowClasses = (c.y0...c.y1).map { classes(g.sampleY($0), normal: edges.ny, edges: ends) }
      columnClasses.withUnsafeBufferPointer { columnClasses in
        rowClasses.withUnsafeBufferPointer { rowClasses in
          Self.paintUpright(
            columnClasses: columnClasses, rowClasses: rowClasses,
            colors: (outline, shade, fill), alpha: alpha0, blends: blends, backdrop: backdrop,
            geometry: g, pixels: pixels, labels: labels, region: region, clip: c)
        }
      }
      return
    }
    let fillPixel = fill.map(Pixel.pack)
    for py in c.y0...c.y1 {
      let y = g.sampleY(py)
      let span = edges.span(y: y, minimum: outer)
      guard span.lower <= span.upper else { continue }
      let a = max(c.x0, Int(saturating: g.pixelX(span.lower).rounded(.down)) - 1)
      let b = min(c.x1, Int(saturating: g.pixelX(span.upper).rounded(.up)) + 1)
      guard a <= b else { continue }
      let rowBase = (py - c.originY) * c.stride - c.originX
      // A row through rounded corners is drawn pixel by pixel.
      if let limits = rounding?.span(y: y) {
        for px in a...b { pixel(px, py, y: y, rowBase: rowBase, keeping: limits) }
        continue
      }
      // The inside of the row, clear of every edge effect, is filled without a test a pixel.
      var ia = b + 1
      var ib = b
      if mask == nil {
        let full = edges.span(y: y, minimum: inner)
        if full.lower <= full.upper {
          ia = max(a, Int(saturating: g.pixelX(full.lower).rounded(.up)) + 1)
          ib = min(b, Int(saturating: g.pixelX(full.upper).rounded(.down)) - 1)
        }
      }
      if ia > ib {
        for px in a...b { pixel(px, py, y: y, rowBase: rowBase) }
        continue
      }
      if a < ia { for px in a..<ia { pixel(px, py, y: y, rowBase: rowBase) } }
      if let fill, let fillPixel {
        if blends {
          if alpha0 >= 0.995 {
            for px in ia...ib { pixels[rowBase + px] = fillPixel }
          } else if alpha0 > 0.02 {
            for px in ia...ib {
              let p = pixels[rowBase + px]
              let under = p == Pixel.none ? backdrop : Pixel.unpackedColor(p)
              pixels[rowBase + px] = Pixel.pack(Self.blend(under, fill, alpha0))
            }
          }
        } else {
          let dy = (g.ditherY(py) & 3) * 4
          for px in ia...ib where alpha0 > Self.bayer[(g.ditherX(px) & 3) + dy] {
            pixels[rowBase + px] = fillPixel
          }
        }
        if alpha0 > 0.5 {
          let base = (py / ppr - firstRow) * labelColumns - firstColumn
          for column in (ia / ppc)...(ib / ppc) { labels[base + column] = nil }
        }
      }
      if ib < b { for px in (ib + 1)...b { pixel(px, py, y: y, rowBase: rowBase) } }
    }
  }

  /// Paints an upright rectangle drawn crisp from its columns' and rows' classes (the clip's
  /// columns and rows, in order): a pixel is painted where both say inside, in the outline
  /// where either says outline, in the fill where both say filled, else in the shade, with the
  /// same alpha, dithering and label clearing as every other painted pixel.
  private static func paintUpright(
    columnClasses: UnsafeBufferPointer<UInt8>, rowClasses: UnsafeBufferPointer<UInt8>,
    colors: (outline: Color?, shade: Color?, fill: Color?), alpha: Double, blends: Bool,
    backdrop: Color, geometry g: RasterGeometry, pixels: UnsafeMutableBufferPointer<UInt32>,
    labels: UnsafeMutableBufferPointer<Label?>, region: GlyphRegion, clip c: Clip
  ) {
    if blends && alpha <= 0.02 { return }
    let ppc = g.pixelsPerColumn
    let ppr = g.pixelsPerRow
    let labelColumns = region.columns.count
    let clearsLabels = alpha > 0.5
    let outline = colors.outline
    let shade = colors.shade
    let fill = colors.fill
    if blends && alpha >= 0.995, let fill,
      paintOpaqueUpright(
        columnClasses: columnClasses, rowClasses: rowClasses,
        colors: (outline, shade, fill), pixels: pixels, labels: labels,
        labelColumns: labelColumns, firstLabel: (region.columns.lowerBound, region.rows.lowerBound),
        glyph: (ppc, ppr), clip: c)
    {
      return
    }
    for py in c.y0...c.y1 {
      let row = rowClasses[py - c.y0]
      guard row & insideBit != 0 else { continue }
      let rowBase = (py - c.originY) * c.stride - c.originX
      let labelBase = (py / ppr - region.rows.lowerBound) * labelColumns
      // Glyph column by glyph column, so a label under the shape is cleared once.
      for glyphColumn in (c.x0 / ppc)...(c.x1 / ppc) {
        var covered = false
        for px in max(c.x0, glyphColumn * ppc)...min(c.x1, glyphColumn * ppc + ppc - 1) {
          let column = columnClasses[px - c.x0]
          guard column & row & insideBit != 0 else { continue }
          let color: Color
          if let outline, (column | row) & outlineBit != 0 {
            color = outline
          } else if let shade, column & row & filledBit == 0 {
            color = shade
          } else if let fill {
            color = fill
          } else {
            continue
          }
          put(
            color, alpha: alpha, at: rowBase + px, px, py, blends: blends, backdrop: backdrop,
            geometry: g, into: pixels)
          covered = true
        }
        if covered && clearsLabels {
          labels[labelBase + glyphColumn - region.columns.lowerBound] = nil
        }
      }
    }
  }

  /// `paintUpright` for an opaque filled rectangle in a mode that blends: every pixel inside
  /// is written, whatever lay beneath, so each row is its row class's pixels. They are made
  /// once a class (a cell has a few: its outline or shade at the top and bottom, its fill
  /// between) and copied into every row of that class, with the glyphs they cover cleared of
  /// labels, as `put` and the loop of `paintUpright` would. False, painting nothing, when the
  /// columns inside are not one run (they always are, for a rectangle's edges).
  private static func paintOpaqueUpright(
    columnClasses: UnsafeBufferPointer<UInt8>, rowClasses: UnsafeBufferPointer<UInt8>,
    colors: (outline: Color?, shade: Color?, fill: Color),
    pixels: UnsafeMutableBufferPointer<UInt32>,
    labels: UnsafeMutableBufferPointer<Label?>, labelColumns: Int,
    firstLabel: (column: Int, row: Int),
    glyph: (columns: Int, rows: Int), clip c: Clip
  ) -> Bool {
    // The columns inside are one run (the rectangle's), the same in every row inside.
    guard let first = columnClasses.firstIndex(where: { $0 & insideBit != 0 }) else {
      return true
    }
    var last = first
    while last + 1 < columnClasses.count && columnClasses[last + 1] & insideBit != 0 { last += 1 }
    guard !columnClasses[(last + 1)...].contains(where: { $0 & insideBit != 0 }) else {
      return false
    }
    let width = last - first + 1
    let outline = colors.outline.map(Pixel.pack)
    let shade = colors.shade.map(Pixel.pack)
    let fill = Pixel.pack(colors.fill)
    let firstGlyph = (c.x0 + first) / glyph.columns - firstLabel.column
    let lastGlyph = (c.x0 + last) / glyph.columns - firstLabel.column
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: width) { template in
      var templateClass: UInt8?
      // The glyph row whose labels were cleared last: a glyph row is several pixel rows.
      var clearedLabelBase: Int?
      for py in c.y0...c.y1 {
        let row = rowClasses[py - c.y0]
        guard row & insideBit != 0 else { continue }
        if row != templateClass {
          templateClass = row
          for i in 0..<width {
            let column = columnClasses[first + i]
            if let outline, (column | row) & outlineBit != 0 {
              template[i] = outline
            } else if let shade, column & row & filledBit == 0 {
              template[i] = shade
            } else {
              template[i] = fill
            }
          }
        }
        let rowBase = (py - c.originY) * c.stride - c.originX + c.x0 + first
        (pixels.baseAddress! + rowBase).update(from: template.baseAddress!, count: width)
        let labelBase = (py / glyph.rows - firstLabel.row) * labelColumns
        guard labelBase != clearedLabelBase else { continue }
        clearedLabelBase = labelBase
        for column in firstGlyph...lastGlyph { labels[labelBase + column] = nil }
      }
    }
    return true
  }

  /// Paints one pixel of a shape in a colour at an opacity: blended over what lies beneath (the
  /// backdrop where nothing does), or, with 16 colours or fewer, painted where the opacity
  /// beats the pixel's place in the dither pattern.
  @inline(__always)
  private static func put(
    _ color: Color, alpha a: Double, at index: Int, _ px: Int, _ py: Int, blends: Bool,
    backdrop: Color, geometry g: RasterGeometry, into pixels: UnsafeMutableBufferPointer<UInt32>
  ) {
    if blends {
      if a >= 0.995 {
        pixels[index] = Pixel.pack(color)
      } else {
        let p = pixels[index]
        let under = p == Pixel.none ? backdrop : Pixel.unpackedColor(p)
        pixels[index] = Pixel.pack(blend(under, color, a))
      }
    } else if a > bayer[(g.ditherX(px) & 3) + (g.ditherY(py) & 3) * 4] {
      pixels[index] = Pixel.pack(color)
    }
  }

  /// The classes of an upright rectangle's columns and rows: the pixel is inside the shape …
  private static let insideBit: UInt8 = 1
  /// … on its outline …
  private static let outlineBit: UInt8 = 2
  /// … or in its fill, clear of the shade.
  private static let filledBit: UInt8 = 4

  private func drawLabel(
    _ appearance: Appearance, item: DrawItem, center: Point, labels: inout [Label?],
    touched: inout LabelMarks, pixels: [UInt32], region: GlyphRegion, geometry g: RasterGeometry,
    stride: Int
  ) {
    let allLines = appearance.lines
    guard !allLines.isEmpty, item.alpha > 0.3 else { return }
    let t = item.transform
    let scale = abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot() / max(t.m44, 1e-9)
    // As many lines as the shape has rows for (a shape a tenth of a row short of a line still
    // has room for it: row heights are the terminal's, not the layout's); the rest are cut.
    let rowsFree = scale * item.size.height / g.rowHeight + 0.1
    guard rowsFree >= 1 else { return }
    let lines = allLines.prefix(
      rowsFree >= Double(allLines.count) ? allLines.count : Int(rowsFree))
    let longest = lines.reduce(0) { max($0, $1.scalarCount) }
    guard longest > 0, scale * item.size.width >= Double(longest) else { return }
    let halfWidth = scale * item.size.width / 2
    let ascii = options.glyphSet == .ascii
    // The lines' block is centred on the centre's row (one line sits on that row).
    let firstLine = g.viewportRow(
      flooring: center.y / g.rowHeight - Double(lines.count) / 2 + 0.5)
    for (n, line) in lines.enumerated() {
      let row = firstLine + n
      guard region.rows.contains(row) else { continue }
      let count = line.scalarCount
      let anchor: Double
      // Text stays level: on a turned shape only a centred label stays on the shape.
      let turned = abs(t.m12) > 1e-9 || abs(t.m21) > 1e-9
      switch turned ? .center : appearance.textAlignment {
      case .center: anchor = center.x - Double(count) / 2
      case .leading: anchor = center.x - halfWidth + 1
      case .trailing: anchor = center.x + halfWidth - 1 - Double(count)
      }
      let start = g.viewportColumn(rounding: anchor)
      for (i, original) in line.unicodeScalars.enumerated() {
        // In ASCII mode a label folds to 7-bit, one column a character.
        let scalar = ascii ? original.asciiFallbackCharacter : original
        let column = start + i
        guard region.columns.contains(column) else { continue }
        putLabel(
          scalar, color: appearance.textColor, bold: appearance.isBold, row: row, column: column,
          item: item, fill: appearance.fill, labels: &labels, touched: &touched, pixels: pixels,
          region: region, geometry: g, stride: stride)
      }
    }
  }

  /// Draws a content view's runs of text at their places in an upright shape, each cut at the
  /// shape's trailing edge (a turned shape shows none: its text would not stay level).
  private func drawPlacedTexts(
    _ appearance: Appearance, item: DrawItem, labels: inout [Label?], touched: inout LabelMarks,
    pixels: [UInt32], region: GlyphRegion, geometry g: RasterGeometry, stride: Int
  ) {
    let t = item.transform
    guard item.alpha > 0.3, abs(t.m12) < 1e-9, abs(t.m21) < 1e-9, t.m11 > 0, t.m22 > 0 else {
      return
    }
    let width = item.size.width * t.m11
    let height = item.size.height * t.m22
    let left = item.center.x + t.m41 - width / 2
    let top = item.center.y + t.m42 - height / 2
    let firstRow = g.viewportRow(flooring: top / g.rowHeight + 0.5)
    let rows = Int((height / g.rowHeight + 0.1).rounded(.down))
    let end = g.viewportColumn(rounding: left + width)
    let ascii = options.glyphSet == .ascii
    for run in appearance.texts where run.row >= 0 && run.row < rows {
      let row = firstRow + run.row
      guard region.rows.contains(row) else { continue }
      let start = g.viewportColumn(rounding: left + run.x * t.m11)
      let text = ascii ? run.asciiText ?? run.text : run.text
      for (i, original) in text.unicodeScalars.enumerated() {
        let column = start + i
        guard column < end else { break }
        guard region.columns.contains(column) else { continue }
        putLabel(
          ascii ? original.asciiFallbackCharacter : original, color: run.color,
          bold: run.isBold, row: row, column: column, item: item, fill: appearance.fill,
          labels: &labels, touched: &touched, pixels: pixels, region: region, geometry: g,
          stride: stride)
      }
    }
  }

  /// Puts one character of a label in its glyph, over the colour the shape painted there.
  @inline(__always)
  private func putLabel(
    _ scalar: Unicode.Scalar, color original: Color, bold: Bool, row: Int, column: Int,
    item: DrawItem, fill: Color?, labels: inout [Label?], touched: inout LabelMarks,
    pixels: [UInt32], region: GlyphRegion, geometry g: RasterGeometry, stride: Int
  ) {
    let ppc = g.pixelsPerColumn
    let ppr = g.pixelsPerRow
    var under: Color?
    let origin =
      (row - region.rows.lowerBound) * ppr * stride + (column - region.columns.lowerBound) * ppc
    search: for y in 0..<ppr {
      for x in 0..<ppc where pixels[origin + y * stride + x] != Pixel.none {
        under = Pixel.unpackedColor(pixels[origin + y * stride + x])
        break search
      }
    }
    var color = original
    if options.colorMode.blendsAlpha, item.alpha < 0.995 {
      color = Self.blend(under ?? options.backdrop, color, item.alpha)
    }
    let index =
      (row - region.rows.lowerBound) * region.columns.count + column - region.columns.lowerBound
    labels[index] = Label(
      scalar: scalar, color: color, bold: bold, fill: item.alpha < 0.995 ? nil : fill)
    touched.mark(index)
  }

  /// The glyphs of a region from its pixels and labels, row by row; where a sprite is placed,
  /// its glyphs (with the labels over them) instead. The pixels are quantized to the mode's
  /// palette first, unless `quantizesPixels` is false (nothing was painted).
  func compose(
    pixels: inout [UInt32], labels: [Label?], labelRows: [Bool]? = nil, region: GlyphRegion,
    stride: Int,
    geometry g: RasterGeometry, sprites: [SpriteCache.Placement] = [], quantizesPixels: Bool = true
  ) -> [[Glyph]] {
    let mode = options.colorMode
    let ppc = g.pixelsPerColumn
    let ppr = g.pixelsPerRow
    let quantizes = mode.hasColor && mode != .trueColor
    if quantizes && quantizesPixels {
      // Runs of one colour are common: quantize each run once. Through a buffer pointer: the
      // array's own subscript would check it is uniquely referenced on every write.
      pixels.withUnsafeMutableBufferPointer { pixels in
        var lastIn = Pixel.none
        var lastOut = Pixel.none
        for i in pixels.indices {
          let p = pixels[i]
          guard p != Pixel.none else { continue }
          if p != lastIn {
            lastIn = p
            lastOut = Pixel.pack(mode.quantize(Pixel.unpackedColor(p)))
          }
          pixels[i] = lastOut
        }
      }
    }
    let glyph = blitter.glyph
    let uniformAsBackground = blitter.drawsUniformBlocksAsBackground
    let backdrop = options.backdrop
    let columns = region.columns.count
    let focusRing = mode.quantize(Self.focusColor)
    @inline(__always) func labelGlyph(_ label: Label, on under: Color?) -> Glyph {
      if mode.hasColor {
        var foreground = mode.quantize(label.color)
        // Text that lies on another colour than its own fill — the focus ring, the selection's
        // outline, a shape beneath — is drawn in black or white, whichever reads there, when
        // its own colour would not (WCAG's 4.5:1).
        if let under, under == focusRing || label.fill.map({ mode.quantize($0) != under }) == true,
          foreground.contrastRatio(with: under) < 4.5
        {
          foreground = mode.quantize(under.readableText)
        }
        return Glyph(
          scalar: label.scalar, foreground: foreground, background: under,
          style: label.bold ? .bold : [])
      }
      var style: GlyphStyle = label.bold ? .bold : []
      if under != nil { style.insert(.reverse) }
      return Glyph(scalar: label.scalar, style: style)
    }
    // A blitter's glyph depends on the block's pixels alone (and the mode and backdrop, which
    // are the frame's): a block like the one before it (along a cell's edge, most of them) is
    // given that one's glyph without asking again. A block is at most 2 pixels across and 4
    // down: a key holds a row of it a lane (2 pixels in a word), the lanes below its last row
    // repeat its first, so equal blocks have equal keys, and a block is one colour when every
    // lane is its first and that lane's two pixels are one.
    precondition(ppc <= 2 && ppr <= 4, "a blitter's block is at most 2 × 4 pixels")
    @inline(__always) func rowValue(_ buffer: UnsafeBufferPointer<UInt32>, _ index: Int) -> UInt64 {
      ppc == 2
        ? UInt64(buffer[index]) | UInt64(buffer[index + 1]) << 32
        : UInt64(buffer[index]) | UInt64(buffer[index]) << 32
    }
    var lastKey = SIMD4<UInt64>(repeating: UInt64.max)
    var lastGlyph = Glyph.blank
    let reuses = reusesRepeatedBlocks
    // Sprites left to right, so each row meets those crossing it in order.
    let placed = sprites.sorted { $0.column < $1.column }
    var rows: [[Glyph]] = []
    rows.reserveCapacity(region.rows.count)
    pixels.withUnsafeBufferPointer { buffer in
      for row in 0..<region.rows.count {
        rows.append(
          [Glyph](unsafeUninitializedCapacity: columns) { glyphs, count in
            var column = 0
            var nextSprite = 0
            // Rows without a label (most) do not look for one at each glyph.
            let labelled = labelRows?[row] ?? true
            while column < columns {
              // The next sprite across this row, if any: glyphs up to it come from the pixels.
              var spanStart = columns
              while nextSprite < placed.count {
                let p = placed[nextSprite]
                if p.row <= row && row < p.row + p.rows && p.column >= column {
                  spanStart = p.column
                  break
                }
                nextSprite += 1
              }
              while column < spanStart {
                let origin = row * ppr * stride + column * ppc
                let made: Glyph
                if labelled, let label = labels[row * columns + column] {
                  let block = PixelBlock(
                    pixels: buffer, origin: origin, stride: stride, width: ppc, height: ppr)
                  let under = block.labelBackground(
                    preferring: label.fill.map { Pixel.pack(quantizes ? mode.quantize($0) : $0) })
                  made = labelGlyph(label, on: under)
                } else {
                  let top = rowValue(buffer, origin)
                  var key = SIMD4<UInt64>(repeating: top)
                  if ppr > 1 { key[1] = rowValue(buffer, origin + stride) }
                  if ppr > 2 { key[2] = rowValue(buffer, origin + 2 * stride) }
                  if ppr > 3 { key[3] = rowValue(buffer, origin + 3 * stride) }
                  let first = UInt32(truncatingIfNeeded: top)
                  if key == lastKey {
                    made = lastGlyph
                  } else if uniformAsBackground, key == SIMD4(repeating: top), top >> 32 == first {
                    // Most glyphs of a frame are one colour (a cell's inside, the gaps between
                    // cells).
                    made =
                      first == Pixel.none
                      ? .blank : Glyph(scalar: " ", background: Pixel.unpackedColor(first))
                  } else {
                    let block = PixelBlock(
                      pixels: buffer, origin: origin, stride: stride, width: ppc, height: ppr)
                    made = glyph(block, mode, backdrop)
                    if reuses {
                      lastKey = key
                      lastGlyph = made
                    }
                  }
                }
                (glyphs.baseAddress! + column).initialize(to: made)
                column += 1
              }
              guard nextSprite < placed.count, spanStart < columns else { continue }
              // The sprite's row, with the labels over it.
              let p = placed[nextSprite]
              let sprite = p.sprite
              let first = (row - p.row + p.spriteRow) * sprite.columns + p.spriteColumn
              sprite.glyphs.withUnsafeBufferPointer { spriteGlyphs in
                let target = glyphs.baseAddress! + p.column
                target.initialize(from: spriteGlyphs.baseAddress! + first, count: p.columns)
                for i in 0..<p.columns where labelled {
                  if let label = labels[row * columns + p.column + i] {
                    target[i] = labelGlyph(label, on: sprite.labelBackgrounds[first + i])
                  }
                }
              }
              column = p.column + p.columns
              nextSprite += 1
            }
            count = columns
          })
      }
    }
    return rows
  }

  /// `over` laid on `under` with an opacity, in fixed point (the per-pixel hot path).
  @inline(__always)
  static func blend(_ under: Color, _ over: Color, _ alpha: Double) -> Color {
    let k = Int(saturating: (alpha * 256).rounded())
    @inline(__always) func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(truncatingIfNeeded: Int(a) + (((Int(b) - Int(a)) * k + 128) >> 8))
    }
    return Color(
      red: mix(under.red, over.red), green: mix(under.green, over.green),
      blue: mix(under.blue, over.blue))
  }

  /// The inverse of the 3×3 projective part of a transform (rows m1·, m2·, m4·; columns 1, 2, 4),
  /// row-major; `nil` when the element is edge-on or collapsed to nothing.
  static func inverse3x3(_ t: Transform3D) -> (
    Double, Double, Double, Double, Double, Double, Double, Double, Double
  )? {
    let a = t.m11
    let b = t.m12
    let c = t.m14
    let d = t.m21
    let e = t.m22
    let f = t.m24
    let g = t.m41
    let h = t.m42
    let i = t.m44
    let c11 = e * i - f * h
    let c12 = -(d * i - f * g)
    let c13 = d * h - e * g
    let det = a * c11 + b * c12 + c * c13
    guard abs(det) > 1e-9 else { return nil }
    let c21 = -(b * i - c * h)
    let c22 = a * i - c * g
    let c23 = -(a * h - b * g)
    let c31 = b * f - c * e
    let c32 = -(a * f - c * d)
    let c33 = a * e - b * d
    return (
      c11 / det, c21 / det, c31 / det, c12 / det, c22 / det, c32 / det, c13 / det, c23 / det,
      c33 / det
    )
  }
}
