import CNcurses
import CollectionCore
import GlyphRaster

/// A foreground and background colour as terminal colour numbers (-1 is the terminal's default).
struct PairKey: Hashable {
  var foreground: Int32
  var background: Int32
}

extension NcursesScreen {
  /// Writes the glyphs that changed since the last frame, then updates the terminal once.
  public func present(_ canvas: Canvas) { present(canvas, scrolled: nil) }

  /// Writes the glyphs that changed since the last frame, then updates the terminal once. A
  /// scrolled band is first scrolled in the window (ncurses then scrolls the terminal with a
  /// scroll region), so only the rows it exposed are written. A frame identical to the last
  /// is not sent at all.
  public func present(_ canvas: Canvas, scrolled: CanvasScroll?) {
    guard !ended else { return }
    var scrolledWindow = false
    if needsFullRedraw
      || previous.map({ $0.width != canvas.width || $0.height != canvas.height }) ?? true
    {
      clearScreen()
      previous = nil
    } else if let scrolled, previous != nil, scroll(scrolled, height: canvas.height) {
      // What the window shows now, moved in place (no copy of the whole canvas).
      previous?.scroll(scrolled)
      scrolledWindow = true
      statistics.framesScrolled += 1
    }
    var changes = canvas.diff(from: previous)
    if previous != nil, changes.isEmpty, !scrolledWindow {
      statistics.framesSkipped += 1
      return
    }
    if !write(changes, allowReset: true) {
      // The colour pairs ran out: start again with a fresh pair table and a full redraw.
      reset_color_pairs()
      pairs.removeAll(keepingCapacity: true)
      nextPair = 1
      clearScreen()
      changes = canvas.diff(from: nil)
      _ = write(changes, allowReset: false)
    }
    wnoutrefresh(window)
    doupdate()
    needsFullRedraw = false
    previous = canvas
    statistics.frames += 1
    statistics.glyphsEmitted += changes.count
    statistics.glyphsElided += canvas.glyphs.count - changes.count
  }

  /// Scrolls a band of the window's rows; false when the band does not suit (it must leave a
  /// row of it in place).
  func scroll(_ scrolled: CanvasScroll, height: Int) -> Bool {
    let rows = scrolled.rows
    guard scrolled.distance != 0, abs(scrolled.distance) < rows.count, rows.lowerBound >= 0,
      rows.upperBound <= height
    else { return false }
    wsetscrreg(window, Int32(rows.lowerBound), Int32(rows.upperBound - 1))
    scrollok(window, true)
    wscrl(window, Int32(scrolled.distance))
    scrollok(window, false)
    wsetscrreg(window, 0, Int32(max(0, height - 1)))
    return true
  }

  func clearScreen() {
    werase(window)
    clearok(window, true)
  }

  /// Writes changes; false when a colour pair was needed, none is left and `allowReset` is set.
  func write(_ changes: [GlyphChange], allowReset: Bool) -> Bool {
    let width = Int(tuicv_cols())
    let height = Int(tuicv_lines())
    var cell = cchar_t()
    var text: [wchar_t] = Array(repeating: 0, count: Int(CCHARW_MAX) + 1)
    // On a terminal with automatic margins that cannot switch them off (tmux-256color, screen)
    // ncurses draws the bottom-right cell by writing it one column to the left and inserting a
    // character there. One column wide there is no column to the left: it inserted whatever lay
    // before the line in memory (a stray "ā", a black "1"). That cell stays blank instead.
    let corner = width == 1 ? (x: 0, y: height - 1) : nil
    // Neighbouring glyphs mostly share their colours: the last pair is kept at hand.
    var lastColors: (foreground: Color?, background: Color?)?
    var lastPair: Int32 = 0
    for change in changes where change.x < width && change.y < height {
      if let corner, change.x == corner.x, change.y == corner.y { continue }
      let glyph = change.glyph
      var pair: Int32
      if let lastColors, lastColors.foreground == glyph.foreground,
        lastColors.background == glyph.background
      {
        pair = lastPair
      } else {
        // Without a free pair (twice in one frame) the glyph falls back to the default colours.
        guard let found = colorPair(for: glyph) ?? (allowReset ? nil : 0) else { return false }
        pair = found
        lastPair = found
        lastColors = (glyph.foreground, glyph.background)
      }
      fill(&text, with: glyph.scalar)
      setcchar(&cell, text, attributes(for: change.glyph.style), Int16(clamping: pair), &pair)
      // Writing the bottom-right cell reports ERR (the cursor cannot advance); the glyph is kept.
      _ = mvwadd_wch(window, Int32(change.y), Int32(change.x), &cell)
    }
    return true
  }

