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
