import CollectionCore

/// A collection view over a `MovableDataSource`, with everything it holds weakly kept alive, on
/// a manual clock.
public struct MovableHarness {
  /// The collection view.
  public let cv: CollectionView
  /// Its data source.
  public let dataSource: MovableDataSource
  /// Its delegate.
  public let delegate: InteractionRecordingDelegate
  /// Its clock.
  public let clock: ManualClock

  /// A collection view of a size with a layout over sections of the given counts.
  public init(
    layout: CollectionViewLayout, counts: [Int], size: Size = Size(width: 80, height: 46)
  ) {
    clock = ManualClock()
    cv = CollectionView(frameSize: size, collectionViewLayout: layout, clock: clock)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
      withReuseIdentifier: "supplementary")
    dataSource = MovableDataSource(counts: counts)
    delegate = InteractionRecordingDelegate()
    cv.dataSource = dataSource
    cv.delegate = delegate
    cv.layoutIfNeeded()
  }

  /// Runs the clock past every animation.
  public func settle() { cv.settle(clock) }

  /// The centre of an item where the layout puts it.
  public func center(_ item: Int, _ section: Int = 0) -> Point {
    cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.center ?? .zero
  }
}
