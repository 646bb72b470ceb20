/// A small control or mark beside a list cell's content (UICellAccessory): a disclosure
/// indicator, a checkmark, delete and insert buttons, a reorder grip, an outline's disclosure
/// triangle, a multiple-selection circle, a label, a detail button or a view of the app's.
/// Give them to `ListCell.accessories`; each shows according to its `displayedState` and the
/// collection view's `isEditing`.
///
/// In a terminal each standard accessory is one column wide (a symbol of DejaVu Sans Mono, with
/// an ASCII stand-in) and takes two columns with its gap; a label takes its text's width.
public struct CellAccessory {
  /// When an accessory shows (UICellAccessory.DisplayedState).
  public enum DisplayedState: Hashable, Sendable {
    /// Always.
    case always
    /// Only while the collection view is editing.
    case whenEditing
    /// Only while it is not editing.
    case whenNotEditing

    /// Whether an accessory in this state shows while editing or not.
    public func isDisplayed(editing: Bool) -> Bool {
      switch self {
      case .always: true
      case .whenEditing: editing
      case .whenNotEditing: !editing
      }
    }
  }

  /// The width an accessory keeps for itself (UICellAccessory.LayoutDimension).
  public enum LayoutDimension: Hashable, Sendable {
    /// Its content's own width.
    case actual
    /// The standard width of its kind, so accessories of rows line up.
    case standard
    /// A width in points (columns).
    case custom(Double)
  }

  /// Where an outline disclosure sits and how it looks
  /// (UICellAccessory.OutlineDisclosureOptions.Style).
  public enum OutlineDisclosureStyle: Hashable, Sendable {
    /// A header's for a section's first item when headers come from it, else a cell's.
    case automatic
    /// A section header's: on the trailing side.
    case header
    /// A cell's: on the leading side, turning as the item expands.
    case cell
  }

