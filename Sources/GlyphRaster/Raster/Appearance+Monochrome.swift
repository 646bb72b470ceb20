import CollectionCore

extension Appearance {
  /// The luminance below which a fill is dark (a background, a bar) rather than a shape.
  static let darkFillLuminance = 0.3

  /// The appearance without colour: every painted pixel looks the same, so a dark fill (a
  /// section background, a header's bar) would swallow whatever lies on it. Such a fill is
  /// drawn as its outline instead; brighter fills (cells) stay solid — but a focused one,
  /// whose ring would vanish into its fill, is drawn hollow: the ring alone. With colour,
  /// unchanged.
  func monochrome(_ hasColor: Bool) -> Appearance {
    guard !hasColor, let fill else { return self }
    let focused = state.contains(.focused)
    guard focused || fill.relativeLuminance < Self.darkFillLuminance else { return self }
    var a = self
    a.outline = a.outline ?? fill
    a.fill = nil
    return a
  }
}

extension Color {
  /// Relative luminance from 0 (black) to 1 (white), with the Rec. 709 weights.
  var relativeLuminance: Double {
    (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
  }
}
