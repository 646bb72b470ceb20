/// Whether the interface is light or dark (UIUserInterfaceStyle): for a terminal, whether its
/// background is light or dark.
public enum UserInterfaceStyle: Hashable, Sendable {
  /// No style of its own: a view's override that follows its environment (the default of
  /// `overrideUserInterfaceStyle`).
  case unspecified
  /// Dark content on a light background.
  case light
  /// Light content on a dark background (the default: most terminals are dark).
  case dark
}

/// The traits of the environment views are shown in (UITraitCollection): here, the terminal's
/// interface style and the size of its pixels. Views read it to choose colours that stand out
/// from the background; layouts align frames to the pixels.
public struct TraitCollection: Hashable, Sendable {
  /// Light or dark.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The size of one of the screen's pixels in points, across and down (UIKit's
  /// `1 / displayScale`, which may differ by axis here): a glyph column is one point wide and a
  /// row, `cellAspect` points tall, is at least two pixels, so a terminal's is
  /// `(1, cellAspect / 2)`. Layouts that align frames (the compositional layout) align them to
  /// it. One point by default.
  public var pixelSize: Size

  /// Traits with an interface style (dark by default) and a pixel size (one point by default).
  public init(
    userInterfaceStyle: UserInterfaceStyle = .dark, pixelSize: Size = Size(width: 1, height: 1)
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.pixelSize = pixelSize
  }
}

extension TraitCollection {
  /// These traits with another interface style, unless that is `.unspecified`.
  public func overriding(_ style: UserInterfaceStyle) -> TraitCollection {
    guard style != .unspecified else { return self }
    var traits = self
    traits.userInterfaceStyle = style
    return traits
  }
}
