/// The developer tools any program on ``CollectionViewApplication`` has when they are switched on
/// (`TUICV_DEBUG=1`, a flag, or ``CollectionViewApplication/developerToolsEnabled``): pause and
/// frame step, slow animations, the inspector and the overlay. Reduce Motion is a user setting
/// and works either way.
public struct DeveloperTools: Hashable, Sendable {
  /// Whether the tools' keys work and show in the help.
  public var isEnabled: Bool
  /// Whether the inspector panel shows.
  public var showsInspector = false
  /// How far the inspector is scrolled, in lines.
  public var inspectorScrollOffset = 0
  /// Whether the overlay of frames, index paths and scroll indicators shows.
  public var showsOverlay = false
  /// Whether animations run ten times slower.
  public var slowAnimations = false
  /// Whether motion is reduced (iOS's Reduce Motion): scrolls asked for by keys jump instead of
  /// animating, and layout switches cross-fade instead of morphing.
  public var reducesMotion = false

  /// Tools on or off.
  public init(isEnabled: Bool) { self.isEnabled = isEnabled }

  /// Whether a value of `TUICV_DEBUG` asks for the tools (`1`, `yes`, `true`, `on`).
  public static func requested(by value: String?) -> Bool {
    guard let value = value?.lowercased() else { return false }
    return ["1", "yes", "true", "on"].contains(value)
  }
}
