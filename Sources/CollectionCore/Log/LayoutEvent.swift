/// One call of the layout lifecycle, as the collection view made it (for the inspector, logs
/// and tests). Events are values; they are formatted only when shown.
public enum LayoutEvent: Sendable, CustomStringConvertible {
  /// `prepare()` ran.
  case prepare
  /// `collectionViewContentSize` was read after `prepare()`.
  case contentSize(Size)
  /// `layoutAttributesForElements(in:)` was asked for a rect and returned `count` attributes.
  case elementsInRect(Rect, count: Int)
  /// The layout was invalidated with a context (its summary).
  case invalidate(String)
  /// `shouldInvalidateLayout(forBoundsChange:)` was asked and answered.
  case shouldInvalidate(bounds: Rect, result: Bool)
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` chose a resting offset.
  case targetContentOffset(proposed: Point, velocity: Point, result: Point)
  /// `prepare(forCollectionViewUpdates:)` with the batch's update items.
  case prepareForUpdates([CollectionViewUpdateItem])
  /// `finalizeCollectionViewUpdates()`.
  case finalizeUpdates
  /// `prepare(forAnimatedBoundsChange:)` with the old bounds.
  case prepareForBoundsChange(Rect)
  /// `finalizeAnimatedBoundsChange()`.
  case finalizeBoundsChange
  /// `prepareForTransition(to:)` / `(from:)` between two layout classes.
  case prepareTransition(from: String, to: String)
  /// `finalizeLayoutTransition()`.
  case finalizeTransition
  /// `initialLayoutAttributesForAppearing…` for an element.
  case initialAttributes(ElementKey)
  /// `finalLayoutAttributesForDisappearing…` for an element.
  case finalAttributes(ElementKey)

  /// The kind of event, for counting.
  public var kind: Kind {
    switch self {
    case .prepare: .prepare
    case .contentSize: .contentSize
    case .elementsInRect: .elementsInRect
    case .invalidate: .invalidate
    case .shouldInvalidate: .shouldInvalidate
    case .targetContentOffset: .targetContentOffset
    case .prepareForUpdates: .prepareForUpdates
    case .finalizeUpdates: .finalizeUpdates
    case .prepareForBoundsChange: .prepareForBoundsChange
    case .finalizeBoundsChange: .finalizeBoundsChange
    case .prepareTransition: .prepareTransition
    case .finalizeTransition: .finalizeTransition
    case .initialAttributes: .initialAttributes
    case .finalAttributes: .finalAttributes
    }
  }

  /// The kinds of event.
  public enum Kind: Int, CaseIterable, Sendable {
    /// `prepare()`.
    case prepare
    /// `collectionViewContentSize`.
    case contentSize
    /// `layoutAttributesForElements(in:)`.
    case elementsInRect
    /// An invalidation.
    case invalidate
    /// `shouldInvalidateLayout(forBoundsChange:)`.
    case shouldInvalidate
    /// `targetContentOffset(…)`.
    case targetContentOffset
    /// `prepare(forCollectionViewUpdates:)`.
    case prepareForUpdates
    /// `finalizeCollectionViewUpdates()`.
    case finalizeUpdates
    /// `prepare(forAnimatedBoundsChange:)`.
    case prepareForBoundsChange
    /// `finalizeAnimatedBoundsChange()`.
    case finalizeBoundsChange
    /// `prepareForTransition(…)`.
    case prepareTransition
    /// `finalizeLayoutTransition()`.
    case finalizeTransition
    /// `initialLayoutAttributesForAppearing…`.
    case initialAttributes
    /// `finalLayoutAttributesForDisappearing…`.
    case finalAttributes
  }

  /// The call as UIKit spells it, with its arguments.
  public var description: String {
    switch self {
    case .prepare: "prepare()"
    case .contentSize(let size): "collectionViewContentSize → \(size)"
    case .elementsInRect(let rect, let count): "layoutAttributesForElements(in: \(rect)) → \(count)"
    case .invalidate(let context): "invalidateLayout(with: \(context))"
    case .shouldInvalidate(let bounds, let result):
      "shouldInvalidateLayout(forBoundsChange: \(bounds)) → \(result)"
    case .targetContentOffset(let proposed, let velocity, let result):
      "targetContentOffset(forProposed: \(proposed), velocity: \(velocity)) → \(result)"
    case .prepareForUpdates(let items):
      // A batch of thousands of items is summed up after the first few.
      "prepare(forCollectionViewUpdates: "
        + items.prefix(8).map(\.description).joined(separator: "; ")
        + (items.count > 8 ? "; … \(items.count - 8) more" : "") + ")"
    case .finalizeUpdates: "finalizeCollectionViewUpdates()"
    case .prepareForBoundsChange(let old): "prepare(forAnimatedBoundsChange: \(old))"
    case .finalizeBoundsChange: "finalizeAnimatedBoundsChange()"
    case .prepareTransition(let from, let to): "prepareForTransition(\(from) → \(to))"
    case .finalizeTransition: "finalizeLayoutTransition()"
    case .initialAttributes(let key): "initialLayoutAttributesForAppearing(\(key))"
    case .finalAttributes(let key): "finalLayoutAttributesForDisappearing(\(key))"
    }
  }
}
