import CollectionCore

extension Rasterizer {
  /// Which items of a frame are copied from sprites, and where those go.
  struct SpritePlan {
    /// By item index: drawn from a sprite, so not painted.
    var drawn: [Bool]
    /// The sprites, at their places in the region.
    var placements: [SpriteCache.Placement]
  }

  /// A rectangle of glyphs in viewport columns and rows, both ends included.
  struct GlyphBox {
    var c0: Int
    var c1: Int
    var r0: Int
    var r1: Int

    /// The glyphs holding the pixels from `x0` to `x1` across and `y0` to `y1` down.
    init(pixels x0: Int, _ x1: Int, _ y0: Int, _ y1: Int, geometry g: RasterGeometry) {
      func glyph(_ pixel: Int, _ size: Int) -> Int {
        pixel >= 0 ? pixel / size : -((-pixel + size - 1) / size)
      }
      c0 = glyph(x0, g.pixelsPerColumn)
      c1 = glyph(x1, g.pixelsPerColumn)
      r0 = glyph(y0, g.pixelsPerRow)
      r1 = glyph(y1, g.pixelsPerRow)
    }

    init(c0: Int, c1: Int, r0: Int, r1: Int) {
      self.c0 = c0
      self.c1 = c1
      self.r0 = r0
      self.r1 = r1
    }

    func intersects(_ other: GlyphBox) -> Bool {
      c0 <= other.c1 && other.c0 <= c1 && r0 <= other.r1 && other.r0 <= r1
    }

    /// The smallest box holding both.
    func union(_ other: GlyphBox) -> GlyphBox {
      GlyphBox(
        c0: min(c0, other.c0), c1: max(c1, other.c1), r0: min(r0, other.r0),
        r1: max(r1, other.r1))
    }
  }

  /// The items of a frame that a sprite draws exactly: upright (untransformed), opaque, with
  /// no corner radius or gradient mask, reaching the region, and painting glyphs that no other
  /// item's pixels or labels reach. `nil` when the frame's offset is off the glyph grid (pixels
  /// are then not sampled alike at every place) or no item is drawn from a sprite.
  func planSprites(
    _ list: DisplayList, region: GlyphRegion, geometry g: RasterGeometry, cache: SpriteCache
  ) -> SpritePlan? {
    guard g.columnOffset != nil, g.rowOffset != nil, g.pixelOffsetX != nil,
      g.pixelOffsetY != nil
    else { return nil }
    cache.prepare(for: options)
    let items = list.items
    var reaches: [(owner: Int, box: GlyphBox)] = []
    reaches.reserveCapacity(items.count)
    var candidates: [(index: Int, key: SpriteCache.Key, margin: GlyphBox)] = []
    for (index, item) in items.enumerated() {
      guard item.alpha > 0.02, item.size.width > 0, item.size.height > 0,
        let quad = item.quad
      else { continue }
      let box = quad.boundingBox
      let margin = GlyphBox(
        pixels: Int(saturating: g.pixelX(box.minX).rounded(.down)) - 1,
        Int(saturating: g.pixelX(box.maxX).rounded(.up)) + 1,
        Int(saturating: g.pixelY(box.minY).rounded(.down)) - 1,
        Int(saturating: g.pixelY(box.maxY).rounded(.up)) + 1, geometry: g)
      reaches.append((index, reach(of: item, box: box, margin: margin, geometry: g)))
      let raw = item.appearance
      // A sprite is drawn whole, wherever the region cuts it: only items of a cell's size
      // (a section's background may be as tall as a million rows).
      guard item.alpha >= 0.995, item.transform.isIdentity, raw.gradientMask == nil,
        raw.cornerRadius == 0,
        (margin.c1 - margin.c0 + 1) * (margin.r1 - margin.r0 + 1) <= SpriteCache.largestSprite,
        margin.c0 < region.columns.upperBound, margin.c1 >= region.columns.lowerBound,
        margin.r0 < region.rows.upperBound, margin.r1 >= region.rows.lowerBound
      else { continue }
      let columns = box.minX
      let rows = box.minY / g.rowHeight
      let key = SpriteCache.Key(
        fill: raw.fill, outline: raw.outline, state: raw.state, shadesEdges: raw.shadesEdges,
        size: item.size, phaseX: columns - columns.rounded(.down),
        phaseY: rows - rows.rounded(.down), alpha: item.alpha)
      candidates.append((index, key, margin))
    }
    guard !candidates.isEmpty else { return nil }
    var drawn = [Bool](repeating: false, count: items.count)
    var placements: [SpriteCache.Placement] = []
    for candidate in candidates {
      let sprite = cache.sprite(for: candidate.key) {
        let item = items[candidate.index]
        return makeSprite(
          item, look: drawnAppearance(of: item), geometry: g, margin: candidate.margin)
      }
      guard sprite.columns > 0 else { continue }
      let painted = GlyphBox(
        c0: candidate.margin.c0 + sprite.column,
        c1: candidate.margin.c0 + sprite.column + sprite.columns - 1,
        r0: candidate.margin.r0 + sprite.row,
        r1: candidate.margin.r0 + sprite.row + sprite.rows - 1)
      guard
        !reaches.contains(where: { $0.owner != candidate.index && $0.box.intersects(painted) })
      else { continue }
      // The part inside the region (an item cut by the viewport's edge shows part of its
      // sprite).
      let c0 = max(painted.c0, region.columns.lowerBound)
      let c1 = min(painted.c1, region.columns.upperBound - 1)
      let r0 = max(painted.r0, region.rows.lowerBound)
      let r1 = min(painted.r1, region.rows.upperBound - 1)
      drawn[candidate.index] = true
      guard c0 <= c1, r0 <= r1 else { continue }
      placements.append(
        SpriteCache.Placement(
          sprite: sprite, column: c0 - region.columns.lowerBound,
          row: r0 - region.rows.lowerBound, spriteColumn: c0 - painted.c0,
          spriteRow: r0 - painted.r0, columns: c1 - c0 + 1, rows: r1 - r0 + 1))
    }
    return !drawn.contains(true) ? nil : SpritePlan(drawn: drawn, placements: placements)
  }

