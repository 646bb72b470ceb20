import TUICollectionView

/// The rotary layout's delegate in the demo: seed 001's proportions (a 200-point item and a
/// 10-point margin on a 375-point screen) on the terminal's viewport, with a content inset on
/// either side so that every item, the first and the last too, rests centred.
final class DemoRotaryMetrics: RotaryLayoutDelegate, Sendable {
  /// The one instance the catalog's factory hands to its layouts (the layout holds it weakly).
  static let shared = DemoRotaryMetrics()

  /// 200/375 of the width (so the first item is the current one at offset 0, as in the seed),
  /// no taller than 60 % of the height, so the turning items leave room above and below.
  func itemSize(in collectionView: CollectionView, layout: RotaryLayout) -> Size {
    let bounds = collectionView.bounds.size
    let width = Self.itemWidth(forWidth: bounds.width)
    return Size(width: width, height: max(4, min(width, (bounds.height * 0.6).rounded(.down))))
  }

  /// An item's width for a viewport's: 200/375 of it, at least 4.
  static func itemWidth(forWidth width: Double) -> Double {
    max(4, (width * 200 / 375).rounded(.up))
  }

  /// The content inset that lets every item come to rest centred, the first and the last too
  /// (the seed has none, so its first item rests left of the centre, flush with the edge).
  static func contentInset(for size: Size) -> EdgeInsets {
    let side = max(0, (size.width - itemWidth(forWidth: size.width)) / 2)
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// A twentieth of the item, as the seed's 10 points to 200.
  func margin(in collectionView: CollectionView, layout: RotaryLayout) -> Double {
    max(1, (itemSize(in: collectionView, layout: layout).width / 20).rounded())
  }
}
