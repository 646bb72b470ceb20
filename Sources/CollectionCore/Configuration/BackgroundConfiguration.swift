/// How a cell's background looks, as a value (UIBackgroundConfiguration): a fill, a stroke and
/// rounded corners, with the list styles' colours for each state.
///
/// A list style's `updated(for:)` gives the style's colours for the state (a plain list's
/// selected row is grey, a sidebar's is the tint) to every property you have not set yourself,
/// as UIKit's does. In the terminal a `nil` background colour is no fill: the terminal's own
/// background shows (UIKit's would be the tint colour).
public struct BackgroundConfiguration: Hashable {
  /// The fill; `nil` draws none.
  public var backgroundColor: Color? {
    get { storage.backgroundColor }
    set {
      storage.backgroundColor = newValue
      customized.insert(.backgroundColor)
    }
  }
  /// Applied to the fill when it is resolved.
  public var backgroundColorTransformer: ColorTransformer? {
    get { storage.backgroundColorTransformer }
    set {
      storage.backgroundColorTransformer = newValue
      customized.insert(.backgroundColor)
    }
  }
  /// The colour of the line round the background; `nil` with a stroke width draws it in the
  /// tint colour, as UIKit does.
  public var strokeColor: Color? {
    get { storage.strokeColor }
    set {
      storage.strokeColor = newValue
      customized.insert(.strokeColor)
    }
  }
  /// Applied to the stroke colour when it is resolved.
  public var strokeColorTransformer: ColorTransformer?
  /// The stroke's width in points; 0 draws none. A terminal draws any positive width as its one
  /// thin line along the edge.
  public var strokeWidth: Double = 0
  /// The radius of the background's corners in points: drawn rounded where the blitter has
  /// pixels enough for it (half blocks, quadrants, sextants, braille).
  public var cornerRadius: Double {
    get { storage.cornerRadius }
    set {
      storage.cornerRadius = newValue
      customized.insert(.cornerRadius)
    }
  }
  /// A view of the app's own behind the content instead of the fill (its appearance is drawn).
  public var customView: View? {
    get { customViewBox?.view }
    set { customViewBox = newValue.map(ViewBox.init) }
  }

  /// The list style this configuration came from, whose colours `updated(for:)` applies.
  private var style: Style
  /// The values the style or the app set.
  private var storage = Storage()
  /// The properties the app set, which the style leaves alone.
  private var customized: Set<Property> = []
  /// The custom view, compared by identity.
  private var customViewBox: ViewBox?

  /// A configuration of a style with its resting colours.
  private init(style: Style) {
    self.style = style
    storage = style.storage(for: nil)
  }

