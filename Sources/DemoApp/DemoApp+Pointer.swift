import TUICollectionView

extension DemoApp {
  /// How long a press must be held without moving to lift the item under it (seed 004's long
  /// press; UILongPressGestureRecognizer's minimumPressDuration).
  public static let longPressDuration = 0.5

  /// The content point at the middle of a glyph of the collection view's area, if the glyph is
  /// in it (the shapes as shown now).
  func contentPoint(column: Int, row: Int) -> Point? {
    let area = viewArea
    guard area.contains(x: column, y: row) else { return nil }
    let offset = collectionView.presentedContentOffset
    return Point(
      x: Double(column - area.x) + 0.5 + offset.x,
      y: (Double(row - area.y) + 0.5) * rowHeight + offset.y)
  }

  /// The button went down: the item under it is highlighted (as a touch highlights), and a
  /// press held still on an item that can move becomes a long press.
  func pointerDown(at x: Int, _ y: Int) {
    cancelPointer()
    if collectionView.indexPathForInteractivelyMovingItem != nil {
      // A click while the keyboard carries an item drops it first.
      endMove()
    }
    let path = item(atColumn: x, row: y)
    var gesture = PointerGesture(startX: x, startY: y, lastX: x, lastY: y, item: path)
    if let path, let point = contentPoint(column: x, row: y) {
      collectionView.touchesBegan(at: point)
      let cv = collectionView
      if cv.dataSource?.collectionView(cv, canMoveItemAt: path) == true {
        gesture.longPressTimer = cv.animator.begin(
          duration: Self.longPressDuration, timing: .linear, label: "long press"
        ) { [weak self] finished in
          if finished { self?.longPressBegan() }
        }
      }
    }
    pointer = gesture
  }

  /// The pointer moved with the button down: past a glyph a press is a drag and the content
  /// follows it (a column is a point, a row two); a lifted item follows the pointer.
  func pointerDragged(to x: Int, _ y: Int) {
    guard var p = pointer else { return }
    if p.phase == .pressed && (x != p.startX || y != p.startY) {
      p.phase = .dragging
      stopLongPressTimer(&p)
      collectionView.touchesCancelled()
      collectionView.beginDragging()
    }
    switch p.phase {
    case .pressed: break
    case .dragging:
      collectionView.drag(by: Point(x: Double(p.lastX - x), y: Double(p.lastY - y) * rowHeight))
    case .moving:
      if let point = contentPoint(column: x, row: y) {
        collectionView.updateInteractiveMovementTargetPosition(point)
      }
    }
    p.lastX = x
    p.lastY = y
    pointer = p
  }

  /// The button came up: a drag ends with its momentum; a lifted item drops; a tap selects or
  /// deselects the item (its release over the same item, as UIKit selects), or in the circle
  /// deletes it, and on empty space there inserts a new item at index 0 (seed 003).
  func pointerUp(at x: Int, _ y: Int) {
    guard var p = pointer else { return }
    pointer = nil
    stopLongPressTimer(&p)
    switch p.phase {
    case .dragging:
      collectionView.endDragging()
    case .moving:
      if let point = contentPoint(column: x, row: y) {
        collectionView.updateInteractiveMovementTargetPosition(point)
      }
      endMove()
    case .pressed:
      if layoutEntry.tapDeletesAndInserts {
        tapInCircle(item: p.item, atColumn: x, row: y)
      } else if let point = contentPoint(column: x, row: y) {
        if let path = p.item { collectionView.focusItem(at: path) }
        collectionView.touchesEnded(at: point)
      } else {
        collectionView.touchesCancelled()
      }
    }
  }

  /// Seed 003's tap in the circle: the tap gesture takes the touch (the highlight goes without
  /// a selection); on an item it deletes it — it shrinks into the centre at its old angle — and
  /// on empty space it inserts a new item at index 0, growing out of the centre.
  func tapInCircle(item path: IndexPath?, atColumn x: Int, row y: Int) {
    collectionView.touchesCancelled()
    if let path {
      deleteItem(at: dataSource.modelIndex(of: path), inSection: path.section)
    } else if contentPoint(column: x, row: y) != nil {
      insertItemAtStart(section: 0)
    }
  }

  /// The press was held still long enough: the touch is cancelled (its highlight goes) and the
  /// item under it is lifted, to follow the pointer until the button comes up.
  func longPressBegan() {
    guard var p = pointer, p.phase == .pressed, let path = p.item else { return }
    p.longPressTimer = nil
    collectionView.touchesCancelled()
    pointer = p
    guard beginMove(of: path) else { return }
    p.phase = .moving
    pointer = p
    movesByKeyboard = false
    if let point = contentPoint(column: p.lastX, row: p.lastY) {
      collectionView.updateInteractiveMovementTargetPosition(point)
    }
  }

  /// The secondary button: the edit menu of the item under it.
  func secondaryPointerDown(at x: Int, _ y: Int) {
    cancelPointer()
    guard let path = item(atColumn: x, row: y) else { return }
    showMenu(for: path)
  }

  /// Forgets a press in progress as if it never happened (a drag ends, a lifted item is put
  /// back).
  func cancelPointer() {
    guard var p = pointer else { return }
    pointer = nil
    stopLongPressTimer(&p)
    switch p.phase {
    case .pressed: collectionView.touchesCancelled()
    case .dragging: collectionView.endDragging()
    case .moving: cancelMove()
    }
  }

  private func stopLongPressTimer(_ p: inout PointerGesture) {
    if let timer = p.longPressTimer { collectionView.animator.cancel(timer) }
    p.longPressTimer = nil
  }
}
