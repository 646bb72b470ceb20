import Testing

@testable import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Data source, cells, delegate

/// A cell that counts how often it was prepared for reuse and clears its label, as the book's does.
final class CountingCell: CollectionViewCell {
  /// How many times `prepareForReuse()` ran on this cell.
  var prepareForReuseCount = 0

  required init() { super.init() }

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCount += 1
    text = ""
  }
}

/// A data source whose model is a mutable array of item counts per section.
///
/// Cells are dequeued from the "cell" queue and labelled with `label(indexPath)` (the item number
/// unless replaced). Every cell ever handed out is remembered, so tests can sum up their counters.
final class TestDataSource: CollectionViewDataSource {
  /// Items per section; change it first, then tell the collection view.
  var counts: [Int]
  /// The label given to the cell of an index path.
  var label: (IndexPath) -> String = { "\($0.item)" }
  /// Every distinct cell handed out by `cellForItemAt`.
  private(set) var cellsSeen: [ObjectIdentifier: CountingCell] = [:]
  /// How many times a cell was asked for.
  private(set) var cellRequests = 0
  /// How many times a supplementary view was asked for.
  private(set) var supplementaryRequests = 0

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    cellRequests += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = label(indexPath)
    if let counting = cell as? CountingCell { cellsSeen[ObjectIdentifier(counting)] = counting }
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    supplementaryRequests += 1
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    view.text = "\(kind == ElementKind.sectionHeader ? "H" : "F")\(indexPath.section)"
    return view
  }

  /// The sum of `prepareForReuse()` calls over every cell ever handed out.
  var totalPrepareForReuse: Int { cellsSeen.values.reduce(0) { $0 + $1.prepareForReuseCount } }
}

/// A delegate that records display events and scrolls.
final class RecordingDelegate: CollectionViewDelegate {
  var didScrollCount = 0
  var didEndScrollingAnimationCount = 0
  var willDisplay: [IndexPath] = []
  var didEndDisplaying: [IndexPath] = []

  func collectionViewDidScroll(_ collectionView: CollectionView) { didScrollCount += 1 }

  func collectionViewDidEndScrollingAnimation(_ collectionView: CollectionView) {
    didEndScrollingAnimationCount += 1
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { willDisplay.append(indexPath) }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { didEndDisplaying.append(indexPath) }
}

/// A flow-layout delegate with per-item sizes and per-section metrics from dictionaries.
final class FlowDelegate: CollectionViewDelegateFlowLayout {
  var sizes: [IndexPath: Size] = [:]
  var insets: [Int: EdgeInsets] = [:]
  var lineSpacings: [Int: Double] = [:]
  var interitemSpacings: [Int: Double] = [:]
  var headerSizes: [Int: Size] = [:]
  var footerSizes: [Int: Size] = [:]

  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
  )
    -> Size?
  { sizes.isEmpty ? nil : sizes[indexPath] }

  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int
  )
    -> EdgeInsets?
  { insets[section] }

  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? { lineSpacings[section] }

  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double? { interitemSpacings[section] }

  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size? { headerSizes[section] }

  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size? { footerSizes[section] }
}

// MARK: - Harness

/// A collection view with everything it only holds weakly kept alive, on a manual clock.
struct Harness {
  let collectionView: CollectionView
  let dataSource: TestDataSource
  let clock: ManualClock
  let delegate: (any CollectionViewDelegate)?

  var cv: CollectionView { collectionView }
  var layout: CollectionViewLayout { collectionView.collectionViewLayout }

  /// Runs the clock past the end of any animation and settles.
  func settle(_ clock: ManualClock? = nil) { collectionView.settle(clock ?? self.clock) }
}

/// Makes a collection view of the given size with a `ManualClock`, a `TestDataSource` with the
/// given counts, `CountingCell` registered as "cell" and a plain view for headers and footers.
func makeCollectionView(
  layout: CollectionViewLayout, counts: [Int], size: Size = Size(width: 80, height: 46),
  delegate: (any CollectionViewDelegate)? = nil
) -> Harness {
  let clock = ManualClock()
  let cv = CollectionView(frameSize: size, collectionViewLayout: layout, clock: clock)
  cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
  cv.register(
    CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
    withReuseIdentifier: "supplementary")
  cv.register(
    CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter,
    withReuseIdentifier: "supplementary")
  let dataSource = TestDataSource(counts: counts)
  cv.dataSource = dataSource
  cv.delegate = delegate
  cv.layoutIfNeeded()
  return Harness(collectionView: cv, dataSource: dataSource, clock: clock, delegate: delegate)
}

/// A circle layout whose clock hand always points at the given minute.
func makeCircleLayout(minute: Int = 0) -> CircleLayout {
  let layout = CircleLayout()
  layout.minuteOfHour = { minute }
  return layout
}

/// A flow layout with explicit metrics.
func makeFlowLayout(
  itemSize: Size = Size(width: 16, height: 16), inset: EdgeInsets = EdgeInsets(all: 2),
  interitem: Double = 2, line: Double = 2, direction: FlowLayout.ScrollDirection = .vertical
) -> FlowLayout {
  let layout = FlowLayout()
  layout.itemSize = itemSize
  layout.sectionInset = inset
  layout.minimumInteritemSpacing = interitem
  layout.minimumLineSpacing = line
  layout.scrollDirection = direction
  return layout
}

// MARK: - Approximate comparisons

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

func isClose(_ a: Size, _ b: Size, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.width, b.width, tolerance) && isClose(a.height, b.height, tolerance)
}

func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.origin, b.origin, tolerance) && isClose(a.size, b.size, tolerance)
}

func isClose(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
  zip(a.entries, b.entries).allSatisfy { isClose($0, $1, tolerance) }
}

func isClose(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, tolerance) }
}

/// Whether two angles are the same modulo a full turn.
func isSameAngle(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs((a - b).remainder(dividingBy: 2 * .pi)) <= tolerance
}

/// Degrees to radians.
func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// Where item `i` of `n` sits on a ring (seed 000's formula).
func ringPosition(item i: Int, of n: Int, center: Point, radius: Double) -> Point {
  let angle = 2 * Double(i) * .pi / Double(n) - .pi / 2
  return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
}

extension CollectionView {
  /// The presented attributes of the cell at an index path (visible, not disappearing).
  func presentedCell(_ indexPath: IndexPath) -> LayoutAttributes? {
    presentedElements().first {
      $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == indexPath
        && $0.view === cellForItem(at: indexPath)
    }?.attributes
  }

  /// The presented attributes of whatever a given view shows now.
  func presented(view: CollectionReusableView) -> LayoutAttributes? {
    presentedElements().first { $0.view === view }?.attributes
  }

  /// Runs the clock past the end of every animation (and of any it starts) and settles.
  func settle(_ clock: ManualClock) {
    for _ in 0..<100 where isAnimating {
      clock.advance(by: remainingAnimationTime + 0.001)
      tick()
    }
  }
}

/// The item index paths among some attributes, sorted.
func cellPaths(_ attributes: [LayoutAttributes]) -> [IndexPath] {
  attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
}
