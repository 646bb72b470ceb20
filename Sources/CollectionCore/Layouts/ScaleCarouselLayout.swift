/// Seed 004's scaling carousel: a flow layout of one row (its interitem spacing so large that
/// each column holds one item) whose items grow towards the viewport's centre, resting with an
/// item centred.
///
/// As the seed: `layoutAttributesForElements(in:)` returns *copies* of the flow's attributes,
/// each item scaled by `1.5 − |centerX − center.x| / bounds.width` (supplementary views are
/// left as they are); `shouldInvalidateLayout(forBoundsChange:)` is always true; and
/// `targetContentOffset` moves the proposed offset by the distance from the item nearest the
/// centre (starting from the seed's 1000 and comparing with `<`) to the centre. Here the
/// sections' insets are computed from the bounds so the first and last items can be centred.
open class ScaleCarouselLayout: FlowLayout {
  /// Creates the layout: items of 20 × 14 points, 12 apart, in one scrolling row.
  public override init() {
    super.init()
    itemSize = Size(width: 20, height: 14)
    scrollDirection = .horizontal
    minimumLineSpacing = 12
    minimumInteritemSpacing = 10_000
  }

  /// Centres the row and lets the end items reach the centre, then lays out the flow.
  open override func prepare() {
    if let bounds = collectionView?.bounds {
      let vertical = max(0, (bounds.height - itemSize.height) / 2)
      let horizontal = max(0, (bounds.width - itemSize.width) / 2)
      sectionInset = EdgeInsets(
        top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
    super.prepare()
  }

  /// The flow's attributes, copied, items scaled by their distance from the centre.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    guard let cv = collectionView else { return super.layoutAttributesForElements(in: rect) }
    let centerX = cv.contentOffset.x + cv.bounds.width / 2
    return super.layoutAttributesForElements(in: rect).map { attributes in
      guard attributes.representedElementCategory == .cell else { return attributes }
      var copy = attributes
      let scale = 1.5 - abs(centerX - attributes.center.x) / cv.frameSize.width
      copy.transform3D = copy.transform3D.concatenating(Transform3D(scaleX: scale, y: scale, z: 1))
      return copy
    }
  }

  /// One item, scaled like the rest.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard let a = super.layoutAttributesForItem(at: indexPath), let cv = collectionView else {
      return super.layoutAttributesForItem(at: indexPath)
    }
    var copy = a
    let scale =
      1.5 - abs(cv.contentOffset.x + cv.bounds.width / 2 - a.center.x) / cv.frameSize.width
    copy.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
    return copy
  }

  /// Always: the scale follows the offset.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

  /// The seed's loop: the nearest item's distance from the centre moves the proposal.
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
  ) -> Point {
    contentOffsetCentringNearestItem(toProposedContentOffset: proposedContentOffset)
  }

}
