/// A row of the Settings screen, by what it does.
public enum SettingsRow: Hashable, Sendable {
  /// Airplane Mode, with a switch.
  case airplaneMode
  /// A row that leads to a page of its own: a symbol, a title, the page's choice and a chevron.
  case link(symbol: String, title: String)
  /// One of a page's choices; the chosen one has a checkmark.
  case choice(page: String, option: String)
  /// One of the appearance choices; the chosen one has a checkmark.
  case theme(String)
  /// A row of the Developer outline: a parent or a leaf.
  case node(String)
  /// A favourite contact, deleted and reordered while editing.
  case favourite(String)
}

/// The Settings screen's sections, in order.
public enum SettingsSection: Int, CaseIterable, Hashable, Sendable {
  /// Airplane Mode and the links.
  case general
  /// The checkmark group.
  case appearance
  /// The outline.
  case developer
  /// The editable list.
  case favourites
  /// The page a link opened: its choices.
  case page

  /// The main list's sections, in order (a page shows only `page`).
  static let main: [SettingsSection] = [.general, .appearance, .developer, .favourites]

  /// The header's text.
  var title: String {
    switch self {
    case .general: "General"
    case .appearance: "Appearance"
    case .developer: "Developer"
    case .favourites: "Favourites"
    case .page: ""
    }
  }

  /// The footer's text, if the section has one.
  var footer: String? {
    switch self {
    case .general: nil
    case .appearance: "Automatic follows the terminal's own background."
    case .developer: "→ expands a folder, ← collapses it; a click on ▸ does too."
    case .favourites: "e edits: ⊖ deletes, ≡ shows a row can be moved."
    case .page: "Esc or ← goes back to Settings."
    }
  }
}
