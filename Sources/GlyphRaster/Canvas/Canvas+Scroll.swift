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
    let kept = max(0, rows.count - abs(distance))
    // The rows that stay on screen move as references; the rest of the band is cleared (one
    // blank row, shared until written to).
    let keptTarget = distance > 0 ? rows.lowerBound : rows.upperBound - kept
    let keptSource = keptTarget + distance
    let cleared =
      distance > 0
      ? (rows.lowerBound + kept)..<rows.upperBound : rows.lowerBound..<(rows.upperBound - kept)
    if kept > 0 {
      let moved = Array(self.rows[keptSource..<(keptSource + kept)])
      self.rows.replaceSubrange(keptTarget..<(keptTarget + kept), with: moved)
    }
    if !cleared.isEmpty {
      let blank = [Glyph](repeating: .blank, count: width)
      for row in cleared { self.rows[row] = blank }
    }
    checkInvariantsInDebugBuilds()
  }
}
