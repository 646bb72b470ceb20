/// Seed 004's endless banner (LoopViewLayout): a flow layout of full-width pages in one
/// scrolling row. The endlessness is the data source's (it reports its items a hundred times
/// over and the view starts in the second group) and the delegate's (when scrolling ends on the
/// first or the last page it moves, without animation, to the same picture in the middle);
/// the collection view pages (`isPagingEnabled`).
open class LoopViewLayout: FlowLayout {
  /// How much of the height the banner leaves free below itself (for page dots).
  public var bottomInset = 4.0 { didSet { invalidateLayout() } }

  /// Creates the layout: pages the size of the bounds, no spacing.
  public override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
    sectionInset = .zero
  }

  /// Every page is the viewport (less the room for the dots).
  open override func prepare() {
    if let bounds = collectionView?.bounds {
      itemSize = Size(width: max(1, bounds.width), height: max(1, bounds.height - bottomInset))
      sectionInset = EdgeInsets(top: 0, left: 0, bottom: bounds.height - itemSize.height, right: 0)
    }
    super.prepare()
  }

  /// The page at an offset.
  public func page(forOffsetX offsetX: Double) -> Int {
    let width = collectionView?.bounds.width ?? 0
    return width > 0 ? Int(saturating: (offsetX / width).rounded()) : 0
  }
}
