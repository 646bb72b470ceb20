/// How the demo starts.
public struct DemoOptions: Sendable {
  /// The first layout's catalog name (`LayoutCatalog.names`).
  public var layout: String = "circle"
  /// The number of items (the book starts with 12), in one section unless `sections` is set.
  public var items: Int = 12
  /// The item count of each section; `nil` for one section of `items`.
  public var sections: [Int]?
  /// Whether animations run ten times slower.
  public var slowAnimations = false
  /// Whether motion is reduced: scrolls jump and layout switches cross-fade (iOS's Reduce
  /// Motion).
  public var reduceMotion = false
  /// The minute the clock hand shows; `nil` follows the wall clock.
  public var minute: Int?

  /// Creates the default options.
  public init() {}
}
