/// Whether the interface is light or dark (UIUserInterfaceStyle): for a terminal, whether its
/// background is light or dark.
public enum UserInterfaceStyle: Hashable, Sendable {
  /// Dark content on a light background.
  case light
  /// Light content on a dark background (the default: most terminals are dark).
  case dark
}

/// The traits of the environment views are shown in (UITraitCollection): here, the terminal's
/// interface style. Views read it to choose colours that stand out from the background.
public struct TraitCollection: Hashable, Sendable {
  /// Light or dark.
  public var userInterfaceStyle: UserInterfaceStyle

  /// Traits with an interface style (dark by default).
  public init(userInterfaceStyle: UserInterfaceStyle = .dark) {
    self.userInterfaceStyle = userInterfaceStyle
  }
}
