/// Edges of a rectangle, leading and trailing rather than left and right (NSDirectionalRectEdge).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates edges from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1)
  /// The leading edge (the left, in a left-to-right terminal).
  public static let leading = DirectionalRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 4)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 8)
  /// No edge.
  public static let none: DirectionalRectEdge = []
  /// Every edge.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
