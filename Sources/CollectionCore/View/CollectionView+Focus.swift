extension CollectionView {
  /// The item the keyboard's focus is on (what UIKit's focus engine tracks for a collection
  /// view); its cell's `isFocused` is set.
  public var focusedIndexPath: IndexPath? { itemStates.focused }

  /// Whether cells can take focus (allowsFocus); the delegate's `canFocusItemAt`, when it
  /// answers, decides instead. On by default: a terminal is driven by its keyboard.
  public var allowsFocus: Bool {
    get { focusOptions.allowsFocus }
    set { focusOptions.allowsFocus = newValue }
  }

  /// Whether focus entering the collection view goes back to the item focused last
  /// (remembersLastFocusedIndexPath), rather than to the delegate's
  /// `indexPathForPreferredFocusedView(in:)`; off by default, as in UIKit.
  public var remembersLastFocusedIndexPath: Bool {
    get { focusOptions.remembersLastFocusedIndexPath }
    set { focusOptions.remembersLastFocusedIndexPath = newValue }
  }

  /// Whether focus moved by the user selects the item it moves to (selectionFollowsFocus), with
  /// the delegate's say (`selectionFollowsFocusForItemAt`, `shouldSelectItemAt`) and telling it
  /// (`didSelectItemAt`), as a sidebar does; off by default.
  public var selectionFollowsFocus: Bool {
    get { focusOptions.selectionFollowsFocus }
    set { focusOptions.selectionFollowsFocus = newValue }
  }

  /// Where focus goes when it enters the collection view (nothing is focused and the user
  /// moves focus): the item focused last while `remembersLastFocusedIndexPath` is on and it
  /// still exists, else the delegate's `indexPathForPreferredFocusedView(in:)`, else `nil` —
  /// the caller's own choice (the first item, or the first one in view).
  public var indexPathForFocusEntry: IndexPath? {
    if remembersLastFocusedIndexPath, let last = itemStates.lastFocused, isValidItem(last),
      canFocus(last)
    {
      return last
    }
    guard let preferred = collectionDelegate?.indexPathForPreferredFocusedView(in: self),
      isValidItem(preferred), canFocus(preferred)
    else { return nil }
    return preferred
  }

  /// Puts focus on an item (`nil` takes it away); items the delegate refuses
  /// (`canFocusItemAt`) and index paths that do not exist are ignored. The view does not scroll:
  /// call `scrollToItem(at:at:animated:)` to bring the item into view. Selection does not follow
  /// focus set in code; ``focusItemAsUser(at:)`` is the user's move.
  public func focusItem(at indexPath: IndexPath?) {
    layoutIfNeeded()
    if let indexPath {
      guard isValidItem(indexPath), canFocus(indexPath) else { return }
    }
    if let old = itemStates.focused {
      (visible[.cell(old)]?.view as? CollectionViewCell)?.isFocused = false
    }
    itemStates.focused = indexPath
    if let indexPath {
      (visible[.cell(indexPath)]?.view as? CollectionViewCell)?.isFocused = true
    }
  }

  /// Moves focus to an item as the focus engine does for the user (a key press): as
  /// ``focusItem(at:)``, and where selection follows focus (``selectionFollowsFocus``, or the
  /// delegate's `selectionFollowsFocusForItemAt`) the item is selected as the user selects —
  /// `shouldSelectItemAt`, then `didDeselectItemAt` for the item that loses the selection and
  /// `didSelectItemAt` — without a highlight. Returns whether the item has focus.
  @discardableResult
  public func focusItemAsUser(at indexPath: IndexPath) -> Bool {
    focusItem(at: indexPath)
    guard itemStates.focused == indexPath else { return false }
    if userCanSelect, !itemStates.selected.contains(indexPath),
      collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
        ?? selectionFollowsFocus,
      collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    {
      commitUserSelection(at: indexPath)
    }
    return true
  }

  /// Moves focus one step (the focus engine's move for a key press) and returns the item it
  /// moved to, or `nil` (and focus stays) when there is none that way. With no focused item,
  /// focus enters at ``indexPathForFocusEntry``, else at the first item.
  @discardableResult
  public func moveFocus(_ heading: FocusHeading) -> IndexPath? {
    layoutIfNeeded()
    guard let from = itemStates.focused else {
      guard let entry = indexPathForFocusEntry ?? firstItem else { return nil }
      return focusItemAsUser(at: entry) ? entry : nil
    }
    guard let target = indexPathForFocusMove(heading, from: from) else { return nil }
    return focusItemAsUser(at: target) ? target : nil
  }

  /// The item focus moves to from an item in a direction: the layout's choice if it makes one
  /// (`CollectionViewLayout.indexPathForFocusMove(from:heading:)`: the circle goes round its
  /// ring, the stacks go from pile to pile; the item itself means nowhere), else for next and
  /// previous the neighbour in index-path order, else the nearest item that way by where the
  /// items are on screen — first among those in the beam of the item (overlapping it across the
  /// direction), nearest along the direction; else by distance along the direction weighted
  /// well above the distance across it (sideways, only in the focused item's section). Items just
  /// outside the view are found too, so focus can lead the view on.
  public func indexPathForFocusMove(_ heading: FocusHeading, from indexPath: IndexPath)
    -> IndexPath?
  {
    layoutIfNeeded()
    let layout = collectionViewLayout
    if let chosen = layout.indexPathForFocusMove(from: indexPath, heading: heading) {
      if chosen == indexPath { return nil }
      if isValidItem(chosen), canFocus(chosen) { return chosen }
    }
    switch heading {
    case .next, .previous:
      return neighbourInOrder(of: indexPath, forward: heading == .next)
    case .up, .down, .left, .right:
      guard let origin = layout.layoutAttributesForItem(at: indexPath) else { return nil }
      for reach in [1.0, 4.0] {
        if let found = nearestItem(heading, from: origin, reach: reach) { return found }
      }
      return nil
    }
  }

  /// Whether the delegate (else `allowsFocus`) lets an item take focus.
  func canFocus(_ path: IndexPath) -> Bool {
    collectionDelegate?.collectionView(self, canFocusItemAt: path) ?? allowsFocus
  }

  /// The next or previous focusable item in index-path order, across sections.
  func neighbourInOrder(of path: IndexPath, forward: Bool) -> IndexPath? {
    var section = path.section
    var item = path.item + (forward ? 1 : -1)
    var steps = 0
    while counts.indices.contains(section) && steps < 100_000 {
      if item >= 0 && item < counts[section] {
        let candidate = IndexPath(item: item, section: section)
        if canFocus(candidate) { return candidate }
        item += forward ? 1 : -1
      } else {
        section += forward ? 1 : -1
        guard counts.indices.contains(section) else { return nil }
        item = forward ? 0 : counts[section] - 1
      }
      steps += 1
    }
    return nil
  }

  /// Where an element shows on screen, in content coordinates: its centre moved by its
  /// transform's translation, and the box its shape covers.
  static func screenGeometry(of a: LayoutAttributes) -> (center: Point, box: Rect) {
    let t = a.transform3D
    let center = Point(x: a.center.x + t.m41, y: a.center.y + t.m42)
    return (center, footprint(of: a))
  }

  /// Where a focus search starts before it reaches out: the view and the focused item's box
  /// when the item is within a view of the view, else a view's size around the item alone (an
  /// animated scroll or a layout switch left the item far from the bounds), so the region is
  /// never more than three views across however far the item lies — a layout asked for it
  /// returns a bounded number of elements, whatever the item count.
  static func focusSearchBase(bounds: Rect, origin box: Rect) -> Rect {
    let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
    if near.intersects(box) { return bounds.union(box).intersection(near) }
    let around = Rect(center: box.center, size: bounds.size)
    return around.union(box).intersection(around.insetBy(dx: -bounds.width, dy: -bounds.height))
  }

  /// The nearest focusable item from `origin` in a direction, among the items in the view and
  /// `reach` views beyond it that way.
  func nearestItem(_ heading: FocusHeading, from origin: LayoutAttributes, reach: Double)
    -> IndexPath?
  {
    let v = heading.vector
    let (o, box) = Self.screenGeometry(of: origin)
    let view = Self.focusSearchBase(bounds: bounds, origin: box)
    let extra = Size(width: frameSize.width * reach, height: frameSize.height * reach)
    let search = Rect(
      x: view.minX - (v.x < 0 ? extra.width : 0), y: view.minY - (v.y < 0 ? extra.height : 0),
      width: view.width + abs(v.x) * extra.width, height: view.height + abs(v.y) * extra.height)
    let moving = movement?.current
    var bestInBeam: (path: IndexPath, major: Double, minor: Double)?
    var bestOther: (path: IndexPath, score: Double)?
    let candidates = collectionViewLayout.layoutAttributesForElements(in: search)
    log(.elementsInRect(search, count: candidates.count))
    for a in candidates
    where a.representedElementCategory == .cell && a.indexPath != origin.indexPath
      && a.indexPath != moving && !a.isHidden && a.alpha > 0.01
    {
      let (c, candidateBox) = Self.screenGeometry(of: a)
      let dx = c.x - o.x
      let dy = c.y - o.y
      let major = dx * v.x + dy * v.y
      let minor = abs(dx * v.y - dy * v.x)
      guard major > 0.5, canFocus(a.indexPath) else { continue }
      let inBeam =
        v.x != 0
        ? candidateBox.minY < box.maxY && candidateBox.maxY > box.minY
        : candidateBox.minX < box.maxX && candidateBox.maxX > box.minX
      if inBeam {
        if let best = bestInBeam,
          major > best.major + 1e-9
            || (abs(major - best.major) <= 1e-9
              && (minor > best.minor || (minor == best.minor && a.indexPath > best.path)))
        {
          continue
        }
        bestInBeam = (a.indexPath, major, minor)
      } else {
        // Sideways, out of the beam, focus stays in its section: from a grid's last column it
        // stops rather than jumping up into another section's row (a carousel above).
        if v.x != 0, a.indexPath.section != origin.indexPath.section { continue }
        let score = 13 * major * major + minor * minor
        if let best = bestOther,
          score > best.score || (score == best.score && a.indexPath > best.path)
        {
          continue
        }
        bestOther = (a.indexPath, score)
      }
    }
    return bestInBeam?.path ?? bestOther?.path
  }
}
