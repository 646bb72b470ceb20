/// The content of a list cell, header or footer as a value (UIListContentConfiguration): an
/// image, a text and a secondary text with their properties, margins and paddings, in UIKit's
/// styles. In the terminal the image is a one-column symbol, weights are bold or not, text
/// wraps when `numberOfLines` is 0 and is cut with "…" where it does not fit, and the content
/// sits in the middle of the cell's height.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
  /// The primary text; `nil` shows none.
  public var text: String?
  /// The secondary text: under the text, or beside it at the trailing edge when
  /// `prefersSideBySideTextAndSecondaryText` and both fit.
  public var secondaryText: String?
  /// The image before the text.
  public var image: Image?
  /// How the text looks.
  public var textProperties: TextProperties
  /// How the secondary text looks.
  public var secondaryTextProperties: TextProperties
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// The space round the content, in points (a column is a point, a row `cellAspect` points).
  public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 0, leading: 1, bottom: 0, trailing: 1)
  /// Whether the secondary text goes beside the text when both fit on one line.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the text, in points.
  public var imageToTextPadding = 1.0
  /// The least space between side-by-side texts, in points.
  public var textToSecondaryTextHorizontalPadding = 2.0
  /// The space between stacked texts, in points: a row of text's height or more leaves an
  /// empty row.
  public var textToSecondaryTextVerticalPadding = 0.0

  /// The style, whose colours `updated(for:)` gives for each state.
  private var style: Style
  /// A column of this fraction of the width for the text, right-aligned, with the secondary
  /// text after it (a table view cell's value 2 style); `nil` lays them out as usual.
  var textColumnFraction: Double?

  /// A configuration of a style with its fonts and colours.
  private init(
    style: Style, text: TextProperties, secondary: TextProperties, sideBySide: Bool = false
  ) {
    self.style = style
    textProperties = text
    secondaryTextProperties = secondary
    prefersSideBySideTextAndSecondaryText = sideBySide
    imageProperties.styleTint = style.isHeader ? nil : .tintColor
  }

  /// A list cell: the text, and a smaller secondary text under it (UIKit's cell()).
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .label))
  }
  /// A cell with a secondary text under the text, in the secondary colour (subtitleCell()).
  public static func subtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }
  /// A cell with its value at the trailing edge, in the secondary colour (valueCell()).
  public static func valueCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
      sideBySide: true)
  }
  /// A sidebar's cell: selected, its text and image turn white on the tint (sidebarCell()).
  public static func sidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .sidebar, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
  }
  /// A sidebar's cell with a secondary text under the text (sidebarSubtitleCell()).
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .sidebar, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }
  /// A sidebar's cell beside another column: its colours stay when selected
  /// (accompaniedSidebarCell()).
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
  }
  /// A sidebar's section header: bold, in the secondary colour (sidebarHeader()).
  public static func sidebarHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .header,
      text: .init(font: .preferredFont(forTextStyle: .headline), color: .secondaryLabel),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
  }
  /// A plain list's header: bold (plainHeader()).
  public static func plainHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .header, text: .init(font: .preferredFont(forTextStyle: .headline), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
  }
  /// A plain list's footer: in the secondary colour (plainFooter()).
  public static func plainFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .header,
      text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }
  /// A grouped list's header: in the secondary colour (groupedHeader()).
  public static func groupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .header,
      text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }
  /// A grouped list's footer (groupedFooter()).
  public static func groupedFooter() -> ListContentConfiguration { plainFooter() }
  /// An inset-grouped list's prominent header: bold, in the label colour
  /// (prominentInsetGroupedHeader()).
  public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .header, text: .init(font: .preferredFont(forTextStyle: .title3), color: .label),
      secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
  }
  /// The header of the list's appearance (iOS 18's header()): the plain one.
  public static func header() -> ListContentConfiguration { plainHeader() }
  /// The footer of the list's appearance (iOS 18's footer()): the plain one.
  public static func footer() -> ListContentConfiguration { plainFooter() }

  /// A view that shows this configuration.
  public func makeContentView() -> any View & ContentView { ListContentView(configuration: self) }

  /// The configuration for a state: the style's colours for it wherever the app set none (a
  /// selected sidebar cell's text and image turn white; a disabled cell's text dims).
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
    var copy = self
    let cell = state as? CellConfigurationState
    let onTint = style == .sidebar && (cell?.isSelected ?? false)
    let disabled = cell?.isDisabled ?? false
    func restyle(_ p: inout TextProperties) {
      guard !p.isColorCustomized else { return }
      p.styleColor = onTint ? .white : disabled ? .tertiaryLabel : p.restingColor
    }
    restyle(&copy.textProperties)
    restyle(&copy.secondaryTextProperties)
    if !imageProperties.isTintCustomized, !style.isHeader {
      copy.imageProperties.styleTint = onTint ? .white : disabled ? .tertiaryLabel : .tintColor
    }
    return copy
  }
}

extension ListContentConfiguration {
  /// The styles, as far as their colours follow the state.
  fileprivate enum Style: Hashable, Sendable {
    case cell, sidebar, header

    /// Whether it is a header's or a footer's (no tinted image).
    var isHeader: Bool { self == .header }
  }
}
