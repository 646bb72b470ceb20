import CollectionCore

/// The previous frame's glyphs, kept so a frame that only scrolled reuses them: when the
/// content offset moved by whole glyphs and every item that reaches the part still on screen
/// is unchanged, the old glyphs are shifted and only the band the scroll exposed is rasterized.
/// The result is exactly what a full render gives (`RasterGeometry` samples pixels on the
/// content's grid, so a glyph does not depend on where the viewport starts). The rows are
/// arrays of their own, which the canvas shares when the viewport spans it: a vertical scroll
/// moves rows, not glyphs, and the rows that stay are the same arrays as on the canvas the
/// terminal shows, so comparing the two frames skips them.
public final class RasterCache {
  /// How the frames were drawn: in full, shifted with a band rasterized, or reused whole.
  public struct Statistics: Hashable, Sendable {
    /// Frames rasterized in full.
    public var full = 0
    /// Frames made of the previous one shifted and a newly exposed band.
    public var shifted = 0
    /// Frames identical to the previous one, not rasterized at all.
    public var reused = 0
    /// Glyphs rasterized over all frames.
    public var glyphsRasterized = 0
  }

  private struct Frame {
    var items: [DrawItem]
    var offset: Point
    var options: RenderOptions
    var fill: Color?
    var columns: Int
    var rows: Int
    /// The viewport's rows, top to bottom, each `columns` glyphs.
    var glyphs: [[Glyph]]
  }

  private var last: Frame?
  /// Items drawn alone, by look: a page of new cells copies them instead of painting each.
  let sprites = SpriteCache()
  /// The rasterizer's buffers, kept from frame to frame.
  private let scratch = RasterScratch()
  /// How the frames so far were drawn.
  public private(set) var statistics = Statistics()
  /// The canvas rows the last frame scrolled (up or down by whole rows, nothing across), if it
  /// was the one before shifted: what a screen may scroll the terminal by.
  public private(set) var lastScroll: CanvasScroll?

  /// An empty cache.
  public init() {}

  /// Forgets the previous frame, so the next is rasterized in full.
  public func invalidate() {
    last = nil
    lastScroll = nil
  }

  /// Draws a display list into the viewport of a canvas, as `Rasterizer.render` does, reusing
  /// the previous frame where it can.
  public func render(
    _ list: DisplayList, with rasterizer: Rasterizer, into canvas: inout Canvas,
    viewport: Rasterizer.Viewport
  ) {
    guard viewport.columns > 0, viewport.rows > 0 else { return }
    let columns = viewport.columns
    let rows = viewport.rows
    var glyphs: [[Glyph]]
    lastScroll = nil
    if let shift = reusableShift(for: list, rasterizer: rasterizer, viewport: viewport),
      let last
    {
      // The old rows leave the cache: moved and partly redrawn, they are this frame's.
      glyphs = last.glyphs
      self.last = nil
      shiftInPlace(&glyphs, by: shift, list: list, rasterizer: rasterizer, viewport: viewport)
      if shift.columns == 0 && shift.rows != 0 {
        lastScroll = CanvasScroll(
          rows: viewport.y..<(viewport.y + rows), distance: shift.rows)
      }
    } else {
      glyphs = rasterizer.rasterize(
        list, region: GlyphRegion(columns: 0..<columns, rows: 0..<rows), sprites: sprites,
        scratch: scratch)
      statistics.full += 1
      statistics.glyphsRasterized += columns * rows
    }
    canvas.place(rows: glyphs, x: viewport.x, y: viewport.y)
    last = Frame(
      items: list.items, offset: list.contentOffset, options: rasterizer.options,
      fill: list.backgroundFill, columns: columns, rows: rows, glyphs: glyphs)
    #if DEBUG
      _checkInvariants()
    #endif
  }

  /// The ways the cache is inconsistent (empty when it is sound): the kept frame has `rows`
  /// rows of `columns` glyphs, a scroll hint moves less than the band it names, and no counter
  /// is negative. It only reads; debug builds check it after every render.
  public func _invariantViolations() -> [String] {
    var problems: [String] = []
    if let last {
      if last.glyphs.count != last.rows {
        problems.append("the kept frame has \(last.glyphs.count) rows, not \(last.rows)")
      }
      for (index, row) in last.glyphs.enumerated() where row.count != last.columns {
        problems.append("kept row \(index) has \(row.count) glyphs, not \(last.columns)")
      }
    }
    if let scroll = lastScroll, scroll.distance == 0 || abs(scroll.distance) >= scroll.rows.count {
      problems.append(
        "the scroll hint moves \(scroll.distance) rows of a \(scroll.rows.count)-row band")
    }
    let s = statistics
    if [s.full, s.shifted, s.reused, s.glyphsRasterized].contains(where: { $0 < 0 }) {
      problems.append("a negative counter: \(s)")
    }
    return problems
  }

  /// Stops the program if the cache is inconsistent (see `_invariantViolations()`).
  public func _checkInvariants() {
    let problems = _invariantViolations()
    precondition(
      problems.isEmpty, "RasterCache invariants broken:\n" + problems.joined(separator: "\n"))
  }

