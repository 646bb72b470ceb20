/// The width and height of a compositional layout element (NSCollectionLayoutSize).
public struct LayoutSize: Hashable, Sendable {
  /// The width.
  public let widthDimension: LayoutDimension
  /// The height.
  public let heightDimension: LayoutDimension

  /// Creates a size from its two dimensions.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// The size in points inside a container.
  public func resolved(in container: Size) -> Size {
    Size(
      width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container)
    )
  }
}
