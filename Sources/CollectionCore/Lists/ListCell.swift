/// A cell of a list (UICollectionViewListCell): accessories beside its content, indentation for
/// an outline's levels, and the content and background of its list's appearance.
///
/// The content view is laid out between the leading accessories (after the indentation) and the
/// trailing ones; accessories sit in the middle of the cell's height. In an outline applied with
/// a section snapshot, `indentationLevel` follows the item's level, as in UIKit. A list cell
/// without a background configuration takes its list's (`defaultBackgroundConfiguration()`).
open class ListCell: CollectionViewCell {
  /// The accessories, in any order: each goes to its side and place, as UIKit orders them.
  public var accessories: [CellAccessory] = [] { didSet { setNeedsDisplay() } }
  /// How many indentation widths the content (and, with `indentsAccessories`, the leading
  /// accessories) moves in; an outline's cells get their item's level.
  public var indentationLevel = 0 {
    didSet {
      levelIsAutomatic = false
      setNeedsDisplay()
    }
  }
  /// The width of one level of indentation, in points (two columns).
  public var indentationWidth = 2.0 { didSet { setNeedsDisplay() } }
  /// Whether the leading accessories move in with the content.
  public var indentsAccessories = true { didSet { setNeedsDisplay() } }
  /// The appearance of the list the cell is in (set by the collection view).
  var listAppearance: ListConfiguration.Appearance? {
    didSet {
      guard listAppearance != oldValue else { return }
      if parts.backgroundConfiguration == nil || usesDefaultBackground {
        backgroundConfiguration = defaultBackgroundConfiguration()
        usesDefaultBackground = true
      }
    }
  }
  /// How far an animated change of editing has come (0 to 1), while one runs: the content and
  /// accessories slide from where the other editing state had them.
  var editingSlide: Double? {
    didSet { if editingSlide != oldValue { setNeedsDisplay() } }
  }
  /// Whether the background is the one the list gave (replaced when the list's appearance is).
  private var usesDefaultBackground = false
  /// Whether `indentationLevel` was last set by the outline rather than the app.
  private var levelIsAutomatic = true

  /// Creates a list cell.
  public required init() { super.init() }

  /// A content configuration for the list's appearance (defaultContentConfiguration()): a
  /// sidebar's cell in a sidebar, else a plain cell.
  open func defaultContentConfiguration() -> ListContentConfiguration {
    switch listAppearance {
    case .sidebar?, .sidebarPlain?: .sidebarCell()
    default: .cell()
    }
  }

  /// A background configuration for the list's appearance (defaultBackgroundConfiguration()).
  public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
    switch listAppearance {
    case .grouped?: .listGroupedCell()
    case .insetGrouped?: .listInsetGroupedCell()
    case .sidebar?, .sidebarPlain?: .listSidebarCell()
    case .plain?, nil: .listPlainCell()
    }
  }

  /// Selection fills a multiselect circle: redrawn.
  open override var isSelected: Bool {
    didSet { if isSelected != oldValue, !accessories.isEmpty { setNeedsDisplay() } }
  }

  /// Editing shows and hides accessories: redrawn.
  override var isEditing: Bool {
    didSet { if isEditing != oldValue, !accessories.isEmpty { setNeedsDisplay() } }
  }

  /// Expanding turns an outline disclosure: redrawn.
  override var isExpanded: Bool {
    didSet { if isExpanded != oldValue, !accessories.isEmpty { setNeedsDisplay() } }
  }

  /// The level an outline gives the cell's item, unless the app set one.
  func setOutlineLevel(_ level: Int) {
    guard levelIsAutomatic, indentationLevel != level else { return }
    indentationLevel = level
    levelIsAutomatic = true
  }

  /// Clears the accessories' per-item state; subclasses call super.
  open override func prepareForReuse() {
    super.prepareForReuse()
    editingSlide = nil
    if levelIsAutomatic { indentationLevel = 0 }
    levelIsAutomatic = true
  }

  /// The size the content needs between the accessories, and the accessories' row at least.
  open override func sizeThatFits(_ size: Size) -> Size {
    let layout = accessoryLayout(width: size.width)
    let inner = Size(width: max(0, layout.contentWidth), height: size.height)
    guard let content = parts.contentView else { return size }
    let fitted = content.sizeThatFits(inner)
    let row = max(1, traitCollection.pixelSize.height * 2)
    let height = layout.placed.isEmpty ? fitted.height : max(fitted.height, row)
    return Size(width: min(size.width, fitted.width + size.width - inner.width), height: height)
  }

  /// The cell drawn from its parts, the content between the accessories and the accessories
  /// beside it.
  override func composedAppearance() -> Appearance {
    var layout = accessoryLayout(width: bounds.width)
    if let progress = editingSlide {
      layout.slide(
        from: accessoryLayout(width: bounds.width, editing: !isEditing), progress: progress)
    }
    if let content = parts.contentView {
      let inner = Rect(x: 0, y: 0, width: max(0, layout.contentWidth), height: bounds.height)
      if content.bounds != inner { content.bounds = inner }
    }
    var a = super.composedAppearance()
    if layout.contentStart != 0, !a.texts.isEmpty {
      a.texts = a.texts.map {
        var run = $0
        run.x += layout.contentStart
        return run
      }
    }
    guard !layout.placed.isEmpty else { return a }
    let rowHeight = max(1, traitCollection.pixelSize.height * 2)
    let rows = max(1, Int((bounds.height / rowHeight + 0.1).rounded(.down)))
    a.texts += layout.runs(row: (rows - 1) / 2, traits: traitCollection)
    return a
  }

  /// A new size: every part takes it, then the content its place between the accessories.
  override func boundsSizeDidChange() {
    super.boundsSizeDidChange()
    setNeedsDisplay()
  }

  /// The accessory at a distance across the cell (for a click), if it has something to do.
  func accessory(atX x: Double) -> CellAccessory? {
    accessoryLayout(width: bounds.width).placed.first {
      x >= $0.x - 0.5 && x < $0.x + max(1, $0.width) + 0.5
    }?.accessory
  }

  /// The accessories that show now (or in an editing state), placed at a width.
  func accessoryLayout(width: Double, editing: Bool? = nil) -> AccessoryLayout {
    AccessoryLayout(
      accessories: accessories, width: width, isEditing: editing ?? isEditing,
      state: AccessoryLayout.CellState(
        isSelected: isSelected, isExpanded: isExpanded, isHeader: false,
        isOnTint: isSelected && (listAppearance == .sidebar || listAppearance == .sidebarPlain)),
      indentation: Double(max(0, indentationLevel)) * indentationWidth,
      indentsAccessories: indentsAccessories)
  }
}
