extension ListContentConfiguration {
  /// How a list cell's text or secondary text looks and fits
  /// (UIListContentConfiguration.TextProperties).
  public struct TextProperties: Hashable, Sendable {
    /// The font: its weight is drawn (bold from semibold).
    public var font: Font
    /// The colour; setting it keeps it whatever the state.
    public var color: Color {
      get { styleColor }
      set {
        styleColor = newValue
        isColorCustomized = true
      }
    }
    /// Applied to the colour when it is resolved.
    public var colorTransformer: ColorTransformer? {
      get { transformerBox?.transformer }
      set { transformerBox = newValue.map(TransformerBox.init) }
    }
    /// Where the lines sit across the space they have.
    public var alignment: TextAlignment = .natural
    /// How text that does not fit breaks or is cut.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 shows as many as the text needs (a list's default).
    public var numberOfLines = 0
    /// A change of case applied when drawn.
    public var transform: TextTransform = .none

    /// The colour the style gives for the state, or the app's.
    var styleColor: Color
    /// The colour the style gives at rest.
    let restingColor: Color
    /// Whether the app set the colour.
    private(set) var isColorCustomized = false
    /// The transformer, compared by presence.
    private var transformerBox: TransformerBox?

    /// Properties with a font and the style's colour.
    init(font: Font, color: Color, numberOfLines: Int = 0) {
      self.font = font
      styleColor = color
      restingColor = color
      self.numberOfLines = numberOfLines
    }

    /// The colour as drawn (resolvedColor()): transformed.
    public func resolvedColor() -> Color { colorTransformer?(styleColor) ?? styleColor }

    /// The text as drawn, its case changed.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized:
        text.split(separator: " ", omittingEmptySubsequences: false)
          .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
          .joined(separator: " ")
      }
    }

    /// Where text sits across its space (UIListContentConfiguration.TextProperties.TextAlignment).
    public enum TextAlignment: Hashable, Sendable {
      /// Against the leading edge.
      case natural
      /// In the middle.
      case center
      /// Against the leading edge, as a terminal cannot stretch spaces.
      case justified
    }

    /// A change of case (UIListContentConfiguration.TextProperties.TextTransform).
    public enum TextTransform: Hashable, Sendable {
      /// As written.
      case none
      /// Every word capitalised.
      case capitalized
      /// Lower case.
      case lowercase
      /// Upper case.
      case uppercase
    }
  }

  /// How a list cell's image looks (UIListContentConfiguration.ImageProperties).
  public struct ImageProperties: Hashable, Sendable {
    /// The symbol's colour; `nil` is the tint colour. Setting it keeps it whatever the state.
    public var tintColor: Color? {
      get { styleTint }
      set {
        styleTint = newValue
        isTintCustomized = true
      }
    }
    /// The space the image takes across, in points: at least its one column, so images of
    /// rows line up (UIKit's reservedLayoutSize; its height is the row's).
    public var reservedLayoutSize = Size.zero

    /// The tint the style gives, or the app's.
    var styleTint: Color?
    /// Whether the app set the tint.
    private(set) var isTintCustomized = false

    /// The tint as drawn (resolvedTintColor(for:)).
    public func resolvedTintColor(for tintColor: Color = .tintColor) -> Color {
      styleTint ?? tintColor
    }
  }
}

/// A colour transformer compared by presence, so the values holding one stay `Hashable`.
struct TransformerBox: Hashable, Sendable {
  /// The transformer.
  let transformer: ColorTransformer
  /// Any two are equal: a function cannot be compared.
  static func == (a: TransformerBox, b: TransformerBox) -> Bool { true }
  /// Hashes nothing.
  func hash(into hasher: inout Hasher) {}
}
