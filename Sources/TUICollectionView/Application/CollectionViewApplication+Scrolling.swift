extension CollectionViewApplication {
  /// Whether the content scrolls vertically (else the vertical keys move it sideways).
  public var scrollsVertically: Bool {
    let range = activeView.contentOffsetRange
    return range.max.y > range.min.y
  }

  /// The distance a line or an item step covers along each axis (`pitch` points a step); the
  /// vertical keys move a sideways-only layout sideways.
  public func step(_ dx: Int, _ dy: Int, pitch: Double) -> Point {
    var delta = Point(x: Double(dx) * pitch, y: Double(dy) * pitch)
    if !scrollsVertically && dx == 0 { delta = Point(x: Double(dy) * pitch, y: 0) }
    return delta
  }

  /// Scrolls a page less a little along the axis the content scrolls: down, the view less two
  /// rows in whole rows, so a page lands on the glyph grid whatever the cell aspect (and the
  /// next scroll reuses the frames it starts from); across, the width less four columns.
  public func page(by direction: Int) {
    let range = activeView.contentOffsetRange
    let size = activeView.frameSize
    if range.max.y > range.min.y {
      // Two rows of overlap, counted in rows: in points they were fewer rows on a terminal
      // whose glyph cell is less than twice as tall as wide.
      let step = max(1, (size.height / rowHeight).rounded(.down) - 2) * rowHeight
      activeView.scrollByUser(
        Point(x: 0, y: Double(direction) * step), animated: animatesScrolls)
    } else {
      let step = max(2, size.width - 4)
      activeView.scrollByUser(
        Point(x: Double(direction) * step, y: 0), animated: animatesScrolls)
    }
  }
}
