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
    /// Points, as a first guess: a group measures itself from its items along an estimated
    /// extent (cells here do not size themselves, so an item keeps its estimate).
    case estimated
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

  /// Whether it is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is absolute.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is estimated.
  public var isEstimated: Bool { kind == .estimated }

  /// The extent in points inside a container of a size (never negative).
  public func resolved(in container: Size) -> Double {
    let value: Double
    switch kind {
    case .fractionalWidth: value = container.width * dimension
    case .fractionalHeight: value = container.height * dimension
    case .absolute, .estimated: value = dimension
    }
    return value.isFinite ? max(0, value) : 0
  }

  /// A form such as `fractionalWidth(0.5)`.
  public var description: String { "\(kind)(\(dimension.compact))" }
}
