/// What a compositional layout's section provider may depend on
/// (NSCollectionLayoutEnvironment): the container the sections fill and the collection view's
/// traits. A terminal resize changes it, and the provider can answer with a different
/// arrangement.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
  /// The space the layout fills.
  public var container: LayoutContainer
  /// The collection view's traits (frames are aligned to its `pixelSize`).
  public var traitCollection: TraitCollection

  /// Creates an environment for a container and traits.
  public init(container: LayoutContainer, traitCollection: TraitCollection = TraitCollection()) {
    self.container = container
    self.traitCollection = traitCollection
  }
}

/// The space a layout or group fills (NSCollectionLayoutContainer).
public struct LayoutContainer: Hashable, Sendable {
  /// The full size.
  public var contentSize: Size
  /// The insets inside it.
  public var contentInsets: DirectionalEdgeInsets

  /// Creates a container.
  public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The size inside the insets.
  public var effectiveContentSize: Size {
    Size(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}
