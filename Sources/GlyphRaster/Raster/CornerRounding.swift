import CollectionCore

/// The rounded corners of an upright rectangle (`Appearance.cornerRadius`): for a row of
/// pixels, how far in from each side the shape begins. A row clear of the corners is not
/// narrowed; a turned shape keeps square corners.
struct CornerRounding {
  /// The rectangle, in the display list's points.
  let rect: Rect
  /// The corners' radius in points, at most half the shorter side.
  let radius: Double

  /// The rounding of an item, or `nil` when it has none or is turned or skewed.
  init?(_ item: DrawItem) {
    let t = item.transform
    guard item.appearance.cornerRadius > 0, abs(t.m12) < 1e-9, abs(t.m21) < 1e-9,
      abs(t.m14) < 1e-9, abs(t.m24) < 1e-9, t.m11 > 0, t.m22 > 0
    else { return nil }
    let size = Size(width: item.size.width * t.m11, height: item.size.height * t.m22)
    rect = Rect(
      x: item.center.x + t.m41 - size.width / 2, y: item.center.y + t.m42 - size.height / 2,
      width: size.width, height: size.height)
    radius = min(
      item.appearance.cornerRadius * min(t.m11, t.m22), size.width / 2, size.height / 2)
    guard radius > 0 else { return nil }
  }

  /// The span of x a row at `y` keeps (pixel centres outside it are not painted); `nil` when
  /// the row is clear of the corners.
  func span(y: Double) -> (lower: Double, upper: Double)? {
    let fromEdge = min(y - rect.minY, rect.maxY - y)
    guard fromEdge < radius else { return nil }
    let dy = radius - max(0, fromEdge)
    let inset = radius - (radius * radius - dy * dy).squareRoot()
    return (rect.minX + inset, rect.maxX - inset)
  }
}
