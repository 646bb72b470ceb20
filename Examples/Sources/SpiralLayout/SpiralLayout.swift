import TUICollectionView

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Items along an Archimedean spiral, each turned to the spiral's tangent, largest at the rim;
/// scrolling sideways winds them out along it, and a scroll comes to rest with an item at the
/// rim. The layout the *Write your own layout* tutorial builds, step by step.
///
/// The spiral is `r = b·θ` about the viewport's centre, with `b = turnSpacing / 2π`, out to the
/// largest radius that keeps the rim's item inside the viewport. Measured along the spiral from
/// its centre, item i sits at `s = rim − i·itemSpacing + offsetX`, so item 0 rests at the rim at
/// offset 0 and each `itemSpacing` of scrolling moves every item one place outward. An item past
/// the rim fades out within one spacing. The arc length is
/// `s(θ) = b/2 · (θ·√(1 + θ²) + asinh θ)`, inverted by Newton's method.
open class SpiralLayout: CollectionViewLayout {
  /// The distance between two turns of the spiral, in points.
  public var turnSpacing = 12.0 { didSet { invalidateLayout() } }
  /// The distance along the spiral between two items' centres, in points.
  public var itemSpacing = 9.0 { didSet { invalidateLayout() } }
  /// The size of an item at the rim; items shrink toward the centre.
  public var itemSize = Size(width: 8, height: 8) { didSet { invalidateLayout() } }
  /// The scale of an item at the centre (1 at the rim).
  public var minimumScale = 0.3 { didSet { invalidateLayout() } }

  /// The number of items (section 0), from the last `prepare()`.
  public private(set) var numberOfItems = 0
  /// The spiral's largest radius, from the last `prepare()`.
  public private(set) var rimRadius = 0.0
  /// The arc length from the centre to the rim, from the last `prepare()`.
  public private(set) var rimArcLength = 0.0

  /// Creates the layout.
  public override init() { super.init() }

  /// The spiral's `b`: the radius grows by `b` for every radian.
  public var growthPerRadian: Double { turnSpacing / (2 * .pi) }

  /// Reads the item count and fits the spiral into the viewport.
  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    numberOfItems = cv.numberOfSections > 0 ? cv.numberOfItems(inSection: 0) : 0
    let bounds = cv.bounds
    rimRadius = max(0, min(bounds.width, bounds.height) / 2 - itemSize.width / 2)
    rimArcLength = arcLength(atAngle: rimRadius / growthPerRadian)
  }

  /// Wide enough to scroll every item to the rim; as tall as the viewport.
  open override var collectionViewContentSize: Size {
    guard let cv = collectionView else { return .zero }
    let travel = Double(max(0, numberOfItems - 1)) * itemSpacing
    return Size(width: cv.bounds.width + travel, height: cv.bounds.height)
  }

  /// The arc length from the spiral's centre to the angle θ.
  public func arcLength(atAngle theta: Double) -> Double {
    growthPerRadian / 2 * (theta * (1 + theta * theta).squareRoot() + asinh(theta))
  }

  /// The angle at which the arc length from the centre is `s` (Newton's method on `s(θ)`).
  public func angle(atArcLength s: Double) -> Double {
    guard s > 0, growthPerRadian > 0 else { return 0 }
    var theta = (2 * s / growthPerRadian).squareRoot()
    for _ in 0..<8 {
      let slope = growthPerRadian * (1 + theta * theta).squareRoot()
      theta -= (arcLength(atAngle: theta) - s) / slope
    }
    return max(0, theta)
  }

  /// The arc position of item `index`: where along the spiral its centre sits.
  public func arcPosition(ofItem index: Int, offsetX: Double) -> Double {
    rimArcLength - Double(index) * itemSpacing + offsetX
  }

  /// Item `indexPath` on the spiral, turned to its tangent and scaled by its radius.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < numberOfItems,
      let cv = collectionView
    else { return nil }
    let bounds = cv.bounds
    let s = arcPosition(ofItem: indexPath.item, offsetX: bounds.minX)
    guard s >= 0, s < rimArcLength + itemSpacing else { return nil }
    let theta = angle(atArcLength: s)
    let radius = growthPerRadian * theta
    var attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.center = Point(
      x: bounds.midX + radius * cos(theta), y: bounds.midY + radius * sin(theta))
    attributes.size = itemSize
    // The tangent of r = bθ: d/dθ (bθ cos θ, bθ sin θ).
    let tangent = atan2(sin(theta) + theta * cos(theta), cos(theta) - theta * sin(theta))
    let scale = minimumScale + (1 - minimumScale) * min(1, radius / max(rimRadius, 1))
    attributes.transform3D = Transform3D(rotationAngle: tangent).scaled(x: scale, y: scale)
    // Past the rim an item fades out within one spacing.
    attributes.alpha = s > rimArcLength ? max(0, 1 - (s - rimArcLength) / itemSpacing) : 1
    attributes.zIndex = numberOfItems - indexPath.item
    return attributes
  }

  /// The items on the spiral whose frames meet `rect`: only those between the centre and one
  /// spacing past the rim, however many items there are.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    guard numberOfItems > 0, itemSpacing > 0, let cv = collectionView else { return [] }
    let offsetX = cv.bounds.minX
    let first = max(0, Int(((offsetX - itemSpacing) / itemSpacing).rounded(.up)))
    let last = min(numberOfItems - 1, Int(((offsetX + rimArcLength) / itemSpacing).rounded(.down)))
    guard first <= last else { return [] }
    return (first...last).compactMap { item in
      layoutAttributesForItem(at: IndexPath(item: item, section: 0)).flatMap { attributes in
        attributes.frame.intersects(rect) ? attributes : nil
      }
    }
  }

  /// Every scroll moves the items along the spiral.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    newBounds != collectionView?.bounds
  }

  /// A scroll comes to rest with an item at the rim: the nearest multiple of the spacing.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
  ) -> Point {
    guard itemSpacing > 0 else { return proposedContentOffset }
    let last = Double(max(0, numberOfItems - 1))
    let index = min(last, max(0, (proposedContentOffset.x / itemSpacing).rounded()))
    return Point(x: index * itemSpacing, y: proposedContentOffset.y)
  }

  /// An inserted item grows out of the spiral's centre.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard updateIndexPaths.isInserted(itemIndexPath), let cv = collectionView,
      var start = layoutAttributesForItem(at: itemIndexPath)
    else { return attributes }
    start.center = Point(x: cv.bounds.midX, y: cv.bounds.midY)
    start.transform3D = Transform3D(scaleX: 0.1, y: 0.1)
    start.alpha = 0
    return start
  }

  /// A deleted item flies off along its tangent, growing as it fades.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard updateIndexPaths.isDeleted(itemIndexPath), var end = attributes else {
      return attributes
    }
    let radians = end.transform3D.rotationAngle
    end.center = Point(
      x: end.center.x + 2 * itemSpacing * cos(radians),
      y: end.center.y + 2 * itemSpacing * sin(radians))
    end.transform3D = end.transform3D.scaled(x: 1.6, y: 1.6)
    end.alpha = 0
    return end
  }
}
