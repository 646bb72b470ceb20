/// A titled, bordered panel of sections of label–value rows (Xcode's inspector): the values
/// line up after the longest label of their section, anything too long is cut with an
/// ellipsis, and when the rows do not all fit the panel scrolls (`scrollOffset`) and shows
/// where it is (`4–18/40 ↑↓`) in its bottom border.
public struct InspectorPanel: Widget, Sendable {
  /// One line: a label and its value; a row with an empty label is a line of text.
  public struct Row: Hashable, Sendable {
    /// What the value is, e.g. `frame`.
    public var label: String
    /// The value, e.g. `(3, 4) 10×8`.
    public var value: String
    /// Whether the value stands out (in the accent colour).
    public var isEmphasized: Bool

    /// Creates a row.
    public init(_ label: String, _ value: String, isEmphasized: Bool = false) {
      self.label = label
      self.value = value
      self.isEmphasized = isEmphasized
    }
  }

  /// Rows under a heading.
  public struct Section: Hashable, Sendable {
    /// The heading.
    public var title: String
    /// The rows, in order.
    public var rows: [Row]

    /// Creates a section.
    public init(_ title: String, rows: [Row]) {
      self.title = title
      self.rows = rows
    }
  }

  /// The panel's title, in the top border.
  public var title: String
  /// The sections, in order.
  public var sections: [Section]
  /// A hint in the bottom border (how to scroll or close it), shown when there is room.
  public var footer: String
  /// Colours, styles and symbols.
  public var theme: Theme
  /// How many lines the panel is scrolled by (clamped to what there is).
  public var scrollOffset: Int

  /// Creates a panel.
  public init(
    title: String, sections: [Section], footer: String = "", theme: Theme, scrollOffset: Int = 0
  ) {
    self.title = title
    self.sections = sections
    self.footer = footer
    self.theme = theme
    self.scrollOffset = scrollOffset
  }

  /// A line of the panel's content, before it is cut to the panel's width.
  enum Line: Hashable {
    case heading(String)
    case row(label: String, labelWidth: Int, value: String, emphasized: Bool)
    case blank
  }

  /// Every line for a content width: each section's heading, its rows, and a blank line
  /// between sections. In a section without labels (a log) a long line wraps, its
  /// continuation indented; elsewhere values are cut with an ellipsis when drawn.
  func lines(width: Int) -> [Line] {
    var lines: [Line] = []
    for (i, section) in sections.enumerated() {
      if i > 0 { lines.append(.blank) }
      lines.append(.heading(section.title))
      let labelWidth = section.rows.map(\.label.count).max() ?? 0
      for row in section.rows {
        if labelWidth == 0 && width > 8 && row.value.count > width {
          var rest = Substring(row.value)
          var first = true
          // A few lines at most: a huge value (a batch of thousands of items) is cut.
          for line in 0..<Self.maximumWrappedLines where !rest.isEmpty {
            let room = first ? width : width - 2
            let end = rest.index(rest.startIndex, offsetBy: room, limitedBy: rest.endIndex)
            var piece = rest[..<(end ?? rest.endIndex)]
            if piece.endIndex < rest.endIndex,
              let space = piece.lastIndex(of: " "),
              piece.distance(from: piece.startIndex, to: space) >= room / 2
            {
              // Break after the last space that leaves at least half a line.
              piece = piece[...space]
            }
            rest = rest[piece.endIndex...]
            var text = (first ? "" : "  ") + piece
            if line == Self.maximumWrappedLines - 1 && !rest.isEmpty {
              text = String(text.dropLast()) + theme.symbols.ellipsis
            }
            lines.append(
              .row(label: "", labelWidth: 0, value: text, emphasized: row.isEmphasized))
            first = false
          }
          continue
        }
        lines.append(
          .row(
            label: row.label, labelWidth: labelWidth, value: row.value,
            emphasized: row.isEmphasized))
      }
    }
    return lines
  }

  /// The most lines a long value of a log wraps onto; the rest is cut with an ellipsis.
  public static let maximumWrappedLines = 4

  /// How many content lines show in an area (inside the border).
  public static func visibleLineCount(in area: GlyphRect) -> Int { max(0, area.height - 2) }

  /// The largest useful `scrollOffset` in an area: 0 when everything shows at once.
  public func maximumScrollOffset(in area: GlyphRect) -> Int {
    max(0, lines(width: area.width - 4).count - Self.visibleLineCount(in: area))
  }

  /// Draws the panel filling `area`.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    guard area.width >= 4, area.height >= 2 else { return }
    let clip = canvas.drawPanel(area, theme: theme)
    let s = theme.symbols
    let border = theme.panelAccent
    let inside = GlyphRect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
      .intersection(clip)
    let titleText = title.isEmpty ? "" : " \(theme.text(title)) "
    canvas.put(
      titleText.truncated(toWidth: max(0, area.width - 4), ellipsis: s.ellipsis),
      x: area.x + 2, y: area.y, border.adding(.bold), clippedTo: inside)
    let all = lines(width: area.width - 4)
    let visible = Self.visibleLineCount(in: area)
    let offset = min(max(0, scrollOffset), max(0, all.count - visible))
    var used = area.x + 2
    if all.count > visible && visible > 0 {
      let more =
        (offset > 0 ? s.arrowUp : "") + (offset + visible < all.count ? s.arrowDown : "")
      let position = " \(offset + 1)\(theme.text("–"))\(offset + visible)/\(all.count) \(more) "
      used = canvas.put(
        position, x: area.x + 2, y: area.maxY - 1, border.adding(.bold), clippedTo: inside)
    }
    let footerText = footer.isEmpty ? "" : " \(theme.text(footer)) "
    let footerX = area.maxX - footerText.count - 2
    if !footerText.isEmpty && footerX >= used {
      canvas.put(footerText, x: footerX, y: area.maxY - 1, theme.panelDim, clippedTo: inside)
    }
    let room = area.width - 4
    guard room > 0 else { return }
    for (i, line) in all.dropFirst(offset).prefix(visible).enumerated() {
      let y = area.y + 1 + i
      switch line {
      case .blank:
        continue
      case .heading(let text):
        canvas.put(
          theme.text(text).truncated(toWidth: room, ellipsis: s.ellipsis), x: area.x + 2, y: y,
          border.adding(.bold), clippedTo: inside)
      case .row(let label, let labelWidth, let value, let emphasized):
        let valueAppearance = emphasized ? theme.panelAccent : theme.panel
        if label.isEmpty && labelWidth == 0 {
          canvas.put(
            theme.text(value).truncated(toWidth: room, ellipsis: s.ellipsis), x: area.x + 2,
            y: y, valueAppearance, clippedTo: inside)
          continue
        }
        // Labels line up; a narrow panel gives the value the room and cuts the label.
        let labelRoom = min(labelWidth, max(0, room / 2 - 1))
        let shownLabel = theme.text(label).truncated(toWidth: labelRoom, ellipsis: s.ellipsis)
        canvas.put(shownLabel, x: area.x + 2, y: y, theme.panelDim, clippedTo: inside)
        let valueX = area.x + 2 + labelRoom + 1
        canvas.put(
          theme.text(value).truncated(
            toWidth: max(0, area.x + 2 + room - valueX), ellipsis: s.ellipsis),
          x: valueX, y: y, valueAppearance, clippedTo: inside)
      }
    }
  }
}
