extension CanvasScroll {
  /// How a terminal showing one frame is best brought to the next when the app says a band of
  /// rows scrolled by `hint.distance`: the distance that leaves the fewest of the band's rows
  /// to write, from the rows' hashes (`Canvas.rowHashes`), as ncurses's scroll optimisation
  /// matches lines. A jump of nearly a whole band keeps few rows where the app says the
  /// content went, yet a page of repeating rows (a grid of alike cells, a list of alike rows)
  /// often matches the old one at some other distance, and that distance, or none (nil), may
  /// leave far fewer glyphs to send. A row to write is a new row that matches neither the old
  /// row the scroll brings there nor, where the scroll exposes a row, a blank one
  /// (`blankHash`). The hint wins ties, then no scroll, then the shorter distance.
  static func best(
    hint: CanvasScroll, oldHashes: [UInt64], newHashes: [UInt64], blankHash: UInt64
  ) -> CanvasScroll? {
    let count = hint.rows.count
    guard count > 1, oldHashes.count == count, newHashes.count == count else {
      return hint.distance == 0 ? nil : hint
    }
    // kept[d + count - 1]: the new rows that match the old row `d` below them.
    var kept = [Int](repeating: 0, count: 2 * count - 1)
    // blankBefore[i]: the blank rows among the first i new rows.
    var blankBefore = [Int](repeating: 0, count: count + 1)
    oldHashes.withUnsafeBufferPointer { old in
      newHashes.withUnsafeBufferPointer { new in
        kept.withUnsafeMutableBufferPointer { kept in
          for index in 0..<count {
            let hash = new[index]
            blankBefore[index + 1] = blankBefore[index] + (hash == blankHash ? 1 : 0)
            for source in 0..<count where old[source] == hash {
              kept[source - index + count - 1] += 1
            }
          }
        }
      }
    }
    func rowsToWrite(_ distance: Int) -> Int {
      guard distance != 0 else { return count - kept[count - 1] }
      let moved = abs(distance) < count ? kept[distance + count - 1] : 0
      // The rows a scroll exposes: the last `distance` of the band, or the first.
      let exposed = min(abs(distance), count)
      let blanks =
        distance > 0
        ? blankBefore[count] - blankBefore[count - exposed] : blankBefore[exposed]
      return count - moved - blanks
    }
    var best = (distance: hint.distance, rows: rowsToWrite(hint.distance))
    let none = rowsToWrite(0)
    if none < best.rows { best = (0, none) }
    func consider(_ distance: Int) {
      guard distance != hint.distance else { return }
      let rows = rowsToWrite(distance)
      if rows < best.rows { best = (distance, rows) }
    }
    for magnitude in 1..<count {
      consider(magnitude)
      consider(-magnitude)
    }
    return best.distance == 0 ? nil : CanvasScroll(rows: hint.rows, distance: best.distance)
  }
}

extension Canvas {
  /// A hash of each row of a band of the canvas, for `CanvasScroll.best`: rows alike hash
  /// alike, and rows that hash alike are very likely alike (a wrong match only costs bytes, as
  /// the diff after the scroll still compares every glyph).
  func rowHashes(_ band: Range<Int>) -> [UInt64] {
    band.map { Canvas.rowHash(of: rows[$0]) }
  }

  /// The hash of a blank row as wide as the canvas.
  var blankRowHash: UInt64 { Canvas.rowHash(of: [Glyph](repeating: .blank, count: width)) }

  /// A row's hash: its bytes read as 64-bit words, folded in four lanes (so that the
  /// multiplications overlap), then mixed.
  static func rowHash(of row: [Glyph]) -> UInt64 {
    row.withUnsafeBytes { bytes in
      let prime: UInt64 = 0x0000_0100_0000_01B3
      var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0xcbf2_9ce4_8422_2325, 0x9e37_79b9_7f4a_7c15, 0xc2b2_ae3d_27d4_eb4f, 0x1656_67b1_9e37_79f9
      )
      guard let base = bytes.baseAddress else { return lanes.0 }
      let count = bytes.count
      var offset = 0
      while offset + 32 <= count {
        lanes.0 = (lanes.0 ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
        lanes.1 =
          (lanes.1 ^ base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* prime
        lanes.2 =
          (lanes.2 ^ base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* prime
        lanes.3 =
          (lanes.3 ^ base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* prime
        offset += 32
      }
      while offset < count {
        lanes.0 = (lanes.0 ^ UInt64(base.load(fromByteOffset: offset, as: UInt8.self))) &* prime
        offset += 1
      }
      var hash =
        lanes.0 ^ (lanes.1 >> 7 | lanes.1 << 57) ^ (lanes.2 >> 19 | lanes.2 << 45)
        ^ (lanes.3 >> 31 | lanes.3 << 33)
      hash ^= hash >> 29
      return hash &* prime
    }
  }
}
