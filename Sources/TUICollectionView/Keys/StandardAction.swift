import CollectionCore

/// What every program on ``CollectionViewApplication`` can be asked to do, whatever its own
/// actions: the keys, the mouse and the terminal map to these (``StandardKeyBindings``), and
/// ``CollectionViewApplication/perform(standard:)`` carries them out.
public enum StandardAction: Hashable, Sendable {
  /// Move focus one step in a direction (the arrow keys, hjkl); with an item lifted, carry it.
  case moveFocus(FocusHeading)
  /// Select or deselect an item as the user does (Space or Enter: the focused item; a click:
  /// the clicked one), in UIKit's order of delegate calls. With an item lifted, Enter drops it
  /// instead, and with the edit menu open it performs the chosen entry.
  case activate(IndexPath?)
  /// Close the help or the menu, else put a lifted item back, else clear the selection (Esc).
  case dismiss
  /// Lift the focused item to move it: the arrows carry it, Enter drops it, Esc puts it back.
  case beginMove
  /// Open the edit menu of the focused item.
  case showMenu
  /// Reveal the focused row's swipe actions, trailing or leading (w, W): ← → then choose one,
  /// Enter performs it, Esc closes them.
  case revealSwipeActions(leading: Bool)
  /// Scroll by a number of lines (rows or columns) along each axis.
  case scroll(dx: Int, dy: Int)
  /// A mouse-wheel step of a number of lines: a scroll gesture that settles once it stops.
  case wheel(dx: Int, dy: Int)
  /// The mouse button went down at a glyph (a drag, a tap or a long press may follow).
  case pointerDown(x: Int, y: Int)
  /// The mouse moved with the button down, to a glyph.
  case pointerDragged(x: Int, y: Int)
  /// The mouse button came up at a glyph.
  case pointerUp(x: Int, y: Int)
  /// The secondary button went down at a glyph: the edit menu of the item there.
  case secondaryPointerDown(x: Int, y: Int)
  /// Scroll one page back.
  case pageUp
  /// Scroll one page on.
  case pageDown
  /// Scroll to the start.
  case home
  /// Scroll to the end.
  case end
  /// Show or hide the key help.
  case toggleHelp
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
  /// Leave the program.
  case quit
  /// A developer tool: stop every animation where it is, or let them run on.
  case togglePause
  /// A developer tool: step paused time one frame (1/60 s) forward or back, pausing first.
  case stepFrame(forward: Bool)
  /// A developer tool: show or hide the inspector panel.
  case toggleInspector
  /// A developer tool: scroll the inspector panel by some lines.
  case scrollInspector(lines: Int)
  /// A developer tool: show or hide the overlay of frames, index paths and scroll indicators.
  case toggleOverlay
  /// A developer tool: ten times slower animations, or normal again.
  case toggleSlowAnimations
  /// Reduce Motion (as iOS has it): scrolls jump and layout switches cross-fade, or normal again.
  case toggleReduceMotion
  /// Start or end selecting a range with the arrows (`V`).
  case toggleRangeSelection
  /// Select every item (`Ctrl-A`).
  case selectAll
  /// Select what is not selected and deselect what is (`*`).
  case invertSelection
}

extension StandardAction {
  /// The action of an event no key table binds: a resize, or the pointer's press, drag,
  /// release and secondary press at a glyph; `nil` for keys and the wheel.
  public init?(pointerOrResize event: InputEvent) {
    switch event {
    case .resize(let columns, let rows): self = .resize(columns: columns, rows: rows)
    case .mouse(.press(let x, let y)): self = .pointerDown(x: x, y: y)
    case .mouse(.drag(let x, let y)): self = .pointerDragged(x: x, y: y)
    case .mouse(.release(let x, let y)): self = .pointerUp(x: x, y: y)
    case .mouse(.rightPress(let x, let y)): self = .secondaryPointerDown(x: x, y: y)
    case .mouse, .key: return nil
    }
  }
}
