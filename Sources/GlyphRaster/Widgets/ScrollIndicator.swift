import CollectionCore

/// A scroll view's position bar (UIScrollView's indicator): a thin thumb along the right edge
/// (vertical) or the bottom edge (horizontal) of an area, as long as the visible part is of the
/// content and as far along as the visible part is. It is drawn over what is there, keeping
/// each glyph's background, so the content shows around it.
public struct ScrollIndicator: Widget, Sendable {
  /// Which way the content scrolls.
  public enum Axis: Hashable, Sendable {
    /// Up and down: a bar along the right edge.
    case vertical
    /// Sideways: a bar along the bottom edge.
    case horizontal
  }

  /// Which way the content scrolls.
  public var axis: Axis
  /// The content's length along the axis, in points.
  public var contentLength: Double
  /// Where the visible part starts along the axis, in points (past the ends while bouncing).
  public var visibleStart: Double
  /// The visible part's length along the axis, in points.
  public var visibleLength: Double
  /// The thumb's colour.
  public var color: Color?
  /// Colours, styles and symbols.
  public var theme: Theme

  /// Creates an indicator.
  public init(
    axis: Axis, contentLength: Double, visibleStart: Double, visibleLength: Double,
    color: Color?, theme: Theme
  ) {
    self.axis = axis
    self.contentLength = contentLength
    self.visibleStart = visibleStart
    self.visibleLength = visibleLength
    self.color = color
    self.theme = theme
  }

  /// Whether there is anything to indicate: the content is longer than what shows.
  public var isNeeded: Bool {
    contentLength.isFinite && visibleLength > 0 && contentLength > visibleLength + 0.5
  }

  /// The thumb's first glyph and length along a track of `track` glyphs: at least one glyph,
  /// squeezed at the ends as UIKit's shrinks while bouncing.
  public func thumb(inTrack track: Int) -> (start: Int, length: Int) {
    guard track > 0, isNeeded else { return (0, 0) }
    let scale = Double(track) / contentLength
    var start = visibleStart * scale
    var end = (visibleStart + visibleLength) * scale
    start = min(max(0, start), Double(track))
    end = min(max(0, end), Double(track))
    var first = Int(start.rounded(.down))
    var length = max(1, Int(end.rounded()) - first)
    if first + length > track { first = max(0, track - length) }
    length = min(length, track - first)
    return (first, length)
  }

  /// Draws the thumb along the right or bottom edge of `area`.
  public func render(in area: GlyphRect, into canvas: inout Canvas) {
    guard !area.isEmpty, isNeeded else { return }
    let ascii = theme.glyphSet == .ascii
    switch axis {
    case .vertical:
      let (first, length) = thumb(inTrack: area.height)
      let x = area.maxX - 1
      for y in (area.y + first)..<(area.y + first + length) {
        put(ascii ? "|" : "\u{2595}", x: x, y: y, into: &canvas)
      }
    case .horizontal:
      let (first, length) = thumb(inTrack: area.width)
      let y = area.maxY - 1
      for x in (area.x + first)..<(area.x + first + length) {
        put(ascii ? "=" : "\u{2581}", x: x, y: y, into: &canvas)
      }
    }
  }

  private func put(_ character: Character, x: Int, y: Int, into canvas: inout Canvas) {
    guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else { return }
    let under = canvas[x, y]
    canvas[x, y] = Glyph(
      character, foreground: color, background: under.background,
      style: color == nil ? .bold : [])
  }
}
