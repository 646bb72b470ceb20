/// The columns of one waterfall section while its items are placed one after another: each
/// column's height (where its next item starts) and the lowest bottom so far. An item goes under
/// the shortest column (of equals, the leftmost), which then grows by the item's height and the
/// line spacing: `(top + height) + lineSpacing`, in that order, as the layout has always added.
///
/// `place(_:)` places one item and says where; `place(heights:)` places a run of items faster
/// and says nothing, which is all `prepare()` needs. When every number is a whole one that fits
/// (the demo's heights, and any layout with whole insets and spacing) it works on keys
/// `height · lanes + column`, eight or sixteen of them in registers: the smallest key is the
/// shortest column and, of equals, the leftmost, so the choice is a few `min`s and the update a
/// masked addition, with no branch to mispredict. The keys stay whole numbers below 2⁵³, which
/// a `Double` holds exactly, so they give exactly the sums and choices of the plain loop.
struct WaterfallColumns {
  /// Each column's height: its last item's bottom plus the line spacing (the items' top while
  /// it is empty).
  var heights: [Double]
  /// The lowest bottom of the items placed so far (the items' top while there are none).
  var lowest: Double
  /// The vertical space between items of a column (not negative).
  let lineSpacing: Double

  /// Columns that all start at `top`.
  init(count: Int, top: Double, lineSpacing: Double) {
    heights = Array(repeating: top, count: count)
    lowest = top
    self.lineSpacing = lineSpacing
  }

  /// Columns as a checkpoint left them.
  init(heights: ArraySlice<Double>, lowest: Double, lineSpacing: Double) {
    self.heights = Array(heights)
    self.lowest = lowest
    self.lineSpacing = lineSpacing
  }

  /// A delegate's height as the layout uses it: one that is not finite or is negative counts as 0
  /// (two comparisons, both false for a NaN).
  @inline(__always)
  static func sanitized(_ height: Double) -> Double {
    height >= 0 && height < .infinity ? height : 0
  }

  /// Places an item of a (sanitized) height: its top and its column.
  @inline(__always)
  mutating func place(_ height: Double) -> (top: Double, column: Int) {
    let lineSpacing = lineSpacing
    var lowest = lowest
    let placed = heights.withUnsafeMutableBufferPointer { columns in
      Self.place(height, in: columns, lowest: &lowest, lineSpacing: lineSpacing)
    }
    self.lowest = lowest
    return placed
  }

  /// The plain step: the shortest column by a scan, then its growth.
  @inline(__always)
  private static func place(
    _ height: Double, in columns: UnsafeMutableBufferPointer<Double>, lowest: inout Double,
    lineSpacing: Double
  ) -> (top: Double, column: Int) {
    var shortest = 0
    var top = columns[0]
    for c in 1..<columns.count where columns[c] < top {
      shortest = c
      top = columns[c]
    }
    lowest = max(lowest, top + height)
    columns[shortest] = top + height + lineSpacing
    return (top, shortest)
  }

  /// Places items of the given heights (as the delegate gave them: sanitized here), in order.
  mutating func place(heights items: UnsafeBufferPointer<Double>) {
    var next = 0
    if heights.count <= 16, items.count <= 256, Self.allowsKeys(heights, lowest, lineSpacing) {
      // The keys take the heights up to the first that is not a whole number from 0 to 2³²
      // (−0 too; none of them needs sanitizing), found first, so their loop checks nothing.
      var whole = 0
      while whole + 2 <= items.count,
        all(Self.areWholeHeights(SIMD2(items[whole], items[whole + 1])))
      {
        whole += 2
      }
      while whole < items.count, all(Self.areWholeHeights(SIMD2(repeating: items[whole]))) {
        whole += 1
      }
      let run = UnsafeBufferPointer(rebasing: items[..<whole])
      if heights.count <= 8 {
        placeByKeys(run, as: ColumnKeys8.self)
      } else {
        placeByKeys(run, as: ColumnKeys16.self)
      }
      next = whole
    }
    guard next < items.count else { return }
    // What the keys cannot place exactly (from a height that is not a whole number), one by one.
    let lineSpacing = lineSpacing
    var lowest = lowest
    heights.withUnsafeMutableBufferPointer { columns in
      for height in items[next...] {
        _ = Self.place(
          Self.sanitized(height), in: columns, lowest: &lowest, lineSpacing: lineSpacing)
      }
    }
    self.lowest = lowest
  }

  // MARK: Keys

  /// Whether `value` is a whole number no larger in magnitude than `limit` (at most 2⁵¹).
  @inline(__always)
  static func isWhole(_ value: Double, upTo limit: Double) -> Bool {
    // Adding 2⁵² rounds anything below it to a whole number: the round trip keeps only those.
    let magnitude = value.magnitude
    return magnitude <= limit && (magnitude + 0x1p52) - 0x1p52 == magnitude
  }

  /// Whether keys are exact for up to 256 items from here: whole column heights and bottom up
  /// to 2⁴⁴ and a whole spacing up to 2³² (the heights are checked before: whole, up to 2³²), so
  /// that every height stays below 2⁴⁴ + 256 · 2³³ < 2⁴⁹ and every key below 2⁴⁹ · 16 = 2⁵³.
  static func allowsKeys(_ columns: [Double], _ lowest: Double, _ lineSpacing: Double) -> Bool {
    guard isWhole(lineSpacing, upTo: 0x1p32), isWhole(lowest, upTo: 0x1p44) else { return false }
    return columns.allSatisfy { isWhole($0, upTo: 0x1p44) }
  }

