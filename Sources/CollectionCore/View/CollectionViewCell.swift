/// A cell (UICollectionViewCell): a reusable view that can be selected and highlighted.
open class CollectionViewCell: CollectionReusableView {
  /// Whether the cell is selected; override it with `didSet` to follow changes, as in UIKit.
  open var isSelected: Bool {
    get { state.contains(.selected) }
    set { state.set(.selected, newValue) }
  }
  /// Whether the cell is highlighted (a touch is down on it); overridable like `isSelected`.
  open var isHighlighted: Bool {
    get { state.contains(.highlighted) }
    set { state.set(.highlighted, newValue) }
  }
  /// Whether the keyboard's focus is on the cell.
  public var isFocused: Bool {
    get { state.contains(.focused) }
    set { state.set(.focused, newValue) }
  }
  /// The three flags above in one word, read once a frame for every cell on screen: a private
  /// property is checked for overlapping access at compile time, public ones at run time.
  private var state: ElementState = []

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
    a.state.formUnion(state)
    return a
  }
}

extension ElementState {
  /// Inserts or removes a member.
  fileprivate mutating func set(_ member: ElementState, _ on: Bool) {
    if on { insert(member) } else { remove(member) }
  }
}
