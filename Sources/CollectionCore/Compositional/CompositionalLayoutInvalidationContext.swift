/// The compositional layout's invalidation context: on top of the base context, which
/// sideways-scrolling sections moved. Moving one re-queries what shows and runs no `prepare()`.
open class CompositionalLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// The sections whose own sideways offsets changed.
  public var invalidatedOrthogonalSections: Set<Int> = []

  /// Creates a context that names nothing.
  public required init() { super.init() }

  /// The base summary plus the sections that scrolled sideways.
  open override var description: String {
    guard !invalidatedOrthogonalSections.isEmpty else { return super.description }
    let sections = invalidatedOrthogonalSections.sorted().map(String.init).joined(separator: ", ")
    let base = super.description
    return (base == "visible rect" ? "" : base + ", ") + "orthogonal scroll of section \(sections)"
  }
}
