import CollectionCore
import GlyphRaster

extension DemoApp {
  /// The whole frame: title bar with the layout switcher, the collection view, the status bar
  /// and, when asked for, the key help.
  public func render() -> Canvas {
    var canvas = Canvas(width: columns, height: rows)
    guard !isTooSmall else {
      drawTooSmall(into: &canvas)
      return canvas
    }
    let rasterizer = Rasterizer(options: renderOptions)
    rasterizer.render(
      collectionView.presentedElements(), contentOffset: collectionView.presentedContentOffset,
      into: &canvas, viewport: .init(x: 0, y: 1, columns: columns, rows: rows - 2))
    drawTitleBar(into: &canvas)
    drawStatusBar(into: &canvas)
    if showsHelp { drawHelp(into: &canvas) }
    return canvas
  }

  var palette: ChromePalette { ChromePalette(options: renderOptions) }

  private var ascii: Bool { renderOptions.glyphSet == .ascii }

  private func drawTitleBar(into canvas: inout Canvas) {
    let p = palette
    canvas.fill(x: 0, y: 0, width: columns, height: 1, with: p.bar)
    var x = 0
    canvas.put(
      " TUICollectionView ", x: x, y: 0, foreground: p.barText, background: p.barBackground,
      style: p.barStyle.union(.bold))
    x += 19
    for choice in DemoLayoutChoice.allCases {
      let title = " \(ascii ? choice.title.asciiFallback : choice.title) "
      if choice == layoutChoice {
        canvas.put(
          title, x: x, y: 0, foreground: p.selectedText, background: p.selectedBackground,
          style: p.selectedStyle)
      } else {
        canvas.put(
          title, x: x, y: 0, foreground: p.dimText, background: p.barBackground, style: p.barStyle)
      }
      x += title.count
    }
    let hint = "? help  q quit "
    if x + hint.count + 2 <= columns {
      canvas.put(
        hint, x: columns - hint.count, y: 0, foreground: p.dimText, background: p.barBackground,
        style: p.barStyle)
    }
  }

  /// The status bar's segments: layout, items, visible cells, the reuse pool and the offset.
  var statusSegments: [String] {
    let cv = collectionView
    let stats = cv.reuseStatistics
    let offset = cv.contentOffset
    let times = ascii ? "x" : "×"
    var segments = [
      ascii ? layoutChoice.title.asciiFallback : layoutChoice.title,
      "\(dataSource.cellCount) items",
      "\(cv.indexPathsForVisibleItems.count) visible",
      "cells \(stats.cellsCreated) new/\(stats.cellsReused) reused/\(stats.cellsInPool) pooled",
      "offset \(offset.x.compact),\(offset.y.compact)",
    ]
    if slowAnimations { segments.append("slow 10\(times)") }
    return segments
  }

  private func drawStatusBar(into canvas: inout Canvas) {
    let p = palette
    let y = rows - 1
    canvas.fill(x: 0, y: y, width: columns, height: 1, with: p.bar)
    let separator = ascii ? " | " : " │ "
    if let notice {
      canvas.put(
        " " + notice.fitted(to: renderOptions.glyphSet), x: 0, y: y, foreground: p.noticeText,
        background: p.barBackground,
        style: p.barStyle.union(.bold))
      return
    }
    var x = 1
    for (i, segment) in statusSegments.enumerated() {
      let needed = segment.count + (i > 0 ? separator.count : 0)
      if x + needed > columns { break }
      if i > 0 {
        canvas.put(
          separator, x: x, y: y, foreground: p.dimText, background: p.barBackground,
          style: p.barStyle)
        x += separator.count
      }
      let emphasis: GlyphStyle = i == 0 ? .bold : []
      canvas.put(
        segment, x: x, y: y, foreground: i == 0 ? p.accent : p.barText, background: p.barBackground,
        style: p.barStyle.union(emphasis))
      x += segment.count
    }
  }

