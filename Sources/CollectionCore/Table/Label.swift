/// A table view cell's or header's text (UILabel, as far as those labels go): its text, colour,
/// font, alignment and lines, which the owner shows through its list content configuration.
///
/// A label is not a view of its own here: a terminal cell draws one shape and its text, so the
/// cell or header that owns the label lays the text out where its style puts it.
public final class Label {
  /// The text; `nil` shows none.
  public var text: String? { didSet { didChange() } }
  /// The text's colour (`nil` restores the style's); reading gives the colour shown.
  public var textColor: Color! {
    get { customColor ?? styleColor }
    set {
      customColor = newValue
      didChange()
    }
  }
  /// The font, of which the terminal draws the weight (`nil` restores the style's).
  public var font: Font! {
    get { customFont ?? styleFont }
    set {
      customFont = newValue
      didChange()
    }
  }
  /// Where the lines sit across the space they have.
  public var textAlignment = ListContentConfiguration.TextProperties.TextAlignment.natural {
    didSet { didChange() }
  }
  /// The most lines shown; 0 wraps onto as many as the text needs (1 by default, as UILabel).
  public var numberOfLines = 1 { didSet { didChange() } }
  /// How text that does not fit breaks or is cut.
  public var lineBreakMode = LineBreakMode.byTruncatingTail { didSet { didChange() } }

  /// The colour the owner's style gives.
  var styleColor: Color
  /// The font the owner's style gives.
  var styleFont: Font
  /// The colour the app set.
  private var customColor: Color?
  /// The font the app set.
  private var customFont: Font?
  /// Tells the owner the label changed.
  var onChange: (() -> Void)?

  /// A label in a style's colour and font, showing at most `numberOfLines` lines.
  init(properties: ListContentConfiguration.TextProperties, numberOfLines: Int = 1) {
    styleColor = properties.color
    styleFont = properties.font
    self.numberOfLines = numberOfLines
  }

  /// Takes a style's colour and font (what the app set stays).
  func adopt(_ properties: ListContentConfiguration.TextProperties) {
    styleColor = properties.color
    styleFont = properties.font
  }

  /// Puts what the app set into a text's properties.
  func apply(to properties: inout ListContentConfiguration.TextProperties) {
    if let customColor { properties.color = customColor }
    if let customFont { properties.font = customFont }
    properties.alignment = textAlignment
    properties.numberOfLines = numberOfLines
    properties.lineBreakMode = lineBreakMode
  }

  private func didChange() { onChange?() }
}
