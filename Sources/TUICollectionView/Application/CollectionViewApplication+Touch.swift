extension CollectionViewApplication {
  /// How long a press must be held without moving to lift the item under it
  /// (UILongPressGestureRecognizer's minimumPressDuration).
  public static let longPressDuration = 0.5

  /// The glyphs the collection view occupies: between the bars, right of the sidebar when
  /// there is one, left of (or above) the inspector when it shows.
  public var viewArea: GlyphRect {
    let top = titleBar == nil ? 0 : 1
    let bottom = showsStatusBar ? 1 : 0
    let left = sidebarInset
    let body = GlyphRect(
      x: left, y: top, width: max(0, columns - left), height: max(0, rows - top - bottom))
    guard let panel = inspectorArea else { return body }
    if panel.x > 0 {
      return GlyphRect(x: left, y: body.y, width: max(0, panel.x - left), height: body.height)
    }
    return GlyphRect(x: left, y: body.y, width: body.width, height: max(0, panel.y - body.y))
  }

  /// The collection view's size in points: a point per column, and per row as many points as
  /// the glyph cell is taller than wide (2 unless the terminal says), so a square in points is
  /// square on screen.
  public var viewportSize: Size {
    let area = viewArea
    return Size(width: Double(area.width), height: Double(area.height) * rowHeight)
  }

  /// The content point at the middle of a glyph of the collection view's area, if the glyph is
  /// in it (the shapes as shown now).
  public func contentPoint(column: Int, row: Int) -> Point? {
    let area = activeArea
    guard area.contains(x: column, y: row) else { return nil }
    let offset = activeView.presentedContentOffset
    return Point(
      x: Double(column - area.x) + 0.5 + offset.x,
      y: (Double(row - area.y) + 0.5) * rowHeight + offset.y)
  }

  /// The item drawn at a glyph of the terminal, if any.
  public func indexPathForItem(atColumn column: Int, row: Int) -> IndexPath? {
    guard let point = contentPoint(column: column, row: row) else { return nil }
    return activeView.indexPathForItem(at: point)
  }

  /// Space and Enter (or `activate` for a named item): the user selects or deselects it — the
  /// focused one unless another is named — with the delegate's say, as a tap's release does.
  public func activate(_ path: IndexPath?) {
    let cv = activeView
    guard let path = path ?? cv.focusedIndexPath else {
      notice = "Nothing to select"
      return
    }
    cv.focusItem(at: path)
    cv.selectItemAsUser(at: path)
  }

  /// The button went down: the item under it is highlighted (a touch begins), and a press held
  /// still on an item that can move becomes a long press.
  func pointerDown(at x: Int, _ y: Int) {
    cancelPointer()
    if activeView.indexPathForInteractivelyMovingItem != nil {
      // A click while the keyboard carries an item drops it first.
      endMove()
    }
    let path = indexPathForItem(atColumn: x, row: y)
    var gesture = PointerGesture(startX: x, startY: y, lastX: x, lastY: y, item: path)
    if let path, let point = contentPoint(column: x, row: y),
      activeView.isReorderControl(at: point, on: path)
    {
      // A press on a reorder grip lifts the row at once, as a finger on UIKit's grip does.
      pointer = gesture
      if beginMove(of: path, byKeyboard: false) {
        gesture.phase = .moving
        pointer = gesture
        activeView.updateInteractiveMovementTargetPosition(point)
        return
      }
    }
    if let path, let point = contentPoint(column: x, row: y) {
      activeView.touchesBegan(at: point)
      let cv = activeView
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
  /// follows it; a lifted item follows the pointer.
  func pointerDragged(to x: Int, _ y: Int) {
    guard var p = pointer else { return }
    if p.phase == .pressed && (x != p.startX || y != p.startY) {
      stopLongPressTimer(&p)
      activeView.touchesCancelled()
      if y == p.startY, let item = p.item, activeView.canSwipe(at: item, leading: x > p.startX) {
        // A sideways drag on a row that has swipe actions swipes it, as a finger does.
        p.phase = .swiping
      } else {
        p.phase = .dragging
        activeView.closeSwipeActions(animated: true)
        activeView.beginDragging()
      }
    }
    switch p.phase {
    case .pressed: break
    case .swiping:
      if let item = p.item { activeView.dragSwipe(at: item, by: Double(x - p.startX)) }
    case .dragging:
      activeView.drag(by: Point(x: Double(p.lastX - x), y: Double(p.lastY - y) * rowHeight))
    case .moving:
      if let point = contentPoint(column: x, row: y) {
        activeView.updateInteractiveMovementTargetPosition(point)
      }
    }
    p.lastX = x
    p.lastY = y
    pointer = p
  }

  /// The button came up: a drag ends with its momentum; a lifted item drops; a tap — unless
  /// the app takes it (``handleTap(on:at:)``) — selects or deselects the item it went down on,
  /// if it comes up over it (as UIKit selects).
  func pointerUp(at x: Int, _ y: Int) {
    guard var p = pointer else { return }
    pointer = nil
    stopLongPressTimer(&p)
    switch p.phase {
    case .swiping:
      activeView.endSwipeDrag()
    case .dragging:
      activeView.endDragging()
    case .moving:
      if let point = contentPoint(column: x, row: y) {
        activeView.updateInteractiveMovementTargetPosition(point)
      }
      endMove()
    case .pressed:
      guard let point = contentPoint(column: x, row: y) else {
        activeView.touchesCancelled()
        return
      }
      if handleTap(on: p.item, at: point) {
        activeView.touchesCancelled()
        return
      }
      if let path = p.item { activeView.focusItem(at: path) }
      activeView.touchesEnded(at: point)
    }
  }

  /// The press was held still long enough: the touch is cancelled (its highlight goes) and the
  /// item under it is lifted, to follow the pointer until the button comes up.
  func longPressBegan() {
    guard var p = pointer, p.phase == .pressed, let path = p.item else { return }
    p.longPressTimer = nil
    activeView.touchesCancelled()
    pointer = p
    guard beginMove(of: path, byKeyboard: false) else { return }
    p.phase = .moving
    pointer = p
    if let point = contentPoint(column: p.lastX, row: p.lastY) {
      activeView.updateInteractiveMovementTargetPosition(point)
    }
  }

  /// The secondary button: the edit menu of the item under it.
  func secondaryPointerDown(at x: Int, _ y: Int) {
    cancelPointer()
    guard let path = indexPathForItem(atColumn: x, row: y) else { return }
    showMenu(for: path)
  }

  /// Forgets a press in progress as if it never happened (a drag ends, a lifted item is put
  /// back).
  public func cancelPointer() {
    guard var p = pointer else { return }
    pointer = nil
    stopLongPressTimer(&p)
    switch p.phase {
    case .pressed: activeView.touchesCancelled()
    case .dragging: activeView.endDragging()
    case .moving: cancelMove()
    case .swiping: activeView.closeSwipeActions(animated: true)
    }
  }

  private func stopLongPressTimer(_ p: inout PointerGesture) {
    if let timer = p.longPressTimer { activeView.animator.cancel(timer) }
    p.longPressTimer = nil
  }

  /// How many items are selected, for the status bar.
  public var selectionSummary: String? {
    let count = collectionView.indexPathsForSelectedItems.count
    return count == 0 ? nil : "\(count) selected"
  }
}
