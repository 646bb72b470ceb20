import TUICollectionView

extension DemoApp {
  /// `m`: lifts the focused item; the arrows carry it, Enter drops it, Esc puts it back.
  func beginKeyboardMove() {
    guard let path = collectionView.focusedIndexPath else {
      notice = "No item to move"
      return
    }
    if beginMove(of: path) { movesByKeyboard = true }
  }

  /// Lifts an item (beginInteractiveMovementForItem(at:)); says why not when it cannot move.
  @discardableResult
  func beginMove(of path: IndexPath) -> Bool {
    let cv = collectionView
    guard cv.beginInteractiveMovementForItem(at: path) else {
      notice =
        layoutEntry.content == .appStore || dataSource.repeatCount > 1
        ? "\(layoutEntry.title)'s items do not move" : "This item cannot move"
      return false
    }
    cv.focusItem(at: path)
    moveOrigin = path
    notice = "Moving: arrows or the mouse carry it, Enter or release drops, Esc puts back"
    return true
  }

  /// The keys while an item is lifted: arrows carry it, Enter drops it, Esc puts it back, the
  /// scroll keys scroll; anything else puts it back first. Returns whether the action was used.
  func handleMovementAction(_ action: DemoAction) -> Bool {
    switch action {
    case .moveFocus(let heading):
      carry(heading)
      return true
    case .activate:
      endMove()
      return true
    case .dismiss where !showsHelp:
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

  /// Carries the lifted item one place: to the place of the nearest item that way (in a
  /// carousel the next or previous item, which then comes to the centre).
  func carry(_ heading: FocusHeading) {
    let cv = collectionView
    guard let current = cv.indexPathForInteractivelyMovingItem else { return }
    let target: IndexPath?
    if layoutEntry.isCarousel {
      let forward = heading == .right || heading == .down || heading == .next
      let count = cv.numberOfItems(inSection: current.section)
      let item = current.item + (forward ? 1 : -1)
      target = (0..<count).contains(item) ? IndexPath(item: item, section: current.section) : nil
    } else {
      target = cv.indexPathForFocusMove(heading, from: current)
    }
    guard let target, let slot = cv.layoutAttributesForItem(at: target) else { return }
    cv.updateInteractiveMovementTargetPosition(slot.center)
    guard let now = cv.indexPathForInteractivelyMovingItem else { return }
    if layoutEntry.isCarousel {
      scrollCarousel(toItem: now.item)
    } else {
      reveal(now)
    }
  }

  /// Drops the lifted item where it is: the data source reorders its model
  /// (`moveItemAt(_:to:)`), and the status bar names the move.
  func endMove() {
    let cv = collectionView
    guard let final = cv.indexPathForInteractivelyMovingItem else { return }
    let origin = moveOrigin
    cv.endInteractiveMovement()
    moveOrigin = nil
    movesByKeyboard = false
    if let origin, origin != final {
      notice = "moveItem(at: \(origin), to: \(final))"
      refreshHeader(ofSection: origin.section)
      refreshHeader(ofSection: final.section)
    } else {
      notice = "Dropped where it was"
    }
  }

  /// Puts the lifted item back where it was.
  func cancelMove() {
    collectionView.cancelInteractiveMovement()
    moveOrigin = nil
    movesByKeyboard = false
  }
}
