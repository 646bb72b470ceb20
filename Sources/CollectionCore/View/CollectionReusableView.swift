/// A view the collection view shows for an element and recycles through reuse queues
/// (UICollectionReusableView).
///
/// A terminal view is a description to draw: a fill, an optional gradient mask and a label.
open class CollectionReusableView {
  /// The identifier of the reuse queue this view came from (set by the collection view).
  public internal(set) var reuseIdentifier: String?
  /// The fill colour; `nil` draws no fill.
  public var backgroundColor: Color?
  /// A vertical opacity mask (CAGradientLayer as `layer.mask`); `nil` is fully opaque.
  public var gradientMask: GradientMask?
  /// The centred label's text (an empty string shows no label).
  public var text: String = ""
  /// The label colour.
  public var textColor: Color = .white
  /// Whether the label is bold.
  public var isBold: Bool = false
  /// The view's own transform (UIView.transform), applied about its centre before the layout
  /// attributes' transform; animate it with `CollectionView.animate(withDuration:…)`.
  public var transform: Transform3D = .identity
  /// The view's own opacity (UIView.alpha), multiplied with the layout attributes' alpha.
  public var alpha: Double = 1
  /// The attributes most recently applied by the collection view.
  public private(set) var layoutAttributes: LayoutAttributes?

  /// Creates a view; the collection view calls this when a reuse queue is empty.
  public required init() {}

  /// Called just before the view is handed out again by a dequeue call; clear content here.
  /// The base class resets `transform` and `alpha` (a reused view starts plain).
  open func prepareForReuse() {
    transform = .identity
    alpha = 1
  }

  /// Called whenever the collection view gives the view new attributes.
  open func apply(_ layoutAttributes: LayoutAttributes) {
    self.layoutAttributes = layoutAttributes
  }
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
