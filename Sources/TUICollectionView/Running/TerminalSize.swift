/// A terminal size in glyphs, within the limits a program draws at: `--snapshot COLSxROWS`,
/// `resize:COLSxROWS` in `--keys` and a live terminal all go through it.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var columns: Int
  /// Rows.
  public var rows: Int

  /// The most columns drawn; a wider terminal shows the demo in its left part.
  public static let maximumColumns = 1000
  /// The most rows drawn; a taller terminal shows the demo in its top part.
  public static let maximumRows = 1000

  /// A size with each extent clamped to 0 … the maximum (a live terminal can be any size).
  public init(clampingColumns columns: Int, rows: Int) {
    self.columns = min(max(0, columns), Self.maximumColumns)
    self.rows = min(max(0, rows), Self.maximumRows)
  }

  /// Parses `COLSxROWS`; refuses sizes outside 1…maximum with a message that says the limits.
  public init(parsing text: some StringProtocol) throws(TerminalSizeError) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]),
      (1...Self.maximumColumns).contains(c), (1...Self.maximumRows).contains(r)
    else { throw TerminalSizeError(text: String(text)) }
    columns = c
    rows = r
  }

  /// `COLSxROWS`.
  public var description: String { "\(columns)x\(rows)" }
}

/// A size that is not `COLSxROWS` within the limits.
public struct TerminalSizeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was given.
  public var text: String

  /// The message, naming the limits.
  public var description: String {
    "'\(text)' is not a size: use COLSxROWS with 1 to \(TerminalSize.maximumColumns) columns and 1 to \(TerminalSize.maximumRows) rows, e.g. 80x24"
  }
}
