import TUICollectionView

/// Everything the demo can be asked to do; keys, the mouse and the terminal map to these.
public enum DemoAction: Hashable, Sendable {
  /// Switch to the next layout, animated (Tab).
  case nextLayout
  /// Switch to the previous layout, animated (Shift-Tab).
  case previousLayout
  /// Append an item, animated (+).
  case insertItem
  /// Remove the last item, never the only one, animated (-).
  case deleteItem
  /// Insert a section after the current one, animated (s).
  case insertSection
  /// Delete the current section, never the only one, animated (d).
  case deleteSection
  /// Move the current section one place down, animated (J).
  case moveSectionDown
  /// Reload the items on screen: their cells are fetched again and cross-fade (r).
  case reloadVisibleItems
  /// Start or stop editing (setEditing): list cells show their `whenEditing` accessories —
  /// the settings' favourites their delete buttons and reorder grips (e).
  case toggleEditing
  /// Pin section headers to the top of the view while their section shows, or stop (P).
  case togglePinnedHeaders
  /// Select or deselect an item as the user does (Space or Enter: the focused item; a click:
  /// the clicked one). Selecting does the layout's action where it has one: a stack opens into
  /// a grid, the rotary's centred cell zooms. With an item lifted, Enter drops it instead, and
  /// with the edit menu open it performs the chosen entry.
  case activate(IndexPath?)
  /// Move focus one step in a direction (the arrow keys, hjkl); with an item lifted, carry it.
  case moveFocus(FocusHeading)
  /// Lift the focused item to move it: the arrows carry it, Enter drops it, Esc puts it back (m).
  case beginMove
  /// Open the edit menu of the focused item (Copy, Delete, Move) (c).
  case showMenu
  /// Reveal the focused row's swipe actions, trailing or leading (w, W).
  case revealSwipeActions(leading: Bool)
  /// Paste the pasteboard's item after the focused item (v).
  case paste
  /// Insert a new item at index 0 of the focused item's section (Insert, n).
  case insertItemAtStart
  /// Delete the focused item, never the only one (Delete, Backspace).
  case deleteFocusedItem
  /// Switch to the layout with a catalog name, animated (a click on its tab).
  case selectLayout(String)
  /// Scroll by a number of lines (rows or columns) along each axis; in a layout that steps by
  /// items, by that many items.
  case scroll(dx: Int, dy: Int)
  /// A mouse-wheel step of a number of lines: a scroll gesture that settles once it stops.
  case wheel(dx: Int, dy: Int)
  /// The mouse button went down on the content at a glyph (a drag may follow).
  case pointerDown(x: Int, y: Int)
  /// The mouse moved with the button down, to a glyph: the content follows.
  case pointerDragged(x: Int, y: Int)
  /// The mouse button came up at a glyph: a drag ends (with momentum), a held item drops, a
  /// click acts.
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
  /// Close the help or the menu, else put a lifted item back, else clear the selection, else
  /// close an opened stack (Esc).
  case dismiss
  /// Shuffle the items through a diffable data source, animated (the modern layout).
  case shuffleItems
  /// Show only free apps, or every app again, animated (the modern layout).
  case filterItems
  /// Start an interactive transition toward the previous or next layout if none runs, then
  /// move it 5 % on or back ([ and ]); Enter finishes it, Esc cancels it.
  case scrubTransition(forward: Bool)
  /// Ten times slower animations, or normal again.
  case toggleSlowAnimations
  /// Reduce Motion (as iOS has it): scrolls jump and layout switches cross-fade, or normal again.
  case toggleReduceMotion
  /// Stop every animation where it is, or let them run on (p).
  case togglePause
  /// Step paused time one frame (1/60 s) forward or back, pausing first (. and ,).
  case stepFrame(forward: Bool)
  /// Show or hide the inspector panel (i).
  case toggleInspector
  /// Scroll the inspector panel by some lines ({ and }, the wheel over it).
  case scrollInspector(lines: Int)
  /// Show or hide the overlay of frames, index paths and scroll indicators (o).
  case toggleOverlay
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
  /// Leave the program.
  case quit
  /// Start or end selecting a range with the arrows.
  case toggleRangeSelection
  /// Select every item.
  case selectAll
  /// Invert the selection.
  case invertSelection
}

