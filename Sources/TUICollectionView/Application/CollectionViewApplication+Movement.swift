extension CollectionViewApplication {
  /// `m`: lifts the focused item; the arrows carry it, Enter drops it, Esc puts it back.
  public func beginKeyboardMove() {
    guard let path = activeView.focusedIndexPath else {
      notice = "No item to move"
      return
    }
    beginMove(of: path, byKeyboard: true)
  }

  /// Lifts an item (beginInteractiveMovementForItem(at:)); says why not when it cannot move.
  @discardableResult
  public func beginMove(of path: IndexPath, byKeyboard: Bool) -> Bool {
    let cv = activeView
    guard cv.beginInteractiveMovementForItem(at: path) else {
      notice = cannotMoveNotice(for: path)
      return false
    }
    cv.focusItem(at: path)
    movement = KeyboardMovement(origin: path, byKeyboard: byKeyboard)
    notice = "Moving: arrows or the mouse carry it, Enter or release drops, Esc puts back"
    return true
  }

  /// The keys while an item is lifted: arrows carry it, Enter drops it, Esc puts it back, the
  /// scroll keys scroll; anything else puts it back first. Returns whether the action was used.
  func handleMovementAction(_ action: StandardAction) -> Bool {
    switch action {
    case .moveFocus(let heading):
      carry(heading)
      return true
    case .activate:
      endMove()
      return true
    case .dismiss where !help.isShown:
      cancelMove()
      notice = "Put back"
      return true
    case .beginMove:
      return true
    case .scroll, .wheel, .pageUp, .pageDown, .home, .end, .toggleSlowAnimations, .toggleHelp,
      .dismiss, .resize, .quit:
      return false
    case .pointerDown, .pointerDragged, .pointerUp, .secondaryPointerDown:
      // The mouse's own lift follows the pointer; a click drops a keyboard's.
      return false
    default:
      cancelMove()
      return false
    }
  }

  /// Carries the lifted item one place: to the place of the next item that way
  /// (``carryTarget(from:heading:)``), then brings it into view.
  func carry(_ heading: FocusHeading) {
    let cv = activeView
    guard let current = cv.indexPathForInteractivelyMovingItem,
      let target = carryTarget(from: current, heading: heading),
      let slot = cv.layoutAttributesForItem(at: target)
    else { return }
    cv.updateInteractiveMovementTargetPosition(slot.center)
    guard let now = cv.indexPathForInteractivelyMovingItem else { return }
    revealMovingItem(now)
  }

  /// Drops the lifted item where it is: the data source reorders its model
  /// (`moveItemAt(_:to:)`), and the status bar names the move.
  public func endMove() {
    let cv = activeView
    guard let final = cv.indexPathForInteractivelyMovingItem else { return }
    let origin = movement?.origin
    cv.endInteractiveMovement()
    movement = nil
    if let origin, origin != final {
      notice = "moveItem(at: \(origin), to: \(final))"
      didEndInteractiveMovement(from: origin, to: final)
    } else {
      notice = "Dropped where it was"
    }
  }

  /// Puts the lifted item back where it was.
  public func cancelMove() {
    activeView.cancelInteractiveMovement()
    movement = nil
  }
}
