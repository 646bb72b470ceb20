import CollectionCore

/// Turns frame changes into the bytes that show them on a terminal: cursor moves, colours and
/// attributes, characters, and scrolls of a band of rows — with the terminal's own strings
/// (`TerminalCapabilities`). It remembers where the cursor is and which colours and attributes
/// are set, so a run of glyphs in the same colours is sent as bare characters, and it keeps
/// every colour string it has formatted, so a frame costs no format-string interpretation.
public struct TerminalEncoder {
  /// The terminal's strings.
  public let capabilities: TerminalCapabilities
  /// What has been encoded and not yet taken.
  public private(set) var bytes: [UInt8] = []

  /// Colours and attributes as the terminal has them set.
  struct Pen: Equatable {
    var foreground: Int32
    var background: Int32
    var style: GlyphStyle
  }

  /// Where the cursor is, nil when unknown (after a scroll, a wide glyph or the last column).
  var cursor: (column: Int, row: Int)?
  /// The colours and attributes set, nil when unknown.
  var pen: Pen?
  /// Colour strings already formatted, by colour number: the palette's in arrays, others (24-bit
  /// values) in dictionaries.
  var foregroundStrings: [[UInt8]?] = Array(repeating: nil, count: 257)
  var backgroundStrings: [[UInt8]?] = Array(repeating: nil, count: 257)
  var directForeground: [Int32: [UInt8]] = [:]
  var directBackground: [Int32: [UInt8]] = [:]
  /// The last glyph colours (as `Glyph.colorWords`) turned into numbers, kept at hand
  /// (neighbours mostly share them).
  var lastColors: (foreground: UInt32, background: UInt32, numbers: (Int32, Int32))?
  /// The glyph the pen was last set for, nil when set otherwise: its look is the pen's.
  var penGlyph: Glyph?
  /// The runs of the row being encoded and their looks, each look a glyph that has it (kept,
  /// so a row costs no allocation).
  var rowRuns: [RowRun] = []
  var rowLooks: [Glyph] = []
  /// Strings that move the cursor right, by distance, formatted once.
  var moveRightStrings: [[UInt8]?] = Array(repeating: nil, count: 257)
  /// Whether turning attributes off puts the terminal's colours back too.
  let resetRestoresColors: Bool
  /// Whether the terminal can switch automatic margins off, and move the cursor right (read
  /// for every run, so kept apart from the capabilities' arrays and closures).
  let switchesAutoMargins: Bool
  let movesRight: Bool

  /// At most this many 24-bit colour strings are kept (a smooth-shaded frame has thousands).
  static let directCacheLimit = 16_384

