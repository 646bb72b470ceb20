import TUICollectionView

/// The rotary layout's delegate in the demo: seed 001's proportions (a 200-point item and a
/// 10-point margin on a 375-point screen) on the terminal's viewport, so the first item is the
/// current one at rest, just left of the centre, as in the seed.
final class DemoRotaryMetrics: RotaryLayoutDelegate, Sendable {
  /// The one instance the catalog's factory hands to its layouts (the layout holds it weakly).
  static let shared = DemoRotaryMetrics()

  /// 200/375 of the width (so the first item is the current one at offset 0, as in the seed),
  /// no taller than 60 % of the height, so the turning items leave room above and below.
  func itemSize(in collectionView: CollectionView, layout: RotaryLayout) -> Size {
    let bounds = collectionView.bounds.size
    let width = max(4, (bounds.width * 200 / 375).rounded(.up))
    return Size(width: width, height: max(4, min(width, (bounds.height * 0.6).rounded(.down))))
  }

  /// A twentieth of the item, as the seed's 10 points to 200.
  func margin(in collectionView: CollectionView, layout: RotaryLayout) -> Double {
    max(1, (itemSize(in: collectionView, layout: layout).width / 20).rounded())
  }
}
