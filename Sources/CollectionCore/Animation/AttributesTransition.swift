/// One element's animation from one set of attributes to another, with its transforms decomposed
/// once up front so each frame only interpolates.
public struct AttributesTransition: Sendable {
  /// Where the element starts.
  public let from: LayoutAttributes
  /// Where the element ends.
  public let to: LayoutAttributes
  private let fromTransform: PackedDecomposition?
  private let toTransform: PackedDecomposition?

  /// Creates a transition between two sets of attributes.
  public init(from: LayoutAttributes, to: LayoutAttributes) {
    self.from = from
    self.to = to
    if from.transform3D == to.transform3D {
      fromTransform = nil
      toTransform = nil
    } else {
      fromTransform = PackedDecomposition(from.transform3D.decomposed())
      toTransform = PackedDecomposition(to.transform3D.decomposed())
    }
  }

  /// The same transition with a new destination (the layout changed mid-flight, e.g. a scroll).
  public func retargeted(to newTarget: LayoutAttributes) -> AttributesTransition {
    AttributesTransition(from: from, to: newTarget)
  }

  /// The attributes a fraction `t` (already eased) of the way: centre, size, alpha linearly,
  /// the transform by decomposition; zIndex and hidden switch at the end, except that the higher
  /// zIndex wins throughout so flying elements stay on top. A spring's `t` may pass 1: the
  /// element overshoots its target (alpha and size stay within their ranges).
  public func attributes(at t: Double) -> LayoutAttributes {
    if t <= 0 { return from }
    if t == 1 { return to }
    var a = to
    a.center = Point(
      x: from.center.x + (to.center.x - from.center.x) * t,
      y: from.center.y + (to.center.y - from.center.y) * t)
    a.size = Size(
      width: max(0, from.size.width + (to.size.width - from.size.width) * t),
      height: max(0, from.size.height + (to.size.height - from.size.height) * t))
    a.alpha = min(1, max(0, from.alpha + (to.alpha - from.alpha) * t))
    if let f = fromTransform, let g = toTransform {
      a.transform3D = Transform3D.interpolate(f, g, t)
    }
    a.zIndex = max(from.zIndex, to.zIndex)
    a.isHidden = from.isHidden && to.isHidden
    return a
  }
}
