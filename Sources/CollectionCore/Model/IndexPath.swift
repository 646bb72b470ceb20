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

  /// Hashes the section and the item.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(section)
    hasher.combine(item)
  }

  /// The hash sets and dictionaries use: the section, the item and the table's seed mixed in a
  /// few multiplications rather than through `Hasher`'s SipHash. A batch update of a hundred
  /// thousand moves (a shuffle) hashes its index paths about a million times.
  public func _rawHashValue(seed: Int) -> Int {
    var x = UInt64(UInt(bitPattern: item)) &* 0x9E37_79B9_7F4A_7C15
    x ^= UInt64(UInt(bitPattern: section)) &* 0xC2B2_AE3D_27D4_EB4F
    x ^= UInt64(UInt(bitPattern: seed))
    x = (x ^ x &>> 31) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ x &>> 29) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: x ^ x &>> 32)
  }

  /// A textual form such as `[0, 3]` (section, item), as NSIndexPath prints.
  public var description: String { "[\(section), \(item)]" }
}
