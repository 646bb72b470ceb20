/// One of the demo's items: the number on its cell and the section it was made in, which
/// together name it for good (its waterfall height hangs on them), wherever it moves.
public struct DemoItem: Hashable, Sendable, CustomStringConvertible {
  /// The number of the section (`DemoDataSource.Section.number`) it was made in.
  public var origin: Int
  /// The number its cell shows.
  public var number: Int

  /// Creates an item.
  public init(origin: Int, number: Int) {
    self.origin = origin
    self.number = number
  }

  /// The number, as its cell shows it.
  public var description: String { String(number) }
}
