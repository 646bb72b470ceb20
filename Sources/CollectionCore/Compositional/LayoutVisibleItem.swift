/// An element of a section on screen, handed to a section's `visibleItemsInvalidationHandler`
/// to adjust before it is drawn (NSCollectionLayoutVisibleItem): scroll-driven effects change
/// its alpha, transform, centre, zIndex or hidden state.
public final class LayoutVisibleItem {
  /// The element's index path.
  public let indexPath: IndexPath
  /// Cell or supplementary view.
  public let representedElementCategory: ElementCategory
  /// The supplementary kind; `nil` for cells.
  public let representedElementKind: String?
  /// The frame the layout gave it, before any adjustment.
  public let frame: Rect
  /// Where it is drawn.
  public var center: Point
  /// Its opacity.
  public var alpha: Double
  /// Its painting order.
  public var zIndex: Int
  /// Whether it is hidden.
  public var isHidden: Bool
  /// Its transform, about its centre.
  public var transform3D: Transform3D

  init(_ attributes: LayoutAttributes) {
    indexPath = attributes.indexPath
    representedElementCategory = attributes.representedElementCategory
    representedElementKind = attributes.representedElementKind
    frame = attributes.frame
    center = attributes.center
    alpha = attributes.alpha
    zIndex = attributes.zIndex
    isHidden = attributes.isHidden
    transform3D = attributes.transform3D
  }

  /// The attributes with this item's adjustments.
  func applied(to attributes: LayoutAttributes) -> LayoutAttributes {
    var a = attributes
    a.center = center
    a.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1
    a.zIndex = zIndex
    a.isHidden = isHidden
    a.transform3D = transform3D
    return a
  }
}