  private func drawTooSmall(into canvas: inout Canvas) {
    let lines = [
      "Terminal too small",
      "\(columns)×\(rows), need \(Self.minimumSize.columns)×\(Self.minimumSize.rows)",
      "enlarge the window",
    ]
    let top = max(0, (rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let text = ascii ? line.asciiFallback : line
      canvas.put(
        text, x: max(0, (columns - text.count) / 2), y: top + i, style: i == 0 ? .bold : [])
    }
  }

  private func drawHelp(into canvas: inout Canvas) {
    let p = palette
    // Every binding must show even in the smallest terminal: spacing and the closing note go
    // first, then long descriptions are cut with an ellipsis.
    let roomy = rows - 2 >= KeyMap.bindings.count + 6
    // In a small terminal the panel may cover the title and status bars.
    let maxHeight = roomy ? rows - 2 : rows
    var entries = KeyMap.bindings.map { binding in
      (
        label: ascii && binding.label.hasPrefix("↑") ? "arrows hjkl" : binding.label,
        text: binding.summary
      )
    }
    if roomy {
      entries += [("", ""), ("", "Status bar: layout, items, visible cells, reuse pool, offset.")]
    }
    let labelWidth = (entries.map(\.label.count).max() ?? 0) + 2
    let natural =
      entries.map { $0.label.isEmpty ? $0.text.count : labelWidth + $0.text.count }.max() ?? 0
    let width = min(columns - 2, natural + 4)
    let padding = roomy ? 1 : 0
    let height = min(maxHeight, entries.count + 2 + 2 * padding)
    let left = (columns - width) / 2
    let top = roomy ? max(1, (rows - height) / 2) : max(0, (rows - height) / 2)
    let border = ascii ? ["+", "-", "+", "|", "+", "-", "+"] : ["╭", "─", "╮", "│", "╰", "─", "╯"]
    canvas.fill(
      x: left, y: top, width: width, height: height,
      with: Glyph(" ", background: p.panelBackground, style: p.panelStyle))
    let horizontal = String(repeating: border[1], count: max(0, width - 2))
    canvas.put(
      border[0] + horizontal + border[2], x: left, y: top, foreground: p.accent,
      background: p.panelBackground, style: p.panelStyle)
    canvas.put(
      border[4] + horizontal + border[6], x: left, y: top + height - 1, foreground: p.accent,
      background: p.panelBackground, style: p.panelStyle)
    for row in (top + 1)..<(top + height - 1) {
      canvas.put(
        border[3], x: left, y: row, foreground: p.accent, background: p.panelBackground,
        style: p.panelStyle)
      canvas.put(
        border[3], x: left + width - 1, y: row, foreground: p.accent, background: p.panelBackground,
        style: p.panelStyle)
    }
    canvas.put(
      " Keys ", x: left + 2, y: top, foreground: p.accent, background: p.panelBackground,
      style: p.panelStyle.union(.bold))
    let footer = " ? or Esc closes "
    canvas.put(
      footer, x: left + width - footer.count - 2, y: top + height - 1, foreground: p.dimText,
      background: p.panelBackground, style: p.panelStyle)
    let room = width - 4
    for (i, entry) in entries.enumerated() where top + 1 + padding + i < top + height - 1 {
      let y = top + 1 + padding + i
      let label = entry.label.isEmpty ? "" : entry.label.padding(toLength: min(labelWidth, room))
      var text = entry.text
      let textRoom = room - label.count
      if text.count > textRoom {
        text =
          textRoom > 1
          ? String(text.prefix(textRoom - 1)) + "…" : String(text.prefix(max(0, textRoom)))
      }
      canvas.put(
        ascii ? label.asciiFallback : label, x: left + 2, y: y, foreground: p.accent,
        background: p.panelBackground, style: p.panelStyle.union(.bold))
      canvas.put(
        ascii ? text.asciiFallback : text, x: left + 2 + label.count, y: y, foreground: p.panelText,
        background: p.panelBackground, style: p.panelStyle)
    }
  }
}

extension String {
  /// The string padded with spaces (or cut) to a length.
  func padding(toLength length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
  }
}
