import TUICollectionView

extension DemoKeyBindings {
  /// The help overlay's rows for a glyph set, every binding in table order.
  public static func helpRows(for glyphSet: GlyphSet) -> [HelpOverlay.Row] {
    helpGroups(for: glyphSet).flatMap(\.rows)
  }

  /// The help overlay's groups for a glyph set: the key groups, then the mouse.
  public static func helpGroups(for glyphSet: GlyphSet) -> [HelpOverlay.Group] {
    let keyGroups = keyMap.helpGroups(for: glyphSet)
    let mouse = HelpOverlay.Group(
      title: "Mouse",
      rows: mouseGestures.map { HelpOverlay.Row(key: $0.gesture, summary: $0.summary) })
    return keyGroups + [mouse]
  }

  /// The key list for `tuicv --help`: one binding a line, label and summary in columns, then
  /// the mouse's gestures, within 79 columns (the help's width), a long summary wrapped under
  /// itself.
  public static var plainText: String {
    let listed =
      all.compactMap { binding in binding.label.map { ($0, binding.summary) } }
      + mouseGestures.map { ("mouse: \($0.gesture)", $0.summary) }
    return KeyMap<DemoAction>.plainText(of: listed, width: 79)
  }

  /// The README's key table in Markdown: the keys as the help shows them, the names `--keys`
  /// accepts for them and what they do.
  public static var markdownTable: String { keyMap.markdownTable }

  /// The README's mouse table in Markdown: each gesture and what it does.
  public static var mouseMarkdownTable: String {
    var lines = ["| mouse | what it does |", "|---|---|"]
    for (gesture, summary) in mouseGestures { lines.append("| \(gesture) | \(summary) |") }
    return lines.joined(separator: "\n") + "\n"
  }
}
