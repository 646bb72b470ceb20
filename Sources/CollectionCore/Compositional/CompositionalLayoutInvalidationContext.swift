/// The compositional layout's invalidation context: on top of the base context, which
/// sideways-scrolling sections moved. Moving one re-queries what shows and runs no `prepare()`.
open class CompositionalLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// The sections whose own sideways offsets changed.
  public var invalidatedOrthogonalSections: Set<Int> = []
  /// Whether a cell measured itself and its section must be resolved again.
  var invalidatesMeasuredSizes = false

  /// Creates a context that names nothing.
  public required init() { super.init() }

  /// The base reasons, or a cell's new measurement.
  open override var requiresPrepare: Bool { super.requiresPrepare || invalidatesMeasuredSizes }

  /// The base summary plus the sections that scrolled sideways.
  open override var description: String {
    guard !invalidatedOrthogonalSections.isEmpty else {
      return invalidatesMeasuredSizes ? super.description + ", measured sizes" : super.description
    }
    let sections = invalidatedOrthogonalSections.sorted().map(String.init).joined(separator: ", ")
    let base = super.description
    return (base == "visible rect" ? "" : base + ", ") + "orthogonal scroll of section \(sections)"
  }
}
