import CollectionCore

/// A collection view with everything it only holds weakly kept alive, on a manual clock.
public struct Harness {
  /// The collection view.
  public let collectionView: CollectionView
  /// Its data source.
  public let dataSource: TestDataSource
  /// Its clock.
  public let clock: ManualClock
  /// Its delegate, if any.
  public let delegate: (any CollectionViewDelegate)?

  /// Wraps a collection view made by hand with what it holds weakly.
  public init(
    collectionView: CollectionView, dataSource: TestDataSource, clock: ManualClock,
    delegate: (any CollectionViewDelegate)?
  ) {
    self.collectionView = collectionView
    self.dataSource = dataSource
    self.clock = clock
    self.delegate = delegate
  }

  /// The collection view, briefly.
  public var cv: CollectionView { collectionView }
  /// The layout in charge.
  public var layout: CollectionViewLayout { collectionView.collectionViewLayout }

  /// Runs the clock past the end of every animation and settles.
  public func settle(_ clock: ManualClock? = nil) { collectionView.settle(clock ?? self.clock) }
}

/// Makes a collection view of the given size with a `ManualClock`, a `TestDataSource` with the
/// given counts, `CountingCell` registered as "cell" and a plain view for headers and footers.
public func makeCollectionView(
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
public func makeCircleLayout(minute: Int = 0) -> CircleLayout {
  let layout = CircleLayout()
  layout.minuteOfHour = { minute }
  return layout
}

/// A flow layout with explicit metrics.
public func makeFlowLayout(
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
