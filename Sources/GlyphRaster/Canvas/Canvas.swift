import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A grid of glyphs: what one frame looks like, independent of any terminal.
///
/// Each row is an array of its own, so canvases share rows: a frame drawn on the one before
/// keeps every row it leaves alone (a write that changes nothing is not made), a raster cache
/// hands its rows over without copying them, and comparing two frames skips the rows they
/// share without reading them. A row is copied only when a canvas that shares it changes it.
public struct Canvas: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The rows, top to bottom, each `width` glyphs.
  public internal(set) var rows: [[Glyph]]

  /// Creates a canvas filled with one glyph (its rows share one array until written to).
  public init(width: Int, height: Int, fill: Glyph = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    rows = Array(repeating: Array(repeating: fill, count: self.width), count: self.height)
  }

  /// The glyphs, row by row (a copy, for tests and tools).
  public var glyphs: [Glyph] { Array(rows.joined()) }

  /// The glyph at a column and row; writes outside the canvas are ignored, and so are writes
  /// of the glyph already there (they would copy a shared row for nothing).
  public subscript(x: Int, y: Int) -> Glyph {
    get { rows[y][x] }
    set {
      guard x >= 0, y >= 0, x < width, y < height, rows[y][x] != newValue else { return }
      rows[y][x] = newValue
    }
  }

  /// Writes a string from a position, one glyph per character, clipped to the canvas.
  public mutating func put(
    _ text: String, x: Int, y: Int, foreground: Color? = nil, background: Color? = nil,
    style: GlyphStyle = []
  ) {
    guard y >= 0, y < height else { return }
    var column = x
    for character in text {
      if column >= width { break }
      if column >= 0 {
        self[column, y] = Glyph(
          character, foreground: foreground, background: background, style: style)
      }
      column += 1
    }
  }

  /// Fills a rectangle of glyphs.
  public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with glyph: Glyph) {
    for row in max(0, y)..<min(height, y + h) {
      for column in max(0, x)..<min(width, x + w) { self[column, row] = glyph }
    }
  }

  /// Writes a block of glyphs (`width` across, row by row) with its top left at a position,
  /// clipped to the canvas.
  mutating func place(_ block: [Glyph], width w: Int, x: Int, y: Int) {
    block.withUnsafeBufferPointer { place($0, width: w, x: x, y: y) }
  }

  /// Writes a block of glyphs (`width` across, row by row) with its top left at a position,
  /// clipped to the canvas; a row that already shows its part is left alone.
  mutating func place(_ block: UnsafeBufferPointer<Glyph>, width w: Int, x: Int, y: Int) {
    guard w > 0, let source = block.baseAddress else { return }
    let h = block.count / w
    for row in max(0, y)..<min(height, y + h) {
      write(
        UnsafeBufferPointer(start: source + (row - y) * w, count: w), at: x, row: row)
    }
  }

  /// Writes rows of glyphs with the first's start at a position, clipped to the canvas; rows
  /// that span the canvas are shared, not copied.
  mutating func place(rows block: [[Glyph]], x: Int, y: Int) {
    for (index, glyphs) in block.enumerated() where (0..<height).contains(y + index) {
      if x == 0 && glyphs.count == width {
        rows[y + index] = glyphs
      } else {
        glyphs.withUnsafeBufferPointer { write($0, at: x, row: y + index) }
      }
    }
    checkInvariantsInDebugBuilds()
  }

  /// Writes a run of glyphs into a row from a column, clipped to the canvas, unless the row
  /// shows them already.
  private mutating func write(_ run: UnsafeBufferPointer<Glyph>, at x: Int, row: Int) {
    let columns = max(0, x)..<min(width, x + run.count)
    guard !columns.isEmpty, let source = run.baseAddress else { return }
    let from = source + (columns.lowerBound - x)
    let same = rows[row].withUnsafeBufferPointer { target in
      memcmp(target.baseAddress! + columns.lowerBound, from, columns.count * Self.glyphSize) == 0
    }
    if same { return }
    rows[row].withUnsafeMutableBufferPointer { target in
      (target.baseAddress! + columns.lowerBound).update(from: from, count: columns.count)
    }
  }

  /// Fills every glyph outside a rectangle with `glyph` (what a reused canvas needs around the
  /// part that is drawn whole).
  public mutating func fill(outside area: GlyphRect, with glyph: Glyph = .blank) {
    let keep = area.intersection(bounds)
    for row in 0..<height {
      if keep.width > 0, keep.height > 0, (keep.y..<(keep.y + keep.height)).contains(row) {
        fill(row: row, columns: 0..<keep.x, with: glyph)
        fill(row: row, columns: (keep.x + keep.width)..<width, with: glyph)
      } else {
        fill(row: row, columns: 0..<width, with: glyph)
      }
    }
  }

  /// Fills part of a row with one glyph, unless it holds only that glyph already.
  private mutating func fill(row: Int, columns: Range<Int>, with glyph: Glyph) {
    guard !columns.isEmpty, rows[row][columns].contains(where: { $0 != glyph }) else { return }
    rows[row].withUnsafeMutableBufferPointer { target in
      (target.baseAddress! + columns.lowerBound).update(repeating: glyph, count: columns.count)
    }
  }

  /// The bytes of a glyph in an array.
  static let glyphSize = MemoryLayout<Glyph>.stride

  /// Each row's characters.
  public var lines: [String] {
    rows.map { row in
      var line = String.UnicodeScalarView()
      line.append(contentsOf: row.lazy.map(\.scalar))
      return String(line)
    }
  }

  /// The characters as text, rows joined by newlines, trailing spaces kept.
  public var text: String { lines.joined(separator: "\n") }

  /// The glyphs that differ from `previous`, in row-major order; everything when the sizes differ.
  public func diff(from previous: Canvas?) -> [GlyphChange] { diff(from: previous, scrolled: nil) }

  /// The glyphs that differ from `previous` once a band of its rows has scrolled (as
  /// `scroll(_:)` moves them, exposed rows blank), in row-major order; everything when the
  /// sizes differ. The previous canvas is read where its rows went, not moved.
  public func diff(from previous: Canvas?, scrolled: CanvasScroll?) -> [GlyphChange] {
    var changes: [GlyphChange] = []
    guard let previous, previous.width == width, previous.height == height else {
      changes.reserveCapacity(width * height)
      for (y, row) in rows.enumerated() {
        for (x, glyph) in row.enumerated() { changes.append(GlyphChange(x: x, y: y, glyph: glyph)) }
      }
      return changes
    }
    // A frame mostly changes a few rows, and a scrolled one the rows the scroll exposed too:
    // room for them before the array regrows.
    changes.reserveCapacity((2 + min(height, abs(scrolled?.distance ?? 0))) * width)
    forEachChangedRow(from: previous, scrolled: scrolled) { y, new, old in
      for x in 0..<new.count where old[x] != new[x] {
        changes.append(GlyphChange(x: x, y: y, glyph: new[x]))
      }
    }
    return changes
  }

  /// Calls `body` with each row that differs from the one the terminal shows at its place
  /// (`previous`'s, moved there by a scroll of a band, or blank where the scroll exposed it),
  /// top to bottom: its index, its glyphs and those shown. Rows both canvases share, or of the
  /// same bytes, are skipped without being read glyph by glyph. The canvases are one size.
  func forEachChangedRow(
    from previous: Canvas, scrolled: CanvasScroll?,
    _ body: (Int, UnsafeBufferPointer<Glyph>, UnsafeBufferPointer<Glyph>) -> Void
  ) {
    guard width > 0 else { return }
    let rowBytes = width * Self.glyphSize
    let band = scrolled.flatMap {
      $0.rows.lowerBound >= 0 && $0.rows.upperBound <= height ? $0 : nil
    }
    let blankRow = band == nil ? [] : [Glyph](repeating: .blank, count: width)
    for y in 0..<height {
      // The row the terminal shows at y: moved there by the scroll, or blank.
      var shown = previous.rows[y]
      if let band, band.rows.contains(y) {
        let source = y + band.distance
        shown = band.rows.contains(source) ? previous.rows[source] : blankRow
      }
      rows[y].withUnsafeBufferPointer { new in
        shown.withUnsafeBufferPointer { old in
          // A row both frames share is the same glyphs, and so are rows of the same bytes
          // (most of a scrolled frame's rows); the others are compared glyph by glyph.
          if old.baseAddress == new.baseAddress
            || memcmp(old.baseAddress!, new.baseAddress!, rowBytes) == 0
          {
            return
          }
          body(y, new, old)
        }
      }
    }
  }
}

/// One glyph to write at a position.
public struct GlyphChange: Hashable, Sendable {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int
  /// The new glyph.
  public var glyph: Glyph
}

extension Canvas {
  /// The ways the canvas is inconsistent (empty when it is sound): `height` rows of `width`
  /// glyphs each. It only reads; debug builds check it after the writes that replace or move
  /// whole rows (a glyph written in place cannot break it).
  public func _invariantViolations() -> [String] {
    var problems: [String] = []
    if rows.count != height { problems.append("\(rows.count) rows in a canvas \(height) high") }
    for (index, row) in rows.enumerated() where row.count != width {
      problems.append("row \(index) has \(row.count) glyphs in a canvas \(width) wide")
    }
    return problems
  }

  /// Stops the program if the canvas is inconsistent (see `_invariantViolations()`).
  public func _checkInvariants() {
    let problems = _invariantViolations()
    precondition(
      problems.isEmpty, "Canvas invariants broken:\n" + problems.joined(separator: "\n"))
  }

  /// Checks the invariants in debug builds; release builds skip it.
  func checkInvariantsInDebugBuilds() {
    #if DEBUG
      _checkInvariants()
    #endif
  }
}
