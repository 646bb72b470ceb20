@testable import CollectionCore

/// The waterfall as it was before it placed lazily (commit 63becef), kept as the reference the
/// lazy one must match frame for frame: `prepare()` places every item and keeps each one's top,
/// height, column and the lowest bottom so far; the rect query binary-searches those arrays.
/// A subclass, so the delegate's `layout:` argument is a `WaterfallLayout` and the metrics are
/// the same properties; it overrides every query and never calls `WaterfallLayout.prepare()`.
final class EagerWaterfallLayout: WaterfallLayout {
  /// The geometry of one section.
  struct Section {
    var start = 0.0
    var end = 0.0
    var itemsStart = 0.0
    var headerFrame: Rect?
    var footerFrame: Rect?
    /// Each item's top (never less than the one before).
    var y: [Double] = []
    /// Each item's height.
    var height: [Double] = []
    /// Each item's column.
    var column: [UInt16] = []
    /// The lowest bottom of the items up to each one (never less than the one before).
    var reach: [Double] = []
    /// Every `indexStride`-th value of `y` and of `reach` (the last of each block): a small
    /// index the searches start in, so they touch a few cache lines instead of twenty.
    var yBlocks: [Double] = []
    var reachBlocks: [Double] = []

    var count: Int { y.count }
  }

  var eagerSections: [Section] = []
  /// Items per block of the searches' index.
  static let indexStride = 64
  /// The number of columns from the last `prepare()`.
  private(set) var eagerColumnCount = 1
  /// The column width from the last `prepare()`.
  private(set) var eagerColumnWidth = 0.0
  var contentWidth = 0.0
  var contentHeight = 0.0

  /// Places every item under the shortest column, section by section.
  override func prepare() {
    eagerSections = []
    guard let cv = collectionView else { return }
    let inset = cv.contentInset
    contentWidth = max(0, cv.bounds.width - inset.left - inset.right)
    let available = max(0, contentWidth - sectionInset.left - sectionInset.right)
    let spacing = max(0, minimumInteritemSpacing)
    var columns = max(1, min(1000, columnCount))
    if let minimum = minimumColumnWidth, minimum > 0 {
      columns = max(
        1, min(1000, Int(saturating: ((available + spacing) / (minimum + spacing)).rounded(.down))))
    }
    eagerColumnCount = columns
    eagerColumnWidth = max(0, (available - Double(columns - 1) * spacing) / Double(columns))
    let lineSpacing = max(0, minimumLineSpacing)
    let delegate = cv.delegate as? any CollectionViewDelegateWaterfallLayout
    var cursor = 0.0
    eagerSections.reserveCapacity(cv.numberOfSections)
    var heights = [Double](repeating: 0, count: columns)
    for s in 0..<cv.numberOfSections {
      let count = cv.numberOfItems(inSection: s)
      var section = Section()
      section.start = cursor
      if headerHeight > 0 {
        section.headerFrame = Rect(x: 0, y: cursor, width: contentWidth, height: headerHeight)
        cursor += headerHeight
      }
      cursor += sectionInset.top
      section.itemsStart = cursor
      for c in 0..<columns { heights[c] = cursor }
      section.y = Array(repeating: 0, count: count)
      section.height = Array(repeating: itemHeight, count: count)
      section.column = Array(repeating: 0, count: count)
      section.reach = Array(repeating: 0, count: count)
      if let delegate {
        for item in 0..<count {
          section.height[item] = delegate.collectionView(
            cv, layout: self, heightForItemAt: IndexPath(item: item, section: s))
        }
      }
      let start = cursor
      section.y.withUnsafeMutableBufferPointer { y in
        section.height.withUnsafeMutableBufferPointer { height in
          section.column.withUnsafeMutableBufferPointer { column in
            section.reach.withUnsafeMutableBufferPointer { reach in
              var lowest = start
              for item in 0..<count {
                var h = height[item]
                if !h.isFinite || h < 0 {
                  h = 0
                  height[item] = 0
                }
                // The shortest column; of equals, the leftmost.
                var shortest = 0
                var top = heights[0]
                for c in 1..<columns where heights[c] < top {
                  shortest = c
                  top = heights[c]
                }
                y[item] = top
                column[item] = UInt16(shortest)
                lowest = max(lowest, top + h)
                reach[item] = lowest
                heights[shortest] = top + h + lineSpacing
              }
            }
          }
        }
      }
      section.yBlocks = Self.blockLasts(section.y)
      section.reachBlocks = Self.blockLasts(section.reach)
      if count > 0 {
        cursor = (heights.max() ?? cursor) - lineSpacing
      }
      cursor += sectionInset.bottom
      if footerHeight > 0 {
        section.footerFrame = Rect(x: 0, y: cursor, width: contentWidth, height: footerHeight)
        cursor += footerHeight
      }
      section.end = cursor
      eagerSections.append(section)
    }
    contentHeight = cursor
  }

