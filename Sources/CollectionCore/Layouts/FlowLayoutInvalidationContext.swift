/// The flow layout's invalidation context (UICollectionViewFlowLayoutInvalidationContext): on
/// top of the base context, whether the delegate's metrics or the computed attributes are stale.
open class FlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// Whether the delegate's sizes, insets and spacings must be asked for again.
  public var invalidateFlowLayoutDelegateMetrics = false
  /// Whether the flow's geometry must be computed again (UIKit's default is true).
  public var invalidateFlowLayoutAttributes = true

  /// The sections whose cells were measured, when that is all this context says (a self-sizing
  /// cell's context): the next `prepare()` recomputes only them and moves the others.
  var remeasuredSections: Set<Int>?

  /// Creates a context that invalidates the flow's attributes, as UIKit's does by default.
  public required init() { super.init() }

  /// The base reasons, or either of the flow's.
  open override var requiresPrepare: Bool {
    super.requiresPrepare || invalidateFlowLayoutDelegateMetrics || invalidateFlowLayoutAttributes
  }

  /// The base summary plus the flow's flags.
  open override var description: String {
    var parts = [super.description]
    if invalidateFlowLayoutDelegateMetrics { parts.append("delegate metrics") }
    if invalidateFlowLayoutAttributes { parts.append("flow attributes") }
    return parts.joined(separator: ", ")
  }
}
