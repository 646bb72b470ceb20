/// A rectangle of a viewport's glyphs, in viewport columns and rows: what one rasterization
/// pass draws (the whole viewport, or the band a scroll exposed).
struct GlyphRegion: Hashable {
  /// The columns.
  var columns: Range<Int>
  /// The rows.
  var rows: Range<Int>

  /// How many glyphs it holds.
  var count: Int { columns.count * rows.count }
}
