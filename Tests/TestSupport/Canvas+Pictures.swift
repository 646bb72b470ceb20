import GlyphRaster
import Testing

extension Canvas {
  /// Expects the canvas to read exactly as the given lines (a picture, the ratatui habit); on a
  /// mismatch the message shows both pictures with the differing rows marked.
  public func expectPicture(
    _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = lines
    guard actual != expected else { return }
    var report = ["picture differs (› marks rows that differ):"]
    for i in 0..<max(actual.count, expected.count) {
      let a = i < actual.count ? actual[i] : "<missing>"
      let e = i < expected.count ? expected[i] : "<missing>"
      report.append((a == e ? "  " : "› ") + "got  |\(a)|")
      if a != e { report.append("  want |\(e)|") }
    }
    Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: sourceLocation)
  }
}
