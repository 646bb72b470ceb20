/// What a terminal answered to the cell-size query: `CSI 16 t` (xterm's "report the character
/// cell's size in pixels", answered `CSI 6 ; height ; width t`) followed by a primary device
/// attributes request, `CSI c`, which practically every terminal answers. The second answer
/// arriving says the first is not coming, so a terminal that ignores `CSI 16 t` costs one
/// round trip, not a timeout (notcurses asks the same way).
public struct CellSizeReply: Hashable, Sendable {
  /// The bytes to send: the cell-size query, then the device attributes request.
  public static let query: [UInt8] = Array("\u{1B}[16t\u{1B}[c".utf8)

  /// The cell's width in pixels, when the terminal reported it.
  public var cellWidth: Int?
  /// The cell's height in pixels, when the terminal reported it.
  public var cellHeight: Int?
  /// Whether the device attributes answer arrived: nothing more is coming.
  public var isComplete: Bool
  /// The bytes that belong to neither answer (keys typed meanwhile, an incomplete sequence at
  /// the end), in the order they came: they go back to the input.
  public var otherBytes: [UInt8]

  /// Scans everything read since the query was sent.
  public init(scanning bytes: [UInt8]) {
    cellWidth = nil
    cellHeight = nil
    isComplete = false
    otherBytes = []
    var index = 0
    while index < bytes.count {
      guard !isComplete, bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B
      else {
        otherBytes.append(bytes[index])
        index += 1
        continue
      }
      // ESC [ parameters (0x30–0x3F) final (0x40–0x7E).
      var end = index + 2
      while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else {
        // Not a whole sequence (yet): it stays input.
        otherBytes.append(contentsOf: bytes[index..<min(end, bytes.count)])
        index = end
        continue
      }
      let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      switch bytes[end] {
      case UInt8(ascii: "t") where parameters.hasPrefix("6;"):
        let fields = parameters.split(separator: ";").compactMap { Int($0) }
        if fields.count == 3, fields[1] > 0, fields[2] > 0 {
          cellHeight = fields[1]
          cellWidth = fields[2]
        }
      case UInt8(ascii: "c") where parameters.hasPrefix("?"):
        isComplete = true
      default:
        otherBytes.append(contentsOf: bytes[index...end])
      }
      index = end + 1
    }
  }

  /// The cell's height over its width, when reported and plausible (see
  /// `TerminalPixelSize.plausibleCellAspects`).
  public var cellAspect: Double? {
    guard let cellWidth, let cellHeight else { return nil }
    let aspect = Double(cellHeight) / Double(cellWidth)
    return TerminalPixelSize.plausibleCellAspects.contains(aspect) ? aspect : nil
  }
}
