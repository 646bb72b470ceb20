/// The geometry of one flow-layout section, in (cross, main) coordinates: main runs along the
/// scroll direction, cross across it.
struct FlowSection {
  struct Metrics {
    var vertical: Bool
    var crossExtent: Double
    var inset: EdgeInsets
    var lineSpacing: Double
    var interitemSpacing: Double
    var header: Size
    var footer: Size

    var crossInsetStart: Double { vertical ? inset.left : inset.top }
    var crossInsetEnd: Double { vertical ? inset.right : inset.bottom }
    var mainInsetStart: Double { vertical ? inset.top : inset.left }
    var mainInsetEnd: Double { vertical ? inset.bottom : inset.right }
    var available: Double { crossExtent - crossInsetStart - crossInsetEnd }
    func cross(_ s: Size) -> Double { vertical ? s.width : s.height }
    func main(_ s: Size) -> Double { vertical ? s.height : s.width }
    /// A size whose extent across the lines is at most the space a line has.
    func clamped(_ s: Size) -> Size {
      let limit = max(0, available)
      return vertical
        ? Size(width: min(s.width, limit), height: s.height)
        : Size(width: s.width, height: min(s.height, limit))
    }
    func rect(cross: Double, main: Double, crossSize: Double, mainSize: Double) -> Rect {
      vertical
        ? Rect(x: cross, y: main, width: crossSize, height: mainSize)
        : Rect(x: main, y: cross, width: mainSize, height: crossSize)
    }
  }

  /// One line of items of different sizes.
  struct Line {
    var first: Int
    var count: Int
    var main: Double
    var extent: Double
  }

  let index: Int
  private(set) var start: Double
  let count: Int
  let metrics: Metrics
  let itemSize: Size
  private(set) var end: Double = 0
  private(set) var headerFrame: Rect?
  private(set) var footerFrame: Rect?
  private var itemsStart: Double = 0
  // Equal sizes: every line has the same cross positions.
  private var perLine = 1
  private var crossPositions: [Double] = []
  // Different sizes: explicit frames and lines.
  private var frames: [Rect] = []
  private var lines: [Line] = []
  // Equal sizes across the lines, a few of them measured (self-sizing): the lines whose extent
  // differs from the estimate, in order, with the running sum of the differences before each,
  // so a line's place is arithmetic plus a binary search, whatever the count.
  private var measured: [Int: Size] = [:]
  private var changedLines: [Int] = []
  private var changedExtents: [Double] = []
  private var extentBefore: [Double] = [0]

  init(
    index: Int, start: Double, count: Int, metrics m: Metrics, itemSize: Size, sizes: [Size]?,
    measured: [Int: Size] = [:]
  ) {
    self.index = index
    self.start = start
    self.count = count
    self.metrics = m
    // An item wider than the line (UIKit: "the behavior … is not defined") is clamped to it.
    self.itemSize = m.clamped(itemSize)
    let itemSize = self.itemSize
    var cursor = start
    let headerMain = m.main(m.header)
    if headerMain > 0 {
      headerFrame = m.rect(cross: 0, main: cursor, crossSize: m.crossExtent, mainSize: headerMain)
      cursor += headerMain
    }
    cursor += m.mainInsetStart
    itemsStart = cursor
    let crossSize = m.cross(itemSize)
    let measured = measured.filter { $0.key < count }.mapValues(m.clamped)
    if sizes != nil || measured.values.contains(where: { m.cross($0) != crossSize }) {
      // Sizes that differ across the lines: every item's frame.
      var all = sizes ?? Array(repeating: itemSize, count: count)
      for (item, size) in measured { all[item] = size }
      cursor = layOutVariable(all, from: cursor)
    } else if count > 0 {
      let crossSize = m.cross(itemSize)
      perLine = Self.fitting(
        count: Int.max, sizes: { _ in crossSize }, available: m.available,
        spacing: m.interitemSpacing)
      crossPositions = Self.justify(
        sizes: Array(repeating: crossSize, count: perLine), fitting: perLine, metrics: m)
      let lineCount = (count + perLine - 1) / perLine
      cursor += Double(lineCount) * m.main(itemSize) + Double(lineCount - 1) * m.lineSpacing
      if !measured.isEmpty { cursor += noteMeasured(measured) }
    }
    cursor += m.mainInsetEnd
    let footerMain = m.main(m.footer)
    if footerMain > 0 {
      footerFrame = m.rect(cross: 0, main: cursor, crossSize: m.crossExtent, mainSize: footerMain)
      cursor += footerMain
    }
    end = cursor
  }

