/// A cell (UICollectionViewCell): a reusable view that can be selected and highlighted.
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted (a touch is down on it).
  public var isHighlighted = false

  /// Creates a cell.
  public required init() { super.init() }

  /// Clears selection and highlight; subclasses clear their content and call super.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }
}
