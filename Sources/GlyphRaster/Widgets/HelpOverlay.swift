import CollectionCore

/// A titled, bordered panel listing keys and what they do, optionally in groups, with a
/// closing note and a footer in the bottom border, centred in its area.
///
/// Every row can be reached, however small the area: when the panel does not fit inside the
/// area less `preferredInsets` (the bars), the spacing and closing note go and the panel may
/// cover the top inset, then the bottom one too; then the group titles go; when even the rows
/// alone do not fit, the panel fills the area and scrolls (`scrollOffset`), with the group
/// titles back and the position (`3–8/19 ↑↓`) in its bottom border. A summary longer than its
/// room beside its key wraps under itself; where the area is too narrow for a key and its summary side by side, each
/// key stands on a line of its own with its summary wrapped below it.
public struct HelpOverlay: Widget, Sendable {
  /// One key (or keys) and what it does.
  public struct Row: Hashable, Sendable {
    /// The key as shown, e.g. `PgUp  PgDn`.
    public var key: String
    /// What it does.
    public var summary: String

    /// Creates a row.
    public init(key: String, summary: String) {
      self.key = key
      self.summary = summary
    }
  }

  /// Rows under an optional title.
  public struct Group: Hashable, Sendable {
    /// The title, shown above the rows when there is room.
    public var title: String?
    /// The rows.
    public var rows: [Row]

    /// Creates a group.
    public init(title: String? = nil, rows: [Row]) {
      self.title = title
      self.rows = rows
    }
  }

  /// The panel's title, in the top border.
  public var title: String
  /// The groups of rows, in order.
  public var groups: [Group]
  /// Lines after the rows when there is room (newlines separate them).
  public var note: String?
  /// How to close the panel, in the bottom border.
  public var footer: String
  /// What the panel leaves clear when it can (the bars).
  public var preferredInsets: GlyphInsets
  /// Colours, styles and symbols.
  public var theme: Theme
  /// How many lines the panel is scrolled by when it scrolls (clamped to what there is).
  public var scrollOffset: Int

  /// Creates a help panel.
  public init(
    title: String, groups: [Group], note: String? = nil, footer: String = "",
    preferredInsets: GlyphInsets = .zero, theme: Theme, scrollOffset: Int = 0
  ) {
    self.title = title
    self.groups = groups
    self.note = note
    self.footer = footer
    self.preferredInsets = preferredInsets
    self.theme = theme
    self.scrollOffset = scrollOffset
  }

  /// The largest useful `scrollOffset` in an area: 0 when everything shows at once.
  public func maximumScrollOffset(in area: GlyphRect) -> Int {
    let placement = placement(in: area)
    return max(0, placement.lines.count - placement.visibleLineCount)
  }

  /// One line inside the panel.
  enum Line: Hashable {
    case blank
    case heading(String)
    case row(Row)
    case note(String)
    /// A key alone on its line (narrow areas).
    case key(String)
    /// A line of a key's summary under it (narrow areas).
    case summary(String)
    /// A long summary's next line, under the summary beside its key.
    case more(String)
  }

  /// The narrowest room a summary beside its key may have before keys go on lines of their own
  /// (less when no summary is that long).
  static let minimumSummaryWidth = 24

  /// The panel's frame and lines in `area`.
  struct Placement {
    var frame: GlyphRect
    var padding: Int
    var lines: [Line]
    var labelWidth: Int
    /// How many lines fit inside the border.
    var visibleLineCount: Int
    /// Whether the lines scroll (they do not all fit).
    var scrolls: Bool
  }