  /// The ncurses attributes of a style.
  func attributes(for style: GlyphStyle) -> attr_t {
    var result = tuicv_a_normal()
    if style.contains(.bold) { result |= tuicv_a_bold() }
    if style.contains(.reverse) { result |= tuicv_a_reverse() }
    if style.contains(.dim) { result |= tuicv_a_dim() }
    if style.contains(.underline) { result |= tuicv_a_underline() }
    return result
  }

  /// Writes one scalar as a NUL-terminated wide string (a control character becomes a space).
  func fill(_ text: inout [wchar_t], with scalar: Unicode.Scalar) {
    let value = scalar.value
    let printable = value >= 0x20 && !(0x7F..<0xA0).contains(value)
    text[0] = wchar_t(printable ? value : 0x20)
    text[1] = 0
  }

  /// Writes a character's scalars as a NUL-terminated wide string (control characters become spaces).
  func fill(_ text: inout [wchar_t], with character: Character) {
    var index = 0
    for scalar in character.unicodeScalars where index < Int(CCHARW_MAX) {
      let value = scalar.value
      let printable = value >= 0x20 && !(0x7F..<0xA0).contains(value)
      if index == 0 || printable {
        text[index] = wchar_t(printable ? value : 0x20)
        index += 1
      }
    }
    if index == 0 {
      text[0] = 0x20
      index = 1
    }
    text[index] = 0
  }

  /// The colour pair for a glyph's colours: 0 without colour, nil when the pairs ran out.
  func colorPair(for glyph: Glyph) -> Int32? {
    guard renderOptions.colorMode.hasColor else { return 0 }
    let key = PairKey(
      foreground: colorNumber(glyph.foreground, isForeground: true),
      background: colorNumber(glyph.background, isForeground: false))
    if key.foreground == -1 && key.background == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    guard Int(nextPair) < pairLimit else { return nil }
    let pair = nextPair
    guard init_extended_pair(pair, key.foreground, key.background) == OK else { return 0 }
    nextPair += 1
    pairs[key] = pair
    return pair
  }

  /// The terminal's number for a colour in the current mode; -1 (or white/black) for `nil`.
  /// A direct-colour entry numbers colours as RGB values (its 0…7 are the ANSI colours, and 8
  /// is the same near-black), so palette colours go to it as their RGB values.
  func colorNumber(_ color: Color?, isForeground: Bool) -> Int32 {
    let mode = renderOptions.colorMode
    guard let color else {
      if hasDefaultColors { return -1 }
      if numbersColorsAsRGB { return isForeground ? 0xFF_FFFF : 0 }
      return isForeground ? 7 : 0
    }
    func rgb(_ c: Color) -> Int32 {
      max(8, Int32(c.red) << 16 | Int32(c.green) << 8 | Int32(c.blue))
    }
    switch mode {
    case .trueColor:
      return rgb(color)
    case .palette256:
      let index = ColorPalette.index256(for: color)
      return numbersColorsAsRGB ? rgb(ColorPalette.color256(index)) : Int32(index)
    case .palette16:
      let index = ColorPalette.index16(for: color)
      return numbersColorsAsRGB && index >= 8 ? rgb(ColorPalette.color16(index)) : Int32(index)
    case .palette8, .none:
      return Int32(ColorPalette.index8(for: color))
    }
  }
}
