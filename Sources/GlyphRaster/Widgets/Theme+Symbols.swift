extension Theme {
  /// The characters widgets draw with besides text: borders, separators, markers.
  public struct Symbols: Hashable, Sendable {
    /// A border's top-left corner.
    public var topLeft: Character
    /// A border's top-right corner.
    public var topRight: Character
    /// A border's bottom-left corner.
    public var bottomLeft: Character
    /// A border's bottom-right corner.
    public var bottomRight: Character
    /// A border's horizontal line.
    public var horizontal: Character
    /// A border's vertical line.
    public var vertical: Character
    /// Between status segments.
    public var separator: String
    /// Marks text that was cut.
    public var ellipsis: String
    /// Marks more content beyond the left edge.
    public var moreLeft: Character
    /// Marks more content beyond the right edge.
    public var moreRight: Character
    /// Marks more content above.
    public var arrowUp: String
    /// Marks more content below.
    public var arrowDown: String

    /// Rounded box drawing, a thin bar and angle quotes.
    public static let unicode = Symbols(
      topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
      vertical: "│", separator: " │ ", ellipsis: "…", moreLeft: "‹", moreRight: "›",
      arrowUp: "↑", arrowDown: "↓")
    /// Seven-bit look-alikes: `+ - |`, `~` and `< >`.
    public static let ascii = Symbols(
      topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
      vertical: "|", separator: " | ", ellipsis: "~", moreLeft: "<", moreRight: ">",
      arrowUp: "^", arrowDown: "v")
  }
}
