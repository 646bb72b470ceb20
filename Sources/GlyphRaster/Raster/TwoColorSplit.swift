import CollectionCore

/// The two colours and the mask that best approximate a glyph's pixels (notcurses' method for
/// its quadrant, sextant and octant blitters): a glyph shows one colour in its ink and one in
/// its background, so a block of up to eight pixels is split into two groups.
///
/// Every pair of the block's distinct colours is tried as the two groups' centres, each pixel
/// joins the nearer (by a perceptually weighted RGB distance, unpainted pixels counting as the
/// terminal's background they show), and the pair with the least total distance wins. In
/// truecolor a group shows the mean of its painted pixels, so a glyph on an anti-aliased edge
/// keeps its shade; in the palettes it shows the colour it was centred on, which is already a
/// palette entry.
struct TwoColorSplit: Equatable {
  /// The pixels of the second group: bit `i` is pixel `i`, row by row.
  var mask: Int
  /// The colour of the group holding the top-left pixel (`Pixel.none` for the backdrop).
  var first: UInt32
  /// The colour of the other group (equal to `first` when the block is uniform).
  var second: UInt32

  /// Whether every pixel has one colour.
  var isUniform: Bool { mask == 0 }

  /// Makes the second group the first and the first the second, for a block of `count` pixels.
  mutating func swapGroups(count: Int) {
    mask = ~mask & ((1 << count) - 1)
    swap(&first, &second)
  }

  /// Splits a block of at most eight pixels shown on a background colour.
  init(_ block: PixelBlock, averaging: Bool, backdrop: Color = .black) {
    let n = block.width * block.height
    if let value = block.uniformValue {
      mask = 0
      first = value
      second = value
      return
    }
    // Unpainted pixels take the background's colour without the painted bit: distances and
    // means see the colour they show, and they stay apart from painted ones (black: unchanged).
    let background = Pixel.pack(backdrop) & ~Pixel.painted
    self = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { values in
      for i in 0..<n {
        let v = block.value(i)
        values[i] = v == Pixel.none ? background : v
      }
      return TwoColorSplit(
        values: UnsafeBufferPointer(rebasing: values[0..<n]), averaging: averaging)
    }
    if first & Pixel.painted == 0 { first = Pixel.none }
    if second & Pixel.painted == 0 { second = Pixel.none }
  }

  /// Splits pixels (row by row, at most eight).
  init(values: UnsafeBufferPointer<UInt32>, averaging: Bool) {
    let n = values.count
    let p0 = values[0]
    // The distinct colours (distinct[0] is the top-left pixel's) and how many pixels have each.
    var distinct: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0, 0, 0, 0, 0, 0, 0, 0
    )
    var counts: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    var k = 0
    withUnsafeMutableBytes(of: &distinct) { distinctBytes in
      withUnsafeMutableBytes(of: &counts) { countBytes in
        let d = distinctBytes.bindMemory(to: UInt32.self)
        let c = countBytes.bindMemory(to: Int.self)
        for i in 0..<n {
          let v = values[i]
          var j = 0
          while j < k && d[j] != v { j += 1 }
          if j == k {
            d[k] = v
            c[k] = 0
            k += 1
          }
          c[j] += 1
        }
      }
    }
    if k == 1 {
      mask = 0
      first = p0
      second = p0
      return
    }
    let (m, a, b) = withUnsafeBytes(of: distinct) { distinctBytes in
      withUnsafeBytes(of: counts) { countBytes in
        Self.split(
          values, distinct: distinctBytes.bindMemory(to: UInt32.self),
          counts: countBytes.bindMemory(to: Int.self), k: k, averaging: averaging)
      }
    }
    mask = m
    first = a
    second = b
  }

  /// The split of pixels with `k` (at least two) distinct colours: the mask, the first group's
  /// colour and the second's.
  private static func split(
    _ values: UnsafeBufferPointer<UInt32>, distinct: UnsafeBufferPointer<UInt32>,
    counts: UnsafeBufferPointer<Int>, k: Int, averaging: Bool
  ) -> (Int, UInt32, UInt32) {
    // Which distinct colours join the second group, and the two groups' centres.
    var inSecond = 0b10
    var centres = (0, 1)
    if k > 2 {
      var best = Int.max
      for a in 0..<(k - 1) {
        for b in (a + 1)..<k {
          var cost = 0
          for l in 0..<k {
            let da = distance(distinct[l], distinct[a])
            let db = distance(distinct[l], distinct[b])
            cost += counts[l] * min(da, db)
            if cost >= best { break }
          }
          if cost < best {
            best = cost
            centres = (a, b)
          }
        }
      }
      inSecond = 0
      for l in 0..<k {
        let da = distance(distinct[l], distinct[centres.0])
        let db = distance(distinct[l], distinct[centres.1])
        if db < da || (db == da && l == centres.1) { inSecond |= 1 << l }
      }
      // The group holding the top-left pixel is the first.
      if inSecond & 1 != 0 {
        inSecond = ~inSecond & ((1 << k) - 1)
        centres = (centres.1, centres.0)
      }
    }
    var mask = 0
    for i in 0..<values.count {
      var l = 0
      while distinct[l] != values[i] { l += 1 }
      if inSecond & (1 << l) != 0 { mask |= 1 << i }
    }
    let firstCentre = distinct[centres.0]
    let secondCentre = distinct[centres.1]
    guard averaging && k > 2 else { return (mask, firstCentre, secondCentre) }
    return (
      mask,
      mean(of: distinct, counts: counts, k: k, in: ~inSecond, centre: firstCentre),
      mean(of: distinct, counts: counts, k: k, in: inSecond, centre: secondCentre)
    )
  }

  /// The mean of a group's colours, unpainted pixels counting as the background they show
  /// (so a shade that swallows a few blank pixels dims instead of painting a box over them);
  /// the backdrop itself when the group's centre is the backdrop.
  private static func mean(
    of distinct: UnsafeBufferPointer<UInt32>, counts: UnsafeBufferPointer<Int>, k: Int,
    in group: Int, centre: UInt32
  ) -> UInt32 {
    guard centre & Pixel.painted != 0 else { return centre }
    var r = 0
    var g = 0
    var b = 0
    var total = 0
    for l in 0..<k where group & (1 << l) != 0 {
      let c = counts[l]
      let v = distinct[l]
      r += Int((v >> 16) & 0xFF) * c
      g += Int((v >> 8) & 0xFF) * c
      b += Int(v & 0xFF) * c
      total += c
    }
    guard total > 0 else { return centre }
    let half = total / 2
    return Pixel.painted | UInt32((r + half) / total) << 16 | UInt32((g + half) / total) << 8
      | UInt32((b + half) / total)
  }

  /// A perceptually weighted squared RGB distance; an unpainted pixel is its RGB bits (black,
  /// or the background given to the split).
  @inline(__always)
  static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    let dr = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
    let dg = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
    let db = Int(a & 0xFF) - Int(b & 0xFF)
    // An unpainted pixel differs a little from painted black, so the two stay apart.
    let marker = (a ^ b) & Pixel.painted != 0 ? 1 : 0
    return 2 * dr * dr + 4 * dg * dg + 3 * db * db + marker
  }
}
