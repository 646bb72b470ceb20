/// What kind of view an element is (UICollectionElementCategory).
public enum ElementCategory: Int, Hashable, Sendable, CustomStringConvertible {
  /// A cell, supplied by the data source.
  case cell
  /// A supplementary view such as a section header or footer, supplied by the data source.
  case supplementaryView
  /// A decoration view, owned by the layout.
  case decorationView

  /// The short name used in the inspector and logs.
  public var description: String {
    switch self {
    case .cell: "cell"
    case .supplementaryView: "supplementary"
    case .decorationView: "decoration"
    }
  }
}

/// Identifies one element on screen: the collection view diffs visible elements by this key.
public struct ElementKey: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The element's category.
  public var category: ElementCategory
  /// The element kind (empty for cells).
  public var kind: String
  /// The element's index path.
  public var indexPath: IndexPath

  /// Creates a key.
  public init(category: ElementCategory, kind: String = "", indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  /// Hashes the index path and the category, and the kind only when there is one: a cell's
  /// key, the commonest, hashes no string.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(indexPath.item)
    hasher.combine(indexPath.section)
    hasher.combine(category)
    if !kind.isEmpty { hasher.combine(kind) }
  }

  /// The hash a dictionary places a key by. A key without a kind (every cell's) is mixed from
  /// its index path, its category and the dictionary's seed in a few multiplications, rather
  /// than through `Hasher`'s SipHash: the layout pass looks up the visible elements' keys about
  /// twice per element per frame. Keys with a kind hash as `hash(into:)` says.
  public func _rawHashValue(seed: Int) -> Int {
    guard kind.isEmpty else {
      var hasher = Hasher()
      hasher.combine(seed)
      hash(into: &hasher)
      return hasher.finalize()
    }
    var x = UInt64(UInt(bitPattern: indexPath.item)) &* 0x9E37_79B9_7F4A_7C15
    x ^= UInt64(UInt(bitPattern: indexPath.section)) &* 0xC2B2_AE3D_27D4_EB4F
    x ^= UInt64(category.rawValue) &<< 61 ^ UInt64(UInt(bitPattern: seed))
    x = (x ^ x &>> 31) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ x &>> 29) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: x ^ x &>> 32)
  }

  /// The key of the cell at an index path.
  public static func cell(_ indexPath: IndexPath) -> ElementKey {
    ElementKey(category: .cell, indexPath: indexPath)
  }

  /// Keys in a fixed order — category, kind, index path — so whatever walks elements in key
  /// order (the views that go back to the pool, the one that wins a contested key) does the
  /// same in every run, whatever order a dictionary keeps them in.
  public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
    (lhs.category.rawValue, lhs.kind, lhs.indexPath) < (
      rhs.category.rawValue, rhs.kind, rhs.indexPath
    )
  }

  /// A textual form such as `cell[0, 3]` or `decoration(clockHand)[0, 0]`.
  public var description: String {
    kind.isEmpty ? "\(category)\(indexPath)" : "\(category)(\(kind))\(indexPath)"
  }
}

/// The element kinds that UIKit predefines.
public enum ElementKind {
  /// A section header (UICollectionElementKindSectionHeader).
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  /// A section footer (UICollectionElementKindSectionFooter).
  public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
