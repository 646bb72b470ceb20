/// A view the collection view shows for an element and recycles through reuse queues
/// (UICollectionReusableView).
///
/// A terminal view is a description to draw: a fill, an optional outline and gradient mask, and
/// a label; `appearance` hands that description to the renderer as a value.
open class CollectionReusableView: View {
  /// The identifier of the reuse queue this view came from (set by the collection view).
  public internal(set) var reuseIdentifier: String?
  /// The view's number in order of creation among its pool's views (1 for the first), so an
  /// inspector can tell views apart the same way every run.
  public internal(set) var serialNumber = 0
  /// How many times a dequeue call has handed this view out again.
  public internal(set) var reuseCount = 0
  /// Whether the view asked for its configuration to be updated before it is next drawn.
  var needsUpdateConfiguration = false
  /// Whether the view waits in its collection view's reuse queue.
  var isQueued = false
  /// The size to measure within while the collection view asks for the preferred attributes
  /// (the layout's fitting size), `nil` otherwise.
  var fittingSize: Size?
  /// The attributes most recently applied by the collection view.
  public private(set) var layoutAttributes: LayoutAttributes?

  /// Creates a view; the collection view calls this when a reuse queue is empty.
  public required init() { super.init() }

  /// Called just before the view is handed out again by a dequeue call; clear content here.
  /// The base class resets `transform` and `alpha` (a reused view starts plain).
  open func prepareForReuse() {
    transform = .identity
    alpha = 1
  }

  /// Called whenever the collection view gives the view new attributes.
  open func apply(_ layoutAttributes: LayoutAttributes) {
    self.layoutAttributes = layoutAttributes
    bounds = Rect(origin: .zero, size: layoutAttributes.size)
  }

  /// The attributes the view would like, given the layout's (preferredLayoutAttributesFitting(_:)):
  /// by default the layout's with the size `sizeThatFits(_:)` gives at the layout's size (a
  /// cell asks its content view). The collection view asks only layouts that estimate sizes.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var preferred = layoutAttributes
    preferred.size = sizeThatFits(fittingSize ?? layoutAttributes.size)
    return preferred
  }

  /// Brings the view's configuration up to date before it is drawn (a cell's configuration
  /// state changed); the collection view calls it for the views on screen that asked.
  func updateConfigurationIfNeeded() {}
}

/// An opacity mask that runs linearly from the top of a view to its bottom, in the view's own frame.
public struct GradientMask: Hashable, Sendable {
  /// Opacity at the top edge.
  public var topAlpha: Double
  /// Opacity at the bottom edge.
  public var bottomAlpha: Double

  /// Creates a mask from the two edge opacities.
  public init(topAlpha: Double, bottomAlpha: Double) {
    self.topAlpha = topAlpha
    self.bottomAlpha = bottomAlpha
  }
}