  /// The content's width less the content insets, by the eagerSections' total height.
  override var collectionViewContentSize: Size {
    Size(width: contentWidth, height: contentHeight)
  }

  /// The frame of an item of a section.
  func frame(of item: Int, in section: Section) -> Rect {
    let column = Double(section.column[item])
    return Rect(
      x: sectionInset.left + (max(0, minimumInteritemSpacing) + eagerColumnWidth) * column,
      y: section.y[item], width: eagerColumnWidth, height: section.height[item])
  }

  /// The headers, items and footers whose frames meet `rect`: the eagerSections by binary search,
  /// then in each the first item reaching below the rect's top and the first starting below its
  /// bottom, each by binary search; only the items between are looked at.
  override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    let lower = rect.minY
    let upper = rect.maxY
    var low = 0
    var high = eagerSections.count
    while low < high {
      let mid = (low + high) / 2
      if eagerSections[mid].end <= lower { low = mid + 1 } else { high = mid }
    }
    var s = low
    while s < eagerSections.count && eagerSections[s].start < upper {
      defer { s += 1 }
      if let header = headerAttributes(ofSection: s), header.frame.intersects(rect) {
        result.append(header)
      }
      let section = eagerSections[s]
      if section.itemsStart < upper {
        appendItems(from: section, index: s, in: rect, to: &result)
      }
      if let footer = section.footerFrame, footer.intersects(rect) {
        result.append(supplementary(ElementKind.sectionFooter, s, footer))
      }
    }
    return result
  }

  func appendItems(
    from section: Section, index s: Int, in rect: Rect, to result: inout [LayoutAttributes]
  ) {
    // Before `first` every item ends above the rect; from `last` on every item starts below it.
    let first = Self.partition(section.reach, blocks: section.reachBlocks) { $0 <= rect.minY }
    let last = Self.partition(section.y, blocks: section.yBlocks) { $0 < rect.maxY }
    guard first < last else { return }
    result.reserveCapacity(result.count + min(last - first, 256))
    for item in first..<last {
      let frame = frame(of: item, in: section)
      if frame.intersects(rect) {
        var a = LayoutAttributes(forCellWith: IndexPath(item: item, section: s))
        a.frame = frame
        result.append(a)
      }
    }
  }

  /// The last value of each block of `indexStride` values.
  static func blockLasts(_ values: [Double]) -> [Double] {
    stride(from: indexStride - 1, to: values.count + indexStride - 1, by: indexStride).map {
      values[min($0, values.count - 1)]
    }
  }

  /// The index of the first element of a sorted array for which `isBefore` is false: the
  /// block by a search of the block index, then the element within it.
  static func partition(
    _ values: [Double], blocks: [Double], _ isBefore: (Double) -> Bool
  ) -> Int {
    var low = 0
    var high = blocks.count
    while low < high {
      let mid = (low + high) / 2
      if isBefore(blocks[mid]) { low = mid + 1 } else { high = mid }
    }
    guard low < blocks.count else { return values.count }
    var first = low * indexStride
    var end = min(values.count, first + indexStride)
    while first < end {
      let mid = (first + end) / 2
      if isBefore(values[mid]) { first = mid + 1 } else { end = mid }
    }
    return first
  }

  /// The attributes of one item.
  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard eagerSections.indices.contains(indexPath.section) else { return nil }
    let section = eagerSections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.count else { return nil }
    var a = LayoutAttributes(forCellWith: indexPath)
    a.frame = frame(of: indexPath.item, in: section)
    return a
  }

  /// A section's header or footer.
  override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard eagerSections.indices.contains(indexPath.section) else { return nil }
    switch kind {
    case ElementKind.sectionHeader: return headerAttributes(ofSection: indexPath.section)
    case ElementKind.sectionFooter:
      return eagerSections[indexPath.section].footerFrame.map {
        supplementary(kind, indexPath.section, $0)
      }
    default: return nil
    }
  }

  /// A section's header, pinned to the visible top while its section shows when asked to be.
  func headerAttributes(ofSection s: Int) -> LayoutAttributes? {
    let section = eagerSections[s]
    guard var frame = section.headerFrame else { return nil }
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: s))
    if sectionHeadersPinToVisibleBounds, let cv = collectionView {
      let top = cv.bounds.minY + cv.contentInset.top
      let end = section.footerFrame?.minY ?? section.end
      frame.origin.y = min(max(frame.minY, top), max(frame.minY, end - frame.height))
      a.zIndex = FlowLayout.pinnedSupplementaryZIndex
    }
    a.frame = frame
    return a
  }

  func supplementary(_ kind: String, _ section: Int, _ frame: Rect) -> LayoutAttributes {
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    a.frame = frame
    return a
  }
}
