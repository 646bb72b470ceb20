/// A font as far as a terminal can show one (UIFont): every glyph is the terminal's, so only the
/// weight is drawn (bold from semibold up); the size is kept for code that reads it.
public struct Font: Hashable, Sendable {
  /// The point size asked for (not drawn: a terminal has one size).
  public var pointSize: Double
  /// The weight; semibold and heavier draw bold.
  public var weight: Weight

  /// Whether the terminal draws it bold.
  public var isBold: Bool { weight >= .semibold }

  /// Creates a font of a size and weight.
  public init(pointSize: Double, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font of a size and weight (UIFont.systemFont(ofSize:weight:)).
  public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
    Font(pointSize: size, weight: weight)
  }

  /// The bold system font of a size (UIFont.boldSystemFont(ofSize:)).
  public static func boldSystemFont(ofSize size: Double) -> Font {
    Font(pointSize: size, weight: .bold)
  }

  /// The font of a Dynamic Type style (UIFont.preferredFont(forTextStyle:)): the titles and the
  /// headline are bold, as UIKit's are semibold or heavier.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    switch style {
    case .largeTitle: Font(pointSize: 34, weight: .bold)
    case .title1: Font(pointSize: 28, weight: .bold)
    case .title2: Font(pointSize: 22, weight: .bold)
    case .title3: Font(pointSize: 20, weight: .semibold)
    case .headline: Font(pointSize: 17, weight: .semibold)
    case .body: Font(pointSize: 17, weight: .regular)
    case .callout: Font(pointSize: 16, weight: .regular)
    case .subheadline: Font(pointSize: 15, weight: .regular)
    case .footnote: Font(pointSize: 13, weight: .regular)
    case .caption1: Font(pointSize: 12, weight: .regular)
    case .caption2: Font(pointSize: 11, weight: .regular)
    }
  }

  /// The Dynamic Type styles (UIFont.TextStyle).
  public enum TextStyle: Hashable, Sendable {
    /// The largest title.
    case largeTitle
    /// A first-level title.
    case title1
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A headline.
    case headline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A subheadline.
    case subheadline
    /// A footnote.
    case footnote
    /// A caption.
    case caption1
    /// A second caption.
    case caption2
  }

  /// A font weight (UIFont.Weight), ordered from lightest to heaviest.
  public struct Weight: Hashable, Comparable, Sendable {
    /// UIKit's value, from -1 (ultra light) to 1 (black).
    public var rawValue: Double
    /// Creates a weight from UIKit's value.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Orders by value.
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold: drawn bold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }
}
