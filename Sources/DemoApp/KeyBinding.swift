import TUICollectionView

/// One line of the demo's key help (and of the README's key table): a label, what the keys do
/// and the keys themselves.
public struct KeyBinding: Sendable {
  /// How the keys are shown, e.g. `PgUp  PgDn`; `nil` keeps the keys out of the help.
  public var label: String?
  /// The label in 7-bit ASCII when folding it would read badly (`↑↓←→` would spell words).
  public var asciiLabel: String?
  /// What the keys do.
  public var summary: String
  /// The keys, each with its name, input and action.
  public var keys: [BoundKey]

  /// Creates a binding listed in the help.
  public init(_ label: String, ascii asciiLabel: String? = nil, _ summary: String, keys: [BoundKey])
  {
    self.label = label
    self.asciiLabel = asciiLabel
    self.summary = summary
    self.keys = keys
  }

  /// Creates a binding for keys that have names but stay out of the help.
  public init(unlisted summary: String, keys: [BoundKey]) {
    self.label = nil
    self.asciiLabel = nil
    self.summary = summary
    self.keys = keys
  }

  /// The label for a glyph set: the ASCII label in ASCII when there is one.
  public func label(for glyphSet: GlyphSet) -> String? {
    glyphSet == .ascii ? (asciiLabel ?? label) : label
  }
}
