import GlyphRaster

/// Key bindings under a title, as the help groups them.
public struct KeyBindingGroup<Action: Sendable>: Sendable {
  /// The group's title, e.g. "Focus and selection".
  public var title: String
  /// Its bindings, in order.
  public var bindings: [KeyBinding<Action>]

  /// Creates a group.
  public init(_ title: String, _ bindings: [KeyBinding<Action>]) {
    self.title = title
    self.bindings = bindings
  }

  /// The same group doing another type's actions.
  public func map<Other: Sendable>(_ transform: (Action) -> Other) -> KeyBindingGroup<Other> {
    KeyBindingGroup<Other>(title, bindings.map { $0.map(transform) })
  }

  /// The help overlay's group for a glyph set: each enabled, listed binding a row.
  public func helpGroup(for glyphSet: GlyphSet) -> HelpOverlay.Group {
    HelpOverlay.Group(
      title: title,
      rows: bindings.compactMap { binding in
        guard binding.isEnabled else { return nil }
        return binding.label(for: glyphSet).map {
          HelpOverlay.Row(key: $0, summary: binding.summary)
        }
      })
  }
}
