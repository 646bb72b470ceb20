/// A cell (UICollectionViewCell): a reusable view that can be selected, highlighted and
/// focused, with a content view, background views and configurations that follow its state.
///
/// A cell is drawn as one shape: its background (the background configuration, else the
/// selected background view while selected or highlighted, else the background view, else its
/// own `backgroundColor`) under its content (the content view: a content configuration's view,
/// or a plain view whose text and colours you set). As UIKit's, a plain cell draws no selection
/// or highlight of its own: a background configuration, a selected background view or an
/// `isSelected` override shows them. The keyboard's focus is drawn on every cell (a ring).
open class CollectionViewCell: CollectionReusableView {
  /// The type of `configurationUpdateHandler` (UICollectionViewCell.ConfigurationUpdateHandler).
  public typealias ConfigurationUpdateHandler = (
    _ cell: CollectionViewCell, _ state: CellConfigurationState
  ) -> Void

  /// Whether the cell is selected; override it with `didSet` to follow changes, as in UIKit.
  open var isSelected: Bool {
    get { state.contains(.selected) }
    set { setState(.selected, newValue) }
  }
  /// Whether the cell is highlighted (a touch is down on it); overridable like `isSelected`.
  open var isHighlighted: Bool {
    get { state.contains(.highlighted) }
    set { setState(.highlighted, newValue) }
  }
  /// Whether the keyboard's focus is on the cell.
  public var isFocused: Bool {
    get { state.contains(.focused) }
    set { setState(.focused, newValue) }
  }
  /// Whether the cell takes part in touches (UIView.isUserInteractionEnabled); a cell without
  /// is `isDisabled` in its configuration state.
  public var isUserInteractionEnabled = true {
    didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// The three flags above in one word, read once a frame for every cell on screen: a private
  /// property is checked for overlapping access at compile time, public ones at run time.
  private var state: ElementState = []
  /// The views and configurations the cell is drawn from, out of line: most cells have none.
  var parts = CellParts()
  /// The collection view's queue of cells whose configuration is to be updated, while the cell
  /// is on screen.
  weak var configurationQueue: ConfigurationUpdateQueue?

  /// Creates a cell.
  public required init() {
    super.init()
    needsUpdateConfiguration = true
  }

  /// Clears selection and highlight; subclasses clear their content and call super.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
    isFocused = false
    needsUpdateConfiguration = true
  }

  /// The view's appearance with the keyboard's focus drawn in. Selection and highlight are
  /// the cell's to show, as in UIKit; a subclass that wants the renderer's marks for them (a
  /// blue tint and a ✓, a brighter fill) adds `.selected` and `.highlighted` to `state`.
  open override var appearance: Appearance {
    var a = super.appearance
    if state.contains(.focused) { a.state.insert(.focused) }
    return a
  }

  /// Sets a state flag, and asks for a configuration update when it changed.
  private func setState(_ member: ElementState, _ on: Bool) {
    guard state.contains(member) != on else { return }
    if on { state.insert(member) } else { state.remove(member) }
    if parts.selectedBackgroundView != nil { setNeedsDisplay() }
    setNeedsUpdateConfiguration()
  }

  /// The state the cell's configurations are updated for (UICollectionViewCell
  /// .configurationState); override it to add custom states, starting from super's.
  open var configurationState: CellConfigurationState {
    var s = CellConfigurationState(traitCollection: traitCollection)
    s.isSelected = state.contains(.selected)
    s.isHighlighted = state.contains(.highlighted)
    s.isFocused = state.contains(.focused)
    s.isDisabled = !isUserInteractionEnabled
    s.isReordering = isReordering
    s.isEditing = isEditing
    s.isExpanded = isExpanded
    s.isSwiped = isSwiped
    return s
  }

  /// Updates the cell's configurations for a state (updateConfiguration(using:)): override it
  /// in a subclass, or set `configurationUpdateHandler`. Do not call it: call
  /// `setNeedsUpdateConfiguration()`.
  open func updateConfiguration(using state: CellConfigurationState) {}

  /// Whether the cell is the one an interactive movement carries.
  var isReordering = false {
    didSet { if isReordering != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the collection view is editing.
  var isEditing = false {
    didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell's row is swiped open, showing its swipe actions.
  var isSwiped = false {
    didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell's item is expanded in its section snapshot's outline.
  var isExpanded = false {
    didSet { if isExpanded != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// The size the content view needs at the width given (its rows of text, for a list
  /// configuration); the size given when the cell has no content view.
  open override func sizeThatFits(_ size: Size) -> Size {
    parts.contentView?.sizeThatFits(size) ?? size
  }

  /// Runs an update that was asked for.
  override func updateConfigurationIfNeeded() { runConfigurationUpdate() }

  /// The cell's parts drawn over its own properties.
  override func composedAppearance() -> Appearance {
    composeParts(onto: super.composedAppearance())
  }

  /// A new size: the parts take it, and the cell is redrawn.
  override func boundsSizeDidChange() {
    for view in partViews { view.bounds = bounds }
    setNeedsDisplay()
  }

  /// New traits: the parts share them, and the configuration is updated for them.
  override func traitCollectionDidChangeInternally() {
    for view in partViews { view.traitCollection = traitCollection }
    setNeedsDisplay()
    setNeedsUpdateConfiguration()
  }
}

/// The views and configurations a cell is drawn from.
struct CellParts {
  /// The content view, made when first asked for.
  var contentView: View?
  /// The content configuration.
  var contentConfiguration: (any ContentConfiguration)?
  /// The background configuration.
  var backgroundConfiguration: BackgroundConfiguration?
  /// The background view.
  var backgroundView: View?
  /// The background view while selected or highlighted.
  var selectedBackgroundView: View?
  /// The update handler.
  var configurationUpdateHandler: CollectionViewCell.ConfigurationUpdateHandler?
  /// Whether `updated(for:)` is applied to the content configuration on each update.
  var automaticallyUpdatesContentConfiguration = true
  /// Whether `updated(for:)` is applied to the background configuration on each update.
  var automaticallyUpdatesBackgroundConfiguration = true
}
