/// A row of page dots (UIPageControl): one dot a page, the current one filled, centred in its
/// area. When the dots do not fit, it reads `3 / 40` instead.
public struct PageControl: Widget, Sendable {
  /// How many pages there are.
  public var numberOfPages: Int
  /// The page shown, from 0.
  public var currentPage: Int
  /// Colours and symbols.
  public var theme: Theme

  /// Creates a page control.
  public init(numberOfPages: Int, currentPage: Int, theme: Theme) {
    self.numberOfPages = max(0, numberOfPages)
    self.currentPage = currentPage
    self.theme = theme
  }

  /// The dots (or the count) as text.
  public var text: String {
    guard numberOfPages > 0 else { return "" }
    let ascii = theme.glyphSet == .ascii
    let dots = (0..<numberOfPages).map {
      $0 == currentPage ? (ascii ? "*" : "●") : (ascii ? "." : "○")
    }
    return dots.joined(separator: " ")
  }

  /// Draws the dots centred on the area's middle row: the current one in the accent colour.
  /// The dots are only spelt out when they fit (a dot and a space a page): a million pages cost
  /// what the count does.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    guard area.width > 0, area.height > 0, numberOfPages > 0 else { return }
    let y = area.y + area.height / 2
    let fits = numberOfPages <= (area.width + 1) / 2
    // Too many dots: the page as the status bar numbers items, from 0.
    var line = fits ? text : "\(currentPage) of \(numberOfPages)"
    if line.count > area.width { line = "\(currentPage) of \(numberOfPages)" }
    guard line.count <= area.width else { return }
    let x = area.x + (area.width - line.count) / 2
    for (i, character) in line.enumerated() {
      let current = character == "●" || character == "*" || (line.contains("/") && character != " ")
      canvas[x + i, y] = Glyph(
        character, foreground: current ? theme.accent : theme.dimText,
        style: current ? .bold : [])
    }
  }
}
