/// Where a frame put labels in its label buffer: the span of glyph indices written (what the
/// next frame clears) and the rows that hold any (the only rows whose glyphs look for one). A
/// page of cells labels a row in eight; the other rows read and clear none of the buffer's
/// 160 KB.
struct LabelMarks {
  /// The indices written, from the lowest to past the highest.
  private(set) var span = 0..<0
  /// Whether each row of the region holds a label.
  private(set) var rows: [Bool]
  /// The region's width in glyphs: an index's row is the index over it.
  let columns: Int

  /// Marks for a region of `rows` by `columns` glyphs, none written.
  init(rows: Int, columns: Int) {
    self.rows = Array(repeating: false, count: rows)
    self.columns = max(1, columns)
  }

  /// Notes a label written at a glyph index.
  @inline(__always)
  mutating func mark(_ index: Int) {
    span =
      span.isEmpty
      ? index..<(index + 1) : min(span.lowerBound, index)..<max(span.upperBound, index + 1)
    rows[index / columns] = true
  }

  /// The indices of the rows written, row by row: what the next frame must clear.
  var writtenRanges: [Range<Int>] {
    rows.indices.filter { rows[$0] }.map { ($0 * columns)..<(($0 + 1) * columns) }
  }
}