  /// Keeps the measured sizes of a grid's items and the lines they change; returns how much
  /// longer the section became.
  private mutating func noteMeasured(_ sizes: [Int: Size]) -> Double {
    measured = sizes
    let m = metrics
    let estimate = m.main(itemSize)
    var extents: [Int: Double] = [:]
    for (item, size) in sizes {
      let line = item / perLine
      extents[line] = max(extents[line] ?? estimate, m.main(size))
    }
    // A line of measured items all shorter than the estimate is as tall as its tallest item,
    // unmeasured ones keeping the estimate.
    for (line, _) in extents {
      let first = line * perLine
      let items = first..<min(count, first + perLine)
      extents[line] = items.map { sizes[$0].map(m.main) ?? estimate }.max() ?? estimate
    }
    changedLines = extents.keys.filter { extents[$0] != estimate }.sorted()
    changedExtents = changedLines.map { extents[$0]! }
    extentBefore = [0]
    extentBefore.reserveCapacity(changedLines.count + 1)
    for extent in changedExtents { extentBefore.append(extentBefore.last! + extent - estimate) }
    return extentBefore.last!
  }

  /// Where a line of a grid starts along the scroll direction, and how long it is.
  private func line(_ k: Int) -> (main: Double, extent: Double) {
    let m = metrics
    let estimate = m.main(itemSize)
    let base = itemsStart + Double(k) * (estimate + m.lineSpacing)
    guard !changedLines.isEmpty else { return (base, estimate) }
    // The changed lines before `k`, by binary search.
    var low = 0
    var high = changedLines.count
    while low < high {
      let mid = (low + high) / 2
      if changedLines[mid] < k { low = mid + 1 } else { high = mid }
    }
    let extent = low < changedLines.count && changedLines[low] == k ? changedExtents[low] : estimate
    return (base + extentBefore[low], extent)
  }

  /// How many items fit on a line, at least one.
  static func fitting(count: Int, sizes: (Int) -> Double, available: Double, spacing: Double) -> Int
  {
    var used = 0.0
    var n = 0
    while n < count {
      let next = sizes(n) + (n > 0 ? spacing : 0)
      if used + next > available + 1e-9 { break }
      used += next
      n += 1
      if n > 100_000 { break }
    }
    return max(1, n)
  }

  /// Cross positions for a line: the spare space shared out between `fitting` items
  /// (centred when only one fits); the line may hold fewer items than fit.
  static func justify(sizes: [Double], fitting: Int, metrics m: Metrics) -> [Double] {
    guard let last = sizes.last else { return [] }
    var used = 0.0
    for i in 0..<fitting { used += i < sizes.count ? sizes[i] : last }
    used += Double(fitting - 1) * m.interitemSpacing
    let leftover = m.available - used
    var position = m.crossInsetStart + (fitting == 1 ? leftover / 2 : 0)
    let extra = fitting > 1 ? leftover / Double(fitting - 1) : 0
    var result: [Double] = []
    for size in sizes {
      result.append(position)
      position += size + m.interitemSpacing + extra
    }
    return result
  }

  /// Cross positions for a line packed against the start inset with the minimum spacing.
  static func leading(sizes: [Double], metrics m: Metrics) -> [Double] {
    var position = m.crossInsetStart
    var result: [Double] = []
    result.reserveCapacity(sizes.count)
    for size in sizes {
      result.append(position)
      position += size + m.interitemSpacing
    }
    return result
  }

