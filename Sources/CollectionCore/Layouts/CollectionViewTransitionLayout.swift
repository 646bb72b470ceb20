/// The layout in charge during an interactive layout transition (UICollectionViewTransitionLayout):
/// every element sits a fraction `transitionProgress` of the way from where `currentLayout`
/// put it to where `nextLayout` puts it, interpolated exactly as the animated
/// `setCollectionViewLayout(_:animated:)` interpolates it (centre, size and alpha linearly, the
/// transform by decomposition), and the content offset moves between the two layouts' offsets
/// the same way. `CollectionView.startInteractiveTransition(to:completion:)` makes one and
/// installs it; setting `transitionProgress` moves everything at once.
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// The layout the transition starts from.
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to.
  public let nextLayout: CollectionViewLayout
  /// Each element's way from the current layout to the next, by key.
  var transitions: [ElementKey: AttributesTransition] = [:]
  /// The content offset in the current layout and in the next.
  var offsets: (from: Point, to: Point) = (.zero, .zero)
  /// The content sizes of the two layouts.
  var contentSizes: (from: Size, to: Size) = (.zero, .zero)
  /// Values the app animates with the transition (updateValue(_:forAnimatedKey:)).
  private var animatedValues: [String: Double] = [:]

  /// How far the transition has gone, 0 (the current layout) to 1 (the next); setting it moves
  /// every element and the content offset.
  public var transitionProgress: Double = 0 {
    didSet {
      let clamped = transitionProgress.isFinite ? min(1, max(0, transitionProgress)) : 0
      if clamped != transitionProgress { transitionProgress = clamped }
      guard transitionProgress != oldValue else { return }
      collectionView?.interactiveTransitionDidChangeProgress()
    }
  }

  /// Creates a transition between two layouts (the collection view makes it, as UIKit's
  /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` does by default).
  public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
    super.init()
  }

  /// Sets a value the transition carries for the app's own animations (updateValue:forAnimatedKey:).
  open func updateValue(_ value: Double, forAnimatedKey key: String) {
    animatedValues[key] = value
  }

  /// A value set with `updateValue(_:forAnimatedKey:)` (valueForAnimatedKey:); 0 when unset.
  open func value(forAnimatedKey key: String) -> Double { animatedValues[key] ?? 0 }

  /// The content offset at the current progress.
  public var contentOffset: Point {
    let t = transitionProgress
    return Point(
      x: offsets.from.x + (offsets.to.x - offsets.from.x) * t,
      y: offsets.from.y + (offsets.to.y - offsets.from.y) * t)
  }

  /// Large enough for either layout's content, so no offset on the way is clamped.
  open override var collectionViewContentSize: Size {
    Size(
      width: max(contentSizes.from.width, contentSizes.to.width),
      height: max(contentSizes.from.height, contentSizes.to.height))
  }

  /// Every element of the transition at the current progress (the collection view keeps those
  /// whose shape meets the rect).
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let t = transitionProgress
    return transitions.values.map { $0.attributes(at: t) }
  }

  /// An item's attributes at the current progress.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    transitions[.cell(indexPath)]?.attributes(at: transitionProgress)
  }

  /// A supplementary view's attributes at the current progress.
  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    transitions[ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)]?
      .attributes(at: transitionProgress)
  }

  /// A decoration view's attributes at the current progress.
  open override func layoutAttributesForDecorationView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    transitions[ElementKey(category: .decorationView, kind: kind, indexPath: indexPath)]?
      .attributes(at: transitionProgress)
  }
}
