/// The position of an item: its section and its index within the section (NSIndexPath).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The item index within the section.
  public var item: Int

  /// Creates an index path for an item in a section.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Orders by section, then by item.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// A textual form such as `[0, 3]` (section, item), as NSIndexPath prints.
  public var description: String { "[\(section), \(item)]" }
}
