import GlyphRaster

/// One line of a program's key help (bubbles' `key.Binding`): a label, what the keys do, the keys
/// themselves, and whether they work now. One value drives the dispatch, the `?` help and the
/// generated documentation alike.
public struct KeyBinding<Action: Sendable>: Sendable {
  /// How the keys are shown, e.g. `PgUp  PgDn`; `nil` keeps the keys out of the help.
  public var label: String?
  /// The label in 7-bit ASCII when folding it would read badly (`↑↓←→` would spell words).
  public var asciiLabel: String?
  /// What the keys do.
  public var summary: String
  /// The keys, each with its name, input and action.
  public var keys: [BoundKey<Action>]
  /// Whether the keys work now: a disabled binding neither acts nor shows in the help.
  public var isEnabled: Bool

  /// Creates a binding listed in the help.
  public init(
    _ label: String, ascii asciiLabel: String? = nil, _ summary: String,
    keys: [BoundKey<Action>], isEnabled: Bool = true
  ) {
    self.label = label
    self.asciiLabel = asciiLabel
    self.summary = summary
    self.keys = keys
    self.isEnabled = isEnabled
  }

  /// Creates a binding for keys that have names but stay out of the help.
  public init(unlisted summary: String, keys: [BoundKey<Action>]) {
    self.label = nil
    self.asciiLabel = nil
    self.summary = summary
    self.keys = keys
    self.isEnabled = true
  }

  /// The label for a glyph set: the ASCII label in ASCII when there is one.
  public func label(for glyphSet: GlyphSet) -> String? {
    glyphSet == .ascii ? (asciiLabel ?? label) : label
  }

  /// The same binding doing another type's actions.
  public func map<Other: Sendable>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
    var mapped = KeyBinding<Other>(
      unlisted: summary, keys: keys.map { $0.map(transform) })
    mapped.label = label
    mapped.asciiLabel = asciiLabel
    mapped.isEnabled = isEnabled
    return mapped
  }
}
