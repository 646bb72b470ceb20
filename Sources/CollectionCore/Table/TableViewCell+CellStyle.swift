extension TableViewCell {
  /// Where a cell's labels go (UITableViewCell.CellStyle).
  public enum CellStyle: Hashable, Sendable {
    /// The text alone, after the image.
    case `default`
    /// The text, and the detail text at the trailing edge in the secondary colour.
    case value1
    /// The text in the tint colour, right-aligned in a column of a quarter of the row, and the
    /// detail text after it; no image.
    case value2
    /// The text, and the detail text under it, smaller, in the secondary colour.
    case subtitle

    /// The list content configuration a cell of this style starts from.
    func contentConfiguration() -> ListContentConfiguration {
      switch self {
      case .default: .cell()
      case .subtitle: .subtitleCell()
      case .value1: .valueCell()
      case .value2:
        {
          var content = ListContentConfiguration.valueCell()
          content.textProperties.font = .preferredFont(forTextStyle: .footnote)
          content.textProperties.color = .tintColor
          content.textProperties.numberOfLines = 1
          content.secondaryTextProperties.color = .label
          content.textColumnFraction = 0.25
          content.textToSecondaryTextHorizontalPadding = 1
          return content
        }()
      }
    }
  }
}
