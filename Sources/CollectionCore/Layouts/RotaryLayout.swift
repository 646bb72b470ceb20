#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Supplies the rotary layout's metrics (seed 001's CustomTransformCollecionLayoutDelegate).
public protocol RotaryLayoutDelegate: AnyObject {
  /// The size of every item (the seed's `itemSizeWithCollectionView:collectionViewLayout:`).
  func itemSize(in collectionView: CollectionView, layout: RotaryLayout) -> Size
  /// The margin after every item (the seed's `marginSizeWithCollectionView:collectionViewLayout:`).
  func margin(in collectionView: CollectionView, layout: RotaryLayout) -> Double
}

/// Seed 001's CustomTransformCollecionLayout: one row of items that turn a full circle for every
/// item of travel as the content scrolls, the current item on top, resting with it centred.
///
/// As the seed computes it, with `W` the bounds' width, `w` the item width and `m` the margin
/// (both from `layoutDelegate`, else `itemSize` and `margin`): the content is `n·(w + m)` wide;
/// item i's centre is `(i·(w + m) + w/2, H/2)`; the current index is
/// `⌊(offsetX + W/2) / (w + m)⌋` (truncated, as NSInteger does); every cell is rotated by
/// `2π · change / (w + m)` with `change = offsetX − current·(w + m) + W/2 − w/2`, corrected by
/// one item when negative and 0 for the first item at offsets ≤ 0; the current item has zIndex
/// 1000 and the others the current index. Any bounds change invalidates it (only the visible
/// rect when the size is the same), and `targetContentOffset` centres the current item of the
/// proposed offset. The seed returns every item from `layoutAttributesForElements(in:)`; this
/// returns those near the rect, so a million items cost what a dozen do.
open class RotaryLayout: CollectionViewLayout {
  /// Supplies the item size and the margin; when `nil`, `itemSize` and `margin` are used.
  public weak var layoutDelegate: (any RotaryLayoutDelegate)?
  /// The item size when no delegate supplies one (the seed's 200 × 200, scaled to points).
  public var itemSize = Size(width: 16, height: 16) { didSet { invalidateLayout() } }
  /// The margin when no delegate supplies one (the seed's 10, scaled and rounded up).
  public var margin = 2.0 { didSet { invalidateLayout() } }

  /// The number of items (section 0), from the last `prepare()`.
  public private(set) var numberOfCellsInSection = 0
  /// The item size in use, from the last `prepare()`.
  public private(set) var resolvedItemSize = Size.zero
  /// The margin in use, from the last `prepare()`.
  public private(set) var itemMargin = 0.0

  /// Creates the layout.
  public override init() { super.init() }

  /// The distance from one item to the next.
  public var pitch: Double { resolvedItemSize.width + itemMargin }

  /// Reads the count and the metrics (the seed's `initData`; its `itemsX` is `i·pitch + w/2`).
  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    numberOfCellsInSection = cv.numberOfSections > 0 ? cv.numberOfItems(inSection: 0) : 0
    resolvedItemSize = layoutDelegate?.itemSize(in: cv, layout: self) ?? itemSize
    itemMargin = layoutDelegate?.margin(in: cv, layout: self) ?? margin
  }

  /// `n·(w + m)` wide, the bounds' height tall.
  open override var collectionViewContentSize: Size {
    Size(
      width: Double(numberOfCellsInSection) * pitch, height: collectionView?.bounds.height ?? 0)
  }

  /// The seed's `countIndexWithOffsetX:`: the item at the viewport's centre (truncated).
  public func currentIndex(forOffsetX offsetX: Double) -> Int {
    guard pitch > 0 else { return 0 }
    let width = collectionView?.bounds.width ?? 0
    return Int(saturating: (offsetX + width / 2) / pitch)
  }

  /// The items whose turned frames can meet `rect`.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    guard numberOfCellsInSection > 0, pitch > 0 else { return [] }
    // A turned square reaches out half its diagonal from its centre.
    let reach =
      (resolvedItemSize.width * resolvedItemSize.width + resolvedItemSize.height
      * resolvedItemSize.height).squareRoot() / 2
    let first = max(
      0, Int(saturating: ((rect.minX - reach - resolvedItemSize.width / 2) / pitch).rounded(.down)))
    let last = min(
      numberOfCellsInSection - 1,
      Int(saturating: ((rect.maxX + reach - resolvedItemSize.width / 2) / pitch).rounded(.up)))
    guard first <= last else { return [] }
    return (first...last).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }

  /// The seed's `layoutAttributesForItemAtIndexPath:`.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < numberOfCellsInSection,
      let cv = collectionView
    else { return nil }
    var attributes = LayoutAttributes(forCellWith: indexPath)
    let contentOffsetX = cv.contentOffset.x
    let width = cv.bounds.width
    let w = resolvedItemSize.width
    let current = currentIndex(forOffsetX: contentOffsetX)
    attributes.center = Point(
      x: Double(indexPath.item) * pitch + w / 2, y: cv.bounds.height / 2)
    attributes.size = resolvedItemSize
    let animationDistance = pitch
    var change = contentOffsetX - Double(current) * animationDistance + width / 2 - w / 2
    if change < 0 {
      change = contentOffsetX - Double(current - 1) * animationDistance + width / 2 - w / 2
    }
    if current == 0 && contentOffsetX <= 0 {
      change = 0
    }
    let angle = 2 * Double.pi * (change / pitch)
    attributes.transform3D = Transform3D(rotationAngle: angle)
    attributes.zIndex = current == indexPath.item ? 1000 : current
    return attributes
  }

  /// Any change of the bounds: the rotation follows the offset.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    newBounds != collectionView?.bounds
  }

  /// The seed's correction: the current item of the proposed offset comes to rest centred.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
  ) -> Point {
    let index = currentIndex(forOffsetX: proposedContentOffset.x)
    let centerX = Double(index) * pitch + resolvedItemSize.width / 2
    var result = proposedContentOffset
    result.x = centerX - (collectionView?.bounds.width ?? 0) / 2
    return result
  }
}
