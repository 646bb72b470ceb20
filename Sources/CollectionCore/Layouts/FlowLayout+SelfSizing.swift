extension FlowLayout {
  /// Whether cells size themselves (a non-zero `estimatedItemSize`).
  var estimatesItemSizes: Bool { estimatedItemSize != .zero }

  /// Whether a cell's measured size differs from the one it was given, while estimating.
  func measuredSizeDiffers(_ preferred: LayoutAttributes, from original: LayoutAttributes) -> Bool {
    estimatesItemSizes && preferred.representedElementCategory == .cell
      && !isClose(preferred.size, original.size)
  }

  /// Keeps a measured size in a context: the flow is computed again, and when the item begins
  /// above the visible bounds the content offset moves with the difference, so what is on
  /// screen stays still.
  func takeMeasuredSize(
    _ preferredAttributes: LayoutAttributes, original originalAttributes: LayoutAttributes,
    into context: CollectionViewLayoutInvalidationContext
  ) {
    let path = preferredAttributes.indexPath
    preferredSizes[path] = preferredAttributes.size
    if let flow = context as? FlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutAttributes = true
      flow.remeasuredSections = [path.section]
    }
    if let cv = collectionView {
      let before = isVertical ? originalAttributes.frame.minY : originalAttributes.frame.minX
      let top = isVertical ? cv.contentOffset.y : cv.contentOffset.x
      if before < top - 1e-9 {
        // The line's growth: the new line extent less the old, which the item's own growth
        // bounds; the whole of it where the item has its line to itself.
        let grown =
          isVertical
          ? preferredAttributes.size.height - originalAttributes.size.height
          : preferredAttributes.size.width - originalAttributes.size.width
        context.contentOffsetAdjustment =
          isVertical ? Point(x: 0, y: grown) : Point(x: grown, y: 0)
      }
    }
  }

  /// Carries the measured sizes through a batch update: each follows its item; deleted and
  /// reloaded items are measured again.
  func remapMeasuredSizes() {
    guard let mapping = collectionView?.lastBatchUpdate?.mapping else { return }
    preferredSizes.remap(with: mapping)
  }

  /// Two sizes within a hundredth of a point.
  private func isClose(_ a: Size, _ b: Size) -> Bool {
    abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
  }

  /// Notes what an invalidation leaves for the next `prepare()`: measured cells alone keep the
  /// sections to recompute (when the layout was up to date before them); anything else asks
  /// for everything.
  func noteInvalidation(_ context: CollectionViewLayoutInvalidationContext, wasPending: Bool) {
    // A context that needs no prepare (a scroll moving pinned headers) changes nothing it computes.
    guard context.requiresPrepare else { return }
    guard let flow = context as? FlowLayoutInvalidationContext,
      let measured = flow.remeasuredSections, !flow.invalidateFlowLayoutDelegateMetrics,
      !context.invalidateEverything, !context.invalidateDataSourceCounts
    else {
      remeasured = nil
      return
    }
    if wasPending { remeasured?.formUnion(measured) } else { remeasured = measured }
  }

  /// The sections to recompute when only measured cells changed since the last `prepare()`, with
  /// the same sections, counts and width; `nil` when everything must be computed.
  func sectionsToRecompute(counts: [Int]) -> Set<Int>? {
    guard let remeasured, counts.count == sections.count,
      zip(counts, sections).allSatisfy({ $0 == $1.count })
    else { return nil }
    return remeasured
  }
}
