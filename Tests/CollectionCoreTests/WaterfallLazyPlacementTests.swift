import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// Sections of items that keep their identity (and so their height) wherever they move: the
/// data source and the delegate of one collection view of a pair.
private final class IdentifiedItems: CollectionViewDataSource,
  CollectionViewDelegateWaterfallLayout
{
  /// Each section's items, by identity.
  var sections: [[Int]]
  /// Each identity's height.
  var heights: [Int: Double]
  /// How many heights the layout asked for.
  var asked = 0

  init(sections: [[Int]], heights: [Int: Double]) {
    self.sections = sections
    self.heights = heights
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = "\(sections[indexPath.section][indexPath.item])"
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double {
    asked += 1
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return 5 }
    return heights[sections[indexPath.section][indexPath.item]] ?? 5
  }
}

/// Every item ever made, with its height: where both sides' models take new items from.
private final class Catalog {
  var heights: [Int: Double] = [:]
  var next = 0
  let code: Int
  let wholeOnly: Bool
  /// The tallest finite height made (beyond some 10¹⁵ points, sums of heights in different
  /// orders differ by whole points).
  let cap: Double

  init(code: Int, wholeOnly: Bool, cap: Double = .infinity) {
    self.code = code
    self.wholeOnly = wholeOnly
    self.cap = cap
  }

  /// A new item and its height.
  func newItem() -> Int {
    defer { next += 1 }
    let height = WaterfallLazyPlacementTests.height(
      code &* 31 &+ next &* 7919, wholeOnly: wholeOnly)
    heights[next] = capped(height)
    return next
  }

  /// A height no taller than the cap.
  func capped(_ height: Double) -> Double { height.isFinite ? min(height, cap) : height }
}

/// One collection view of a pair: its layout, its model and its clock.
private struct Side {
  let cv: CollectionView
  let items: IdentifiedItems
  let clock: ManualClock
  var layout: WaterfallLayout { cv.collectionViewLayout as! WaterfallLayout }

  init(layout: WaterfallLayout, sections: [[Int]], heights: [Int: Double], size: Size) {
    clock = ManualClock()
    cv = CollectionView(frameSize: size, collectionViewLayout: layout, clock: clock)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
      cv.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    items = IdentifiedItems(sections: sections, heights: heights)
    cv.dataSource = items
    cv.delegate = items
    cv.layoutIfNeeded()
  }
}

/// The lazily placed waterfall against the eager one it replaced (`EagerWaterfallLayout`, the
/// old implementation kept in the tests): the same actions on two collection views, and after
/// each one exactly the same frames — on screen mid-animation, for rects, for items, for
/// supplementary views — and the same content size.
@Suite("Waterfall placed lazily")
struct WaterfallLazyPlacementTests {
  /// A height from a code: whole numbers mostly (the fast way), now and then 0, a fraction, an
  /// odd one, a huge one or one the layout counts as 0.
  static func height(_ code: Int, wholeOnly: Bool) -> Double {
    let whole = Double(code % 23)
    guard !wholeOnly else { return whole }
    switch code % 17 {
    case 0: return 0
    case 1: return Double(code % 97) / 4
    case 2: return Double(code % 13) / 3
    case 3: return 0.1 * Double(code % 7)
    case 4: return 1e9 + Double(code % 5)
    case 5: return -3
    case 6: return .nan
    case 7: return .infinity
    case 8: return 5e15
    default: return whole
    }
  }

  /// Runs the same actions on an eager and a lazy waterfall and compares them after each.
  @Test func theLazyWaterfallGivesExactlyTheEagerFrames() async {
    await propertyCheck(
      count: 60,
      input: Gen.int(in: 0...1_000_000).array(of: 5...5), Gen.int(in: 0...600).array(of: 0...4),
      Gen.int(in: 0...1_000_000).array(of: 2...50)
    ) { setup, counts, steps in
      Self.compareEagerAndLazy(setup: setup, counts: counts, steps: steps)
    }
  }

  /// The case a random run found: a content offset clamped after a resize that lands while a
  /// scroll animation and the updates' animations run.
  @Test func aResizeDuringAnimatedUpdatesLeavesBothAtTheSameOffset() {
    Self.compareEagerAndLazy(
      setup: [1, 316, 0, 0, 319273], counts: [0],
      steps: [
        401995, 0, 177586, 110640, 958632, 180432, 344610, 890137, 0, 0, 346844, 753036,
      ])
  }

