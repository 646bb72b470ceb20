extension TableView {
  /// How a table looks (UITableView.Style), each the list appearance of the same name.
  public enum Style: Hashable, Sendable {
    /// Rows edge to edge, section headers that stay at the top while their section shows.
    case plain
    /// Sections a row apart on the grouped background.
    case grouped
    /// Grouped sections inset from the sides, as rounded cards.
    case insetGrouped

    /// The list appearance the table's sections have.
    public var listAppearance: ListConfiguration.Appearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      }
    }
  }
}
