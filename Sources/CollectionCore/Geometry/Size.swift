/// A width and a height in layout points (CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  /// A textual form such as `16×16`.
  public var description: String { "\(width.compact)×\(height.compact)" }
}
