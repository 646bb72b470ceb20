/// Text fitted to a width in columns (one column a scalar, as the renderer draws it): wrapped
/// into lines, limited to a number of lines, and truncated with "…" where it is cut, as a
/// UILabel with `numberOfLines` and a `lineBreakMode` shows it.
public enum TextFitting {
  /// The mark that stands for cut text.
  public static let ellipsis: Character = "…"

  /// The lines `text` shows in `width` columns: wrapped at spaces (a word longer than the
  /// width broken where it must), at most `numberOfLines` of them (0: as many as it needs), the
  /// last one ending in "…" when text was left over. With one line, a truncating mode cuts the
  /// head, the middle or the tail of the whole text; a wrapping mode (or `.byClipping`) keeps
  /// what fits. Newlines always break.
  public static func lines(
    _ text: String, width: Int, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byTruncatingTail
  ) -> [String] {
    guard width > 0, !text.isEmpty else { return text.isEmpty ? [] : [""] }
    if numberOfLines == 1 {
      let flat = text.split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: " ")
      return [truncated(flat, width: width, mode: lineBreakMode)]
    }
    var all: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      all += wrapped(
        String(paragraph), width: width, breakingWords: lineBreakMode != .byCharWrapping,
        breaksLongWords: true)
    }
    guard numberOfLines > 0, all.count > numberOfLines else { return all }
    var kept = Array(all.prefix(numberOfLines))
    let rest = all[(numberOfLines - 1)...].joined(separator: " ")
    kept[numberOfLines - 1] =
      lineBreakMode == .byClipping || lineBreakMode == .byWordWrapping
        || lineBreakMode == .byCharWrapping
      ? kept[numberOfLines - 1] : truncated(rest, width: width, mode: .byTruncatingTail)
    return kept
  }

  /// Text broken into lines of at most `width` columns: between words when `breakingWords`
  /// (else at the width, mid-word); a word longer than the width is broken at the width when
  /// `breaksLongWords`, else keeps a line of its own.
  public static func wrapped(
    _ text: String, width: Int, breakingWords: Bool = true, breaksLongWords: Bool = true
  ) -> [String] {
    let width = max(1, width)
    guard breakingWords else {
      let scalars = Array(text.unicodeScalars)
      guard !scalars.isEmpty else { return [""] }
      return stride(from: 0, to: scalars.count, by: width).map {
        String(String.UnicodeScalarView(scalars[$0..<min($0 + width, scalars.count)]))
      }
    }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ") {
      var word = Substring(word)
      var wordWidth = word.unicodeScalars.count
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      while breaksLongWords, wordWidth > width {
        let cut = word.unicodeScalars.index(word.unicodeScalars.startIndex, offsetBy: width)
        lines.append(String(word.unicodeScalars[..<cut]))
        word = Substring(word.unicodeScalars[cut...])
        wordWidth -= width
      }
      line = String(word)
      lineWidth = wordWidth
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// One line of `text` cut to `width` columns as `mode` says.
  public static func truncated(_ text: String, width: Int, mode: LineBreakMode) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > width else { return text }
    guard width > 1 else { return width == 1 ? String(ellipsis) : "" }
    func string(_ s: ArraySlice<Unicode.Scalar>) -> String {
      String(String.UnicodeScalarView(s))
    }
    switch mode {
    case .byClipping, .byWordWrapping, .byCharWrapping:
      return string(scalars[..<width])
    case .byTruncatingTail:
      var head = string(scalars[..<(width - 1)])
      while head.last == " " { head.removeLast() }
      return head + String(ellipsis)
    case .byTruncatingHead:
      var tail = Substring(string(scalars[(scalars.count - width + 1)...]))
      while tail.first == " " { tail.removeFirst() }
      return String(ellipsis) + tail
    case .byTruncatingMiddle:
      let front = (width - 1 + 1) / 2
      let back = width - 1 - front
      return string(scalars[..<front]) + String(ellipsis)
        + string(scalars[(scalars.count - back)...])
    }
  }
}
