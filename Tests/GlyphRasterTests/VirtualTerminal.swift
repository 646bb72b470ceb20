import GlyphRaster

/// A small xterm for tests: it interprets the bytes `TerminalEncoder` sends with
/// `TerminalCapabilities.ansi` — cursor moves, SGR colours and attributes, scroll regions and
/// scrolling, automatic margins with the delayed wrap, UTF-8 text — into a grid of cells, so a
/// test can check that the bytes show the canvas they encode.
struct VirtualTerminal {
  /// One cell: its character, colour numbers (-1 the terminal's own) and attributes.
  struct Cell: Equatable, CustomStringConvertible {
    var scalar: Unicode.Scalar = " "
    var foreground: Int32 = -1
    var background: Int32 = -1
    var style: GlyphStyle = []
    var description: String { "\(scalar)[\(foreground)/\(background)/\(style.rawValue)]" }
  }

  let width: Int
  let height: Int
  private(set) var cells: [Cell]
  private(set) var column = 0
  private(set) var row = 0
  /// Set after writing the last column with automatic margins on: the next character wraps.
  private var pendingWrap = false
  private var autoMargins = true
  private var top = 0
  private var bottom: Int
  private var pen = Cell()
  /// Bytes of an unfinished UTF-8 sequence or escape sequence.
  private var pending: [UInt8] = []
  /// Times the screen scrolled because a character wrapped past the bottom row.
  private(set) var scrolledByWrapping = 0

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    bottom = height - 1
    cells = Array(repeating: Cell(), count: width * height)
  }

  subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

  /// What a canvas looks like on this terminal, with the encoder's colour numbering.
  static func cells(of canvas: Canvas, colors: TerminalColors) -> [Cell] {
    canvas.glyphs.map { glyph in
      Cell(
        scalar: glyph.scalar,
        foreground: colors.mode.hasColor
          ? colors.number(for: glyph.foreground, isForeground: true) : -1,
        background: colors.mode.hasColor
          ? colors.number(for: glyph.background, isForeground: false) : -1,
        style: glyph.style)
    }
  }

  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x1B {
        var sequence: [UInt8] = []
        while index < bytes.count {
          let next = bytes[index]
          index += 1
          sequence.append(next)
          if sequence.count == 1 && next != UInt8(ascii: "[") { break }  // ESC M and the like
          if sequence.count > 1 && (0x40...0x7E).contains(next) { break }
        }
        escape(sequence)
      } else if byte == 0x0A {
        lineFeed()
      } else if byte == 0x0D {
        column = 0
        pendingWrap = false
      } else if byte < 0x80 {
        put(Unicode.Scalar(byte))
      } else {
        pending.append(byte)
        let length = pending[0] >= 0xF0 ? 4 : pending[0] >= 0xE0 ? 3 : 2
        if pending.count == length {
          var decoded = String(decoding: pending, as: UTF8.self).unicodeScalars.makeIterator()
          put(decoded.next() ?? "?")
          pending.removeAll()
        }
      }
    }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    if pendingWrap {
      column = 0
      if row == bottom { scrolledByWrapping += 1 }
      lineFeed()
    }
    cells[row * width + column] = Cell(
      scalar: scalar, foreground: pen.foreground, background: pen.background, style: pen.style)
    if column == width - 1 {
      if autoMargins { pendingWrap = true }
    } else {
      column += 1
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if row == bottom {
      scrollUp(1)
    } else if row < height - 1 {
      row += 1
    }
  }

  private mutating func scrollUp(_ lines: Int) {
    for _ in 0..<lines {
      for y in top..<bottom {
        for x in 0..<width { cells[y * width + x] = cells[(y + 1) * width + x] }
      }
      for x in 0..<width { cells[bottom * width + x] = Cell(background: pen.background) }
    }
  }

  private mutating func scrollDown(_ lines: Int) {
    for _ in 0..<lines {
      for y in stride(from: bottom, to: top, by: -1) {
        for x in 0..<width { cells[y * width + x] = cells[(y - 1) * width + x] }
      }
      for x in 0..<width { cells[top * width + x] = Cell(background: pen.background) }
    }
  }

  private mutating func escape(_ sequence: [UInt8]) {
    guard let first = sequence.first else { return }
    if first == UInt8(ascii: "M") {
      pendingWrap = false
      if row == top { scrollDown(1) } else if row > 0 { row -= 1 }
      return
    }
    guard first == UInt8(ascii: "["), let final = sequence.last else { return }
    let body = String(decoding: sequence.dropFirst().dropLast(), as: UTF8.self)
    if body.hasPrefix("?") {
      if body == "?7" && final == UInt8(ascii: "h") { autoMargins = true }
      if body == "?7" && final == UInt8(ascii: "l") { autoMargins = false }
      return
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ i: Int, default value: Int) -> Int {
      i < numbers.count ? numbers[i] ?? value : value
    }
    switch Character(Unicode.Scalar(final)) {
    case "H":
      row = min(height - 1, number(0, default: 1) - 1)
      column = min(width - 1, number(1, default: 1) - 1)
      pendingWrap = false
    case "C":
      column = min(width - 1, column + number(0, default: 1))
      pendingWrap = false
    case "r":
      top = number(0, default: 1) - 1
      bottom = min(height - 1, number(1, default: height) - 1)
      row = 0
      column = 0
      pendingWrap = false
    case "J" where number(0, default: 0) == 2:
      cells = Array(repeating: Cell(background: pen.background), count: width * height)
    case "S": scrollUp(number(0, default: 1))
    case "T": scrollDown(number(0, default: 1))
    case "m": sgr(body)
    default: break
    }
  }

  private mutating func sgr(_ body: String) {
    let parts = body.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    var i = 0
    if parts.isEmpty || parts == [""] {
      pen = Cell()
      return
    }
    while i < parts.count {
      let part = parts[i]
      i += 1
      if part.contains(":") {
        // 38:2::r:g:b or 48:2::r:g:b (xterm-direct's form)
        let fields = part.split(separator: ":", omittingEmptySubsequences: false).compactMap {
          Int($0)
        }
        guard fields.count == 5 else { continue }
        let value = Int32(fields[2] << 16 | fields[3] << 8 | fields[4])
        if fields[0] == 38 { pen.foreground = value } else { pen.background = value }
        continue
      }
      let code = Int(part) ?? 0
      switch code {
      case 0: pen = Cell()
      case 1: pen.style.insert(.bold)
      case 2: pen.style.insert(.dim)
      case 4: pen.style.insert(.underline)
      case 7: pen.style.insert(.reverse)
      case 30...37: pen.foreground = Int32(code - 30)
      case 39: pen.foreground = -1
      case 40...47: pen.background = Int32(code - 40)
      case 49: pen.background = -1
      case 90...97: pen.foreground = Int32(code - 90 + 8)
      case 100...107: pen.background = Int32(code - 100 + 8)
      case 38, 48:
        if i + 1 < parts.count, parts[i] == "5", let n = Int32(parts[i + 1]) {
          if code == 38 { pen.foreground = n } else { pen.background = n }
          i += 2
        } else if i + 3 < parts.count, parts[i] == "2", let r = Int32(parts[i + 1]),
          let g = Int32(parts[i + 2]), let b = Int32(parts[i + 3])
        {
          if code == 38 {
            pen.foreground = r << 16 | g << 8 | b
          } else {
            pen.background = r << 16 | g << 8 | b
          }
          i += 4
        }
      default: break
      }
    }
  }
}
