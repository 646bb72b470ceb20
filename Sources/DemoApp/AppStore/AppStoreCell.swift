import TUICollectionView

/// A cell of the App Store screen: a coloured tile whose label is cut to fit its width.
public final class AppStoreCell: CollectionViewCell {
  /// The reuse identifier the App Store screen registers.
  public static let reuseIdentifier = "AppStoreCell"

  /// Creates a cell with white bold text.
  public required init() {
    super.init()
    textColor = .white
    isBold = true
  }

  /// Clears the label and the fill.
  public override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
    backgroundColor = nil
    textAlignment = .center
  }

  /// The label's lines cut to the cell's width (a label that does not fit is not drawn at all),
  /// and the renderer's marks for selection and highlight (a plain cell draws none).
  public override var appearance: Appearance {
    var a = super.appearance
    if isSelected { a.state.insert(.selected) }
    if isHighlighted { a.state.insert(.highlighted) }
    guard let width = layoutAttributes?.size.width else { return a }
    let room = max(0, Int(width) - 2)
    a.lines = a.lines.map { line in
      line.count <= room ? line : String(line.prefix(max(0, room - 1))) + "…"
    }
    return a
  }
}
