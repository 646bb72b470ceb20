/// Something that draws itself into an area of a canvas and never touches a terminal (the
/// ratatui habit): title bars, status bars, panels. Tests compare the canvas with a picture.
public protocol Widget {
  /// Draws into `area` of `canvas`, writing nothing outside it.
  func render(in area: GlyphRect, into canvas: inout Canvas)
}