  /// The glyphs an item may touch: its pixels' (the pixel beyond each side included) and its
  /// label's and texts', generously.
  private func reach(of item: DrawItem, box: Rect, margin: GlyphBox, geometry g: RasterGeometry)
    -> GlyphBox
  {
    var reach = margin
    let lines = item.appearance.lines
    if !lines.isEmpty {
      let x = item.center.x + item.transform.m41
      let y = item.center.y + item.transform.m42
      let rows = g.rowHeight
      if item.transform.isIdentity {
        // As `drawLabel` places them: at most as many lines as the shape has rows for, their
        // block centred on the centre's row, each line no wider than the shape (or none); a
        // column more each way (a trailing line as wide as the shape starts a column left).
        let top = g.viewportRow(flooring: y / rows - Double(lines.count) / 2 + 0.5)
        reach = reach.union(
          GlyphBox(
            c0: g.viewportColumn(rounding: x - item.size.width / 2) - 1,
            c1: g.viewportColumn(rounding: x + item.size.width / 2) + 1, r0: top,
            r1: top + lines.count - 1))
      } else {
        // A turned or scaled shape's label, generously: as wide as the shape's box or the
        // longest line with a selection mark before it, a row more each way.
        let longest = lines.reduce(0) { max($0, $1.scalarCount) } + 2
        let half = max(box.width / 2, Double(longest) / 2) + 1
        let top = g.viewportRow(flooring: y / rows - Double(lines.count) / 2 + 0.5) - 1
        reach = reach.union(
          GlyphBox(
            c0: g.viewportColumn(rounding: x - half) - 1,
            c1: g.viewportColumn(rounding: x + half) + 1, r0: top, r1: top + lines.count + 1))
      }
    }
    if !item.appearance.texts.isEmpty {
      // Runs of text stay in the shape's rows and columns, placed by rounding.
      reach = reach.union(
        GlyphBox(c0: margin.c0 - 1, c1: margin.c1 + 1, r0: margin.r0 - 1, r1: margin.r1 + 1))
    }
    return reach
  }

  /// An item rasterized alone in the glyphs its pixels may reach: the rectangle of glyphs it
  /// paints, and the colour a label on each would sit on.
  func makeSprite(
    _ item: DrawItem, look: Appearance, geometry g: RasterGeometry, margin: GlyphBox
  ) -> SpriteCache.Sprite {
    let region = GlyphRegion(
      columns: margin.c0..<(margin.c1 + 1), rows: margin.r0..<(margin.r1 + 1))
    let bounds = PixelBounds(region: region, geometry: g)
    let stride = bounds.x1 - bounds.x0
    var pixels = [UInt32](repeating: Pixel.none, count: stride * (bounds.y1 - bounds.y0))
    var labels = [Label?](repeating: nil, count: region.count)
    if let quad = item.quad,
      let edges = EdgeFunctions(quad, pixelWidth: g.pixelWidth, pixelHeight: g.pixelHeight)
    {
      let box = quad.boundingBox
      let clip = bounds.clip(box, geometry: g)
      if clip.x0 <= clip.x1, clip.y0 <= clip.y1 {
        paint(
          item, appearance: look, edges: edges, box: box, geometry: g, pixels: &pixels,
          labels: &labels, region: region, bounds: bounds, clip: clip)
      }
    }
    let all = compose(
      pixels: &pixels, labels: labels, region: region, stride: stride, geometry: g)
    let ppc = g.pixelsPerColumn
    let ppr = g.pixelsPerRow
    let columns = region.columns.count
    let rows = region.rows.count
    let mode = options.colorMode
    let preferred = look.fill.map {
      Pixel.pack(mode.hasColor && mode != .trueColor ? mode.quantize($0) : $0)
    }
    return pixels.withUnsafeBufferPointer { buffer in
      func block(_ row: Int, _ column: Int) -> PixelBlock {
        PixelBlock(
          pixels: buffer, origin: row * ppr * stride + column * ppc, stride: stride, width: ppc,
          height: ppr)
      }
      var painted = (c0: columns, c1: -1, r0: rows, r1: -1)
      for row in 0..<rows {
        for column in 0..<columns where block(row, column).paintedMask != 0 {
          painted = (
            min(painted.c0, column), max(painted.c1, column), min(painted.r0, row),
            max(painted.r1, row)
          )
        }
      }
      guard painted.c0 <= painted.c1 else {
        return SpriteCache.Sprite(
          column: 0, row: 0, columns: 0, rows: 0, glyphs: [], labelBackgrounds: [])
      }
      var glyphs: [Glyph] = []
      var backgrounds: [Color?] = []
      for row in painted.r0...painted.r1 {
        for column in painted.c0...painted.c1 {
          glyphs.append(all[row][column])
          backgrounds.append(block(row, column).labelBackground(preferring: preferred))
        }
      }
      return SpriteCache.Sprite(
        column: painted.c0, row: painted.r0, columns: painted.c1 - painted.c0 + 1,
        rows: painted.r1 - painted.r0 + 1, glyphs: glyphs, labelBackgrounds: backgrounds)
    }
  }
}