  /// No fill, no stroke (UIBackgroundConfiguration.clear()).
  public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(style: .clear) }
  /// A plain list's cell: no fill at rest, grey when highlighted or selected.
  public static func listPlainCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .plainCell)
  }
  /// A grouped list's cell: the grouped cell background, grey when highlighted or selected.
  public static func listGroupedCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .groupedCell)
  }
  /// An inset grouped list's cell: no fill at rest over the section's rounded card, grey when
  /// highlighted or selected (UIKit rounds the first and last cells themselves).
  static func listInsetGroupedCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .insetGroupedCell)
  }
  /// A sidebar's cell: no fill at rest, the tint colour with rounded ends when selected.
  public static func listSidebarCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .sidebarCell)
  }
  /// A sidebar's cell beside another column: grey rather than the tint when selected.
  public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .accompaniedSidebarCell)
  }
  /// A plain list's header or footer: the screen's background, so a pinned one covers rows.
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .plainHeaderFooter)
  }
  /// A grouped list's header or footer: no fill.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .clear)
  }
  /// A sidebar's header: no fill.
  public static func listSidebarHeader() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .clear)
  }
  /// The list cell of the list's appearance (iOS 18's listCell()): the plain one.
  public static func listCell() -> BackgroundConfiguration { listPlainCell() }

  /// The configuration for a state: the style's colours for it wherever the app set none.
  public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
    var copy = self
    let cell = state as? CellConfigurationState
    let styled = style.storage(for: cell)
    if !customized.contains(.backgroundColor) {
      copy.storage.backgroundColor = styled.backgroundColor
      copy.storage.backgroundColorTransformer = styled.backgroundColorTransformer
    }
    if !customized.contains(.strokeColor) { copy.storage.strokeColor = styled.strokeColor }
    if !customized.contains(.cornerRadius) { copy.storage.cornerRadius = styled.cornerRadius }
    copy.storage.traits = state.traitCollection
    return copy
  }

  /// The fill as drawn (resolvedBackgroundColor(for:)): the colour, transformed, for the traits
  /// it was last updated for.
  public func resolvedBackgroundColor(for tintColor: Color = .tintColor) -> Color? {
    guard let color = storage.backgroundColor else { return nil }
    let transformed = storage.backgroundColorTransformer?(color) ?? color
    return transformed.resolvedColor(with: storage.traits)
  }

  /// The stroke as drawn (resolvedStrokeColor(for:)); `nil` without a stroke width.
  public func resolvedStrokeColor(for tintColor: Color = .tintColor) -> Color? {
    guard strokeWidth > 0 else { return nil }
    let color = storage.strokeColor ?? tintColor
    return (strokeColorTransformer?(color) ?? color).resolvedColor(with: storage.traits)
  }

  /// Configurations are equal when they draw the same (transformers are compared by presence).
  public static func == (a: BackgroundConfiguration, b: BackgroundConfiguration) -> Bool {
    a.resolvedBackgroundColor() == b.resolvedBackgroundColor()
      && a.resolvedStrokeColor() == b.resolvedStrokeColor() && a.cornerRadius == b.cornerRadius
      && a.customViewBox == b.customViewBox && a.style == b.style && a.customized == b.customized
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(resolvedBackgroundColor())
    hasher.combine(resolvedStrokeColor())
    hasher.combine(cornerRadius)
    hasher.combine(style)
  }
}

extension BackgroundConfiguration {
  /// The list styles.
  fileprivate enum Style: Hashable, Sendable {
    case clear, plainCell, groupedCell, insetGroupedCell, sidebarCell, accompaniedSidebarCell
    case plainHeaderFooter

    /// The style's values at rest (`nil`) or in a state.
    func storage(for state: CellConfigurationState?) -> Storage {
      var s = Storage()
      let selected = state?.isSelected ?? false
      let highlighted = state?.isHighlighted ?? false
      switch self {
      case .clear:
        break
      case .plainHeaderFooter:
        s.backgroundColor = .systemBackground
      case .plainCell:
        if selected || highlighted { s.backgroundColor = selected ? .systemGray4 : .systemGray5 }
      case .groupedCell:
        s.backgroundColor =
          selected ? .systemGray4 : highlighted ? .systemGray5 : .secondarySystemGroupedBackground
      case .insetGroupedCell:
        // At rest the section's card shows through (its rounded ends are the card's).
        if selected || highlighted { s.backgroundColor = selected ? .systemGray4 : .systemGray5 }
      case .sidebarCell:
        s.cornerRadius = 2
        if selected {
          s.backgroundColor = .tintColor
        } else if highlighted {
          s.backgroundColor = .systemGray5
        }
      case .accompaniedSidebarCell:
        s.cornerRadius = 2
        if selected || highlighted { s.backgroundColor = selected ? .systemGray4 : .systemGray5 }
      }
      if state?.isFocused == true, self != .clear, self != .plainHeaderFooter,
        s.backgroundColor == nil
      {
        s.backgroundColor = .systemGray5
      }
      return s
    }
  }

  /// The properties a style sets and the app may set instead.
  fileprivate enum Property: Hashable, Sendable { case backgroundColor, strokeColor, cornerRadius }

  /// The values behind the properties.
  fileprivate struct Storage: Sendable {
    var backgroundColor: Color?
    var backgroundColorTransformer: ColorTransformer?
    var strokeColor: Color?
    var cornerRadius = 0.0
    var traits = TraitCollection()
  }
}

/// A view held by a value and compared by identity.
struct ViewBox: Hashable {
  /// The view.
  let view: View
  /// Two boxes are equal when they hold the same view.
  static func == (a: ViewBox, b: ViewBox) -> Bool { a.view === b.view }
  /// Hashes the view's identity.
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
}
