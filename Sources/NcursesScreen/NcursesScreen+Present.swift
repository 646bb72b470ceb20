import CNcurses
import CollectionCore
import GlyphRaster

extension NcursesScreen {
  /// Writes the glyphs that changed since the last frame.
  public func present(_ canvas: Canvas) { present(canvas, scrolled: nil) }

  /// Writes the glyphs that changed since the last frame, in one write to the terminal. A
  /// scrolled band is first scrolled on the terminal (a scroll region), so only the rows it
  /// exposed are written. A frame identical to the last is not sent at all.
  ///
  /// ncurses opens the terminal, reads input and clears the screen for a full redraw; frames
  /// go out through `TerminalEncoder` with the entry's own strings, from a diff of canvases,
  /// rather than through ncurses' window copy and `doupdate` (which compared every cell again
  /// and formatted each colour change anew: most of a scroll's CPU time).
  public func present(_ canvas: Canvas, scrolled: CanvasScroll?) {
    guard !ended else { return }
    if needsFullRedraw { presenter.invalidate() }
    presenter.terminalSize = (Int(tuicv_cols()), Int(tuicv_lines()))
    let bytes = presenter.update(to: canvas, scrolled: scrolled) { reset in
      // ncurses clears the screen (and sends what it still holds, such as keypad mode).
      Self.writeToTerminal(reset)
      clearScreen()
      wnoutrefresh(window)
      doupdate()
    }
    needsFullRedraw = false
    if let bytes {
      Self.writeToTerminal(bytes)
      presenter.noteWritten()
    }
  }

  /// Blanks ncurses' window and has the next refresh clear the terminal.
  func clearScreen() {
    werase(window)
    clearok(window, true)
  }
}
