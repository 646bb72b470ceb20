import TUICollectionView

/// The Messages screen's layout: a flow of bubbles that size themselves, one a line, the user's
/// against the right edge and the others' against the left, under a header a day. Bubbles are
/// estimated at the widest a bubble may be (seven tenths of the width), so a bubble's text
/// wraps there and its measured width is its longest line's.
public final class MessagesLayout: FlowLayout {
  /// Whether the message at an index path is the user's (set by the screen).
  public var isMine: (IndexPath) -> Bool = { _ in false }
  /// A row of text's height in points (the terminal's cell aspect).
  let rowHeight: Double

  /// A layout for rows of text `rowHeight` points tall.
  public init(rowHeight: Double) {
    self.rowHeight = rowHeight
    super.init()
    // Whole rows of text between bubbles, so each bubble sits on the glyph grid.
    minimumLineSpacing = rowHeight
    // Far more than a line's width: one bubble a line.
    minimumInteritemSpacing = 100_000
    sectionInset = EdgeInsets(top: rowHeight, left: 2, bottom: rowHeight, right: 2)
    headerReferenceSize = Size(width: 0, height: rowHeight)
    estimatedItemSize = Size(width: 30, height: rowHeight)
  }

  /// Bubbles may be seven tenths of the width: the estimate follows the width.
  public override func prepare() {
    if let width = collectionView?.bounds.width {
      let widest = max(8, ((width - 4) * 0.7).rounded(.down))
      if estimatedItemSize.width != widest {
        estimatedItemSize = Size(width: widest, height: rowHeight)
      }
    }
    super.prepare()
  }

  /// The flow's attributes, each bubble moved to its side.
  public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    super.layoutAttributesForElements(in: rect).map(placed)
  }

  /// One bubble, on its side.
  public override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map(placed)
  }

  /// A bubble against its side's edge (headers stay across the width).
  private func placed(_ attributes: LayoutAttributes) -> LayoutAttributes {
    guard attributes.representedElementCategory == .cell, let cv = collectionView else {
      return attributes
    }
    var a = attributes
    let width = cv.bounds.width - cv.contentInset.left - cv.contentInset.right
    a.frame.origin.x =
      isMine(a.indexPath) ? width - sectionInset.right - a.size.width : sectionInset.left
    return a
  }
}
