/// How a view looks, as a value: what the renderer draws for it. Views describe themselves with
/// one (`CollectionReusableView.appearance`); the renderer never sees the view classes.
public struct Appearance: Hashable, Sendable {
  /// The fill colour; `nil` draws no fill.
  public var fill: Color?
  /// A thin line along the shape's edge; `nil` draws none.
  public var outline: Color?
  /// A vertical opacity mask over the fill (CAGradientLayer as `layer.mask`).
  public var gradientMask: GradientMask?
  /// The text lines, centred vertically (no lines: no label).
  public var lines: [String]
  /// The text colour.
  public var textColor: Color
  /// Whether the text is bold.
  public var isBold: Bool
  /// Where the text sits across the shape.
  public var textAlignment: TextAlignment
  /// Selected, highlighted, focused: the renderer draws each state visibly.
  public var state: ElementState
  /// The radius of the shape's corners in points (0: square).
  public var cornerRadius: Double {
    get { configured?.cornerRadius ?? 0 }
    set { configure { $0.cornerRadius = newValue } }
  }
  /// Whether the renderer may shade the shape's edges (its raised look, where the options
  /// allow it); configured backgrounds are flat, as UIKit's are.
  public var shadesEdges: Bool {
    get { configured?.shadesEdges ?? true }
    set { configure { $0.shadesEdges = newValue } }
  }
  /// Runs of text at places of their own (a content configuration's), drawn after `lines`.
  public var texts: [PlacedText] {
    get { configured?.texts ?? [] }
    set { configure { $0.texts = newValue } }
  }
  /// The parts only configured views have, out of line: a plain view's appearance, copied and
  /// compared for every shape every frame, carries one empty reference for them.
  private var configured: ConfiguredParts?

  /// Changes the configured parts (a new box: appearances are values).
  private mutating func configure(_ change: (inout ConfiguredParts.Values) -> Void) {
    var values = configured?.values ?? ConfiguredParts.Values()
    change(&values)
    configured = values == ConfiguredParts.Values() ? nil : ConfiguredParts(values)
  }

  /// Creates an appearance; every part is optional.
  public init(
    fill: Color? = nil, outline: Color? = nil, gradientMask: GradientMask? = nil,
    lines: [String] = [], textColor: Color = .white, isBold: Bool = false,
    textAlignment: TextAlignment = .center, state: ElementState = [], texts: [PlacedText] = []
  ) {
    configured = texts.isEmpty ? nil : ConfiguredParts(ConfiguredParts.Values(texts: texts))
    self.fill = fill
    self.outline = outline
    self.gradientMask = gradientMask
    self.lines = lines
    self.textColor = textColor
    self.isBold = isBold
    self.textAlignment = textAlignment
    self.state = state
  }
}

/// Where a label's lines sit across a shape (NSTextAlignment).
public enum TextAlignment: Hashable, Sendable {
  /// Against the left edge.
  case leading
  /// In the middle.
  case center
  /// Against the right edge.
  case trailing
}

/// The interaction states a cell can be drawn in (UICellConfigurationState, in part).
public struct ElementState: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates a state from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Selected (isSelected).
  public static let selected = ElementState(rawValue: 1)
  /// Highlighted: a touch is down on it (isHighlighted).
  public static let highlighted = ElementState(rawValue: 2)
  /// Focused: the keyboard's focus is on it (isFocused).
  public static let focused = ElementState(rawValue: 4)
}

extension Appearance {
  /// Takes a background view's fill, outline and mask where it has them.
  mutating func adoptBackground(of background: Appearance) {
    fill = background.fill ?? fill
    outline = background.outline ?? outline
    gradientMask = background.gradientMask ?? gradientMask
    if background.cornerRadius > 0 { cornerRadius = background.cornerRadius }
  }

  /// Takes a content view's fill and text where it has them.
  mutating func adoptContent(of content: Appearance) {
    fill = content.fill ?? fill
    if !content.texts.isEmpty {
      texts = content.texts
      lines = []
    }
    if !content.lines.isEmpty {
      lines = content.lines
      textColor = content.textColor
      isBold = content.isBold
      textAlignment = content.textAlignment
    }
  }
}

/// The configured parts of an appearance, shared between its copies.
final class ConfiguredParts: Hashable, Sendable {
  /// The parts.
  struct Values: Hashable, Sendable {
    var cornerRadius = 0.0
    var shadesEdges = true
    var texts: [PlacedText] = []
  }

  /// The parts, never changed once boxed.
  let values: Values

  init(_ values: Values) { self.values = values }

  var cornerRadius: Double { values.cornerRadius }
  var shadesEdges: Bool { values.shadesEdges }
  var texts: [PlacedText] { values.texts }

  static func == (a: ConfiguredParts, b: ConfiguredParts) -> Bool {
    a === b || a.values == b.values
  }

  func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
