/// What a waterfall's sections were placed with at the last `prepare()` and what placing more
/// needs: the metrics (a change of any places everything again), the collection view and the
/// delegate to ask for heights, and — when the sections are placed lazily — the estimate of how
/// far the items reach that stands in for what is not placed yet.
struct WaterfallPlacement {
  /// The metrics of a `prepare()`.
  struct Metrics: Equatable {
    var contentWidth: Double
    var columns: Int
    var columnWidth: Double
    var lineSpacing: Double
    var sectionInset: EdgeInsets
    var headerHeight: Double
    var footerHeight: Double
    var itemHeight: Double
    var delegate: ObjectIdentifier?
  }

  /// The metrics of the last `prepare()` (`nil` before the first).
  var metrics: Metrics?
  /// The collection view and the delegate of the last `prepare()`: placing a block again asks
  /// the same delegate (held weakly, as the collection view holds it).
  weak var collectionView: CollectionView?
  weak var delegate: (any CollectionViewDelegateWaterfallLayout)?
  /// Items per block: 64 for every 8 numbers a block keeps (its column heights, top and reach),
  /// so that the blocks take at most a byte an item.
  var blockSize = 64
  /// Whether the sections are placed lazily: only what is asked for, the rest estimated.
  var isLazy = false
  /// How far down the items of a section go, on average, for each item (the lazy estimate,
  /// measured on the first items; 0 until measured).
  var itemAdvance = 0.0

  /// The number of columns.
  var columnCount: Int { metrics?.columns ?? 1 }
  /// The width of each column.
  var columnWidth: Double { metrics?.columnWidth ?? 0 }
  /// The content's width less the content insets.
  var contentWidth: Double { metrics?.contentWidth ?? 0 }
  /// The vertical space between the items of a column.
  var lineSpacing: Double { metrics?.lineSpacing ?? 0 }
  /// The items' height without a delegate.
  var itemHeight: Double { metrics?.itemHeight ?? 10 }

  /// The estimated bottom of `count` items placed from `top` (`top` itself for none, and never
  /// above it: a few items of no height in many columns end where they start).
  func estimatedBottom(of count: Int, from top: Double) -> Double {
    count > 0 ? max(top, top + Double(count) * itemAdvance - lineSpacing) : top
  }
}
