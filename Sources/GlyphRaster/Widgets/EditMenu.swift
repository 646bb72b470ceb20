/// A small bordered menu of actions beside an item — the edit menu UIMenuController (today
/// UIEditMenuInteraction) shows: one entry a row, the chosen one highlighted, its first letter
/// marked as its key, placed below and to the right of an anchor glyph and kept inside its area.
public struct EditMenu: Widget, Sendable {
  /// The entries' titles, e.g. `Copy`.
  public var entries: [String]
  /// The highlighted entry.
  public var selectedIndex: Int
  /// The column of the glyph the menu belongs to (the item's centre).
  public var anchorX: Int
  /// The row of that glyph.
  public var anchorY: Int
  /// Colours, styles and symbols.
  public var theme: Theme

  /// Creates a menu.
  public init(entries: [String], selectedIndex: Int, anchorX: Int, anchorY: Int, theme: Theme) {
    self.entries = entries
    self.selectedIndex = selectedIndex
    self.anchorX = anchorX
    self.anchorY = anchorY
    self.theme = theme
  }

  /// Where the menu goes in an area: below and right of the anchor, or above or left of it
  /// where there is no room, always inside the area.
  public func frame(in area: GlyphRect) -> GlyphRect {
    let width = min(area.width, (entries.map(\.count).max() ?? 0) + 4)
    let height = min(area.height, entries.count + 2)
    var x = anchorX + 1
    if x + width > area.maxX { x = anchorX - width }
    var y = anchorY + 1
    if y + height > area.maxY { y = anchorY - height }
    x = min(max(area.x, x), area.maxX - width)
    y = min(max(area.y, y), area.maxY - height)
    return GlyphRect(x: x, y: y, width: width, height: height)
  }

  /// The entry at a glyph of an area, if the glyph is on one.
  public func entry(atColumn column: Int, row: Int, in area: GlyphRect) -> Int? {
    let frame = frame(in: area)
    guard column > frame.x, column < frame.maxX - 1, row > frame.y, row < frame.maxY - 1 else {
      return nil
    }
    let index = row - frame.y - 1
    return entries.indices.contains(index) ? index : nil
  }

  /// Draws the menu in its place in `area`.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    let frame = frame(in: area)
    guard frame.width >= 3, frame.height >= 3 else { return }
    let clip = canvas.drawPanel(frame, theme: theme)
    let s = theme.symbols
    let room = frame.width - 2
    for (i, entry) in entries.enumerated() where frame.y + 1 + i < frame.maxY - 1 {
      let y = frame.y + 1 + i
      let line = (" " + theme.text(entry)).truncated(toWidth: room, ellipsis: s.ellipsis)
        .padded(toWidth: room)
      let look = i == selectedIndex ? theme.selected : theme.panel
      var x = frame.x + 1
      for (n, character) in line.enumerated() {
        // The first letter is the entry's key.
        let marked = n == 1 ? look.adding(.underline) : look
        x = canvas.put(String(character), x: x, y: y, marked, clippedTo: clip)
      }
    }
  }
}
