/// What an app asks of the terminal in answer to an event: the run loop carries it out (the
/// bubbletea habit: an update returns its effects rather than leaving them to be pulled).
public enum TerminalEffect: Hashable, Sendable {
  /// Put text on the system clipboard (OSC 52 in a terminal).
  case copyToClipboard(String)
  /// End the program.
  case quit
}
