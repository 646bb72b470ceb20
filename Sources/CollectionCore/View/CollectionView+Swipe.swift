extension CollectionView {
  /// The item whose swipe actions are showing, if any.
  package var swipedIndexPath: IndexPath? { upkeep.swipe?.indexPath }

  /// Whether the open row was swiped from its leading edge.
  package var isSwipeFromLeadingEdge: Bool { upkeep.swipe?.isLeading ?? false }

  /// The swipe actions of an item of a list section on one side (the list configuration's
  /// providers); `nil` when it has none.
  func swipeActions(at indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
    guard let layout = collectionViewLayout as? CompositionalLayout,
      let list = layout.listConfiguration(ofSection: indexPath.section),
      let provide = leading
        ? list.leadingSwipeActionsConfigurationProvider
        : list.trailingSwipeActionsConfigurationProvider,
      let configuration = provide(indexPath), !configuration.actions.isEmpty
    else { return nil }
    return configuration
  }

  /// Whether an item has swipe actions on a side.
  package func canSwipe(at indexPath: IndexPath, leading: Bool) -> Bool {
    swipeActions(at: indexPath, leading: leading) != nil
  }

  /// Opens an item's swipe actions, animated, the first one chosen for the keyboard (`w` on the
  /// focused row); returns whether it has any. A row already open closes first.
  @discardableResult
  package func revealSwipeActions(at indexPath: IndexPath, leading: Bool) -> Bool {
    closeSwipeActions(animated: false)
    guard isValidItem(indexPath), let state = makeSwipe(at: indexPath, leading: leading) else {
      return false
    }
    upkeep.swipe = state
    upkeep.swipe?.buttons.first?.isChosen = true
    animateSwipe(to: state.openWidth)
    return true
  }

  /// Moves the keyboard's choice among the open buttons: `step` toward the row's edge (+1) or
  /// away from it (−1), staying within them.
  package func chooseSwipeAction(by step: Int) {
    guard let swipe = upkeep.swipe, let chosen = swipe.chosen else { return }
    let next = min(max(0, chosen + step), swipe.buttons.count - 1)
    for (i, button) in swipe.buttons.enumerated() { button.isChosen = i == next }
  }

  /// Performs the chosen button's action (Enter): its handler runs once, and the row closes.
  package func performChosenSwipeAction() {
    guard let swipe = upkeep.swipe, let chosen = swipe.chosen else { return }
    performSwipeAction(swipe.configuration.actions[chosen], at: swipe.indexPath)
  }

  /// A tap while a row is open (UIKit's): on a button it performs that action; anywhere else it
  /// only closes the row. Returns whether a row was open (the tap is then taken).
  package func tapSwipeActions(at point: Point) -> Bool {
    guard let swipe = upkeep.swipe else { return false }
    for (i, frame) in swipeButtonFrames().enumerated() where frame.contains(point) {
      performSwipeAction(swipe.configuration.actions[i], at: swipe.indexPath)
      return true
    }
    closeSwipeActions(animated: true)
    return true
  }

  /// A sideways drag on a row: the row follows it by `distance` (positive: to the right),
  /// revealing the actions of the side it uncovers; the first drag opens them.
  package func dragSwipe(at indexPath: IndexPath, by distance: Double) {
    if upkeep.swipe?.indexPath != indexPath {
      closeSwipeActions(animated: false)
      guard let state = makeSwipe(at: indexPath, leading: distance > 0) else { return }
      upkeep.swipe = state
    }
    guard var swipe = upkeep.swipe else { return }
    if let id = swipe.animation { animator.cancel(id) }
    swipe.animation = nil
    let along = swipe.isLeading ? distance : -distance
    swipe.dragged = max(0, along)
    upkeep.swipe = swipe
    setNeedsDisplayOfSwipe()
  }

  /// The drag let go: past the whole row's half with `performsFirstActionWithFullSwipe`, the
  /// first action is performed; past half the buttons the row stays open; else it closes.
  package func endSwipeDrag() {
    guard var swipe = upkeep.swipe, let dragged = swipe.dragged else { return }
    swipe.dragged = nil
    swipe.to = dragged
    upkeep.swipe = swipe
    let rowWidth = layoutAttributesForItem(at: swipe.indexPath)?.frame.width ?? 0
    if swipe.configuration.performsFirstActionWithFullSwipe, dragged > rowWidth / 2,
      let first = swipe.configuration.actions.first
    {
      performSwipeAction(first, at: swipe.indexPath)
    } else if dragged >= swipe.openWidth / 2 {
      animateSwipe(to: swipe.openWidth)
    } else {
      closeSwipeActions(animated: true)
    }
  }

  /// Closes an open row (Esc, a scroll, another row swiped, a data change).
  package func closeSwipeActions(animated: Bool) {
    guard let swipe = upkeep.swipe else { return }
    if animated, swipe.offset(progress: currentSwipeProgress) > 0 {
      animateSwipe(to: 0)
      return
    }
    if let id = swipe.animation { animator.cancel(id) }
    endSwipe()
  }

  /// The state of a new swipe: the configuration's buttons.
  private func makeSwipe(at indexPath: IndexPath, leading: Bool) -> SwipeState? {
    guard let configuration = swipeActions(at: indexPath, leading: leading) else { return nil }
    let buttons = configuration.actions.map { action in
      let view = SwipeActionView(action: action)
      view.traitCollection = traitCollection
      return view
    }
    (cellForItem(at: indexPath))?.isSwiped = true
    return SwipeState(
      indexPath: indexPath, isLeading: leading, configuration: configuration, buttons: buttons)
  }

  /// Runs an action's handler once, then closes the row.
  private func performSwipeAction(_ action: ContextualAction, at indexPath: IndexPath) {
    let source: View = cellForItem(at: indexPath) ?? View()
    closeSwipeActions(animated: true)
    action.handler(action, source) { _ in }
  }

  /// Animates the row open to `width` (0 closes it; the swipe then ends).
  private func animateSwipe(to width: Double) {
    guard var swipe = upkeep.swipe else { return }
    swipe.from = swipe.offset(progress: currentSwipeProgress)
    swipe.to = width
    swipe.dragged = nil
    if let id = swipe.animation { animator.cancel(id) }
    swipe.animation = animator.begin(
      duration: scaledDuration(animationDuration), timing: animationTiming, label: "swipe"
    ) { [weak self] finished in
      guard finished, let self, let state = self.upkeep.swipe, state.to == 0 else { return }
      self.endSwipe()
    }
    upkeep.swipe = swipe
    setNeedsDisplayOfSwipe()
  }

  /// Forgets the swipe; the cell is no longer swiped.
  private func endSwipe() {
    guard let swipe = upkeep.swipe else { return }
    upkeep.swipe = nil
    cellForItem(at: swipe.indexPath)?.isSwiped = false
  }

  /// The running swipe animation's progress (1 without one).
  private var currentSwipeProgress: Double {
    upkeep.swipe?.animation.map { animator.progress(of: $0) } ?? 1
  }

  /// How far the open row is moved now, signed (positive: to the right).
  var swipeShift: Double {
    guard let swipe = upkeep.swipe else { return 0 }
    let offset = swipe.offset(progress: currentSwipeProgress)
    return swipe.isLeading ? offset : -offset
  }

  /// The buttons' frames now, the first nearest the edge, sharing the uncovered width in
  /// proportion to their labels.
  func swipeButtonFrames() -> [Rect] {
    guard let swipe = upkeep.swipe, let row = layoutAttributesForItem(at: swipe.indexPath)?.frame
    else { return [] }
    let shown = abs(swipeShift)
    let total = swipe.openWidth
    guard shown > 0, total > 0 else { return swipe.buttons.map { _ in .zero } }
    var frames: [Rect] = []
    var edge = swipe.isLeading ? row.minX : row.maxX
    for button in swipe.buttons {
      let w = (button.preferredWidth * shown / total).rounded()
      let x = swipe.isLeading ? edge : edge - w
      frames.append(Rect(x: x, y: row.minY, width: w, height: row.height))
      edge = swipe.isLeading ? edge + w : edge - w
    }
    return frames
  }

  /// The swiped row's buttons as elements to draw, after its cell.
  func presentedSwipeButtons() -> [PresentedElement] {
    guard let swipe = upkeep.swipe else { return [] }
    let frames = swipeButtonFrames()
    var result: [PresentedElement] = []
    for (button, frame) in zip(swipe.buttons, frames) where frame.width > 0 {
      var a = LayoutAttributes(forDecorationViewOfKind: SwipeActionView.kind, with: swipe.indexPath)
      a.frame = frame
      a.zIndex = 1
      button.traitCollection = traitCollection
      result.append(PresentedElement(attributes: a, view: button))
    }
    return result
  }

  /// Asks for the next frame to show the swipe's new place.
  private func setNeedsDisplayOfSwipe() {
    cellForItem(at: upkeep.swipe?.indexPath ?? IndexPath(item: -1, section: -1))?.setNeedsDisplay()
  }
}
