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
  /// Whether each layout shows its own sample data until the data is changed — the sections
  /// of a layout about sections (`LayoutCatalogEntry.sampleSections`), else one section of
  /// `items` — so Tab from the circle reaches the sections, the waterfall and the stacks as
  /// their seeds show them. `tuicv` sets it when neither `--items` nor `--sections` is given.
  public var samplesPerLayout = false

  /// Creates the default options.
  public init() {}
}
