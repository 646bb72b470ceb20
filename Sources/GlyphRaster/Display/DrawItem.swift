import CollectionCore

/// One thing to draw: a shape (a rectangle of a size, transformed about its centre) with an
/// opacity, a painting order and an appearance. The rasterizer knows nothing else about it.
public struct DrawItem: Hashable, Sendable {
  /// The centre, in the display list's points (viewport points when its content offset is zero).
  public var center: Point
  /// The untransformed size in points.
  public var size: Size
  /// The transform applied about the centre.
  public var transform: Transform3D
  /// Opacity from 0 to 1.
  public var alpha: Double
  /// Painting order: higher is drawn later, on top.
  public var zIndex: Int
  /// Fill, outline, label and state.
  public var appearance: Appearance

  /// Creates a draw item.
  public init(
    center: Point, size: Size, transform: Transform3D = .identity, alpha: Double = 1,
    zIndex: Int = 0, appearance: Appearance
  ) {
    self.center = center
    self.size = size
    self.transform = transform
    self.alpha = alpha
    self.zIndex = zIndex
    self.appearance = appearance
  }

  /// The quadrilateral the shape covers, in the display list's points.
  public var quad: Quad? { transform.quad(for: Rect(center: center, size: size)) }
}
