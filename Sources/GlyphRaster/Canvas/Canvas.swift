import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A grid of glyphs: what one frame looks like, independent of any terminal.
public struct Canvas: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The glyphs, row by row.
  public internal(set) var glyphs: [Glyph]

  /// Creates a canvas filled with one glyph.
  public init(width: Int, height: Int, fill: Glyph = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    glyphs = Array(repeating: fill, count: self.width * self.height)
  }

  /// The glyph at a column and row; writes outside the canvas are ignored.
  public subscript(x: Int, y: Int) -> Glyph {
    get { glyphs[y * width + x] }
    set {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      glyphs[y * width + x] = newValue
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
  /// clipped to the canvas.
  mutating func place(_ block: UnsafeBufferPointer<Glyph>, width w: Int, x: Int, y: Int) {
    guard w > 0, let source = block.baseAddress else { return }
    let h = block.count / w
    let columns = max(0, x)..<min(width, x + w)
    guard !columns.isEmpty else { return }
    let rows = max(0, y)..<min(height, y + h)
    guard !rows.isEmpty else { return }
    let width = width
    glyphs.withUnsafeMutableBufferPointer { target in
      Self.copyRows(
        rows.count, of: columns.count,
        from: source + (rows.lowerBound - y) * w + columns.lowerBound - x, width: w,
        to: target.baseAddress! + rows.lowerBound * width + columns.lowerBound, width: width)
    }
  }

  /// Fills every glyph outside a rectangle with `glyph` (what a reused canvas needs around the
  /// part that is drawn whole).
  public mutating func fill(outside area: GlyphRect, with glyph: Glyph = .blank) {
    let keep = area.intersection(bounds)
    let width = width
    let height = height
    glyphs.withUnsafeMutableBufferPointer { glyphs in
      guard let base = glyphs.baseAddress else { return }
      guard keep.width > 0, keep.height > 0 else {
        base.update(repeating: glyph, count: width * height)
        return
      }
      base.update(repeating: glyph, count: keep.y * width)
      for row in keep.y..<(keep.y + keep.height) {
        (base + row * width).update(repeating: glyph, count: keep.x)
        let right = keep.x + keep.width
        (base + row * width + right).update(repeating: glyph, count: width - right)
      }
      let below = keep.y + keep.height
      (base + below * width).update(repeating: glyph, count: (height - below) * width)
    }
  }

  /// Copies `rows` rows of `count` glyphs from one row-major grid of glyphs to another, each
  /// `width` glyphs across; one copy when the rows are whole in both.
  static func copyRows(
    _ rows: Int, of count: Int, from source: UnsafePointer<Glyph>, width sourceWidth: Int,
    to target: UnsafeMutablePointer<Glyph>, width targetWidth: Int
  ) {
    if count == sourceWidth && count == targetWidth {
      target.update(from: source, count: rows * count)
      return
    }
    for row in 0..<rows {
      (target + row * targetWidth).update(from: source + row * sourceWidth, count: count)
    }
  }

  /// Each row's characters.
  public var lines: [String] {
    (0..<height).map { row in
      var line = String.UnicodeScalarView()
      line.append(contentsOf: glyphs[(row * width)..<((row + 1) * width)].lazy.map(\.scalar))
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
      changes.reserveCapacity(glyphs.count)
      for index in glyphs.indices {
        changes.append(GlyphChange(x: index % width, y: index / width, glyph: glyphs[index]))
      }
      return changes
    }
    let rowBytes = width * MemoryLayout<Glyph>.stride
    let band = scrolled.flatMap {
      $0.rows.lowerBound >= 0 && $0.rows.upperBound <= height ? $0 : nil
    }
    // A frame mostly changes a few rows, and a scrolled one the rows the scroll exposed too:
    // room for them before the array regrows.
    changes.reserveCapacity((2 + min(height, abs(band?.distance ?? 0))) * width)
    let blankRow = band == nil ? [] : [Glyph](repeating: .blank, count: width)
    glyphs.withUnsafeBufferPointer { new in
      previous.glyphs.withUnsafeBufferPointer { old in
        blankRow.withUnsafeBufferPointer { blank in
          for y in 0..<height {
            let start = y * width
            // The row the terminal shows at y: moved there by the scroll, or blank.
            var shown = old.baseAddress! + start
            if let band, band.rows.contains(y) {
              let source = y + band.distance
              shown =
                band.rows.contains(source) ? old.baseAddress! + source * width : blank.baseAddress!
            }
            // Rows that are the same bytes are the same glyphs (most of a scrolled frame's
            // rows, which were moved whole); the others are compared glyph by glyph.
            if memcmp(shown, new.baseAddress! + start, rowBytes) == 0 { continue }
            for x in 0..<width where shown[x] != new[start + x] {
              changes.append(GlyphChange(x: x, y: y, glyph: new[start + x]))
            }
          }
        }
      }
    }
    return changes
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