extension DemoAction {
  /// The demo's spelling of one of the actions every program on the controller has.
  public init(_ standard: StandardAction) {
    switch standard {
    case .moveFocus(let heading): self = .moveFocus(heading)
    case .activate(let path): self = .activate(path)
    case .dismiss: self = .dismiss
    case .beginMove: self = .beginMove
    case .showMenu: self = .showMenu
    case .revealSwipeActions(let leading): self = .revealSwipeActions(leading: leading)
    case .scroll(let dx, let dy): self = .scroll(dx: dx, dy: dy)
    case .wheel(let dx, let dy): self = .wheel(dx: dx, dy: dy)
    case .pointerDown(let x, let y): self = .pointerDown(x: x, y: y)
    case .pointerDragged(let x, let y): self = .pointerDragged(x: x, y: y)
    case .pointerUp(let x, let y): self = .pointerUp(x: x, y: y)
    case .secondaryPointerDown(let x, let y): self = .secondaryPointerDown(x: x, y: y)
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    case .home: self = .home
    case .end: self = .end
    case .toggleHelp: self = .toggleHelp
    case .resize(let columns, let rows): self = .resize(columns: columns, rows: rows)
    case .quit: self = .quit
    case .togglePause: self = .togglePause
    case .stepFrame(let forward): self = .stepFrame(forward: forward)
    case .toggleInspector: self = .toggleInspector
    case .scrollInspector(let lines): self = .scrollInspector(lines: lines)
    case .toggleOverlay: self = .toggleOverlay
    case .toggleSlowAnimations: self = .toggleSlowAnimations
    case .toggleReduceMotion: self = .toggleReduceMotion
    case .toggleRangeSelection: self = .toggleRangeSelection
    case .selectAll: self = .selectAll
    case .invertSelection: self = .invertSelection
    }
  }

  /// The action as one every program on the controller has; `nil` for the demo's own.
  public var standard: StandardAction? {
    switch self {
    case .moveFocus(let heading): .moveFocus(heading)
    case .activate(let path): .activate(path)
    case .dismiss: .dismiss
    case .beginMove: .beginMove
    case .showMenu: .showMenu
    case .revealSwipeActions(let leading): .revealSwipeActions(leading: leading)
    case .scroll(let dx, let dy): .scroll(dx: dx, dy: dy)
    case .wheel(let dx, let dy): .wheel(dx: dx, dy: dy)
    case .pointerDown(let x, let y): .pointerDown(x: x, y: y)
    case .pointerDragged(let x, let y): .pointerDragged(x: x, y: y)
    case .pointerUp(let x, let y): .pointerUp(x: x, y: y)
    case .secondaryPointerDown(let x, let y): .secondaryPointerDown(x: x, y: y)
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .home: .home
    case .end: .end
    case .toggleHelp: .toggleHelp
    case .resize(let columns, let rows): .resize(columns: columns, rows: rows)
    case .quit: .quit
    case .togglePause: .togglePause
    case .stepFrame(let forward): .stepFrame(forward: forward)
    case .toggleInspector: .toggleInspector
    case .scrollInspector(let lines): .scrollInspector(lines: lines)
    case .toggleOverlay: .toggleOverlay
    case .toggleSlowAnimations: .toggleSlowAnimations
    case .toggleReduceMotion: .toggleReduceMotion
    case .toggleRangeSelection: .toggleRangeSelection
    case .selectAll: .selectAll
    case .invertSelection: .invertSelection
    case .nextLayout, .previousLayout, .insertItem, .deleteItem, .insertSection, .deleteSection,
      .moveSectionDown, .reloadVisibleItems, .togglePinnedHeaders, .toggleEditing, .paste,
      .insertItemAtStart,
      .deleteFocusedItem, .selectLayout, .shuffleItems, .filterItems, .scrubTransition:
      nil
    }
  }
}