  /// Where the panel goes in `area` and what it lists.
  func placement(in area: GlyphRect) -> Placement {
    let groups = groups.map { group in
      Group(
        title: group.title.map(theme.text),
        rows: group.rows.map { Row(key: theme.text($0.key), summary: theme.text($0.summary)) })
    }
    let keyWidth =
      (groups.flatMap(\.rows).map(\.key.count).max() ?? 0) + 2
    // Too narrow for keys and summaries side by side: each key over its wrapped summary.
    let widest = area.width - 6
    let longestSummary = groups.flatMap(\.rows).map(\.summary.count).max() ?? 0
    let sideBySide = widest >= keyWidth + min(longestSummary, Self.minimumSummaryWidth)
    // Side by side, a summary longer than its room wraps under itself.
    let summaryRoom = max(1, widest - keyWidth)
    func rowLines(_ row: Row) -> [Line] {
      guard sideBySide, row.summary.count > summaryRoom else { return [.row(row)] }
      let wrapped = Self.wrap(row.summary, width: summaryRoom)
      return [.row(Row(key: row.key, summary: wrapped.first ?? ""))]
        + wrapped.dropFirst().map(Line.more)
    }
    var roomyLines: [Line] = []
    for (i, group) in groups.enumerated() {
      if i > 0 && !roomyLines.isEmpty { roomyLines.append(.blank) }
      if let title = group.title { roomyLines.append(.heading(title)) }
      roomyLines += group.rows.flatMap(rowLines)
    }
    if let note {
      roomyLines.append(.blank)
      for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
        roomyLines.append(.note(theme.text(String(line))))
      }
    }
    let compactLines = groups.flatMap(\.rows).flatMap(rowLines)
    // Titled: every row under its group's title, no spacing, no note (also what scrolls).
    let titledLines = groups.flatMap { group in
      (group.title.map { [Line.heading($0)] } ?? []) + group.rows.flatMap(rowLines)
    }
    if !sideBySide {
      return stackedPlacement(titledLines, in: area, room: max(1, widest))
    }

    let preferred = area.inset(by: preferredInsets)
    // Roomy: a blank line of padding inside the border, top and bottom. Else the titled lines
    // between the bars, or over the top bar only, or over both; else the rows alone; else the
    // titled lines scroll.
    let roomy = preferred.height >= roomyLines.count + 4
    let overTop = area.inset(by: GlyphInsets(top: 0, bottom: preferredInsets.bottom))
    let titledRegion = [preferred, overTop, area].first { $0.height >= titledLines.count + 2 }
    let compact = area.height >= compactLines.count + 2
    let region: GlyphRect
    let lines: [Line]
    var scrolls = false
    if roomy {
      (region, lines) = (preferred, roomyLines)
    } else if let titledRegion {
      (region, lines) = (titledRegion, titledLines)
    } else if compact {
      (region, lines) = (area, compactLines)
    } else {
      (region, lines, scrolls) = (area, titledLines, true)
    }
    let padding = roomy ? 1 : 0

