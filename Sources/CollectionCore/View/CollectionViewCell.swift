/// A cell (UICollectionViewCell): a reusable view that can be selected and highlighted.
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted (a touch is down on it).
  public var isHighlighted = false
  /// Whether the keyboard's focus is on the cell.
  public var isFocused = false

  /// Creates a cell.
  public required init() { super.init() }

  /// Clears selection and highlight; subclasses clear their content and call super.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
    isFocused = false
  }

  /// The view's appearance with the cell's selected, highlighted and focused state.
  open override var appearance: Appearance {
    var a = super.appearance
    if isSelected { a.state.insert(.selected) }
    if isHighlighted { a.state.insert(.highlighted) }
    if isFocused { a.state.insert(.focused) }
    return a
  }
}
