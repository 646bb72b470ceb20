#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Supplies the clock hand's angle (the book's AFCollectionViewDelegateCircleLayout).
public protocol CircleLayoutDelegate: CollectionViewDelegate {
  /// The rotation of the decoration view, in radians.
  func rotationAngleForSupplementaryView(in circleLayout: CircleLayout) -> Double
}

/// The circle layout of seed 000: items on a ring around the centre, each turned to point at it,
/// with a clock hand behind them; no scrolling.
///
/// `center = bounds / 2`, `radius = min(w, h) / 2.5`; item i of n sits at angle
/// `2πi/n − π/2` and is rotated by `2πi/n`. Inserted items grow out of the centre; deleted ones
/// shrink into it at their old angle (computed with n + 1). Which items were inserted or deleted
/// comes from the base class's `updateIndexPaths`, as the book's insertedRowSet / deletedRowSet.
open class CircleLayout: CollectionViewLayout {
  /// The decoration kind of the clock hand.
  public static let clockHandKind = "ClockHand"
  /// The side of each (square) item; `nil` derives it from the radius so the ring fits any terminal.
  public var itemDimension: Double? { didSet { invalidateLayout() } }
  /// The minute the clock hand points at when no delegate supplies an angle; inject for tests.
  public var minuteOfHour: () -> Int = WallClock.currentMinute

  /// The centre of the ring, from the last `prepare()`.
  public private(set) var center: Point = .zero
  /// The radius of the ring, from the last `prepare()`.
  public private(set) var radius: Double = 0
  /// The number of items, from the last `prepare()`.
  public private(set) var cellCount = 0
  /// Creates the layout and registers the clock hand.
  public override init() {
    super.init()
    register(ClockHandView.self, forDecorationViewOfKind: Self.clockHandKind)
  }

  /// The side of each item now.
  public var resolvedItemDimension: Double {
    itemDimension ?? max(4, min(14, (radius * 0.4).rounded()))
  }

  /// Reads the item count and computes centre and radius from the bounds.
  open override func prepare() {
    super.prepare()
    let size = collectionView?.bounds.size ?? .zero
    cellCount = collectionView?.numberOfItems(inSection: 0) ?? 0
    center = Point(x: size.width / 2, y: size.height / 2)
    radius = min(size.width, size.height) / 2.5
  }

  /// The bounds' size: the ring never scrolls.
  open override var collectionViewContentSize: Size { collectionView?.bounds.size ?? .zero }

  /// Always: a new size means a new centre and radius.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

  /// Item i on the ring, pointing at the centre.
  open override func layoutAttributesForItem(at path: IndexPath) -> LayoutAttributes? {
    guard path.section == 0, path.item >= 0, path.item < cellCount else { return nil }
    return attributes(for: path, count: cellCount)
  }

  func attributes(for path: IndexPath, count: Int) -> LayoutAttributes {
    var a = LayoutAttributes(forCellWith: path)
    let n = Double(max(count, 1))
    let i = Double(path.item)
    let d = resolvedItemDimension
    a.size = Size(width: d, height: d)
    a.center = Point(
      x: center.x + radius * cos(2 * i * .pi / n - .pi / 2),
      y: center.y + radius * sin(2 * i * .pi / n - .pi / 2))
    a.transform3D = Transform3D(rotationAngle: 2 * .pi * i / n, x: 0, y: 0, z: 1)
    return a
  }

  /// Left and right go round the ring: right to the next item clockwise, left to the one
  /// before (the last from the first); up and down follow the geometry.
  open override func indexPathForFocusMove(from indexPath: IndexPath, heading: FocusHeading)
    -> IndexPath?
  {
    guard cellCount > 1, indexPath.section == 0 else { return nil }
    switch heading {
    case .right: return IndexPath(item: (indexPath.item + 1) % cellCount, section: 0)
    case .left: return IndexPath(item: (indexPath.item + cellCount - 1) % cellCount, section: 0)
    default: return nil
    }
  }

  /// Every item (those hidden beneath their neighbours are left out once the ring is crowded),
  /// plus the clock hand when the centre is in `rect`.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    // On a ring of circumference c at most about 2c distinct positions show; beyond that, each
    // item lies under the next one drawn, so only every `stride`-th (and the last) is returned.
    let distinct = max(1, Int(saturating: 2 * .pi * radius * 2))
    let stride = max(1, cellCount / distinct)
    var i = 0
    while i < cellCount {
      result.append(attributes(for: IndexPath(item: i, section: 0), count: cellCount))
      i += stride
    }
    if stride > 1, let last = result.last, last.indexPath.item != cellCount - 1 {
      result.append(attributes(for: IndexPath(item: cellCount - 1, section: 0), count: cellCount))
    }
    if rect.contains(center),
      let hand = layoutAttributesForDecorationView(
        ofKind: Self.clockHandKind, at: IndexPath(item: 0, section: 0))
    {
      result.append(hand)
    }
    return result
  }

  /// The clock hand: through the centre, behind the cells (zIndex −1), turned to the minute.
  open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard kind == Self.clockHandKind else { return nil }
    var a = LayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    let angle: Double
    if let delegate = collectionView?.delegate as? any CircleLayoutDelegate {
      angle = delegate.rotationAngleForSupplementaryView(in: self)
    } else {
      angle = 2 * .pi * Double(minuteOfHour()) / 60
    }
    a.size = Size(width: 2, height: (radius * 1.3).rounded())
    a.center = center
    a.transform3D = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    a.zIndex = -1
    return a
  }

  /// Inserted items start at the centre, invisible.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard updateIndexPaths.isInserted(itemIndexPath),
      var a = layoutAttributesForItem(at: itemIndexPath)
    else { return attributes }
    a.alpha = 0
    a.center = center
    return a
  }

  /// Deleted items end at the centre, invisible, a tenth of their size, at their old angle.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard updateIndexPaths.isDeleted(itemIndexPath) else { return attributes }
    var a = self.attributes(for: itemIndexPath, count: cellCount)
    a.alpha = 0
    a.center = center
    a.transform3D = Transform3D(
      rotationAngle: 2 * .pi * Double(itemIndexPath.item) / Double(cellCount + 1), x: 0, y: 0, z: 1
    ).concatenating(Transform3D(scaleX: 0.1, y: 0.1, z: 1))
    return a
  }
}

/// The clock hand behind the circle: a white bar fading from its tip to its tail
/// (the book's AFDecorationView with its gradient mask); black on a light terminal, as
/// UIColor.label turns, so it still stands out.
public final class ClockHandView: CollectionReusableView {
  /// Creates the hand.
  public required init() {
    super.init()
    backgroundColor = .white
    gradientMask = GradientMask(topAlpha: 1, bottomAlpha: 0)
  }

  /// White on a dark background, black on a light one.
  public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    backgroundColor = traitCollection.userInterfaceStyle == .light ? .black : .white
  }
}
