/// A rectangle that describes how it looks (UIView, as far as a terminal has one): a fill, an
/// outline, a gradient mask and a label, turned into an `Appearance` for the renderer. Cells,
/// supplementary views, decoration views, a cell's `contentView` and background views are all
/// views; there is no tree of subviews to add to (a terminal cell draws one fill and its text),
/// so a cell composes its few views itself.
open class View {
  /// The fill colour; `nil` draws no fill.
  public var backgroundColor: Color? {
    get { look.backgroundColor }
    set {
      look.backgroundColor = newValue
      setNeedsDisplay()
    }
  }
  /// A vertical opacity mask (CAGradientLayer as `layer.mask`); `nil` is fully opaque.
  public var gradientMask: GradientMask? {
    get { look.gradientMask }
    set {
      look.gradientMask = newValue
      setNeedsDisplay()
    }
  }
  /// A thin line along the view's edge; `nil` draws none.
  public var outlineColor: Color? {
    get { look.outlineColor }
    set {
      look.outlineColor = newValue
      setNeedsDisplay()
    }
  }
  /// The label's text; newlines separate lines (an empty string shows no label).
  public var text: String {
    get { look.text }
    set {
      look.text = newValue
      setNeedsDisplay()
    }
  }
  /// The label colour.
  public var textColor: Color {
    get { look.textColor }
    set {
      look.textColor = newValue
      setNeedsDisplay()
    }
  }
  /// Whether the label is bold.
  public var isBold: Bool {
    get { look.isBold }
    set {
      look.isBold = newValue
      setNeedsDisplay()
    }
  }
  /// Where the label sits across the view.
  public var textAlignment: TextAlignment {
    get { look.textAlignment }
    set {
      look.textAlignment = newValue
      setNeedsDisplay()
    }
  }
  /// The storage of the seven above: one private property, checked for overlapping access at
  /// compile time (public stored ones are checked at run time, on every access), and read at
  /// once when the appearance is built.
  private var look = Look()
  /// The properties a view's own appearance is built from.
  private struct Look {
    var backgroundColor: Color?
    var gradientMask: GradientMask?
    var outlineColor: Color?
    var text = ""
    var textColor = Color.white
    var isBold = false
    var textAlignment = TextAlignment.center
  }
  /// The view's own rectangle, origin zero (UIView.bounds): the size the collection view gives
  /// it (a cell's content and background views share the cell's). A content view lays its
  /// text out in it; a new size redraws the view.
  public internal(set) var bounds = Rect.zero {
    didSet { if bounds.size != oldValue.size { boundsSizeDidChange() } }
  }
  /// Whether the view is hidden (UIView.isHidden): a hidden view is not drawn, though it keeps
  /// its place in the layout.
  public var isHidden: Bool {
    get { ownStorage.isHidden }
    set { ownStorage.isHidden = newValue }
  }
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
  /// The view's own transform, opacity and hiding, read together for every view on screen
  /// every frame.
  var own: (transform: Transform3D, alpha: Double, isHidden: Bool) { ownStorage }
  /// The storage of the three: one private property, which the compiler checks for
  /// overlapping access once, at compile time (public ones are checked at run time, on every
  /// access).
  private var ownStorage = (transform: Transform3D.identity, alpha: 1.0, isHidden: false)
  /// The traits of where the view is shown (the collection view's), set before the view is
  /// handed out; `traitCollectionDidChange(_:)` follows a change.
  public internal(set) var traitCollection = TraitCollection() {
    didSet {
      if traitCollection != oldValue {
        traitCollectionDidChangeInternally()
        traitCollectionDidChange(oldValue)
      }
    }
  }
  /// The view this one is drawn inside (a cell, for its content and background views), told
  /// when this one's look changes.
  weak var container: View?
  /// The appearance built from the properties above, until one of them changes.
  private var cachedAppearance: Appearance?

  /// Creates a view.
  public required init() {}

  /// How the view looks now, as the renderer draws it; subclasses may override to draw more.
  open var appearance: Appearance {
    if let cachedAppearance { return cachedAppearance }
    let built = composedAppearance()
    cachedAppearance = built
    return built
  }

  /// The appearance of the view's own properties, the system colours resolved for its traits
  /// (as UIKit's dynamic colours are: `.label` is black in a light interface); a cell adds its
  /// content and background here.
  func composedAppearance() -> Appearance {
    let traits = traitCollection
    return Appearance(
      fill: look.backgroundColor?.resolvedColor(with: traits),
      outline: look.outlineColor?.resolvedColor(with: traits), gradientMask: look.gradientMask,
      lines: Self.lines(of: look.text), textColor: look.textColor.resolvedColor(with: traits),
      isBold: look.isBold, textAlignment: look.textAlignment)
  }

  /// A text's lines: none for an empty text, the text itself when it has no line break (the
  /// usual label, without splitting), else its pieces between line breaks.
  static func lines(of text: String) -> [String] {
    if text.isEmpty { return [] }
    if !text.utf8.contains(UInt8(ascii: "\n")) { return [text] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The size the view would like within `size` (UIView.sizeThatFits(_:)): the size given,
  /// unless the view has content to measure (a list content view's rows of text).
  open func sizeThatFits(_ size: Size) -> Size { size }

  /// Marks the appearance as changed (UIView.setNeedsDisplay): it is built again when next
  /// drawn. Setting any property above calls it; call it when an `appearance` override reads
  /// state of your own.
  public func setNeedsDisplay() {
    cachedAppearance = nil
    container?.setNeedsDisplay()
  }

  /// Called when the traits changed (the terminal turned out light, say): choose colours here.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The library's own reaction to new traits, before the app's `traitCollectionDidChange(_:)`:
  /// colours resolve differently, so the view is drawn again.
  func traitCollectionDidChangeInternally() { setNeedsDisplay() }

  /// A new size: redrawn (a cell passes it on to its parts).
  func boundsSizeDidChange() { setNeedsDisplay() }
}
