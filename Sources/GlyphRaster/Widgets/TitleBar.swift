/// A one-row bar: a brand, tabs with one selected (a segmented control) and a right-hand hint.
///
/// Each text is padded by a space on both sides. When everything fits the brand comes first,
/// the tabs follow it and the hint sits against the right edge (without a hint, the last tab's
/// closing space may fall off the edge). When they do not fit, the brand goes if that lets every
/// tab and the hint fit; else the tabs scroll left of the hint so the selected one is always
/// whole, with a `‹` or `›` marker (`<`, `>` in ASCII) on each side that cuts some off. The
/// brand goes before the hint does: the hint goes only when the selected tab alone leaves it
/// no room, and a tab that cannot fit even alone is cut.
public struct TitleBar: Widget, Hashable, Sendable {
  /// The app's name, shown first in bold.
  public var brand: String
  /// The tab titles, in order.
  public var tabs: [String]
  /// The selected tab's index.
  public var selectedTab: Int
  /// Shown against the right edge when the tabs leave room, e.g. `? help  q quit`.
  public var hint: String
  /// Colours, styles and symbols.
  public var theme: Theme

  /// Creates a title bar.
  public init(brand: String, tabs: [String], selectedTab: Int, hint: String = "", theme: Theme) {
    self.brand = brand
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.hint = hint
    self.theme = theme
  }

  /// Where each part goes in a bar of some width, in columns from the bar's left edge.
  public struct Layout: Hashable, Sendable {
    /// One tab on screen.
    public struct Tab: Hashable, Sendable {
      /// The tab's index in `tabs`.
      public var index: Int
      /// Its first column (the padding space).
      public var x: Int
      /// The padded text drawn there.
      public var text: String
      /// The columns it covers.
      public var columns: Range<Int> { x..<(x + text.count) }
    }
    /// The padded brand, if shown.
    public var brand: String?
    /// The tabs shown, left to right.
    public var tabs: [Tab]
    /// The column of the marker for tabs cut off on the left, if any.
    public var moreLeft: Int?
    /// The column of the marker for tabs cut off on the right, if any.
    public var moreRight: Int?
    /// The column where the hint starts, if shown.
    public var hintX: Int?
  }

  /// The layout in a bar `width` columns wide.
  public func layout(width: Int) -> Layout {
    let padded = tabs.map { " \(theme.text($0)) " }
    let selected = min(max(0, selectedTab), max(0, tabs.count - 1))
    var brandText = brand.isEmpty ? "" : " \(theme.text(brand)) "
    let hintText = hint.isEmpty ? "" : "\(theme.text(hint)) "
    let total = padded.reduce(0) { $0 + $1.count }
    var layout = Layout(brand: nil, tabs: [], moreLeft: nil, moreRight: nil, hintX: nil)

    // Everything fits (the last tab's closing space may fall off the edge when there is no
    // hint); else the brand goes first if that lets every tab and the hint fit.
    let gap = hintText.isEmpty ? -1 : 2 + hintText.count
    for shownBrand in [brandText, ""] where shownBrand.count + total + gap <= width {
      if !shownBrand.isEmpty { layout.brand = shownBrand }
      layout.tabs = place(padded, from: 0, to: padded.count - 1, at: shownBrand.count)
      if !hintText.isEmpty { layout.hintX = width - hintText.count }
      return layout
    }
    if tabs.isEmpty {
      if !brandText.isEmpty { layout.brand = brandText }
      return layout
    }

    // Scroll: the widest window around the selected tab that fits between the markers, left of
    // the hint (which stays while the brand and the selected tab leave room for it).
    var room = width
    func fits(_ first: Int, _ last: Int, brand: Int) -> Bool {
      let left = first > 0 ? 1 : 0
      let right = last < padded.count - 1 ? 1 : 0
      let tabsWidth = padded[first...last].reduce(0) { $0 + $1.count } - (right == 0 ? 1 : 0)
      return brand + left + tabsWidth + right <= room
    }
    if !hintText.isEmpty {
      room = width - hintText.count - 1
      if !fits(selected, selected, brand: brandText.count), fits(selected, selected, brand: 0) {
        // The hint (how to get help) matters more than the brand.
        brandText = ""
      }
      if fits(selected, selected, brand: brandText.count) {
        layout.hintX = width - hintText.count
      } else {
        room = width
      }
    }
    if !fits(selected, selected, brand: brandText.count) { brandText = "" }
    let brandWidth = brandText.count
    var first = 0
    var last = selected
    while first < selected && !fits(first, last, brand: brandWidth) { first += 1 }
    while last + 1 < padded.count && fits(first, last + 1, brand: brandWidth) { last += 1 }
    while first > 0 && fits(first - 1, last, brand: brandWidth) { first -= 1 }

    layout.brand = brandText.isEmpty ? nil : brandText
    var x = brandWidth
    if first > 0 {
      layout.moreLeft = x
      x += 1
    }
    var shown = padded
    if !fits(first, last, brand: brandWidth) {
      // Not even the selected tab fits: cut its title.
      let space = room - x - (last < padded.count - 1 ? 1 : 0)
      shown[selected] = shown[selected].truncated(toWidth: space, ellipsis: theme.symbols.ellipsis)
    }
    layout.tabs = place(shown, from: first, to: last, at: x)
    if last < padded.count - 1 { layout.moreRight = room - 1 }
    return layout
  }

  private func place(_ padded: [String], from first: Int, to last: Int, at start: Int)
    -> [Layout.Tab]
  {
    guard first <= last else { return [] }
    var x = start
    return (first...last).map { index in
      defer { x += padded[index].count }
      return Layout.Tab(index: index, x: x, text: padded[index])
    }
  }

  /// The tab under a column of the bar in `area`: the tab drawn there, or for a `‹`/`›`
  /// marker the nearest tab it hides; `nil` anywhere else.
  public func tab(atColumn column: Int, in area: GlyphRect) -> Int? {
    let x = column - area.x
    guard x >= 0, x < area.width else { return nil }
    let layout = layout(width: area.width)
    if let tab = layout.tabs.first(where: { $0.columns.contains(x) }) { return tab.index }
    if x == layout.moreLeft, let first = layout.tabs.first { return first.index - 1 }
    if x == layout.moreRight, let last = layout.tabs.last { return last.index + 1 }
    return nil
  }

  /// Draws the bar on the first row of `area` (the other rows take the bar's background).
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    guard !area.isEmpty else { return }
    let clip = area.intersection(canvas.bounds)
    canvas.fill(clip, with: theme.barBlank)
    let layout = layout(width: area.width)
    let y = area.y
    if let brand = layout.brand {
      canvas.put(brand, x: area.x, y: y, theme.bar.adding(.bold), clippedTo: clip)
    }
    let selected = min(max(0, selectedTab), max(0, tabs.count - 1))
    for tab in layout.tabs {
      let look = tab.index == selected ? theme.selected : theme.barDim
      canvas.put(tab.text, x: area.x + tab.x, y: y, look, clippedTo: clip)
    }
    if let x = layout.moreLeft {
      canvas.put(String(theme.symbols.moreLeft), x: area.x + x, y: y, theme.barDim, clippedTo: clip)
    }
    if let x = layout.moreRight {
      canvas.put(
        String(theme.symbols.moreRight), x: area.x + x, y: y, theme.barDim, clippedTo: clip)
    }
    if let x = layout.hintX {
      canvas.put("\(theme.text(hint)) ", x: area.x + x, y: y, theme.barDim, clippedTo: clip)
    }
  }
}
