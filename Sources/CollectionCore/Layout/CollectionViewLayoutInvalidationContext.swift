/// What part of a layout is stale (UICollectionViewLayoutInvalidationContext).
///
/// `invalidateLayout()` invalidates everything; a layout whose attributes depend only on the
/// content offset returns a narrower context from `invalidationContext(forBoundsChange:)`, so a
/// scroll frame re-queries only the visible rect and `prepare()` does not run. A context whose
/// `requiresPrepare` is true makes `prepare()` run on the next layout pass.
open class CollectionViewLayoutInvalidationContext: CustomStringConvertible {
  /// Whether the whole layout is stale (set by `invalidateLayout()` and `reloadData()`; a batch
  /// update sets only `invalidateDataSourceCounts`, as in UIKit).
  public internal(set) var invalidateEverything = false
  /// Whether the data source's counts changed (set by `reloadData()` and batch updates).
  public internal(set) var invalidateDataSourceCounts = false
  /// The cells to recompute, if only some are stale.
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views to recompute, by kind.
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// The decoration views to recompute, by kind.
  public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// Where the items being moved interactively are now
  /// (targetIndexPathsForInteractivelyMovingItems).
  public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// Where they were before this step (previousIndexPathsForInteractivelyMovingItems).
  public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// Where the user holds them, in content coordinates (interactiveMovementTarget).
  public internal(set) var interactiveMovementTarget: Point?
  /// How far to move the content offset once the layout is updated.
  public var contentOffsetAdjustment: Point = .zero
  /// How much to grow (or shrink) the content size once the layout is updated.
  public var contentSizeAdjustment: Size = .zero

  /// Creates an empty context: nothing is stale until something is named.
  public required init() {}

  /// Marks cells as stale.
  public func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks supplementary views of a kind as stale.
  public func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[kind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }

  /// Marks decoration views of a kind as stale.
  public func invalidateDecorationElements(ofKind kind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[kind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = all
  }

  /// Whether `prepare()` must run again; subclasses add their own reasons (as the flow layout's
  /// context does for its metrics).
  open var requiresPrepare: Bool { invalidateEverything || invalidateDataSourceCounts }

  /// A one-line summary for the event log and the inspector.
  open var description: String {
    var parts: [String] = []
    if invalidateEverything { parts.append("everything") }
    if invalidateDataSourceCounts { parts.append("dataSourceCounts") }
    if let items = invalidatedItemIndexPaths { parts.append("\(items.count) items") }
    if let s = invalidatedSupplementaryIndexPaths {
      parts.append("\(s.values.reduce(0) { $0 + $1.count }) supplementary")
    }
    if let d = invalidatedDecorationIndexPaths {
      parts.append("\(d.values.reduce(0) { $0 + $1.count }) decoration")
    }
    if let moving = targetIndexPathsForInteractivelyMovingItems {
      let before = previousIndexPathsForInteractivelyMovingItems ?? moving
      parts.append(
        before == moving
          ? "moving \(moving.map(\.description).joined())"
          : "moving \(before.map(\.description).joined()) → \(moving.map(\.description).joined())")
    }
    if contentOffsetAdjustment != .zero { parts.append("offset \(contentOffsetAdjustment)") }
    if contentSizeAdjustment != .zero { parts.append("size \(contentSizeAdjustment)") }
    return parts.isEmpty ? "visible rect" : parts.joined(separator: ", ")
  }

  /// Folds another context into this one (several invalidations before one layout pass).
  func merge(_ other: CollectionViewLayoutInvalidationContext) {
    invalidateEverything = invalidateEverything || other.invalidateEverything
    invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
    if let items = other.invalidatedItemIndexPaths { invalidateItems(at: items) }
    if let moving = other.targetIndexPathsForInteractivelyMovingItems {
      if targetIndexPathsForInteractivelyMovingItems == nil {
        previousIndexPathsForInteractivelyMovingItems =
          other.previousIndexPathsForInteractivelyMovingItems
      }
      targetIndexPathsForInteractivelyMovingItems = moving
    }
    if let target = other.interactiveMovementTarget { interactiveMovementTarget = target }
    for (kind, paths) in other.invalidatedSupplementaryIndexPaths ?? [:] {
      invalidateSupplementaryElements(ofKind: kind, at: paths)
    }
    for (kind, paths) in other.invalidatedDecorationIndexPaths ?? [:] {
      invalidateDecorationElements(ofKind: kind, at: paths)
    }
    contentOffsetAdjustment = contentOffsetAdjustment + other.contentOffsetAdjustment
    contentSizeAdjustment = Size(
      width: contentSizeAdjustment.width + other.contentSizeAdjustment.width,
      height: contentSizeAdjustment.height + other.contentSizeAdjustment.height)
  }
}
