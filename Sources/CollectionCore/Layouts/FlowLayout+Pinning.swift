extension FlowLayout {
  /// The zIndex of headers and footers while pinning is on, so they float above the items.
  public static let pinnedSupplementaryZIndex = 1024

  /// Whether headers or footers follow the visible bounds.
  var pinsSupplementaryViews: Bool {
    sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
  }

  /// A section's header, pinned to the start of the visible bounds when asked to be: it stays at
  /// the visible top while its section is in view and goes with the section's end (its footer's
  /// start) once that reaches it, never above where it would be unpinned.
  func headerAttributes(of section: FlowSection) -> LayoutAttributes? {
    guard var frame = section.headerFrame else { return nil }
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: ElementKind.sectionHeader,
      with: IndexPath(item: 0, section: section.index))
    if sectionHeadersPinToVisibleBounds, let visible = visibleMainRange {
      let start = main(frame.origin)
      let length = isVertical ? frame.height : frame.width
      let end = section.footerFrame.map { main($0.origin) } ?? section.end
      let pinned = min(max(start, visible.lowerBound), max(start, end - length))
      frame = moved(frame, toMain: pinned)
    }
    if pinsSupplementaryViews { a.zIndex = Self.pinnedSupplementaryZIndex }
    a.frame = frame
    return a
  }

  /// A section's footer, pinned to the end of the visible bounds when asked to be: it stays at
  /// the visible bottom while its section is in view and goes with the section's start (its
  /// header's end) once that reaches it, never below where it would be unpinned.
  func footerAttributes(of section: FlowSection) -> LayoutAttributes? {
    guard var frame = section.footerFrame else { return nil }
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: ElementKind.sectionFooter,
      with: IndexPath(item: 0, section: section.index))
    if sectionFootersPinToVisibleBounds, let visible = visibleMainRange {
      let start = main(frame.origin)
      let length = isVertical ? frame.height : frame.width
      let sectionStart =
        section.headerFrame.map { main($0.origin) + (isVertical ? $0.height : $0.width) }
        ?? section.start
      let pinned = max(min(start, visible.upperBound - length), min(start, sectionStart))
      frame = moved(frame, toMain: pinned)
    }
    if pinsSupplementaryViews { a.zIndex = Self.pinnedSupplementaryZIndex }
    a.frame = frame
    return a
  }

  /// Names the visible sections' headers and footers in a scroll's context: they move with it.
  func invalidatePinnedSupplementaryViews(
    in newBounds: Rect, context: CollectionViewLayoutInvalidationContext
  ) {
    guard pinsSupplementaryViews else { return }
    let lower = isVertical ? newBounds.minY : newBounds.minX
    let upper = isVertical ? newBounds.maxY : newBounds.maxX
    let paths = sectionIndices(from: lower, to: upper).map { IndexPath(item: 0, section: $0) }
    guard !paths.isEmpty else { return }
    if sectionHeadersPinToVisibleBounds {
      context.invalidateSupplementaryElements(ofKind: ElementKind.sectionHeader, at: paths)
    }
    if sectionFootersPinToVisibleBounds {
      context.invalidateSupplementaryElements(ofKind: ElementKind.sectionFooter, at: paths)
    }
  }

  /// The visible bounds along the scroll direction, less the content insets.
  private var visibleMainRange: ClosedRange<Double>? {
    guard let cv = collectionView else { return nil }
    let bounds = cv.bounds
    let inset = cv.contentInset
    let lower = isVertical ? bounds.minY + inset.top : bounds.minX + inset.left
    let upper = isVertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
    return lower...max(lower, upper)
  }

  private func main(_ p: Point) -> Double { isVertical ? p.y : p.x }

  private func moved(_ frame: Rect, toMain value: Double) -> Rect {
    var moved = frame
    if isVertical { moved.origin.y = value } else { moved.origin.x = value }
    return moved
  }
}