  /// Makes an eager and a lazy waterfall alike, does the same steps to both and compares them
  /// after each.
  private static func compareEagerAndLazy(setup: [Int], counts: [Int], steps: [Int]) {
    do {
      let catalog = Catalog(code: setup[1], wholeOnly: setup[0] % 3 != 0)
      let sections = counts.map { n in (0..<n).map { _ in catalog.newItem() } }
      let heights = catalog.heights
      let size = Size(width: Double(20 + setup[2] % 140), height: Double(10 + setup[3] % 50))
      func configure(_ layout: WaterfallLayout) -> WaterfallLayout {
        let m = setup[4]
        layout.columnCount = 1 + m % 20
        if m % 5 == 0 { layout.minimumColumnWidth = Double(3 + m % 11) }
        layout.minimumInteritemSpacing = Double(m % 3)
        layout.minimumLineSpacing = m % 7 == 0 ? 0.5 : Double(m % 4 - 1)
        layout.sectionInset = EdgeInsets(
          top: Double(m % 5 - 1), left: Double(m % 3), bottom: Double(m % 4), right: 1)
        layout.headerHeight = Double(m % 6)
        layout.footerHeight = Double(m % 4) / 2
        layout.itemHeight = 3
        layout.sectionHeadersPinToVisibleBounds = m % 4 == 0
        return layout
      }
      let eager = Side(
        layout: configure(EagerWaterfallLayout()), sections: sections, heights: heights,
        size: size)
      let lazy = Side(
        layout: configure(WaterfallLayout()), sections: sections, heights: heights, size: size)
      var trail: [String] = []
      var failed = false
      func compare(_ step: Int) {
        guard !failed else { return }
        let context = "after \(trail.joined(separator: "; "))"
        // As multisets: two elements alike in zIndex and key (one appearing, one leaving) come
        // in the order of the collection view's dictionary.
        func counted(_ side: Side) -> [LayoutAttributes: Int] {
          side.cv.presentedElements().reduce(into: [:]) { $0[$1.attributes, default: 0] += 1 }
        }
        let e = counted(eager)
        let l = counted(lazy)
        #expect(l == e, "on screen \(context)")
        #expect(lazy.cv.contentSize == eager.cv.contentSize, "content size \(context)")
        #expect(lazy.cv.contentOffset == eager.cv.contentOffset, "offset \(context)")
        let content = eager.cv.contentSize
        var rects = [eager.cv.bounds, Rect(x: -5, y: -5, width: content.width + 10, height: 1e12)]
        for k in 0..<3 {
          let y = Double((step &* 7_919 &+ k &* 104_729) % 10_007) / 10_007 * content.height
          rects.append(
            Rect(x: Double(k * 7), y: y - 3, width: 11, height: Double((step + k) % 40)))
        }
        for rect in rects {
          #expect(
            lazy.layout.layoutAttributesForElements(in: rect)
              == eager.layout.layoutAttributesForElements(in: rect), "\(rect) \(context)")
        }
        for (s, section) in eager.items.sections.enumerated() {
          let probes = section.isEmpty ? [] : [0, section.count - 1, (step * 31) % section.count]
          for item in probes + [-1, section.count] {
            let path = IndexPath(item: item, section: s)
            #expect(
              lazy.layout.layoutAttributesForItem(at: path)
                == eager.layout.layoutAttributesForItem(at: path), "\(path) \(context)")
          }
          for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            let path = IndexPath(item: 0, section: s)
            #expect(
              lazy.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
                == eager.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path),
              "\(kind) \(path) \(context)")
          }
        }
        if l != e || lazy.cv.contentSize != eager.cv.contentSize { failed = true }
      }
      compare(0)
      for (n, v) in steps.enumerated() {
        let description = Self.perform(v, on: [eager, lazy], catalog: catalog)
        trail.append(description)
        compare(n + 1)
        if failed { return }
      }
      for side in [eager, lazy] { side.cv.settle(side.clock) }
      compare(steps.count + 1)
    }
  }

  /// A waterfall placed lazily with estimates (forced on small sections: no threshold, runs a
  /// block at a time, a jump past two blocks), through the same random actions: after each,
  /// its invariants and the collection view's hold and what shows agrees with the item
  /// queries and overlaps nothing in its column; at the end, with everything placed, every
  /// item is somewhere once, the columns are in item order without overlaps, and the rect
  /// query is a linear scan's.
  @Test func theEstimatedWaterfallKeepsItsPromises() async {
    await propertyCheck(
      count: 60,
      input: Gen.int(in: 0...1_000_000).array(of: 5...5), Gen.int(in: 0...900).array(of: 1...4),
      Gen.int(in: 0...1_000_000).array(of: 2...40)
    ) { setup, counts, steps in
      Self.checkEstimated(setup: setup, counts: counts, steps: steps)
    }
  }

  /// The estimated waterfall made to place lazily, with the random setup's metrics.
  private static func estimatedSide(setup: [Int], sections: [[Int]], catalog: Catalog) -> Side {
    let layout = WaterfallLayout()
    layout.lazyPlacementThreshold = 0
    layout.lazyChunkBlocks = 1
    layout.lazyReachBlocks = 2
    let m = setup[4]
    layout.columnCount = 1 + m % 12
    layout.minimumInteritemSpacing = Double(m % 3)
    layout.minimumLineSpacing = Double(m % 4)
    layout.sectionInset = EdgeInsets(top: Double(m % 5), left: 1, bottom: Double(m % 3), right: 1)
    layout.headerHeight = Double(m % 6)
    layout.footerHeight = Double(m % 4)
    layout.sectionHeadersPinToVisibleBounds = m % 4 == 0
    let size = Size(width: Double(20 + setup[2] % 140), height: Double(10 + setup[3] % 50))
    return Side(layout: layout, sections: sections, heights: catalog.heights, size: size)
  }

  private static func checkEstimated(setup: [Int], counts: [Int], steps: [Int]) {
    let catalog = Catalog(code: setup[1], wholeOnly: setup[0] % 3 != 0, cap: 1e10)
    let sections = counts.map { n in (0..<n).map { _ in catalog.newItem() } }
    let side = estimatedSide(setup: setup, sections: sections, catalog: catalog)
    var trail: [String] = []
    func checkOnScreen() -> Bool {
      let context = "after \(trail.joined(separator: "; "))"
      let problems = side.cv._invariantViolations() + side.layout._invariantViolations()
      #expect(problems == [], "\(context)")
      // The layout is asked once it is prepared, as the collection view asks it.
      side.cv.layoutIfNeeded()
      let shown = side.layout.layoutAttributesForElements(in: side.cv.bounds)
      for a in shown where a.representedElementCategory == .cell {
        #expect(side.layout.layoutAttributesForItem(at: a.indexPath) == a, "\(a) \(context)")
      }
      #expect(Self.overlaps(shown) == [], "on screen \(context)")
      return problems.isEmpty
    }
    guard checkOnScreen() else { return }
    for v in steps {
      trail.append(Self.perform(v, on: [side], catalog: catalog))
      guard checkOnScreen() else { return }
    }
    side.cv.settle(side.clock)
    side.cv.layoutIfNeeded()
    // Everything placed: the whole content asked for (far past its end: sums of huge heights
    // are coarse).
    let all = side.layout.layoutAttributesForElements(
      in: Rect(x: -10, y: -10, width: 1e6, height: 1e300))
    let cells = all.filter { $0.representedElementCategory == .cell }
    // Items of no height (or width) meet no rect, in the eager layout too.
    let expected = side.items.sections.enumerated().flatMap { s, items in
      items.indices.map { IndexPath(item: $0, section: s) }
    }.filter { !(side.layout.layoutAttributesForItem(at: $0)?.frame.isEmpty ?? true) }
    #expect(cells.map(\.indexPath).sorted() == expected, "after \(trail)")
    #expect(Self.overlaps(cells) == [], "after \(trail)")
    let bottom = cells.map(\.frame.maxY).max() ?? 0
    let height = side.layout.collectionViewContentSize.height
    #expect(height >= bottom - max(1e-6, bottom * 1e-12), "after \(trail)")
    for (k, a) in cells.enumerated() where k % 7 == 0 {
      #expect(side.layout.layoutAttributesForItem(at: a.indexPath) == a, "\(a) after \(trail)")
    }
    for k in 0..<4 {
      let y = Double((steps.first ?? 0) &* (k + 1) % 1_000) / 1_000 * bottom
      let rect = Rect(x: 0, y: y, width: 1e6, height: Double(5 + k * 13))
      let scanned = all.filter { $0.frame.intersects(rect) }
      let queried = side.layout.layoutAttributesForElements(in: rect)
      #expect(Set(queried) == Set(scanned), "\(rect) after \(trail)")
    }
  }

  /// Pairs of cells of one section in one column that overlap, or that stand in a column out
  /// of their items' order.
  private static func overlaps(_ attributes: [LayoutAttributes]) -> [String] {
    var columns: [Double: [LayoutAttributes]] = [:]
    for a in attributes where a.representedElementCategory == .cell {
      columns[a.frame.minX * 1e6 + Double(a.indexPath.section), default: []].append(a)
    }
    var problems: [String] = []
    for column in columns.values {
      let ordered = column.sorted { $0.indexPath < $1.indexPath }
      for (a, b) in zip(ordered, ordered.dropFirst()) {
        // Attributes keep a centre and a size, so a huge item's edges lose their last bits.
        let slack = max(1e-6, max(abs(a.frame.maxY), abs(b.frame.maxY)) * 1e-12)
        if b.frame.minY < a.frame.maxY - slack {
          problems.append("\(b.indexPath) at \(b.frame) is not below \(a.indexPath) at \(a.frame)")
        }
      }
    }
    return problems
  }

  /// Placed from the top down in one go, the estimated waterfall is the eager one: the same
  /// frames (within rounding, where estimates below were put right) and content size.
  @Test func placedFromTheTopTheEstimatedWaterfallIsTheEagerOne() async {
    await propertyCheck(
      count: 40,
      input: Gen.int(in: 0...1_000_000).array(of: 5...5), Gen.int(in: 0...700).array(of: 1...3)
    ) { setup, counts in
      let catalog = Catalog(code: setup[1], wholeOnly: true)
      let sections = counts.map { n in (0..<n).map { _ in catalog.newItem() } }
      let estimated = Self.estimatedSide(setup: setup, sections: sections, catalog: catalog)
      let eager = Self.estimatedSide(setup: setup, sections: sections, catalog: catalog)
      eager.layout.lazyPlacementThreshold = .max
      eager.layout.invalidateLayout()
      eager.cv.layoutIfNeeded()
      let whole = Rect(x: -10, y: -10, width: 1e6, height: 1e9)
      let a = estimated.layout.layoutAttributesForElements(in: whole)
      let b = eager.layout.layoutAttributesForElements(in: whole)
      #expect(a.count == b.count)
      for (x, y) in zip(a, b) {
        #expect(x.indexPath == y.indexPath && isClose(x.frame, y.frame, 1e-6), "\(x) \(y)")
      }
      #expect(
        isClose(
          estimated.layout.collectionViewContentSize, eager.layout.collectionViewContentSize, 1e-6
        ))
    }
  }

  /// One random action, done alike to both sides; returns what it did.
  private static func perform(_ v: Int, on sides: [Side], catalog: Catalog) -> String {
    let model = sides[0].items.sections
    let s = model.isEmpty ? 0 : (v / 13) % model.count
    let count = model.isEmpty ? 0 : model[s].count
    // The model changes inside the batch, as UIKit asks: the layout pass before it reads the
    // model as it was. New items bring their heights from the catalog.
    func batch(_ change: (IdentifiedItems) -> Void, _ record: (CollectionView) -> Void) {
      for side in sides {
        side.cv.performBatchUpdates {
          change(side.items)
          side.items.heights.merge(catalog.heights) { _, new in new }
          record(side.cv)
        }
      }
    }
    switch v % 16 {
    case 0 where !model.isEmpty, 1 where !model.isEmpty:
      // Items inserted together, near the start, in the middle or at the end.
      let at = [0, count / 2, count, (v / 7) % (count + 1)][(v / 3) % 4]
      let new = (0..<(1 + (v / 11) % (v % 5 == 0 ? 60 : 4))).map { _ in catalog.newItem() }
      batch(
        { $0.sections[s].insert(contentsOf: new, at: at) },
        { $0.insertItems(at: new.indices.map { IndexPath(item: at + $0, section: s) }) })
      return "insert \(new.count) at \(s).\(at)"
    case 2 where count > 0:
      let paths = Set((0..<(1 + v % 5)).map { ($0 * 37 + v / 5) % count }).sorted()
      batch(
        { items in for i in paths.reversed() { items.sections[s].remove(at: i) } },
        { $0.deleteItems(at: paths.map { IndexPath(item: $0, section: s) }) })
      return "delete \(paths) in \(s)"
    case 3 where count > 0:
      let to = model.isEmpty ? 0 : (v / 17) % model.count
      let from = (v / 3) % count
      let toCount = model[to].count - (to == s ? 1 : 0)
      let target = (v / 19) % (toCount + 1)
      batch(
        { items in
          let item = items.sections[s].remove(at: from)
          items.sections[to].insert(item, at: target)
        },
        {
          $0.moveItem(
            at: IndexPath(item: from, section: s), to: IndexPath(item: target, section: to))
        })
      return "move \(s).\(from) → \(to).\(target)"
    case 4 where model.count < 6:
      let at = (v / 7) % (model.count + 1)
      let new = (0..<((v / 11) % 300)).map { _ in catalog.newItem() }
      batch({ $0.sections.insert(new, at: at) }, { $0.insertSections([at]) })
      return "insert section \(at) of \(new.count)"
    case 5 where model.count > 1:
      batch({ $0.sections.remove(at: s) }, { $0.deleteSections([s]) })
      return "delete section \(s)"
    case 6 where model.count > 1:
      let to = (v / 7) % model.count
      batch(
        { items in items.sections.insert(items.sections.remove(at: s), at: to) },
        { $0.moveSection(s, toSection: to) })
      return "move section \(s) → \(to)"
    case 7 where count > 0:
      // An item changes and is reloaded: its height changes too.
      let item = (v / 3) % count
      catalog.heights[model[s][item]] = catalog.capped(
        height(v &* 13, wholeOnly: catalog.wholeOnly))
      batch({ _ in }, { $0.reloadItems(at: [IndexPath(item: item, section: s)]) })
      return "reload \(s).\(item)"
    case 8:
      let offset = Point(x: 0, y: Double(v % 1_000) / 1_000 * sides[0].cv.contentSize.height)
      for side in sides { side.cv.setContentOffset(offset, animated: v % 2 == 0) }
      return "scroll to \(offset.y)"
    case 9:
      let time = [0.016, 0.05, 0.2, 1][v % 4]
      for side in sides {
        side.clock.advance(by: time)
        side.cv.tick()
      }
      return "wait \(time)"
    case 10:
      for side in sides { side.layout.sectionHeadersPinToVisibleBounds.toggle() }
      return "toggle pinned headers"
    case 11:
      let columns = 1 + v % 18
      for side in sides { side.layout.columnCount = columns }
      return "\(columns) columns"
    case 12:
      let size = Size(width: Double(15 + v % 150), height: Double(8 + (v / 3) % 40))
      for side in sides { side.cv.setFrameSize(size, animated: v % 2 == 0) }
      return "resize to \(size)"
    case 13 where count > 1:
      // An interactive movement: lift, carry over a few places, drop or put back.
      let from = IndexPath(item: (v / 3) % count, section: s)
      var began = true
      for side in sides { began = side.cv.beginInteractiveMovementForItem(at: from) && began }
      guard began else { return "lift \(from) refused" }
      for k in 1...3 {
        let point = Point(
          x: Double((v / (k * 7)) % 100),
          y: Double((v / (k * 11)) % 1_000)
            / 1_000 * sides[0].cv.contentSize.height)
        for side in sides { side.cv.updateInteractiveMovementTargetPosition(point) }
      }
      for side in sides {
        if v % 3 == 0 {
          side.cv.cancelInteractiveMovement()
        } else {
          side.cv.endInteractiveMovement()
        }
      }
      return "carry \(from) (\(v % 3 == 0 ? "cancelled" : "dropped"))"
    case 14:
      // The model replaced: new heights, reloaded.
      for id in catalog.heights.keys {
        catalog.heights[id] = catalog.capped(height(id &* 3 &+ v, wholeOnly: catalog.wholeOnly))
      }
      for side in sides {
        side.items.heights = catalog.heights
        side.cv.reloadData()
      }
      return "reload data"
    case 15 where count > 2:
      // A delete, a move and an insert in one batch: item `deleted` goes, item `moved` ends at
      // `target` and a new item at 0 (the batch's indices: deletes and move sources before it,
      // inserts and move targets after).
      let deleted = (v / 3) % count
      let moved = (deleted + 1) % count
      let target = 1 + (v / 7) % (count - 1)
      let inserted = catalog.newItem()
      batch(
        { items in
          var section = items.sections[s]
          let carried = section[moved]
          section.remove(at: max(deleted, moved))
          section.remove(at: min(deleted, moved))
          section.insert(inserted, at: 0)
          section.insert(carried, at: target)
          items.sections[s] = section
        },
        { cv in
          cv.deleteItems(at: [IndexPath(item: deleted, section: s)])
          cv.moveItem(
            at: IndexPath(item: moved, section: s), to: IndexPath(item: target, section: s))
          cv.insertItems(at: [IndexPath(item: 0, section: s)])
        })
      return "delete \(s).\(deleted), move \(moved) → \(target), insert at 0"
    default:
      return "nothing"
    }
  }

  /// The keys' way (whole numbers in registers) against the plain scan, on runs of random heights
  /// from random columns: the same column heights and bottom after every run, whatever the
  /// number of columns (the keys take up to sixteen) and wherever a height that is not whole
  /// stops them.
  @Test func placingByKeysEqualsPlacingOneByOne() async {
    await propertyCheck(
      input: Gen.int(in: 1...20), Gen.int(in: -40...40).array(of: 1...20),
      Gen.int(in: 0...1_000_000).array(of: 1...256), Gen.int(in: 0...3)
    ) { columns, starts, codes, spacing in
      var fast = WaterfallColumns(count: columns, top: 0, lineSpacing: Double(spacing))
      for c in 0..<columns { fast.heights[c] = Double(starts[c % starts.count]) }
      fast.lowest = fast.heights.max()! - 1
      var plain = fast
      let heights = codes.map { Self.height($0, wholeOnly: $0 % 5 != 0) }
      heights.withUnsafeBufferPointer { fast.place(heights: $0) }
      for height in heights { _ = plain.place(WaterfallColumns.sanitized(height)) }
      #expect(fast.heights == plain.heights)
      #expect(fast.lowest == plain.lowest)
    }
  }

  /// An insert near the end of a long section asks the delegate only for the heights of the
  /// block it falls in and after: the items before it stay placed.
  @Test func anUpdateNearTheEndPlacesOnlyFromTheChangeOn() {
    let catalog = Catalog(code: 7, wholeOnly: true)
    let sections = [
      (0..<50).map { _ in catalog.newItem() }, (0..<20_000).map { _ in catalog.newItem() },
    ]
    let layout = WaterfallLayout()
    layout.columnCount = 5
    let side = Side(
      layout: layout, sections: sections, heights: catalog.heights,
      size: Size(width: 80, height: 40))
    #expect(side.items.asked >= 20_050)
    let new = catalog.newItem()
    side.items.asked = 0
    side.cv.performBatchUpdates {
      side.items.sections[1].insert(new, at: 19_990)
      side.items.heights[new] = catalog.heights[new]
      side.cv.insertItems(at: [IndexPath(item: 19_990, section: 1)])
    }
    // A block (64 items with five columns) and a few, plus what shows at the top.
    #expect(side.items.asked < 200, "asked \(side.items.asked)")
    // And the frames are a fresh layout's.
    let fresh = Side(
      layout: {
        let l = WaterfallLayout()
        l.columnCount = 5
        return l
      }(),
      sections: side.items.sections, heights: side.items.heights,
      size: Size(width: 80, height: 40))
    #expect(fresh.cv.contentSize == side.cv.contentSize)
    for item in stride(from: 19_900, to: 20_001, by: 1) {
      let path = IndexPath(item: item, section: 1)
      #expect(
        side.layout.layoutAttributesForItem(at: path)
          == fresh.layout.layoutAttributesForItem(at: path))
    }
    // An interactive movement's step near the end, likewise.
    side.cv.setContentOffset(Point(x: 0, y: side.cv.contentSize.height - 40), animated: false)
    let lifted = side.cv.indexPathsForVisibleItems.sorted().last!
    #expect(side.cv.beginInteractiveMovementForItem(at: lifted))
    side.items.asked = 0
    let target = side.layout.layoutAttributesForItem(
      at: IndexPath(item: lifted.item - 3, section: 1))!.frame
    side.cv.updateInteractiveMovementTargetPosition(Point(x: target.midX, y: target.midY))
    #expect(side.cv.indexPathForInteractivelyMovingItem != lifted)
    #expect(side.items.asked < 1_000, "asked \(side.items.asked)")
    side.cv.endInteractiveMovement()
  }
}
