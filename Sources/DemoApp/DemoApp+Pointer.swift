import TUICollectionView

extension DemoApp {
  /// The pointer moved with the button down: past a glyph it is a drag, and the content follows
  /// it (a column is a point, a row two).
  func pointerDragged(to x: Int, _ y: Int) {
    guard var p = pointer else { return }
    if !p.dragging && (abs(x - p.start.x) >= 1 || abs(y - p.start.y) >= 1) {
      p.dragging = true
      collectionView.beginDragging()
    }
    if p.dragging {
      collectionView.drag(by: Point(x: Double(p.last.x - x), y: Double(p.last.y - y) * rowHeight))
    }
    p.last = (x, y)
    pointer = p
  }

  /// The button came up: a drag ends with its momentum; a click on an item opens its section
  /// where the layout has a detail layout (a stack), or on the centred item does the layout's
  /// action (the rotary's zoom).
  func pointerUp(at x: Int, _ y: Int) {
    guard let p = pointer else { return }
    pointer = nil
    if p.dragging {
      collectionView.endDragging()
      return
    }
    guard let path = item(atColumn: p.start.x, row: p.start.y) else { return }
    if layoutEntry.detailLayout != nil {
      if openSection == nil { perform(.activate(path)) }
    } else if path == collectionView.centeredItemIndexPath {
      performPrimaryAction()
    }
  }
}
