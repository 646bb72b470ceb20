import CollectionCore

extension CollectionViewApplication {
  /// `w` / `W`: the focused row's trailing or leading swipe actions open, animated, the one
  /// nearest the edge chosen; a notice says when the row has none.
  func revealSwipeActions(leading: Bool) {
    let cv = activeView
    guard let focused = cv.focusedIndexPath else { return }
    if !cv.revealSwipeActions(at: focused, leading: leading) {
      notice = leading ? "No leading swipe actions here" : "No swipe actions here"
    }
  }

  /// Keys and clicks while a row is swiped open: ← → choose among its buttons, Enter or Space
  /// performs the chosen one, Esc or the same key again closes the row, a click performs the
  /// button under it or closes the row. Anything else closes the row first and then does what
  /// it does. Returns whether the action was taken.
  func handleSwipeAction(_ action: StandardAction) -> Bool {
    let cv = activeView
    switch action {
    case .moveFocus(let heading) where heading == .left || heading == .right:
      // Buttons are counted from the row's edge: for trailing ones → goes toward it.
      let leading = cv.isSwipeFromLeadingEdge
      cv.chooseSwipeAction(by: (heading == .right) == leading ? 1 : -1)
      return true
    case .activate(nil):
      cv.performChosenSwipeAction()
      return true
    case .dismiss, .revealSwipeActions:
      cv.closeSwipeActions(animated: true)
      return true
    case .pointerDown(let x, let y):
      guard let point = contentPoint(column: x, row: y) else { return false }
      return cv.tapSwipeActions(at: point)
    case .pointerDragged, .pointerUp, .resize, .togglePause, .stepFrame, .toggleInspector,
      .scrollInspector, .toggleOverlay, .toggleSlowAnimations, .toggleReduceMotion, .toggleHelp,
      .toggleRangeSelection, .selectAll, .invertSelection:
      return false
    default:
      cv.closeSwipeActions(animated: true)
      return false
    }
  }
}