    let labelWidth = keyWidth
    let natural = Self.naturalWidth(of: lines, labelWidth: labelWidth)
    let width = max(0, min(region.width - 2, natural + 4))
    let height = min(region.height, lines.count + 2 + 2 * padding)
    let frame = GlyphRect(
      x: region.x + (region.width - width) / 2, y: region.y + max(0, (region.height - height) / 2),
      width: width, height: height)
    return Placement(
      frame: frame, padding: padding, lines: lines, labelWidth: labelWidth,
      visibleLineCount: max(0, height - 2 - 2 * padding), scrolls: scrolls)
  }

  /// The widest line's width.
  static func naturalWidth(of lines: [Line], labelWidth: Int) -> Int {
    lines.map { line in
      switch line {
      case .blank: 0
      case .heading(let text), .note(let text), .key(let text): text.count
      case .summary(let text): 2 + text.count
      case .more(let text): labelWidth + text.count
      case .row(let row): labelWidth + row.summary.count
      }
    }.max() ?? 0
  }

  /// A narrow area's panel: the whole area, each key on its own line over its summary,
  /// indented and wrapped to `room` columns; it scrolls when it does not fit.
  func stackedPlacement(_ titled: [Line], in area: GlyphRect, room: Int) -> Placement {
    let lines = titled.flatMap { line -> [Line] in
      guard case .row(let row) = line else { return [line] }
      return [.key(row.key)] + Self.wrap(row.summary, width: max(1, room - 2)).map(Line.summary)
    }
    let width = max(0, min(area.width - 2, Self.naturalWidth(of: lines, labelWidth: 0) + 4))
    let height = min(area.height, lines.count + 2)
    let frame = GlyphRect(
      x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - height) / 2),
      width: width, height: height)
    return Placement(
      frame: frame, padding: 0, lines: lines, labelWidth: 0,
      visibleLineCount: max(0, height - 2), scrolls: lines.count + 2 > area.height)
  }

  /// Text broken at spaces into lines of at most `width` characters (a longer word keeps a
  /// line of its own).
  public static func wrap(_ text: String, width: Int) -> [String] {
    TextFitting.wrapped(text, width: width, breaksLongWords: false)
  }

  /// Draws the panel centred in `area`.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    let placement = placement(in: area)
    let frame = placement.frame
    guard frame.width >= 2, frame.height >= 2 else { return }
    let clip = canvas.drawPanel(frame, theme: theme)
    let s = theme.symbols
    let border = theme.panelAccent

    // The title in the top border, the footer at the right of the bottom one.
    let inside = GlyphRect(x: frame.x + 2, y: frame.y, width: frame.width - 4, height: frame.height)
      .intersection(clip)
    let titleText = title.isEmpty ? "" : " \(theme.text(title)) "
    canvas.put(titleText, x: frame.x + 2, y: frame.y, border.adding(.bold), clippedTo: inside)
    // When the lines scroll, where the window is, at the left of the bottom border.
    let visible = placement.visibleLineCount
    let offset = min(max(0, scrollOffset), max(0, placement.lines.count - visible))
    var used = frame.x + 2
    if placement.scrolls && visible > 0 {
      let more =
        (offset > 0 ? s.arrowUp : "")
        + (offset + visible < placement.lines.count ? s.arrowDown : "")
      let position =
        " \(offset + 1)\(theme.text("–"))\(offset + visible)/\(placement.lines.count) \(more) "
      used = canvas.put(
        position, x: frame.x + 2, y: frame.maxY - 1, border.adding(.bold), clippedTo: inside)
    }
    let footerText = footer.isEmpty ? "" : " \(theme.text(footer)) "
    let footerX = frame.maxX - footerText.count - 2
    if !footerText.isEmpty && footerX >= used {
      canvas.put(footerText, x: footerX, y: frame.maxY - 1, theme.panelDim, clippedTo: inside)
    }

    let room = frame.width - 4
    let firstRow = frame.y + 1 + placement.padding
    for (i, line) in placement.lines.dropFirst(offset).prefix(visible).enumerated()
    where firstRow + i < frame.maxY - 1 {
      let y = firstRow + i
      switch line {
      case .blank:
        continue
      case .heading(let text):
        canvas.put(
          text.truncated(toWidth: room, ellipsis: s.ellipsis), x: frame.x + 2, y: y,
          border.adding(.bold), clippedTo: inside)
      case .note(let text):
        canvas.put(
          text.truncated(toWidth: room, ellipsis: s.ellipsis), x: frame.x + 2, y: y,
          theme.panel, clippedTo: inside)
      case .key(let text):
        canvas.put(
          text.truncated(toWidth: room, ellipsis: s.ellipsis), x: frame.x + 2, y: y,
          border.adding(.bold), clippedTo: inside)
      case .summary(let text):
        canvas.put(
          text.truncated(toWidth: room - 2, ellipsis: s.ellipsis), x: frame.x + 4, y: y,
          theme.panel, clippedTo: inside)
      case .more(let text):
        let indent = min(placement.labelWidth, room)
        canvas.put(
          text.truncated(toWidth: room - indent, ellipsis: s.ellipsis), x: frame.x + 2 + indent,
          y: y, theme.panel, clippedTo: inside)
      case .row(let row):
        let label = row.key.padded(toWidth: min(placement.labelWidth, room))
        let summary = row.summary.truncated(toWidth: room - label.count, ellipsis: s.ellipsis)
        let x = canvas.put(label, x: frame.x + 2, y: y, border.adding(.bold), clippedTo: inside)
        canvas.put(summary, x: x, y: y, theme.panel, clippedTo: inside)
      }
    }
  }
}
