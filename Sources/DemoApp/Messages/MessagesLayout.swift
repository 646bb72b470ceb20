import TUICollectionView

/// The Messages screen's layout: a flow of bubbles that size themselves, one a line, the user's
/// against the right edge and the others' against the left, under a header a day that stays at
/// the top while its day is in view, in a column no wider than a readable one. Bubbles are
/// estimated at the widest a bubble may be (seven tenths of the column), so a bubble's text wraps there and its measured width is its longest
/// line's. A badge with the unread count sits at the trailing end of one day's header (a
/// supplementary view of the layout's own kind, as a custom layout adds one in UIKit).
public final class MessagesLayout: FlowLayout {
  /// The kind of the unread badge.
  public static let unreadBadgeKind = "unread-badge"
  /// The section whose header carries the unread badge, and the badge's width; `nil`: no badge.
  public var unreadBadge: (section: Int, width: Double)? {
    didSet { invalidateLayout() }
  }
  /// The kind of the read receipt under the user's last message ("Delivered", "Read").
  public static let receiptKind = "receipt"
  /// The message the read receipt sits under, and the receipt's width; `nil`: no receipt.
  public var receipt: (indexPath: IndexPath, width: Double)? {
    didSet { invalidateLayout() }
  }
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
    sectionHeadersPinToVisibleBounds = true
    estimatedItemSize = Size(width: 30, height: rowHeight)
  }

  /// The widest the conversation's column gets (UIKit's readable content width, as Messages on
  /// a wide iPad): a wider view centres it.
  public static let readableWidth = 100.0

  /// The conversation's column in a view of a width: inside the section insets, at most
  /// `readableWidth` wide, centred.
  func column(inWidth width: Double) -> (x: Double, width: Double) {
    let inner = max(0, width - sectionInset.left - sectionInset.right)
    let shown = min(inner, Self.readableWidth)
    return (sectionInset.left + ((inner - shown) / 2).rounded(.down), shown)
  }

  /// Bubbles may be seven tenths of the column: the estimate follows the width.
  public override func prepare() {
    if let width = collectionView?.bounds.width {
      let widest = max(8, (column(inWidth: width).width * 0.7).rounded(.down))
      if estimatedItemSize.width != widest {
        estimatedItemSize = Size(width: widest, height: rowHeight)
      }
    }
    super.prepare()
  }

  /// The flow's attributes, each bubble moved to its side, and the unread badge on its header.
  public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result = super.layoutAttributesForElements(in: rect).map(placed)
    if let badge = unreadBadge,
      let header = result.first(where: {
        $0.representedElementKind == CollectionView.elementKindSectionHeader
          && $0.indexPath.section == badge.section
      })
    {
      result.append(badgeAttributes(on: header, width: badge.width))
    }
    if let receipt = receiptAttributes(), receipt.frame.intersects(rect) {
      result.append(receipt)
    }
    return result
  }

  /// The read receipt's attributes: in the row under its message, against the message's
  /// trailing edge (the row the line spacing leaves between bubbles, or the section's inset).
  private func receiptAttributes() -> LayoutAttributes? {
    guard let receipt, let message = layoutAttributesForItem(at: receipt.indexPath) else {
      return nil
    }
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: Self.receiptKind, with: receipt.indexPath)
    a.frame = Rect(
      x: message.frame.maxX - receipt.width, y: message.frame.maxY, width: receipt.width,
      height: rowHeight)
    return a
  }

  /// The unread badge's attributes (on its header, wherever the header is pinned), or the flow's
  /// headers and footers.
  public override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    if kind == Self.receiptKind {
      return receipt?.indexPath == indexPath ? receiptAttributes() : nil
    }
    guard kind == Self.unreadBadgeKind else {
      return super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    guard let badge = unreadBadge, badge.section == indexPath.section,
      let header = super.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: indexPath)
    else { return nil }
    return badgeAttributes(on: header, width: badge.width)
  }

  /// The badge at the trailing end of its header, above it.
  private func badgeAttributes(on header: LayoutAttributes, width: Double) -> LayoutAttributes {
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: Self.unreadBadgeKind, with: header.indexPath)
    a.frame = Rect(
      x: header.frame.maxX - sectionInset.right - width, y: header.frame.minY, width: width,
      height: header.frame.height)
    a.zIndex = header.zIndex + 1
    return a
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
    let column = column(inWidth: cv.bounds.width - cv.contentInset.left - cv.contentInset.right)
    a.frame.origin.x =
      isMine(a.indexPath) ? column.x + column.width - a.size.width : column.x
    return a
  }
}