  /// Whether each of two heights is a whole number from 0 to 2³² (−0 too): vector comparisons,
  /// two heights a step.
  @inline(__always)
  static func areWholeHeights(_ heights: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>> {
    // Adding 2⁵² rounds anything below it to a whole number: the round trip keeps only those.
    let big = SIMD2<Double>(repeating: 0x1p52)
    return (heights .>= 0) .& (heights .<= SIMD2(repeating: 0x1p32))
      .& ((heights + big) - big .== heights)
  }

  /// Places items of whole heights from 0 to 2³² by keys `height · lanes + column`, in a `Keys`
  /// of registers.
  @inline(__always)
  private mutating func placeByKeys<Keys: ColumnKeys>(
    _ items: UnsafeBufferPointer<Double>, as type: Keys.Type
  ) {
    guard !items.isEmpty else { return }
    let lanes = Double(Keys.laneCount)
    var keys = Keys(heights: heights, lanes: lanes)
    var lowestKey = lowest * lanes
    let spacing = lineSpacing * lanes
    for height in items {
      // The shortest column's key grows by (height + spacing) · lanes: whole numbers, so this is
      // exactly `(top + height) + lineSpacing` again, and it waits on one addition, not two.
      let grown = height * lanes
      let shortest = keys.minimum
      lowestKey = max(lowestKey, shortest + grown)
      keys.advance(shortest, by: grown + spacing)
    }
    keys.store(into: &heights, lanes: lanes)
    lowest = (lowestKey - Double(Int(lowestKey) & (Keys.laneCount - 1))) / lanes
  }
}

/// Columns as keys `height · lanes + column` (lanes beyond the columns are infinite), held in
/// stored properties so that they stay in registers through a run.
protocol ColumnKeys {
  /// How many columns the keys hold at most (a power of two).
  static var laneCount: Int { get }
  /// The keys of columns of these heights.
  init(heights: [Double], lanes: Double)
  /// The smallest key: the shortest column, of equals the leftmost.
  var minimum: Double { get }
  /// Adds `step` to the key equal to `key` (keys are all different).
  mutating func advance(_ key: Double, by step: Double)
  /// Writes the columns' heights back.
  func store(into heights: inout [Double], lanes: Double)
}

/// Up to eight columns' keys, as four pairs: every step is a vector operation (`minpd`, a
/// comparison's mask on the step and an addition), which the compiler does not turn into a
/// branch, as it did the same selects on scalars.
struct ColumnKeys8: ColumnKeys {
  var k01, k23, k45, k67: SIMD2<Double>

  static var laneCount: Int { 8 }

  init(heights: [Double], lanes: Double) {
    self.init(heights, from: 0, lanes: lanes)
  }

  /// The keys of columns `first` to `first + 7` (those that exist).
  init(_ heights: [Double], from first: Int, lanes: Double) {
    func key(_ c: Int) -> Double {
      first + c < heights.count ? heights[first + c] * lanes + Double(first + c) : .infinity
    }
    k01 = SIMD2(key(0), key(1))
    k23 = SIMD2(key(2), key(3))
    k45 = SIMD2(key(4), key(5))
    k67 = SIMD2(key(6), key(7))
  }

  /// The smaller of each pair of lanes (`minpd`).
  @inline(__always)
  static func smaller(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    a.replacing(with: b, where: b .< a)
  }

  @inline(__always)
  var minimum: Double {
    let pair = Self.smaller(Self.smaller(k01, k23), Self.smaller(k45, k67))
    return min(pair.x, pair.y)
  }

  @inline(__always)
  mutating func advance(_ key: Double, by step: Double) {
    // The step where the key is, 0 elsewhere (a mask on the step), added: +0 leaves a key as it
    // is (no key is −0: column 0's is `height · lanes + 0`).
    let key = SIMD2(repeating: key)
    let step = SIMD2(repeating: step)
    k01 += step.replacing(with: 0, where: k01 .!= key)
    k23 += step.replacing(with: 0, where: k23 .!= key)
    k45 += step.replacing(with: 0, where: k45 .!= key)
    k67 += step.replacing(with: 0, where: k67 .!= key)
  }

  func store(into heights: inout [Double], lanes: Double) {
    store(into: &heights, from: 0, lanes: lanes)
  }

  /// Writes back columns `first` to `first + 7` (those that exist).
  func store(into heights: inout [Double], from first: Int, lanes: Double) {
    let keys = [k01.x, k01.y, k23.x, k23.y, k45.x, k45.y, k67.x, k67.y]
    for (c, key) in keys.enumerated() where first + c < heights.count {
      heights[first + c] = (key - Double(first + c)) / lanes
    }
  }
}

/// Up to sixteen columns' keys, as two groups of eight.
struct ColumnKeys16: ColumnKeys {
  var low: ColumnKeys8
  var high: ColumnKeys8

  static var laneCount: Int { 16 }

  init(heights: [Double], lanes: Double) {
    low = ColumnKeys8(heights, from: 0, lanes: lanes)
    high = ColumnKeys8(heights, from: 8, lanes: lanes)
  }

  @inline(__always)
  var minimum: Double { min(low.minimum, high.minimum) }

  @inline(__always)
  mutating func advance(_ key: Double, by step: Double) {
    low.advance(key, by: step)
    high.advance(key, by: step)
  }

  func store(into heights: inout [Double], lanes: Double) {
    low.store(into: &heights, from: 0, lanes: lanes)
    high.store(into: &heights, from: 8, lanes: lanes)
  }
}