  /// How far the last frame's glyphs move to make this one, when only the content offset moved
  /// (by whole glyphs, less than the viewport) and the items reaching the overlap are unchanged.
  private func reusableShift(
    for list: DisplayList, rasterizer: Rasterizer, viewport: Rasterizer.Viewport
  ) -> (columns: Int, rows: Int)? {
    let columns = viewport.columns
    let rows = viewport.rows
    guard let last, last.options == rasterizer.options, last.fill == list.backgroundFill,
      last.columns == columns,
      last.rows == rows,
      let shift = Self.shift(from: last.offset, to: list.contentOffset, rasterizer: rasterizer),
      abs(shift.columns) < columns, abs(shift.rows) < rows,
      Self.sameItems(
        last.items, list.items,
        reaching: Self.overlap(
          shift, offset: list.contentOffset, columns: columns, rows: rows,
          rowHeight: rasterizer.options.cellAspect))
    else { return nil }
    return shift
  }

  /// The offset's move in whole columns and rows, when both offsets lie on the glyph grid.
  static func shift(from old: Point, to new: Point, rasterizer: Rasterizer) -> (
    columns: Int, rows: Int
  )? {
    let aspect = rasterizer.options.cellAspect
    guard let oldColumn = RasterGeometry.whole(old.x), let newColumn = RasterGeometry.whole(new.x),
      let oldRow = RasterGeometry.whole(old.y / aspect),
      let newRow = RasterGeometry.whole(new.y / aspect)
    else { return nil }
    return (newColumn - oldColumn, newRow - oldRow)
  }

  /// The part of the new viewport that the old one showed too, in content points: an item
  /// whose box only touches it (or lies outside) paints none of its pixels, since a pixel is
  /// painted only for a shape that covers part of it.
  static func overlap(
    _ shift: (columns: Int, rows: Int), offset: Point, columns: Int, rows: Int, rowHeight: Double
  ) -> Rect {
    let c0 = max(0, -shift.columns)
    let c1 = min(columns, columns - shift.columns)
    let r0 = max(0, -shift.rows)
    let r1 = min(rows, rows - shift.rows)
    return Rect(
      x: offset.x + Double(c0), y: offset.y + Double(r0) * rowHeight,
      width: Double(c1 - c0), height: Double(r1 - r0) * rowHeight)
  }

  /// Whether the items that reach into a rect are the same, in the same order, in both lists.
  static func sameItems(_ old: [DrawItem], _ new: [DrawItem], reaching rect: Rect) -> Bool {
    if old == new { return true }
    func reaches(_ item: DrawItem) -> Bool {
      guard let box = item.quad?.boundingBox else { return false }
      return box.maxX > rect.minX && box.minX < rect.maxX && box.maxY > rect.minY
        && box.minY < rect.maxY
    }
    // Both lists walked side by side, skipping the items that do not reach the rect.
    var i = 0
    var j = 0
    while true {
      while i < old.count && !reaches(old[i]) { i += 1 }
      while j < new.count && !reaches(new[j]) { j += 1 }
      guard i < old.count, j < new.count else { return i == old.count && j == new.count }
      guard old[i] == new[j] else { return false }
      i += 1
      j += 1
    }
  }

  /// Moves the old rows by a shift and rasterizes the bands it exposed: a vertical scroll
  /// moves whole rows, a horizontal one the glyphs within them.
  private func shiftInPlace(
    _ glyphs: inout [[Glyph]], by shift: (columns: Int, rows: Int),
    list: DisplayList, rasterizer: Rasterizer, viewport: Rasterizer.Viewport
  ) {
    let columns = viewport.columns
    let rows = viewport.rows
    if shift == (0, 0) {
      statistics.reused += 1
      return
    }
    statistics.shifted += 1
    let c0 = max(0, -shift.columns)
    let c1 = min(columns, columns - shift.columns)
    let r0 = max(0, -shift.rows)
    let r1 = min(rows, rows - shift.rows)
    // Row r of the overlap is the old row r + shift.rows, its glyphs moved across by the
    // shift's columns; the rows the scroll exposed are drawn below.
    var moved = glyphs
    for row in r0..<max(r0, r1) {
      moved[row] = glyphs[row + shift.rows]
      if shift.columns != 0 {
        moved[row].withUnsafeMutableBufferPointer { row in
          // Overlapping ranges: update(from:) moves like memmove.
          (row.baseAddress! + c0).update(
            from: row.baseAddress! + c0 + shift.columns, count: c1 - c0)
        }
      }
    }
    glyphs = moved
    func draw(_ region: GlyphRegion) {
      guard !region.columns.isEmpty, !region.rows.isEmpty else { return }
      let band = rasterizer.rasterize(
        list, region: region, sprites: sprites, scratch: scratch)
      for (index, row) in region.rows.enumerated() {
        if region.columns.count == columns {
          glyphs[row] = band[index]
        } else {
          glyphs[row].replaceSubrange(region.columns, with: band[index])
        }
      }
      statistics.glyphsRasterized += region.count
    }
    // The rows the scroll exposed, whole, then the columns beside the overlap.
    draw(GlyphRegion(columns: 0..<columns, rows: 0..<r0))
    draw(GlyphRegion(columns: 0..<columns, rows: r1..<rows))
    draw(GlyphRegion(columns: 0..<c0, rows: r0..<r1))
    draw(GlyphRegion(columns: c1..<columns, rows: r0..<r1))
  }
}
