/// How a list draws the lines between its rows (UIListSeparatorConfiguration): whether each row's
/// top and bottom lines show, how far they are inset, and their colour.
///
/// In a terminal a separator is a row of thin line glyphs (`─`) in the gap the list leaves
/// between rows while `ListConfiguration.showsSeparators` is on: a row's bottom separator is
/// the gap under it, and the next row's top separator is the same gap. The automatic insets
/// start the line where a cell's content starts (two columns in from the row's edge).
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows (UIListSeparatorConfiguration.Visibility).
  public enum Visibility: Hashable, Sendable {
    /// As the list's appearance has it: between rows, not after a grouped section's last row.
    case automatic
    /// Shown.
    case visible
    /// Hidden (the gap stays).
    case hidden
  }

  /// The insets that stand for "as the system places it" (automaticInsets).
  public static let automaticInsets = DirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

  /// The line above the row.
  public var topSeparatorVisibility = Visibility.automatic
  /// The line under the row.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The top line's insets from the row's sides (`automaticInsets`: the system's).
  public var topSeparatorInsets = ListSeparatorConfiguration.automaticInsets
  /// The bottom line's insets from the row's sides (`automaticInsets`: the system's).
  public var bottomSeparatorInsets = ListSeparatorConfiguration.automaticInsets
  /// The lines' colour.
  public var color = Color.separator
  /// The lines' colour in rows selected while selecting several.
  public var multipleSelectionColor = Color.separator

  /// The separators of a list appearance.
  public init(listAppearance: ListConfiguration.Appearance) {
    self.listAppearance = listAppearance
  }

  /// The appearance the automatic values come from.
  let listAppearance: ListConfiguration.Appearance

  /// The leading inset an automatic one resolves to: where a list cell's text starts after its
  /// symbol (a column of margin, the symbol, a column of padding).
  static let automaticLeadingInset = 3.0

  /// An inset, `automaticInsets`' values resolved.
  static func resolved(_ value: Double, automatic: Double) -> Double {
    value == -.greatestFiniteMagnitude ? automatic : max(0, value)
  }
}
