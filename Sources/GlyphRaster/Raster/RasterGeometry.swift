import CollectionCore

/// Where a frame's pixels lie in the content: the blitter's pixel size, the row height and the
/// content offset the display list is seen through.
///
/// When the offset lies on the pixel grid (as every frame of a scroll in whole rows does), a
/// pixel's centre is computed from its index in the *content* — (viewport index + the offset
/// in pixels + ½) × the pixel size — so a pixel shows exactly the same arithmetic whatever
/// the offset: a frame shifted by whole glyphs is bit for bit the frame drawn afresh at the new
/// offset, which is what lets `RasterCache` reuse it. Off the grid, centres are offset
/// directly.
struct RasterGeometry {
  /// Pixels across a glyph.
  let pixelsPerColumn: Int
  /// Pixels down a glyph.
  let pixelsPerRow: Int
  /// A pixel's width in points.
  let pixelWidth: Double
  /// A pixel's height in points.
  let pixelHeight: Double
  /// A row's height in points (the cell aspect).
  let rowHeight: Double
  /// The content offset.
  let offset: Point
  /// The offset in whole pixels across, when it lies on the grid.
  let pixelOffsetX: Int?
  /// The offset in whole pixels down, when it lies on the grid.
  let pixelOffsetY: Int?
  /// The offset in whole columns, when it lies on the glyph grid.
  let columnOffset: Int?
  /// The offset in whole rows, when it lies on the glyph grid.
  let rowOffset: Int?

  init(blitter: Blitter, cellAspect: Double, offset: Point) {
    pixelsPerColumn = blitter.pixelsPerColumn
    pixelsPerRow = blitter.pixelsPerRow
    rowHeight = cellAspect
    pixelWidth = 1 / Double(pixelsPerColumn)
    pixelHeight = cellAspect / Double(pixelsPerRow)
    self.offset = offset
    pixelOffsetX = Self.whole(offset.x / pixelWidth)
    pixelOffsetY = Self.whole(offset.y / pixelHeight)
    columnOffset = Self.whole(offset.x)
    rowOffset = Self.whole(offset.y / cellAspect)
  }

  /// `value` as an integer when it is one (up to rounding in the last places).
  static func whole(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) < 1e12 else { return nil }
    let rounded = value.rounded()
    return abs(value - rounded) < 1e-7 ? Int(rounded) : nil
  }

  /// The content x of the centre of the pixel column `px` of the viewport.
  @inline(__always)
  func sampleX(_ px: Int) -> Double {
    if let k = pixelOffsetX { return (Double(px + k) + 0.5) * pixelWidth }
    return (Double(px) + 0.5) * pixelWidth + offset.x
  }

  /// The content y of the centre of the pixel row `py` of the viewport.
  @inline(__always)
  func sampleY(_ py: Int) -> Double {
    if let k = pixelOffsetY { return (Double(py + k) + 0.5) * pixelHeight }
    return (Double(py) + 0.5) * pixelHeight + offset.y
  }

  /// The (fractional) viewport pixel column whose centre is at content x.
  @inline(__always)
  func pixelX(_ x: Double) -> Double { (x - offset.x) / pixelWidth - 0.5 }

  /// The (fractional) viewport pixel row whose centre is at content y.
  @inline(__always)
  func pixelY(_ y: Double) -> Double { (y - offset.y) / pixelHeight - 0.5 }

  /// The pixel's column in the content's pixel grid, for ordered dithering that scrolls with
  /// the content.
  @inline(__always)
  func ditherX(_ px: Int) -> Int { px + (pixelOffsetX ?? 0) }

  /// The pixel's row in the content's pixel grid.
  @inline(__always)
  func ditherY(_ py: Int) -> Int { py + (pixelOffsetY ?? 0) }

  /// The viewport row of `floor(rows)`, for `rows` counted in the content from its top.
  func viewportRow(flooring contentRows: Double) -> Int {
    if let r = rowOffset { return Int(saturating: contentRows.rounded(.down)) - r }
    return Int(saturating: (contentRows - offset.y / rowHeight).rounded(.down))
  }

  /// The viewport column of `round(x)`, for a content x.
  func viewportColumn(rounding x: Double) -> Int {
    if let c = columnOffset { return Int(saturating: x.rounded()) - c }
    return Int(saturating: (x - offset.x).rounded())
  }
}