  /// An encoder that knows nothing of the terminal's state yet.
  public init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
    resetRestoresColors = capabilities.resetRestoresDefaultColors
    switchesAutoMargins = !capabilities.autoMarginsOff.isEmpty
    movesRight = capabilities.moveRight != nil
    bytes.reserveCapacity(1 << 16)
  }

  /// Hands over the bytes encoded so far and starts an empty buffer.
  public mutating func take() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }

  /// Forgets the cursor position and the pen: something else wrote to the terminal.
  public mutating func forgetState() {
    cursor = nil
    pen = nil
    penGlyph = nil
  }

  /// Turns every attribute off and puts the terminal's own colours back, unless they already
  /// are.
  public mutating func resetPen() {
    let plain = Pen(foreground: -1, background: -1, style: [])
    guard pen != plain else { return }
    appendReset()
    pen = plain
    penGlyph = nil
  }

  /// Scrolls rows of the terminal as `Canvas.scroll` moves them: row `r` of the band shows what
  /// row `r + distance` showed and the rows it exposes are blank in the terminal's colours.
  /// False (nothing encoded) when the terminal cannot or the band does not suit (it must keep
  /// a row in place); the frame is then sent in full rows.
  public mutating func scroll(_ scroll: CanvasScroll, height: Int) -> Bool {
    let rows = scroll.rows
    let distance = scroll.distance
    guard distance != 0, abs(distance) < rows.count, rows.lowerBound >= 0,
      rows.upperBound <= height, let setRegion = capabilities.setScrollRegion
    else { return false }
    let scrollLines = distance > 0 ? capabilities.scrollForward : capabilities.scrollReverse
    guard let scrollLines else { return false }
    // Exposed rows take the current background (back-colour erase): the terminal's own.
    resetPen()
    setRegion(&bytes, rows.lowerBound, rows.upperBound - 1)
    capabilities.moveCursor(&bytes, 0, distance > 0 ? rows.upperBound - 1 : rows.lowerBound)
    scrollLines(&bytes, abs(distance))
    setRegion(&bytes, 0, height - 1)
    // Setting a scroll region homes the cursor on some terminals and not on others.
    cursor = nil
    return true
  }

  /// Encodes the changed glyphs of a frame `width` by `height` glyphs (row-major, as
  /// `Canvas.diff` gives them). Changes that follow one another along a row are encoded as
  /// that row's changes are by `write(_:over:scrolled:width:height:)`, and give its bytes.
  public mutating func write(_ changes: [GlyphChange], width: Int, height: Int) {
    var index = 0
    while index < changes.count {
      // A stretch of changes along one row, left to right, is a row to encode.
      var end = index + 1
      while end < changes.count, changes[end].y == changes[index].y,
        changes[end].x > changes[end - 1].x
      {
        end += 1
      }
      let first = changes[index].x
      let count = changes[end - 1].x + 1
      var new = [Glyph](repeating: .blank, count: count)
      var old = new
      for change in changes[index..<end] {
        new[change.x] = change.glyph
        old[change.x] = change.glyph == .blank ? Glyph("x") : .blank
      }
      new.withUnsafeBufferPointer { new in
        old.withUnsafeBufferPointer { old in
          _ = writeRow(
            changes[index].y, new, over: old, from: first, width: width, height: height)
        }
      }
      index = end
    }
  }

  /// Encodes the glyphs of a frame that differ from those the terminal shows (`previous`, its
  /// rows moved as a scroll of a band moved them): exactly what `write(_:width:height:)`
  /// encodes for `canvas.diff(from: previous, scrolled:)`, without making that list. The
  /// canvases are one size; `width` and `height` are the terminal's. Returns how many glyphs
  /// differed.
  public mutating func write(
    _ canvas: Canvas, over previous: Canvas, scrolled: CanvasScroll?, width: Int, height: Int
  ) -> Int {
    precondition(previous.width == canvas.width && previous.height == canvas.height)
    var changed = 0
    canvas.forEachChangedRow(from: previous, scrolled: scrolled) { y, new, old in
      changed += writeRow(y, new, over: old, from: 0, width: width, height: height)
    }
    return changed
  }

  /// A run of changed glyphs along a row that look alike (colours and style), each one column
  /// wide and sent as itself: the first is written at `start`, the others follow it.
  struct RowRun {
    var start: Int
    var end: Int
    var glyph: Glyph
    /// The run's look, as an index into `rowLooks`.
    var look: Int
  }

  /// Encodes the glyphs of row `y` (from column `first`) that differ from the row shown;
  /// returns how many differ, those beyond the terminal included. A row whose changes are all
  /// runs (the common case) is written a look at a time when that is shorter: its runs in one
  /// colour, left to right, with the cursor stepping over the others, then the next colour's —
  /// a row of cells with shaded edges then changes colours twice, not twice a cell.
  private mutating func writeRow(
    _ y: Int, _ new: UnsafeBufferPointer<Glyph>, over old: UnsafeBufferPointer<Glyph>,
    from first: Int, width: Int, height: Int
  ) -> Int {
    rowRuns.removeAll(keepingCapacity: true)
    rowLooks.removeAll(keepingCapacity: true)
    let utf8 = capabilities.encodesUTF8
    let shown = y < height ? min(new.count, width) : 0
    let runLimit = min(new.count, width - 1)
    var changed = 0
    var onlyRuns = true
    var x = first
    while x < new.count {
      let glyph = new[x]
      guard glyph != old[x] else {
        x += 1
        continue
      }
      let start = x
      x += 1
      if start >= shown {
        changed += 1
        continue
      }
      guard Self.runBytes(glyph.scalarValue, utf8: utf8) != nil else {
        // A control character, or one that may be wide: the row goes out in order.
        onlyRuns = false
        break
      }
      if start < runLimit {
        x = Self.runEnd(of: glyph, from: x, limit: runLimit, new: new, old: old, utf8: utf8)
      }
      changed += x - start
      rowRuns.append(RowRun(start: start, end: x, glyph: glyph, look: look(of: glyph)))
    }
    guard onlyRuns else {
      return writeRowInOrder(y, new, over: old, from: first, width: width, height: height)
    }
    if rowRuns.count > 2, let first = firstLookIfShorter() {
      writeRuns(of: first, new, y: y, width: width, height: height)
      for look in rowLooks.indices where look != first {
        writeRuns(of: look, new, y: y, width: width, height: height)
      }
    } else {
      for run in rowRuns { writeRun(run, of: new, y: y, width: width, height: height) }
    }
    return changed
  }

  /// The index in `rowLooks` of a glyph's look, added when new (a row has a handful).
  @inline(__always)
  private mutating func look(of glyph: Glyph) -> Int {
    if let last = rowRuns.last, rowLooks[last.look].looksLike(glyph) { return last.look }
    for index in rowLooks.indices where rowLooks[index].looksLike(glyph) { return index }
    rowLooks.append(glyph)
    return rowLooks.count - 1
  }

  /// Writes the row's runs of one look, left to right.
  private mutating func writeRuns(
    of look: Int, _ new: UnsafeBufferPointer<Glyph>, y: Int, width: Int, height: Int
  ) {
    for index in rowRuns.indices where rowRuns[index].look == look {
      writeRun(rowRuns[index], of: new, y: y, width: width, height: height)
    }
  }

  /// When writing the row's runs a look at a time is shorter than in order (a change of
  /// colours costs about ten bytes, a step right four, a move back eight), the look to start
  /// with: the pen's if the row has it, else the first; the others follow in the order they
  /// first appear. Nil when in order is as short.
  private func firstLookIfShorter() -> Int? {
    let looks = rowLooks.count
    guard looks > 1, looks < rowRuns.count else { return nil }
    let change = 10
    let step = 4
    let back = 8
    let penLook = penGlyph.flatMap { pen in rowLooks.firstIndex { $0.looksLike(pen) } }
    var inOrder = rowRuns[0].look == penLook ? 0 : change
    for index in 1..<rowRuns.count {
      if rowRuns[index].look != rowRuns[index - 1].look { inOrder += change }
      if rowRuns[index].start != rowRuns[index - 1].end { inOrder += step }
    }
    let grouped =
      (looks - (penLook == nil ? 0 : 1)) * change + (rowRuns.count - looks) * step
      + (looks - 1) * back
    return grouped < inOrder ? penLook ?? 0 : nil
  }

  /// Writes a run: its first glyph at its place, then the others after it as bare characters.
  @inline(__always)
  private mutating func writeRun(
    _ run: RowRun, of new: UnsafeBufferPointer<Glyph>, y: Int, width: Int, height: Int
  ) {
    guard writeGlyph(run.glyph, x: run.start, y: y, width: width, height: height),
      run.end > run.start + 1, let cursor
    else { return }
    appendCharacters(of: new, from: run.start + 1, to: run.end)
    self.cursor = (cursor.column + run.end - run.start - 1, cursor.row)
  }

  /// Encodes the changed glyphs of a row one after another, left to right (a row that holds
  /// glyphs a run cannot: control characters, wide ones); returns how many differ.
  private mutating func writeRowInOrder(
    _ y: Int, _ new: UnsafeBufferPointer<Glyph>, over old: UnsafeBufferPointer<Glyph>,
    from first: Int, width: Int, height: Int
  ) -> Int {
    var changed = 0
    var x = first
    while x < new.count {
      let glyph = new[x]
      guard glyph != old[x] else {
        x += 1
        continue
      }
      changed += 1
      x += 1
      guard x - 1 < width && y < height else { continue }
      if writeGlyph(glyph, x: x - 1, y: y, width: width, height: height) {
        let end = appendRun(of: new, over: old, from: x, like: glyph, width: width)
        changed += end - x
        x = end
      }
    }
    return changed
  }

  /// Writes one glyph at its place (moving there, setting its colours): the first of a run.
  /// True when the cursor's place is known after it, so a run may follow.
  @inline(__always)
  private mutating func writeGlyph(_ glyph: Glyph, x: Int, y: Int, width: Int, height: Int)
    -> Bool
  {
    let autoMarginsOff = switchesAutoMargins
    let last = y == height - 1 && x == width - 1
    // The bottom-right cell scrolls the screen on a terminal that wraps at once and cannot
    // stop wrapping: it stays as it is there.
    if last && !autoMarginsOff && !capabilities.holdsWrapAtLastColumn { return false }
    move(to: x, y)
    let numbers: (Int32, Int32)
    let words = glyph.colorWords
    if let lastColors, lastColors.foreground == words.foreground,
      lastColors.background == words.background
    {
      numbers = lastColors.numbers
    } else if capabilities.colors.mode.hasColor {
      numbers = (
        capabilities.colors.number(for: glyph.foreground, isForeground: true),
        capabilities.colors.number(for: glyph.background, isForeground: false)
      )
      lastColors = (words.foreground, words.background, numbers)
    } else {
      numbers = (-1, -1)
    }
    setPen(Pen(foreground: numbers.0, background: numbers.1, style: glyph.style))
    penGlyph = glyph
    if last && autoMarginsOff { bytes.append(contentsOf: capabilities.autoMarginsOff) }
    let singleWidth = append(glyph.scalar)
    if last && autoMarginsOff { bytes.append(contentsOf: capabilities.autoMarginsOn) }
    // In the last column the cursor waits to wrap (or wrapped): its place is not known.
    cursor = singleWidth && x + 1 < width ? (x + 1, y) : nil
    return cursor != nil
  }

  /// Appends the glyphs that continue a run from `start` — each at the cursor, differing from
  /// the row shown, in the colours and style of `glyph`, its character one column wide and
  /// sent as itself, short of the last column —, at once. Returns the index after the run.
  private mutating func appendRun(
    of new: UnsafeBufferPointer<Glyph>, over old: UnsafeBufferPointer<Glyph>, from start: Int,
    like glyph: Glyph, width: Int
  ) -> Int {
    guard let cursor else { return start }
    let end = Self.runEnd(
      of: glyph, from: start, limit: min(new.count, width - 1), new: new, old: old,
      utf8: capabilities.encodesUTF8)
    guard end > start else { return start }
    appendCharacters(of: new, from: start, to: end)
    self.cursor = (cursor.column + end - start, cursor.row)
    return end
  }

  /// Where the run `glyph` starts goes on to, from `start`: past the glyphs that differ from
  /// the row shown, look like `glyph` and can continue a run (see `runBytes`), short of `limit`.
  @inline(__always)
  private static func runEnd(
    of glyph: Glyph, from start: Int, limit: Int, new: UnsafeBufferPointer<Glyph>,
    old: UnsafeBufferPointer<Glyph>, utf8: Bool
  ) -> Int {
    var end = start
    // Most of a run repeats the glyph before it, which passed the checks already — the first
    // too, if it could continue a run itself (a control character starts one, but is not sent
    // as itself: the glyph after it is checked in full).
    var previous = glyph
    if runBytes(glyph.scalarValue, utf8: utf8) == nil {
      guard end < limit, new[end] != old[end], new[end].looksLike(glyph),
        runBytes(new[end].scalarValue, utf8: utf8) != nil
      else { return end }
      previous = new[end]
      end += 1
    }
    while end < limit {
      let next = new[end]
      guard next != old[end] else { break }
      if next != previous {
        guard next.looksLike(glyph), runBytes(next.scalarValue, utf8: utf8) != nil else { break }
        previous = next
      }
      end += 1
    }
    return end
  }

  /// Appends the characters of glyphs `start..<end` of a row, each one a run may hold (see
  /// `runBytes`), in UTF-8, through one buffer.
  private mutating func appendCharacters(
    of new: UnsafeBufferPointer<Glyph>, from start: Int, to end: Int
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * (end - start)) { buffer in
      var at = 0
      for index in start..<end {
        let value = new[index].scalarValue
        if value < 0x80 {
          buffer[at] = UInt8(truncatingIfNeeded: value)
          at += 1
        } else if value < 0x800 {
          buffer[at] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
          buffer[at + 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
          at += 2
        } else if value < 0x10000 {
          buffer[at] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
          buffer[at + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
          buffer[at + 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
          at += 3
        } else {
          buffer[at] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
          buffer[at + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
          buffer[at + 2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
          buffer[at + 3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
          at += 4
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<at]))
    }
  }

  /// The bytes a character of a run takes, or nil when it cannot continue one (a control
  /// character, or one that may not be one column wide).
  @inline(__always)
  static func runBytes(_ value: UInt32, utf8: Bool) -> Int? {
    if value >= 0x20 && value < 0x7F { return 1 }
    guard utf8 && value >= 0xA0 && isSingleWidth(value) else { return nil }
    return value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
  }

  /// Moves the cursor, unless it is there: right along the row when the terminal can, else
  /// to the place.
  @inline(__always)
  mutating func move(to column: Int, _ row: Int) {
    if let cursor, cursor.row == row {
      if cursor.column == column { return }
      if column > cursor.column, movesRight {
        let distance = column - cursor.column
        if distance < moveRightStrings.count, let string = moveRightStrings[distance] {
          bytes.append(contentsOf: string)
        } else {
          appendNewMoveRight(distance)
        }
        return
      }
    }
    capabilities.moveCursor(&bytes, column, row)
  }

  /// Appends the string that moves the cursor right by `distance`, formatted now (and kept,
  /// for a distance a row may hold).
  private mutating func appendNewMoveRight(_ distance: Int) {
    guard let moveRight = capabilities.moveRight else { return }
    guard distance < moveRightStrings.count else { return moveRight(&bytes, distance) }
    var string: [UInt8] = []
    moveRight(&string, distance)
    moveRightStrings[distance] = string
    bytes.append(contentsOf: string)
  }

  /// Sets colours and attributes; attributes are only turned off with everything else.
  @inline(__always)
  mutating func setPen(_ wanted: Pen) {
    // Most glyphs of a frame continue a run in the colours already set.
    if pen != wanted { changePen(to: wanted) }
  }

  /// Sets colours and attributes that differ from the pen's.
  mutating func changePen(to wanted: Pen) {
    if let current = pen, current.style.isSubset(of: wanted.style),
      wanted.foreground != -1 || current.foreground == -1,
      wanted.background != -1 || current.background == -1
    {
      addStyle(wanted.style.subtracting(current.style))
      if wanted.foreground != current.foreground { appendForeground(wanted.foreground) }
      if wanted.background != current.background { appendBackground(wanted.background) }
    } else {
      appendReset()
      addStyle(wanted.style)
      if wanted.foreground != -1 { appendForeground(wanted.foreground) }
      if wanted.background != -1 { appendBackground(wanted.background) }
    }
    pen = wanted
  }

  /// Turns every attribute off and puts the terminal's own colours back.
  private mutating func appendReset() {
    bytes.append(contentsOf: capabilities.resetAttributes)
    if capabilities.colors.mode.hasColor && !resetRestoresColors {
      bytes.append(contentsOf: capabilities.defaultColors)
    }
  }

  mutating func addStyle(_ style: GlyphStyle) {
    if style.isEmpty { return }
    if style.contains(.bold) { bytes.append(contentsOf: capabilities.bold) }
    if style.contains(.dim) { bytes.append(contentsOf: capabilities.dim) }
    if style.contains(.underline) { bytes.append(contentsOf: capabilities.underline) }
    if style.contains(.reverse) { bytes.append(contentsOf: capabilities.reverse) }
  }

  mutating func appendForeground(_ number: Int32) {
    bytes.append(
      contentsOf: Self.colorString(
        number, palette: &foregroundStrings, direct: &directForeground,
        format: capabilities.foreground))
  }

  mutating func appendBackground(_ number: Int32) {
    bytes.append(
      contentsOf: Self.colorString(
        number, palette: &backgroundStrings, direct: &directBackground,
        format: capabilities.background))
  }

  /// A colour's string from a cache (the palette's by index, 24-bit values by value), formatted
  /// and kept the first time.
  static func colorString(
    _ number: Int32, palette: inout [[UInt8]?], direct: inout [Int32: [UInt8]],
    format: (Int32) -> [UInt8]
  ) -> [UInt8] {
    if number >= -1 && number < 256 {
      let index = Int(number) + 1
      if let string = palette[index] { return string }
      let string = format(number)
      palette[index] = string
      return string
    }
    if let string = direct[number] { return string }
    if direct.count >= directCacheLimit { direct.removeAll() }
    let string = format(number)
    direct[number] = string
    return string
  }

  /// Appends a character as the terminal takes it (a control character as a space); false
  /// when it may not be one column wide, so the cursor's place is then unknown.
  mutating func append(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      bytes.append(value >= 0x20 && value != 0x7F ? UInt8(value) : 0x20)
      return true
    }
    guard capabilities.encodesUTF8, !(0x80..<0xA0).contains(value) else {
      bytes.append(value < 0xA0 ? 0x20 : UInt8(ascii: "?"))
      return true
    }
    switch value {
    case 0..<0x800:
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
    return Self.isSingleWidth(value)
  }

  /// Whether a scalar is surely one column wide: Latin, Greek, Cyrillic and the like, box
  /// drawing, block elements, geometric shapes, braille, and the legacy-computing blocks
  /// (sextants, octants). Anything else may be wide or combining.
  static func isSingleWidth(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0..<0x300, 0x370..<0x590, 0x2010..<0x2030, 0x2190..<0x2200, 0x2500..<0x2600,
      0x2800..<0x2900, 0x1CD00..<0x1CDE6, 0x1FB00..<0x1FBCB:
      return true
    default:
      return false
    }
  }
}
