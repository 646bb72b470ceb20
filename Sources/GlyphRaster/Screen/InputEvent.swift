/// Something the user did, as a screen reports it.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A mouse action at a column and row.
  case mouse(MouseEvent)
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
}

/// A key, named as the help overlay and `--keys` name it.
public indirect enum Key: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Return.
  case enter
  /// Escape.
  case escape
  /// Backspace.
  case backspace
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// An arrow key (or another navigation key) with Shift held — or Ctrl or Alt, which
  /// terminals report the same way.
  case shift(Key)
  /// Control plus a letter (lower case).
  case control(Character)
}

/// A mouse action.
public enum MouseEvent: Hashable, Sendable {
  /// The wheel turned up (away from the user) at a position.
  case wheelUp(x: Int, y: Int)
  /// The wheel turned down at a position.
  case wheelDown(x: Int, y: Int)
  /// The button was pressed at a position.
  case press(x: Int, y: Int)
  /// The button was released at a position.
  case release(x: Int, y: Int)
  /// The pointer moved to a position with the button held down.
  case drag(x: Int, y: Int)
  /// The secondary (right) button was pressed at a position.
  case rightPress(x: Int, y: Int)
}
