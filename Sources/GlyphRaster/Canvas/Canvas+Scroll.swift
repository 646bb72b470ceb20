extension Canvas {
  /// Moves a band of rows as a terminal scrolls it: row `r` of the band takes row
  /// `r + distance`'s glyphs and the rows that come into the band are blank. Nothing happens
  /// when the band does not lie on the canvas or the distance is zero.
  public mutating func scroll(_ scroll: CanvasScroll) {
    let rows = scroll.rows
    let distance = scroll.distance
    guard distance != 0, rows.lowerBound >= 0, rows.upperBound <= height, !rows.isEmpty else {
      return
    }
    let order = distance > 0 ? Array(rows) : rows.reversed()
    for row in order {
      let source = row + distance
      if rows.contains(source) {
        for x in 0..<width { self[x, row] = self[x, source] }
      } else {
        for x in 0..<width { self[x, row] = .blank }
      }
    }
  }
}