  private mutating func layOutVariable(_ unclamped: [Size], from start: Double) -> Double {
    let m = metrics
    let sizes = unclamped.map(m.clamped)
    var cursor = start
    var first = 0
    frames = []
    frames.reserveCapacity(sizes.count)
    while first < sizes.count {
      let fits = Self.fitting(
        count: sizes.count - first, sizes: { m.cross(sizes[first + $0]) }, available: m.available,
        spacing: m.interitemSpacing)
      let lineSizes = sizes[first..<(first + fits)]
      let isLast = first + fits == sizes.count
      // Full lines are justified; the last line of items of different sizes is not: it starts
      // at the inset with the minimum spacing (UIKit's private last-row alignment, rdar://20825965).
      let positions =
        isLast
        ? Self.leading(sizes: lineSizes.map { m.cross($0) }, metrics: m)
        : Self.justify(sizes: lineSizes.map { m.cross($0) }, fitting: fits, metrics: m)
      let extent = lineSizes.map { m.main($0) }.max() ?? 0
      for (i, size) in lineSizes.enumerated() {
        let main = cursor + (extent - m.main(size)) / 2
        frames.append(
          m.rect(cross: positions[i], main: main, crossSize: m.cross(size), mainSize: m.main(size)))
      }
      lines.append(Line(first: first, count: fits, main: cursor, extent: extent))
      cursor += extent
      first += fits
      if first < sizes.count { cursor += m.lineSpacing }
    }
    return cursor
  }

  /// Moves the whole section along the scroll direction, as when a section before it changed
  /// length: constant time for a grid, a pass over the frames for items of different sizes.
  mutating func shift(by delta: Double) {
    guard delta != 0 else { return }
    let m = metrics
    func moved(_ rect: Rect) -> Rect {
      m.vertical ? rect.offsetBy(dx: 0, dy: delta) : rect.offsetBy(dx: delta, dy: 0)
    }
    start += delta
    end += delta
    itemsStart += delta
    headerFrame = headerFrame.map(moved)
    footerFrame = footerFrame.map(moved)
    for i in frames.indices { frames[i] = moved(frames[i]) }
    for i in lines.indices { lines[i].main += delta }
  }

  /// The frame of an item.
  func frame(ofItem item: Int) -> Rect {
    if !frames.isEmpty { return frames[item] }
    let m = metrics
    let size = measured.isEmpty ? itemSize : measured[item] ?? itemSize
    let (main, extent) = line(item / perLine)
    // Items are centred along their line, as on a line of different sizes.
    return m.rect(
      cross: crossPositions[item % perLine], main: main + (extent - m.main(size)) / 2,
      crossSize: m.cross(size), mainSize: m.main(size))
  }

  /// The items whose lines meet the main-axis range.
  func items(from lower: Double, to upper: Double) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    if !frames.isEmpty {
      // First line ending after `lower`, by binary search; then lines until `upper`.
      var low = 0
      var high = lines.count
      while low < high {
        let mid = (low + high) / 2
        if lines[mid].main + lines[mid].extent <= lower { low = mid + 1 } else { high = mid }
      }
      var last = low
      while last < lines.count && lines[last].main < upper { last += 1 }
      guard low < last else { return 0..<0 }
      return lines[low].first..<(lines[last - 1].first + lines[last - 1].count)
    }
    let pitch = metrics.main(itemSize) + metrics.lineSpacing
    let lineCount = (count + perLine - 1) / perLine
    guard pitch > 0 else { return 0..<count }
    if !changedLines.isEmpty {
      // The first line ending after `lower`, then on until one starts at `upper`.
      var low = 0
      var high = lineCount
      while low < high {
        let mid = (low + high) / 2
        let l = line(mid)
        if l.main + l.extent <= lower { low = mid + 1 } else { high = mid }
      }
      var last = low
      while last < lineCount && line(last).main < upper { last += 1 }
      guard low < last else { return 0..<0 }
      return (low * perLine)..<min(count, last * perLine)
    }
    let firstLine = max(
      0, Int(saturating: ((lower - itemsStart - metrics.main(itemSize)) / pitch).rounded(.down)))
    let lastLine = min(
      lineCount - 1, Int(saturating: ((upper - itemsStart) / pitch).rounded(.down)))
    guard firstLine <= lastLine else { return 0..<0 }
    return (firstLine * perLine)..<min(count, (lastLine + 1) * perLine)
  }
}
