/// The program's pasteboard (UIPasteboard): what Copy put there. Setting `string` also puts the
/// text on the system clipboard (OSC 52, which works over ssh and in tmux with
/// `set-clipboard on`): the application returns that effect after the event.
public final class Pasteboard {
  /// The text copied last.
  public var string: String? {
    didSet { changeCount &+= 1 }
  }
  /// How many times the contents changed (UIPasteboard.changeCount).
  public private(set) var changeCount = 0

  /// An empty pasteboard.
  public init() {}
}
