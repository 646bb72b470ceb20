/// A view the collection view shows for an element and recycles through reuse queues
/// (UICollectionReusableView).
///
/// A terminal view is a description to draw: a fill, an optional outline and gradient mask, and
/// a label; `appearance` hands that description to the renderer as a value.
open class CollectionReusableView {
  /// The identifier of the reuse queue this view came from (set by the collection view).
  public internal(set) var reuseIdentifier: String?
  /// The view's number in order of creation among its pool's views (1 for the first), so an
  /// inspector can tell views apart the same way every run.
  public internal(set) var serialNumber = 0
  /// How many times a dequeue call has handed this view out again.
  public internal(set) var reuseCount = 0
  /// The fill colour; `nil` draws no fill.
  public var backgroundColor: Color? { didSet { cachedAppearance = nil } }
  /// A vertical opacity mask (CAGradientLayer as `layer.mask`); `nil` is fully opaque.
  public var gradientMask: GradientMask? { didSet { cachedAppearance = nil } }
  /// A thin line along the view's edge; `nil` draws none.
  public var outlineColor: Color? { didSet { cachedAppearance = nil } }
  /// The label's text; newlines separate lines (an empty string shows no label).
  public var text: String = "" { didSet { cachedAppearance = nil } }
  /// The label colour.
  public var textColor: Color = .white { didSet { cachedAppearance = nil } }
  /// Whether the label is bold.
  public var isBold: Bool = false { didSet { cachedAppearance = nil } }
  /// Where the label sits across the view.
  public var textAlignment: TextAlignment = .center { didSet { cachedAppearance = nil } }
  /// The view's own transform (UIView.transform), applied about its centre before the layout
  /// attributes' transform; animate it with `CollectionView.animate(withDuration:…)`.
  public var transform: Transform3D {
    get { ownStorage.transform }
    set { ownStorage.transform = newValue }
  }
  /// The view's own opacity (UIView.alpha), multiplied with the layout attributes' alpha.
  public var alpha: Double {
    get { ownStorage.alpha }
    set { ownStorage.alpha = newValue }
  }
  /// The view's own transform and opacity, read together for every view on screen every frame.
  var own: (transform: Transform3D, alpha: Double) { ownStorage }
  /// The storage of both: one private property, which the compiler checks for overlapping
  /// access once, at compile time (public ones are checked at run time, on every access).
  private var ownStorage = (transform: Transform3D.identity, alpha: 1.0)
  /// The attributes most recently applied by the collection view.
  public private(set) var layoutAttributes: LayoutAttributes?
  /// The traits of where the view is shown (the collection view's), set before the view is
  /// handed out; `traitCollectionDidChange(_:)` follows a change.
  public internal(set) var traitCollection = TraitCollection() {
    didSet {
      if traitCollection != oldValue { traitCollectionDidChange(oldValue) }
    }
  }
  /// The appearance built from the properties above, until one of them changes.
  private var cachedAppearance: Appearance?

  /// Creates a view; the collection view calls this when a reuse queue is empty.
  public required init() {}

  /// Called just before the view is handed out again by a dequeue call; clear content here.
  /// The base class resets `transform` and `alpha` (a reused view starts plain).
  open func prepareForReuse() {
    transform = .identity
    alpha = 1
  }

  /// How the view looks now, as the renderer draws it; subclasses may override to draw more.
  open var appearance: Appearance {
    if let cachedAppearance { return cachedAppearance }
    let built = Appearance(
      fill: backgroundColor, outline: outlineColor, gradientMask: gradientMask,
      lines: text.isEmpty
        ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      textColor: textColor, isBold: isBold, textAlignment: textAlignment)
    cachedAppearance = built
    return built
  }

  /// Called when the traits changed (the terminal turned out light, say): choose colours here.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

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
