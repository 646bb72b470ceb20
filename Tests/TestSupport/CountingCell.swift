import CollectionCore

/// A cell that counts how often it was prepared for reuse and clears its label, as the book's does.
public final class CountingCell: CollectionViewCell {
  /// How many times `prepareForReuse()` ran on this cell.
  public var prepareForReuseCount = 0

  /// Creates a cell.
  public required init() { super.init() }

  /// The renderer's marks for selection and highlight, as the demo's cells draw them (a plain
  /// cell draws none).
  public override var appearance: Appearance {
    var a = super.appearance
    if isSelected { a.state.insert(.selected) }
    if isHighlighted { a.state.insert(.highlighted) }
    return a
  }

  /// Counts, then clears the label.
  public override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCount += 1
    text = ""
  }
}
