/// A one-row bar of segments separated by `│` (`|` in ASCII), the first one emphasised.
///
/// When the bar is too narrow the least important segments drop first (the later one of
/// equals first), never the last one standing, which is cut with an ellipsis instead. A
/// transient notice is one more segment, at the end, in the notice colour, kept before any
/// other. The bar fills its whole row, so a shorter text erases what a longer one left.
public struct StatusBar: Widget, Hashable, Sendable {
  /// One piece of the bar.
  public struct Segment: Hashable, Sendable {
    /// The text.
    public var text: String
    /// How important it is: when space is short, lower priorities drop first.
    public var priority: Int

    /// Creates a segment.
    public init(_ text: String, priority: Int = 0) {
      self.text = text
      self.priority = priority
    }
  }

  /// The segments, left to right; the first is emphasised.
  public var segments: [Segment]
  /// A transient message, shown as the last segment and kept before any other.
  public var notice: String?
  /// Colours, styles and symbols.
  public var theme: Theme

  /// Creates a status bar.
  public init(segments: [Segment], notice: String? = nil, theme: Theme) {
    self.segments = segments
    self.notice = notice
    self.theme = theme
  }

  /// What one shown segment is.
  public enum Role: Hashable, Sendable {
    /// The first segment, emphasised.
    case emphasised
    /// Any other segment.
    case plain
    /// The notice.
    case notice
  }

  /// One segment on screen.
  public struct Placement: Hashable, Sendable {
    /// The segment's index in `segments`, or `nil` for the notice.
    public var index: Int?
    /// Its first column, from the bar's left edge.
    public var x: Int
    /// The text drawn (folded for the glyph set, cut if it had to be).
    public var text: String
    /// How it is drawn.
    public var role: Role
  }

  /// The segments shown in a bar `width` columns wide, after a leading space.
  public func layout(width: Int) -> [Placement] {
    var items: [(index: Int?, text: String, priority: Int, role: Role)] = segments.enumerated()
      .map { offset, segment in
        (offset, theme.text(segment.text), segment.priority, offset == 0 ? .emphasised : .plain)
      }
    if let notice { items.append((nil, theme.text(notice), Int.max, .notice)) }
    let separator = theme.symbols.separator
    func needed() -> Int {
      1 + items.reduce(0) { $0 + $1.text.count } + separator.count * max(0, items.count - 1)
    }
    while items.count > 1 && needed() > width {
      // The least important goes; among equals, the later one.
      var drop = 0
      for i in items.indices where items[i].priority <= items[drop].priority { drop = i }
      items.remove(at: drop)
    }
    if items.count == 1 && needed() > width {
      items[0].text = items[0].text.truncated(
        toWidth: width - 1, ellipsis: theme.symbols.ellipsis)
    }
    var x = 1
    var placements: [Placement] = []
    for (i, item) in items.enumerated() {
      if i > 0 { x += separator.count }
      placements.append(Placement(index: item.index, x: x, text: item.text, role: item.role))
      x += item.text.count
    }
    return placements
  }

  /// Draws the bar on the first row of `area`, filling all of `area` with the bar's blank.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    guard !area.isEmpty else { return }
    let clip = area.intersection(canvas.bounds)
    canvas.fill(clip, with: theme.barBlank)
    let y = area.y
    let separator = theme.symbols.separator
    for (i, placement) in layout(width: area.width).enumerated() {
      if i > 0 {
        canvas.put(
          separator, x: area.x + placement.x - separator.count, y: y, theme.barDim,
          clippedTo: clip)
      }
      let look: GlyphAppearance
      switch placement.role {
      case .emphasised: look = theme.barAccent
      case .plain: look = theme.bar
      case .notice: look = theme.barNotice
      }
      canvas.put(placement.text, x: area.x + placement.x, y: y, look, clippedTo: clip)
    }
  }
}
