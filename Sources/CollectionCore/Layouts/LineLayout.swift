/// Seed 003's LineLayout (WWDC 2012, session 219): a flow layout of one horizontal row that
/// zooms the items near the viewport's centre and comes to rest with an item centred.
///
/// As the seed: a horizontal flow subclass; `layoutAttributesForElements(in:)` scales each
/// item within `activeDistance` of the visible rect's mid-x by `1 + zoomFactor · (1 − |d| /
/// activeDistance)` and lifts it to zIndex 1; `shouldInvalidateLayout(forBoundsChange:)` is
/// always true (the zoom follows the offset); `targetContentOffset(…)` moves the proposed offset
/// by the distance from the item nearest the centre to the centre (`<=`, as the seed's
/// corrected comparison, so of two equally near items the later one wins).
///
/// Scaled to terminal points (×0.06: ITEM_SIZE 200 → 12, ACTIVE_DISTANCE 200 → 12, the line
/// spacing 50 → 3, rounded up to 4 for a pitch of 16), five items show across 80 columns. The seed's top and bottom insets
/// of 200 keep one row; here they are computed from the bounds so the row is centred
/// vertically, and the left and right insets let the first and last items reach the centre.
/// A scroll does not re-run `prepare()`: its invalidation context names only the visible rect.
/// Like the seed's, it shows section 0 only: other sections have no attributes.
open class LineLayout: FlowLayout {
  /// The seed's ITEM_SIZE, in points.
  public static let itemSide = 12.0
  /// The seed's ACTIVE_DISTANCE, in points: how near the centre an item starts to zoom.
  public static let activeDistance = 12.0
  /// The seed's ZOOM_FACTOR: the centred item is 1.3 times its size.
  public static let zoomFactor = 0.3

  /// Creates the layout with the seed's metrics, scaled.
  public override init() {
    super.init()
    itemSize = Size(width: Self.itemSide, height: Self.itemSide)
    scrollDirection = .horizontal
    minimumLineSpacing = 4
  }

  /// Centres the row: insets from the bounds, then the flow's geometry.
  open override func prepare() {
    if let bounds = collectionView?.bounds {
      let vertical = max(0, (bounds.height - itemSize.height) / 2)
      let horizontal = max(0, (bounds.width - itemSize.width) / 2)
      sectionInset = EdgeInsets(
        top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
    super.prepare()
    if sections.count > 1 {
      sections.removeSubrange(1...)
      contentExtent = sections[0].end
    }
  }

  /// The flow's attributes, zoomed by their distance from the visible rect's centre.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let visibleRect = collectionView?.bounds ?? .zero
    return super.layoutAttributesForElements(in: rect).map { attributes in
      guard attributes.frame.intersects(rect) else { return attributes }
      return zoomed(attributes, in: visibleRect)
    }
  }

  /// One item, zoomed like the rest (so it agrees with `layoutAttributesForElements(in:)`).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map {
      zoomed($0, in: collectionView?.bounds ?? .zero)
    }
  }

  /// The seed's zoom: within `activeDistance` of the centre, up to `1 + zoomFactor`.
  func zoomed(_ attributes: LayoutAttributes, in visibleRect: Rect) -> LayoutAttributes {
    guard attributes.representedElementCategory == .cell else { return attributes }
    var a = attributes
    let distance = visibleRect.midX - a.center.x
    let normalizedDistance = distance / Self.activeDistance
    if abs(distance) < Self.activeDistance {
      let zoom = 1 + Self.zoomFactor * (1 - abs(normalizedDistance))
      a.transform3D = Transform3D(scaleX: zoom, y: zoom, z: 1)
      a.zIndex = 1
    }
    return a
  }

  /// Always: the zoom depends on where the viewport is.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

  /// The item nearest the proposed centre comes to rest exactly at the centre.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
  ) -> Point {
    contentOffsetCentringNearestItem(toProposedContentOffset: proposedContentOffset)
  }

}
