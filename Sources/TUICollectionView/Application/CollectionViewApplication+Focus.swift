extension CollectionViewApplication {
  /// The standard focus move, the focus engine's for a key: with no focused item focus enters
  /// where the collection view says (the item focused last, or the delegate's preferred one),
  /// else at the first item in view; a focused item out of view gives way to the item in view
  /// nearest to it (focus follows what the user sees: after a page, a flick, a drag or a layout
  /// switch the arrow steps from there); then the nearest item that way takes focus and
  /// scrolls into view. Each is the user's move, so selection follows focus where it is on.
  public func moveFocusStandard(_ heading: FocusHeading) {
    let cv = activeView
    guard let focused = cv.focusedIndexPath else {
      let firstInView = cv.indexPathsForVisibleItems.first(where: isInView)
      guard let entry = cv.indexPathForFocusEntry ?? firstInView ?? firstItemPath,
        cv.focusItemAsUser(at: entry)
      else { return }
      reveal(entry)
      return
    }
    if !isInView(focused), let inView = itemInView(nearest: focused) {
      if cv.focusItemAsUser(at: inView) { reveal(inView) }
      return
    }
    if moveInOutline(heading, from: focused) { return }
    guard let target = cv.indexPathForFocusMove(heading, from: focused),
      cv.focusItemAsUser(at: target)
    else { return }
    reveal(target)
  }

  /// → and ← in an outline, as file trees in terminal programs take them: → expands a collapsed
  /// parent, or steps into an expanded one's first child; ← collapses an expanded parent, or
  /// steps out to the parent. Returns whether the key was taken (else focus moves as usual).
  func moveInOutline(_ heading: FocusHeading, from focused: IndexPath) -> Bool {
    let cv = activeView
    guard heading == .left || heading == .right, let item = cv.outlineItem(at: focused) else {
      return false
    }
    if heading == .right {
      if !item.isExpanded, item.canExpand {
        return cv.setOutlineItemExpanded(true, at: focused)
      }
      guard let child = item.firstChild, cv.focusItemAsUser(at: child) else { return false }
      reveal(child)
      return true
    }
    if item.isExpanded { return cv.setOutlineItemExpanded(false, at: focused) }
    guard let parent = item.parent, cv.focusItemAsUser(at: parent) else { return false }
    reveal(parent)
    return true
  }

  /// Scrolls the least that shows an item whole: the view up or down (and across), or — in a
  /// compositional layout — the item's own sideways section.
  public func reveal(_ path: IndexPath) {
    let cv = activeView
    guard let frame = cv.layoutAttributesForItem(at: path)?.frame else { return }
    if let layout = cv.collectionViewLayout as? CompositionalLayout,
      layout.orthogonalSections.contains(path.section)
    {
      let bounds = cv.bounds
      if frame.minX < bounds.minX {
        layout.scrollOrthogonalSection(path.section, by: frame.minX - bounds.minX)
      } else if frame.maxX > bounds.maxX {
        layout.scrollOrthogonalSection(path.section, by: frame.maxX - bounds.maxX)
      }
      cv.scrollRectToVisible(
        Rect(x: bounds.minX, y: frame.minY, width: 1, height: frame.height), animated: true)
      return
    }
    cv.scrollRectToVisible(frame, animated: true)
  }

  /// Whether any of an item shows where the view is going (the scroll under way's end, or
  /// the view now).
  public func isInView(_ path: IndexPath) -> Bool {
    let cv = activeView
    guard let frame = cv.layoutAttributesForItem(at: path)?.frame else { return false }
    return frame.intersects(Rect(origin: cv.scrollDestination, size: cv.frameSize))
  }

  /// The item on screen whose centre is nearest to where an item is.
  public func visibleItem(nearest path: IndexPath) -> IndexPath? {
    let cv = activeView
    guard let origin = cv.layoutAttributesForItem(at: path)?.center else { return nil }
    var best: (path: IndexPath, distance: Double)?
    for candidate in cv.indexPathsForVisibleItems {
      guard let c = cv.layoutAttributesForItem(at: candidate)?.center else { continue }
      let d = c.distance(to: origin)
      if best == nil || d < best!.distance { best = (candidate, d) }
    }
    return best?.path
  }

  /// The first item of the first section that has one.
  public var firstItemPath: IndexPath? {
    let cv = activeView
    return (0..<cv.numberOfSections).first { cv.numberOfItems(inSection: $0) > 0 }.map {
      IndexPath(item: 0, section: $0)
    }
  }

  /// The standard item for the inspector: the focused item while it is on screen, else the
  /// item in view nearest to it, else the first visible one.
  public var standardInspectedIndexPath: IndexPath? {
    let cv = collectionView
    let visible = cv.indexPathsForVisibleItems
    guard let focused = cv.focusedIndexPath else { return visible.first }
    if visible.contains(focused) { return focused }
    return itemInView(nearest: focused) ?? visible.first
  }
}