  /// The side an accessory sits on (UICellAccessory.Placement).
  public enum Placement {
    /// Before the content; `at` picks its position among the leading accessories.
    case leading(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
    /// After the content; `at` picks its position among the trailing accessories.
    case trailing(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
  }

  /// Picks where a custom view goes among the accessories of its side, outermost first
  /// (UICellAccessory.PlacementPosition).
  public typealias PlacementPosition = ([CellAccessory]) -> Int

  /// A view of the app's as an accessory (UICellAccessory.CustomViewConfiguration).
  public struct CustomViewConfiguration {
    /// The view; its `text` is drawn in its `textColor`, its `backgroundColor` behind.
    public var customView: View
    /// Its side and when it shows.
    public var placement: Placement
    /// Whether it is hidden while it would show (its width is still kept).
    public var isHidden: Bool?
    /// The width it keeps.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint (the text colour when set).
    public var tintColor: Color?
    /// Whether it keeps its own size instead of being sized to fit.
    public var maintainsFixedSize: Bool

    /// A configuration of a view and its placement.
    public init(
      customView: View, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil,
      maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// The options every standard accessory takes (UICellAccessory's `…Options` structures, in
  /// one: `isHidden`, `reservedLayoutWidth`, `tintColor`, and a background colour for the
  /// buttons that have one).
  public struct Options: Sendable {
    /// Whether it is hidden while it would show (its width is still kept).
    public var isHidden: Bool?
    /// The width it keeps (`nil`: the standard width).
    public var reservedLayoutWidth: LayoutDimension?
    /// Its colour (`nil`: its kind's).
    public var tintColor: Color?
    /// The colour behind it (delete, insert, multiselect).
    public var backgroundColor: Color?
    /// An outline disclosure's style.
    public var style: OutlineDisclosureStyle

    /// Options; every part optional.
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      backgroundColor: Color? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// UICellAccessory.DisclosureIndicatorOptions.
  public typealias DisclosureIndicatorOptions = Options
  /// UICellAccessory.CheckmarkOptions.
  public typealias CheckmarkOptions = Options
  /// UICellAccessory.DeleteOptions.
  public typealias DeleteOptions = Options
  /// UICellAccessory.InsertOptions.
  public typealias InsertOptions = Options
  /// UICellAccessory.ReorderOptions.
  public typealias ReorderOptions = Options
  /// UICellAccessory.OutlineDisclosureOptions.
  public typealias OutlineDisclosureOptions = Options
  /// UICellAccessory.MultiselectOptions.
  public typealias MultiselectOptions = Options
  /// UICellAccessory.LabelOptions.
  public typealias LabelOptions = Options
  /// UICellAccessory.DetailOptions.
  public typealias DetailOptions = Options

  /// What an accessory is.
  public enum Kind {
    /// A chevron saying the row leads somewhere.
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// A delete button.
    case delete
    /// An insert button.
    case insert
    /// A grip to drag the row by.
    case reorder
    /// An outline's expand and collapse triangle.
    case outlineDisclosure
    /// A multiple-selection circle, filled while the cell is selected.
    case multiselect
    /// A text.
    case label(String)
    /// A detail (info) button.
    case detail
    /// A view of the app's.
    case customView(CustomViewConfiguration)
  }

  /// What it is.
  public let kind: Kind
  /// When it shows.
  public let displayedState: DisplayedState
  /// Its options.
  public var options: Options
  /// What a click on it does (delete, insert, outline disclosure, detail); an outline disclosure
  /// without one expands or collapses its item.
  public var actionHandler: (() -> Void)?

  /// Whether it is hidden while it would show.
  public var isHidden: Bool { options.isHidden ?? false }
  /// Its colour, if set.
  public var tintColor: Color? { options.tintColor }

  private init(
    _ kind: Kind, _ displayed: DisplayedState, _ options: Options,
    _ actionHandler: (() -> Void)? = nil
  ) {
    self.kind = kind
    displayedState = displayed
    self.options = options
    self.actionHandler = actionHandler
  }

  /// A chevron on the trailing side (UICellAccessory.disclosureIndicator(displayed:options:)).
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> CellAccessory { CellAccessory(.disclosureIndicator, displayed, options) }

  /// A checkmark on the trailing side (UICellAccessory.checkmark(displayed:options:)).
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> CellAccessory { CellAccessory(.checkmark, displayed, options) }

  /// A red delete button on the leading side, while editing by default
  /// (UICellAccessory.delete(displayed:options:actionHandler:)).
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> CellAccessory { CellAccessory(.delete, displayed, options, actionHandler) }

  /// A green insert button on the leading side, while editing by default
  /// (UICellAccessory.insert(displayed:options:actionHandler:)).
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> CellAccessory { CellAccessory(.insert, displayed, options, actionHandler) }

  /// A grip on the trailing side to reorder the row by, while editing by default
  /// (UICellAccessory.reorder(displayed:options:)).
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> CellAccessory { CellAccessory(.reorder, displayed, options) }

  /// An outline's disclosure triangle (UICellAccessory.outlineDisclosure(displayed:options:
  /// actionHandler:)): a click expands or collapses the item, or runs `actionHandler` when given.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> CellAccessory { CellAccessory(.outlineDisclosure, displayed, options, actionHandler) }

  /// A circle on the leading side, filled while the cell is selected, while editing by default
  /// (UICellAccessory.multiselect(displayed:options:)).
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> CellAccessory { CellAccessory(.multiselect, displayed, options) }

  /// A text on the trailing side (UICellAccessory.label(text:displayed:options:)).
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> CellAccessory { CellAccessory(.label(text), displayed, options) }

  /// A detail button on the trailing side (UICellAccessory.detail(displayed:options:
  /// actionHandler:)).
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> CellAccessory { CellAccessory(.detail, displayed, options, actionHandler) }

  /// A view of the app's (UICellAccessory.customView(configuration:)).
  public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
    var options = Options(
      isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
      tintColor: configuration.tintColor)
    if configuration.maintainsFixedSize, options.reservedLayoutWidth == .standard {
      options.reservedLayoutWidth = .actual
    }
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let d, _), .trailing(let d, _): displayed = d
    }
    return CellAccessory(.customView(configuration), displayed, options)
  }
}
