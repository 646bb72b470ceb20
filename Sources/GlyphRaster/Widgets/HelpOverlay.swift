/// A titled, bordered panel listing keys and what they do, optionally in groups, with a
/// closing note and a footer in the bottom border, centred in its area.
///
/// Every row must show, however small the area: when the panel does not fit inside the area
/// less `preferredInsets` (the bars), the spacing, group titles and closing note go, the panel
/// may cover the insets, and long summaries are cut with an ellipsis.
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

  /// Creates a help panel.
  public init(
    title: String, groups: [Group], note: String? = nil, footer: String = "",
    preferredInsets: GlyphInsets = .zero, theme: Theme
  ) {
    self.title = title
    self.groups = groups
    self.note = note
    self.footer = footer
    self.preferredInsets = preferredInsets
    self.theme = theme
  }

  /// One line inside the panel.
  enum Line: Hashable {
    case blank
    case heading(String)
    case row(Row)
    case note(String)
  }

  /// The panel's frame and lines in `area`.
  struct Placement {
    var frame: GlyphRect
    var padding: Int
    var lines: [Line]
    var labelWidth: Int
  }

  /// Where the panel goes in `area` and what it lists.
  func placement(in area: GlyphRect) -> Placement {
    let groups = groups.map { group in
      Group(
        title: group.title.map(theme.text),
        rows: group.rows.map { Row(key: theme.text($0.key), summary: theme.text($0.summary)) })
    }
    var roomyLines: [Line] = []
    for (i, group) in groups.enumerated() {
      if i > 0 && !roomyLines.isEmpty { roomyLines.append(.blank) }
      if let title = group.title { roomyLines.append(.heading(title)) }
      roomyLines += group.rows.map(Line.row)
    }
    if let note {
      roomyLines.append(.blank)
      for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
        roomyLines.append(.note(theme.text(String(line))))
      }
    }
    let compactLines = groups.flatMap(\.rows).map(Line.row)

    let preferred = area.inset(by: preferredInsets)
    // Roomy: a blank line of padding inside the border, top and bottom.
    let roomy = preferred.height >= roomyLines.count + 4
    let region = roomy ? preferred : area
    let lines = roomy ? roomyLines : compactLines
    let padding = roomy ? 1 : 0

    let labelWidth =
      (compactLines.map { line in
        if case .row(let row) = line { row.key.count } else { 0 }
      }.max() ?? 0) + 2
    let natural =
      lines.map { line in
        switch line {
        case .blank: 0
        case .heading(let text), .note(let text): text.count
        case .row(let row): labelWidth + row.summary.count
        }
      }.max() ?? 0
    let width = max(0, min(region.width - 2, natural + 4))
    let height = min(region.height, lines.count + 2 + 2 * padding)
    let frame = GlyphRect(
      x: region.x + (region.width - width) / 2, y: region.y + max(0, (region.height - height) / 2),
      width: width, height: height)
    return Placement(frame: frame, padding: padding, lines: lines, labelWidth: labelWidth)
  }

  /// Draws the panel centred in `area`.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    let placement = placement(in: area)
    let frame = placement.frame
    guard frame.width >= 2, frame.height >= 2 else { return }
    let clip = frame.intersection(canvas.bounds)
    let s = theme.symbols
    let border = theme.panelAccent
    canvas.fill(clip, with: theme.panelBlank)
    let horizontal = String(repeating: s.horizontal, count: frame.width - 2)
    canvas.put(
      "\(s.topLeft)\(horizontal)\(s.topRight)", x: frame.x, y: frame.y, border, clippedTo: clip)
    canvas.put(
      "\(s.bottomLeft)\(horizontal)\(s.bottomRight)", x: frame.x, y: frame.maxY - 1, border,
      clippedTo: clip)
    for y in (frame.y + 1)..<(frame.maxY - 1) {
      canvas.put(String(s.vertical), x: frame.x, y: y, border, clippedTo: clip)
      canvas.put(String(s.vertical), x: frame.maxX - 1, y: y, border, clippedTo: clip)
    }

    // The title in the top border, the footer at the right of the bottom one.
    let inside = GlyphRect(x: frame.x + 2, y: frame.y, width: frame.width - 4, height: frame.height)
      .intersection(clip)
    let titleText = title.isEmpty ? "" : " \(theme.text(title)) "
    canvas.put(titleText, x: frame.x + 2, y: frame.y, border.adding(.bold), clippedTo: inside)
    let footerText = footer.isEmpty ? "" : " \(theme.text(footer)) "
    let footerX = frame.maxX - footerText.count - 2
    if !footerText.isEmpty && footerX >= frame.x + 2 {
      canvas.put(footerText, x: footerX, y: frame.maxY - 1, theme.panelDim, clippedTo: inside)
    }

    let room = frame.width - 4
    let firstRow = frame.y + 1 + placement.padding
    for (i, line) in placement.lines.enumerated() where firstRow + i < frame.maxY - 1 {
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
      case .row(let row):
        let label = row.key.padded(toWidth: min(placement.labelWidth, room))
        let summary = row.summary.truncated(toWidth: room - label.count, ellipsis: s.ellipsis)
        let x = canvas.put(label, x: frame.x + 2, y: y, border.adding(.bold), clippedTo: inside)
        canvas.put(summary, x: x, y: y, theme.panel, clippedTo: inside)
      }
    }
  }
}
