import TUICollectionView

extension DemoKeyBindings {
  /// The help overlay's rows for a glyph set.
  public static func helpRows(for glyphSet: GlyphSet) -> [HelpOverlay.Row] {
    all.compactMap { binding in
      binding.label(for: glyphSet).map { HelpOverlay.Row(key: $0, summary: binding.summary) }
    }
  }

  /// The key list for `tuicv --help`: one binding a line, label and summary in columns.
  public static var plainText: String {
    let listed = all.compactMap { binding in binding.label.map { ($0, binding.summary) } }
    let width = (listed.map(\.0.count).max() ?? 0) + 2
    return listed.map { label, summary in
      "  " + label + String(repeating: " ", count: width - label.count) + summary
    }.joined(separator: "\n")
  }

  /// The README's key table in Markdown: the keys as the help shows them, the names `--keys`
  /// accepts for them and what they do.
  public static var markdownTable: String {
    func code(_ items: [String]) -> String { items.map { "`\($0)`" }.joined(separator: " ") }
    var lines = ["| key | `--keys` names | what it does |", "|---|---|---|"]
    for binding in all {
      guard let label = binding.label else { continue }
      let shown = label.split(separator: "  ").map(String.init)
      lines.append(
        "| \(code(shown)) | \(code(binding.keys.map(\.name))) | \(binding.summary) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
