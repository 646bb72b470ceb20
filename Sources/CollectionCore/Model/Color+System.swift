/// UIKit's system and semantic colours. UIKit's resolve themselves for light and dark; a
/// `Color` is one value, so these hold the dark appearance (a terminal's usual) and
/// ``Color/resolvedColor(with:)`` gives the light one where the traits are light. Every value
/// below is distinct, so a colour that arrives as a value still resolves.
extension Color {
  /// Primary text (UIColor.label).
  public static let label = Color(red: 255, green: 255, blue: 254)
  /// Secondary text: subtitles, values (UIColor.secondaryLabel).
  public static let secondaryLabel = Color(red: 152, green: 152, blue: 159)
  /// Tertiary text: placeholders, disabled text (UIColor.tertiaryLabel).
  public static let tertiaryLabel = Color(red: 92, green: 92, blue: 97)
  /// The background of a screen (UIColor.systemBackground), one step off black.
  public static let systemBackground = Color(red: 1, green: 1, blue: 1)
  /// The background of content on a screen (UIColor.secondarySystemBackground).
  public static let secondarySystemBackground = Color(red: 28, green: 28, blue: 30)
  /// The background of grouped content (UIColor.systemGroupedBackground), one step off black.
  public static let systemGroupedBackground = Color(red: 0, green: 0, blue: 1)
  /// The background of a grouped list's cells (UIColor.secondarySystemGroupedBackground).
  public static let secondarySystemGroupedBackground = Color(red: 29, green: 29, blue: 31)
  /// Lines between rows (UIColor.separator).
  public static let separator = Color(red: 72, green: 72, blue: 76)
  /// A mid grey, the same in both appearances (UIColor.systemGray).
  public static let systemGray = Color(red: 142, green: 142, blue: 147)
  /// A darker grey in dark (UIColor.systemGray2).
  public static let systemGray2 = Color(red: 99, green: 99, blue: 102)
  /// UIColor.systemGray3.
  public static let systemGray3 = Color(red: 72, green: 72, blue: 74)
  /// UIColor.systemGray4: a plain list's selected row.
  public static let systemGray4 = Color(red: 58, green: 58, blue: 60)
  /// UIColor.systemGray5: a highlighted row.
  public static let systemGray5 = Color(red: 44, green: 44, blue: 46)
  /// UIColor.systemGray6.
  public static let systemGray6 = Color(red: 27, green: 27, blue: 29)
  /// UIColor.systemRed: destructive actions.
  public static let systemRed = Color(red: 255, green: 69, blue: 58)
  /// UIColor.systemGreen.
  public static let systemGreen = Color(red: 48, green: 209, blue: 88)
  /// UIColor.systemOrange.
  public static let systemOrange = Color(red: 255, green: 159, blue: 10)
  /// UIColor.systemYellow.
  public static let systemYellow = Color(red: 255, green: 214, blue: 10)
  /// UIColor.systemPurple.
  public static let systemPurple = Color(red: 191, green: 90, blue: 242)
  /// UIColor.systemPink.
  public static let systemPink = Color(red: 255, green: 55, blue: 95)
  /// UIColor.systemIndigo.
  public static let systemIndigo = Color(red: 94, green: 92, blue: 230)
  /// The tint of controls and selection (UIColor.tintColor): the system blue.
  public static let tintColor = Color.systemBlue

  /// The colour for traits (UIColor.resolvedColor(with:)): a system colour's light appearance
  /// where the traits are light; any other colour as it is.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    guard traitCollection.userInterfaceStyle == .light else { return self }
    return Self.lightAppearances[self] ?? self
  }

  /// The light appearance of each system colour that has one of its own.
  private static let lightAppearances: [Color: Color] = [
    .label: .black,
    .secondaryLabel: Color(red: 108, green: 108, blue: 114),
    .tertiaryLabel: Color(red: 168, green: 168, blue: 173),
    .systemBackground: .white,
    .secondarySystemBackground: Color(red: 242, green: 242, blue: 247),
    .systemGroupedBackground: Color(red: 242, green: 242, blue: 247),
    .secondarySystemGroupedBackground: .white,
    .separator: Color(red: 198, green: 198, blue: 200),
    .systemGray2: Color(red: 174, green: 174, blue: 178),
    .systemGray3: Color(red: 199, green: 199, blue: 204),
    .systemGray4: Color(red: 209, green: 209, blue: 214),
    .systemGray5: Color(red: 229, green: 229, blue: 234),
    .systemGray6: Color(red: 242, green: 242, blue: 246),
    .systemRed: Color(red: 255, green: 59, blue: 48),
    .systemGreen: Color(red: 52, green: 199, blue: 89),
    .systemOrange: Color(red: 255, green: 149, blue: 0),
    .systemYellow: Color(red: 255, green: 204, blue: 0),
    .systemPurple: Color(red: 175, green: 82, blue: 222),
    .systemPink: Color(red: 255, green: 45, blue: 85),
    .systemIndigo: Color(red: 88, green: 86, blue: 214),
  ]
}
