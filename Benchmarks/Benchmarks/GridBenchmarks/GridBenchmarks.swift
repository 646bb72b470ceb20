import Benchmark
import CollectionCore

/// Counts per section, nothing else: what the layouts ask a data source.
final class Counts: CollectionViewDataSource {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    counts[section]
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "view", for: indexPath)
  }
}

/// The demo's waterfall heights: seed 004's `arc4random() % 150 + 40`, hashed, × 0.1.
final class Heights: CollectionViewDelegateWaterfallLayout {
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double {
    var z =
      UInt64(truncatingIfNeeded: indexPath.section) &<< 32
      ^ UInt64(truncatingIfNeeded: indexPath.item)
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z &>> 31
    return (Double(z % 150 + 40) * 0.1).rounded()
  }
}

/// A collection view of a 100 × 40 terminal (100 × 76 points) around a layout, kept alive.
struct Subject {
  let collectionView: CollectionView
  let dataSource: Counts
  let delegate: Heights?
  var layout: CollectionViewLayout { collectionView.collectionViewLayout }

  static let viewport = Size(width: 100, height: 76)

  init(_ layout: CollectionViewLayout, counts: [Int], delegate: Heights? = nil) {
    collectionView = CollectionView(
      frameSize: Self.viewport, collectionViewLayout: layout, clock: ManualClock())
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
      collectionView.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
    dataSource = Counts(counts)
    self.delegate = delegate
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
    collectionView.layoutIfNeeded()
  }

  /// Every element's attributes, as a layout that keeps them all would hold them.
  func allAttributes() -> [LayoutAttributes] {
    let height = collectionView.contentSize.height
    return layout.layoutAttributesForElements(
      in: Rect(x: -1, y: -1, width: Self.viewport.width + 2, height: height + 2))
  }

  /// Viewport-sized rects all over the content, the same sequence every run.
  func viewports(_ n: Int) -> [Rect] {
    let range = max(1, collectionView.contentSize.height - Self.viewport.height)
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    return (0..<n).map { _ in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let y = Double(seed >> 11) / Double(1 << 53) * range
      return Rect(origin: Point(x: 0, y: y), size: Self.viewport)
    }
  }
}

/// The flow of 1,000 sections × 1,000 items with headers and footers.
func multiSectionFlow() -> FlowLayout {
  let flow = FlowLayout()
  flow.itemSize = Size(width: 16, height: 16)
  flow.sectionInset = EdgeInsets(all: 2)
  flow.headerReferenceSize = Size(width: 0, height: 6)
  flow.footerReferenceSize = Size(width: 0, height: 4)
  return flow
}

/// The demo's waterfall: columns at least 14 wide, headers and footers.
func demoWaterfall() -> WaterfallLayout {
  let waterfall = WaterfallLayout()
  waterfall.minimumColumnWidth = 14
  waterfall.headerHeight = 6
  waterfall.footerHeight = 4
  return waterfall
}

/// Something expensive to build, built on the first run that needs it and kept for the rest.
final class Lazily<Value> {
  private let make: () -> Value
  private var value: Value?
  init(_ make: @escaping () -> Value) { self.make = make }
  var get: Value {
    if let value { return value }
    let made = make()
    value = made
    return made
  }
}

/// `prepare()` and `layoutAttributesForElements(in:)` at scale: the 1,000 × 1,000 flow and the
/// 1,000,000-item waterfall, each beside a naive linear scan over the same attributes. The
/// subjects are built once, outside the measurements.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount],
    maxDuration: .seconds(4), maxIterations: 100_000)

  let cases: [(name: String, make: () -> Subject, items: Int)] = [
    (
      "flow 1000×1000",
      { Subject(multiSectionFlow(), counts: Array(repeating: 1000, count: 1000)) },
      1_000_000
    ),
    (
      "waterfall 1000000",
      { Subject(demoWaterfall(), counts: [1_000_000], delegate: Heights()) }, 1_000_000
    ),
  ]

  for c in cases {
    let subject = Lazily(c.make)
    let rects = Lazily { subject.get.viewports(4096) }
    let everything = Lazily { subject.get.allAttributes() }

    // One prepare() a run; its malloc bytes over the item count are the bytes per item it
    // stores (it allocates its arrays once, at their final size, and frees the old ones).
    Benchmark(
      "prepare: \(c.name)",
      configuration: .init(maxDuration: .seconds(10), maxIterations: 50)
    ) { benchmark in
      let layout = subject.get.layout
      benchmark.startMeasurement()
      layout.prepare()
      benchmark.stopMeasurement()
      blackHole(layout.collectionViewContentSize)
    }

    // A thousand viewport-sized rects a run, at offsets all over the content; reported per rect.
    Benchmark(
      "elements in a viewport rect: \(c.name)",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      let layout = subject.get.layout
      let all = rects.get
      var i = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(layout.layoutAttributesForElements(in: all[i & 4095]).count)
        i &+= 7
      }
      benchmark.stopMeasurement()
    }

    // What a layout that keeps every attribute and filters them would cost for the same rects.
    Benchmark(
      "naive linear scan of every attribute: \(c.name)",
      configuration: .init(
        metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(4), maxIterations: 100)
    ) { benchmark in
      let all = everything.get
      precondition(all.count > c.items, "the scan must see every element")
      let rect = rects.get[benchmark.currentIteration & 4095]
      benchmark.startMeasurement()
      blackHole(all.filter { $0.frame.intersects(rect) }.count)
      benchmark.stopMeasurement()
    }
  }
}
