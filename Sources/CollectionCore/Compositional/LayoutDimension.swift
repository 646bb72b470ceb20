/// One extent of a compositional layout element (NSCollectionLayoutDimension): a fraction of
/// its container's width or height, an absolute number of points, or an estimate.
public struct LayoutDimension: Hashable, Sendable, CustomStringConvertible {
  /// How the value is read.
  public enum Kind: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth
    /// A fraction of the container's height.
    case fractionalHeight
    /// Points.
    case absolute
    /// Points, as a first guess: a cell measures itself
    /// (`preferredLayoutAttributesFitting(_:)`) when it comes on screen and the item takes its
    /// size; a group measures itself from its items.
    case estimated
    /// An estimate, measured as `estimated` is, then the same for every sibling in the group:
    /// the largest measured.
    case uniformAcrossSiblings
  }

  /// How `dimension` is read.
  public let kind: Kind
  /// The fraction or the number of points.
  public let dimension: Double

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fraction: Double) -> LayoutDimension {
    LayoutDimension(kind: .fractionalWidth, dimension: fraction)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fraction: Double) -> LayoutDimension {
    LayoutDimension(kind: .fractionalHeight, dimension: fraction)
  }

  /// A number of points.
  public static func absolute(_ points: Double) -> LayoutDimension {
    LayoutDimension(kind: .absolute, dimension: points)
  }

  /// An estimated number of points.
  public static func estimated(_ points: Double) -> LayoutDimension {
    LayoutDimension(kind: .estimated, dimension: points)
  }

  /// An estimate that becomes the largest measured extent of the siblings in a group (the
  /// tallest cell of a row, for a row of cells of one height).
  public static func uniformAcrossSiblings(estimate: Double) -> LayoutDimension {
    LayoutDimension(kind: .uniformAcrossSiblings, dimension: estimate)
  }

  /// Whether it is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is absolute.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is estimated (measured by its cell), uniform across siblings or not.
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
  /// Whether it is the largest of its siblings' measured extents.
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// The extent in points inside a container of a size (never negative).
  public func resolved(in container: Size) -> Double {
    let value: Double
    switch kind {
    case .fractionalWidth: value = container.width * dimension
    case .fractionalHeight: value = container.height * dimension
    case .absolute, .estimated, .uniformAcrossSiblings: value = dimension
    }
    return value.isFinite ? max(0, value) : 0
  }

  /// A form such as `fractionalWidth(0.5)`.
  public var description: String { "\(kind)(\(dimension.compact))" }
}
