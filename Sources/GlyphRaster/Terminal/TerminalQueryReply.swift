import CollectionCore

/// What a terminal answered to the start-up queries: `CSI 16 t` (xterm's "report the character
/// cell's size in pixels", answered `CSI 6 ; height ; width t`) and `OSC 11 ; ?` (the
/// background colour, answered `OSC 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST), followed by
/// a primary device attributes request, `CSI c`, which practically every terminal answers. The
/// last answer arriving says the others are not coming, so a terminal that ignores a query
/// costs one round trip, not a timeout (notcurses asks the same way).
public struct TerminalQueryReply: Hashable, Sendable {
  /// The bytes to send: the cell-size query and/or the background query, then the device
  /// attributes request.
  public static func query(cellSize: Bool, background: Bool) -> [UInt8] {
    Array(
      ((cellSize ? "\u{1B}[16t" : "") + (background ? "\u{1B}]11;?\u{1B}\\" : "") + "\u{1B}[c")
        .utf8)
  }

  /// The cell's width in pixels, when the terminal reported it.
  public var cellWidth: Int?
  /// The cell's height in pixels, when the terminal reported it.
  public var cellHeight: Int?
  /// The terminal's background colour, when it reported it.
  public var background: Color?
  /// Whether the device attributes answer arrived: nothing more is coming.
  public var isComplete: Bool
  /// The bytes that belong to no answer (keys typed meanwhile, an incomplete sequence at the
  /// end), in the order they came: they go back to the input.
  public var otherBytes: [UInt8]

  /// Scans everything read since the query was sent.
  public init(scanning bytes: [UInt8]) {
    cellWidth = nil
    cellHeight = nil
    background = nil
    isComplete = false
    otherBytes = []
    var index = 0
    while index < bytes.count {
      guard !isComplete, bytes[index] == 0x1B, index + 1 < bytes.count,
        bytes[index + 1] == 0x5B || bytes[index + 1] == 0x5D
      else {
        otherBytes.append(bytes[index])
        index += 1
        continue
      }
      if bytes[index + 1] == 0x5D {
        index = scanOperatingSystemCommand(bytes, from: index)
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

  /// Reads `ESC ] … (BEL | ESC \)` from `start`: the background's answer is kept, any other
  /// whole one dropped (no key starts with `ESC ]`), an unfinished one left as input. Returns
  /// where scanning goes on.
  private mutating func scanOperatingSystemCommand(_ bytes: [UInt8], from start: Int) -> Int {
    var end = start + 2
    var terminatorLength = 0
    while end < bytes.count {
      if bytes[end] == 0x07 {
        terminatorLength = 1
        break
      }
      if bytes[end] == 0x1B {
        if end + 1 < bytes.count, bytes[end + 1] == 0x5C { terminatorLength = 2 }
        break
      }
      end += 1
    }
    guard terminatorLength > 0 else {
      otherBytes.append(contentsOf: bytes[start..<end])
      return end
    }
    let text = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    if text.hasPrefix("11;"), let color = Self.color(fromX11: text.dropFirst(3)) {
      background = color
    }
    return end + terminatorLength
  }

  /// A colour in X11's `rgb:R/G/B` form, each part 1 to 4 hex digits scaled to 0–255.
  static func color(fromX11 text: Substring) -> Color? {
    guard text.hasPrefix("rgb:") else { return nil }
    let parts = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    var channels: [Int] = []
    for part in parts {
      // Hex digits only: `Int(_:radix:)` also takes a sign.
      guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit),
        let value = Int(part, radix: 16)
      else { return nil }
      let maximum = (1 << (4 * part.count)) - 1
      channels.append((value * 255 + maximum / 2) / maximum)
    }
    return Color(red: UInt8(channels[0]), green: UInt8(channels[1]), blue: UInt8(channels[2]))
  }

  /// The cell's height over its width, when reported and plausible (see
  /// `TerminalPixelSize.plausibleCellAspects`).
  public var cellAspect: Double? {
    guard let cellWidth, let cellHeight else { return nil }
    let aspect = Double(cellHeight) / Double(cellWidth)
    return TerminalPixelSize.plausibleCellAspects.contains(aspect) ? aspect : nil
  }
}
