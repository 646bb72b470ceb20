/// A table view's row (UITableViewCell): a text label, a detail text label and an image in one
/// of UIKit's four styles, an accessory, and the editing controls its table view gives it.
///
/// It is a `ListCell`, so a table row looks like a list row: the labels become a
/// `ListContentConfiguration` of the cell's style (set `contentConfiguration` instead, from
/// `defaultContentConfiguration()`, as iOS 14 code does), `accessoryType` becomes list cell
/// accessories, and the table's list appearance gives the background. The table view sets the
/// delete or insert button and the reorder grip that show while it is editing.
open class TableViewCell: ListCell {
  /// The style the cell was made in.
  public let cellStyle: CellStyle
  /// The main text (textLabel); setting its text, colour or font shows it.
  public let textLabel: Label?
  /// The secondary text (detailTextLabel): under the text in the subtitle style, at the
  /// trailing edge in value 1, after the text in value 2; `nil` in the default style.
  public let detailTextLabel: Label?
  /// The image before the text (imageView); `nil` in the value 2 style.
  public let imageView: ImageView?
  /// The standard accessory shown while not editing (accessoryType).
  public var accessoryType = AccessoryType.none { didSet { composeAccessories() } }
  /// The standard accessory shown while editing (editingAccessoryType).
  public var editingAccessoryType = AccessoryType.none { didSet { composeAccessories() } }
  /// A view of the app's shown instead of `accessoryType` while not editing (accessoryView): a
  /// switch, say.
  public var accessoryView: View? { didSet { composeAccessories() } }
  /// A view of the app's shown instead of `editingAccessoryType` while editing.
  public var editingAccessoryView: View? { didSet { composeAccessories() } }
  /// How the cell shows it is selected; `.none` shows nothing.
  public var selectionStyle = SelectionStyle.default {
    didSet { if selectionStyle != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// The control the row shows while its table is editing (set by the table view from the data
  /// source's `canEditRowAt` and the delegate's `editingStyleForRowAt`).
  public internal(set) var editingStyle = EditingStyle.none {
    didSet { if editingStyle != oldValue { composeAccessories() } }
  }
  /// Whether a selection circle shows while editing instead of the editing style's button (the
  /// table's `allowsMultipleSelectionDuringEditing`).
  var showsSelectionControl = false {
    didSet { if showsSelectionControl != oldValue { composeAccessories() } }
  }
  /// Whether the reorder grip shows while editing (set by the table view from the data source's
  /// `canMoveRowAt`).
  public var showsReorderControl = false {
    didSet { if showsReorderControl != oldValue { composeAccessories() } }
  }
  /// The table view showing the cell, which its buttons report to.
  weak var tableView: TableView?
  /// The row height the table view's delegate or `rowHeight` fixes, in points; `nil` sizes the
  /// row to its content.
  var fixedRowHeight: Double?

  /// A cell of a style (init(style:reuseIdentifier:)); a registered class is made with
  /// `.default`, so a subclass that wants another style overrides this initializer, as in UIKit.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    let content = style.contentConfiguration()
    textLabel = Label(properties: content.textProperties)
    detailTextLabel =
      style == .default ? nil : Label(properties: content.secondaryTextProperties)
    imageView = style == .value2 ? nil : ImageView()
    super.init()
    self.reuseIdentifier = reuseIdentifier
    let changed: () -> Void = { [unowned self] in self.labelsDidChange() }
    textLabel?.onChange = changed
    detailTextLabel?.onChange = changed
    imageView?.onChange = changed
  }

  /// A default-style cell, as a reuse queue makes a registered class.
  public required convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// The content configuration of the cell's style (defaultContentConfiguration()), for the
  /// list its table view shows.
  open override func defaultContentConfiguration() -> ListContentConfiguration {
    cellStyle.contentConfiguration()
  }

  /// The state the configurations follow; with `selectionStyle` `.none` the cell never looks
  /// selected or highlighted.
  open override var configurationState: CellConfigurationState {
    var state = super.configurationState
    if selectionStyle == .none {
      state.isSelected = false
      state.isHighlighted = false
    }
    return state
  }

  /// The row height the table view fixed, else the content's.
  open override func sizeThatFits(_ size: Size) -> Size {
    guard let fixedRowHeight else { return super.sizeThatFits(size) }
    return Size(width: size.width, height: max(0, fixedRowHeight))
  }

  /// Editing shows or hides the controls; the table view asks its data source again.
  override var isEditing: Bool {
    didSet { if isEditing != oldValue { tableView?.updateEditingControls(of: self) } }
  }

  /// A label or the image changed: the content shows the labels, in the cell's style.
  private func labelsDidChange() {
    var content = cellStyle.contentConfiguration()
    if let textLabel {
      content.text = textLabel.text
      textLabel.apply(to: &content.textProperties)
    }
    if let detailTextLabel {
      content.secondaryText = detailTextLabel.text
      detailTextLabel.apply(to: &content.secondaryTextProperties)
    }
    imageView?.apply(to: &content)
    contentConfiguration = content
    // Measured again at the next layout pass: the text may take more rows now.
    setNeedsUpdateConfiguration()
  }
}
