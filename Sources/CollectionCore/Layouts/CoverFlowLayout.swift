#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cover Flow (seed 002's Cover Flow, with seed 004's perspective): the centred item flat and in
/// front; the items to either side turned about the y axis (up to `maximumAngle`) in
/// perspective (`m34`), packed closer than their width, further back the further out, so they
/// read as a stack of covers seen at an angle. The offset moves one `pitch` per item and the
/// view rests with an item centred.
///
/// For an item `d` items from the centre (fractional while scrolling): within one item it turns
/// by `d · maximumAngle` and slides `d · nearSpacing` out; beyond, it stays turned at the
/// maximum and each further item adds `stackSpacing`. Its zIndex falls with `|d|`.
open class CoverFlowLayout: CollectionViewLayout {
  /// The size of every cover.
  public var itemSize = Size(width: 24, height: 24) { didSet { invalidateLayout() } }
  /// How far the offset moves for one item.
  public var pitch = 12.0 { didSet { invalidateLayout() } }
  /// How far the first cover on either side sits from the centre.
  public var nearSpacing = 19.0 { didSet { invalidateLayout() } }
  /// How far each further cover sits from the one before.
  public var stackSpacing = 7.0 { didSet { invalidateLayout() } }
  /// How far the side covers turn, in radians (about 70°).
  public var maximumAngle = 70 * Double.pi / 180 { didSet { invalidateLayout() } }
  /// The distance of the eye for the perspective (`m34 = −1 / distance`).
  public var perspectiveDistance = 60.0 { didSet { invalidateLayout() } }

  /// The number of items (section 0), from the last `prepare()`.
  public private(set) var itemCount = 0

  /// Creates the layout.
  public override init() { super.init() }

  /// Reads the count.
  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    itemCount = cv.numberOfSections > 0 ? cv.numberOfItems(inSection: 0) : 0
  }

  /// One `pitch` per item, plus a viewport so the first and last items can reach the centre.
  open override var collectionViewContentSize: Size {
    let bounds = collectionView?.bounds.size ?? .zero
    return Size(width: Double(max(0, itemCount - 1)) * pitch + bounds.width, height: bounds.height)
  }

  /// The offset at which an item rests centred.
  public func offset(centering item: Int) -> Double { Double(item) * pitch }

  /// How far (in items, signed) an item is from the centre at the current offset.
  func distance(of item: Int) -> Double {
    let offset = collectionView?.contentOffset.x ?? 0
    return Double(item) - offset / pitch
  }

  /// The covers that can be seen: those whose slot lies within the viewport and a cover more.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    guard itemCount > 0, pitch > 0, let cv = collectionView else { return [] }
    let centre = cv.contentOffset.x / pitch
    let reach = 1 + max(0, (cv.bounds.width / 2 + itemSize.width - nearSpacing) / stackSpacing)
    let first = max(0, Int(saturating: (centre - reach).rounded(.down)))
    let last = min(itemCount - 1, Int(saturating: (centre + reach).rounded(.up)))
    guard first <= last else { return [] }
    return (first...last).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
    .filter { $0.quad?.boundingBox.intersects(rect) ?? false }
  }

  /// A cover: turned and slid by its distance from the centre, in perspective.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount,
      let cv = collectionView
    else { return nil }
    let d = distance(of: indexPath.item)
    let near = min(1, abs(d))
    let slide = near * nearSpacing + max(0, abs(d) - 1) * stackSpacing
    var a = LayoutAttributes(forCellWith: indexPath)
    a.size = itemSize
    a.center = Point(
      x: cv.contentOffset.x + cv.bounds.width / 2 + (d < 0 ? -slide : slide),
      y: cv.bounds.height / 2)
    // A cover to the right turns its outer edge away (a positive turn about y), one to the
    // left the other way, so both face the centre.
    let angle = (d < 0 ? -1 : 1) * near * maximumAngle
    a.transform3D =
      angle == 0
      ? .identity
      : Transform3D(perspectiveDistance: perspectiveDistance).rotated(by: angle, x: 0, y: 1, z: 0)
    a.zIndex = 1000 - Int(saturating: (abs(d) * 10).rounded())
    return a
  }

  /// Always: every cover follows the offset.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

  /// The nearest item comes to rest centred.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
  ) -> Point {
    guard pitch > 0 else { return proposedContentOffset }
    let item = min(
      max(0, (proposedContentOffset.x / pitch).rounded()), Double(max(0, itemCount - 1)))
    return Point(x: item * pitch, y: proposedContentOffset.y)
  }
}
