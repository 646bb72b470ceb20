/// Everything a layout says about one element (UICollectionViewLayoutAttributes), as a value.
///
/// `center` and `size` are stored; `frame` and `bounds` are derived, so the three always agree.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
  /// The element's index path.
  public var indexPath: IndexPath
  /// Cell, supplementary view or decoration view.
  public var representedElementCategory: ElementCategory
  /// The supplementary or decoration kind; `nil` for cells.
  public var representedElementKind: String?
  /// The centre of the element, in content coordinates.
  public var center: Point
  /// The untransformed size.
  public var size: Size
  /// The transform applied about the centre.
  public var transform3D: Transform3D = .identity
  /// Opacity from 0 (invisible) to 1.
  public var alpha: Double = 1
  /// Painting order: higher values are drawn on top.
  public var zIndex: Int = 0
  /// Whether the element is hidden.
  public var isHidden: Bool = false
  /// A value of the layout's own for the element — what a subclass of
  /// UICollectionViewLayoutAttributes (`layoutAttributesClass`) carries: a progress, a depth, a
  /// colour — for its view to read in `apply(_:)`. It takes part in equality, so a view is given
  /// its attributes again when the value changes; mid-animation the target's value holds.
  public var customValue: (any Hashable & Sendable)? {
    get { custom?.value }
    set { custom = newValue.map(CustomValueBox.init) }
  }
  /// The custom value, out of line: most attributes have none, and attributes are copied for
  /// every element every frame.
  private var custom: CustomValueBox?

  /// Attributes for the cell at an index path (layoutAttributesForCellWithIndexPath:).
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    center = .zero
    size = .zero
  }

  /// Attributes for a supplementary view (layoutAttributesForSupplementaryViewOfKind:withIndexPath:).
  public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
    center = .zero
    size = .zero
  }

  /// Attributes for a decoration view (layoutAttributesForDecorationViewOfKind:withIndexPath:).
  public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = kind
    center = .zero
    size = .zero
  }

  /// The untransformed rectangle in content coordinates.
  public var frame: Rect {
    get { Rect(center: center, size: size) }
    set {
      size = newValue.size
      center = newValue.center
    }
  }

  /// The element's own coordinate space: origin zero, its size.
  public var bounds: Rect {
    get { Rect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The key the collection view diffs this element by.
  public var key: ElementKey {
    ElementKey(
      category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath
    )
  }

  /// The quadrilateral the element covers once its transform is applied.
  public var quad: Quad? { transform3D.quad(for: frame) }

  /// A short description for logs and the inspector.
  public var description: String {
    var s = "\(key) center=\(center) size=\(size)"
    if !transform3D.isIdentity { s += " transform=\(transform3D)" }
    if alpha != 1 { s += " alpha=\(alpha.compact)" }
    if zIndex != 0 { s += " zIndex=\(zIndex)" }
    if isHidden { s += " hidden" }
    return s
  }
}

/// A layout's custom value for an element, compared and hashed as the value's own type does.
final class CustomValueBox: Hashable, Sendable {
  /// The value.
  let value: any Hashable & Sendable

  init(_ value: any Hashable & Sendable) { self.value = value }

  static func == (a: CustomValueBox, b: CustomValueBox) -> Bool {
    a === b || AnyHashable(a.value) == AnyHashable(b.value)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
}
