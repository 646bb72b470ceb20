/// The key help: whether it shows and how far it is scrolled.
public struct HelpState: Hashable, Sendable {
  /// Whether the help covers the screen.
  public var isShown = false
  /// How far it is scrolled, in lines.
  public var scrollOffset = 0

  /// Shows it from the top, or hides it.
  public mutating func toggle() {
    isShown.toggle()
    scrollOffset = 0
  }

  /// Scrolls by some lines, within `limit`.
  public mutating func scroll(by lines: Int, limit: Int) {
    scrollOffset = min(max(0, scrollOffset.addingReportingOverflow(lines).partialValue), limit)
  }
}
