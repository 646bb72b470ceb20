import CNcurses
import GlyphRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension NcursesScreen {
  /// The strings of the terminfo entry the screen opened, for `TerminalEncoder`. Parameterised
  /// strings in the ANSI form every xterm-like entry has are formatted directly; any other
  /// form goes through `tiparm` (colour strings only once each: the encoder keeps them).
  static func terminalCapabilities(colors: TerminalColors, utf8: Bool) -> TerminalCapabilities {
    let cup = Terminfo(capability: "cup")
    let cuf = Terminfo(capability: "cuf")
    let csr = Terminfo(capability: "csr")
    let indn = Terminfo(capability: "indn")
    let rin = Terminfo(capability: "rin")
    let ind = Terminfo.string("ind")
    let ri = Terminfo.string("ri")
    let setaf = Terminfo(capability: "setaf")
    let setab = Terminfo(capability: "setab")
    let rmam = Terminfo.string("rmam") ?? []
    let smam = Terminfo.string("smam") ?? []
    // An xterm-like entry's strings are the ANSI ones, formatted without tiparm.
    let ansi = TerminalCapabilities.ansi(colorMode: colors.mode)
    var moveCursor = ansi.moveCursor  // The screen refuses terminals without cup.
    if let cup, !cup.isANSI("\u{1B}[%i%p1%d;%p2%dH") {
      moveCursor = { $0.append(contentsOf: cup.format($2, $1)) }
    }
    var moveRight = cuf == nil ? nil : ansi.moveRight
    if let cuf, !cuf.isANSI("\u{1B}[%p1%dC") {
      moveRight = { $0.append(contentsOf: cuf.format($1)) }
    }
    var setScrollRegion = csr == nil ? nil : ansi.setScrollRegion
    if let csr, !csr.isANSI("\u{1B}[%i%p1%d;%p2%dr") {
      setScrollRegion = { $0.append(contentsOf: csr.format($1, $2)) }
    }
    return TerminalCapabilities(
      moveCursor: moveCursor, moveRight: moveRight,
      foreground: { setaf?.format(Int($0)) ?? [] },
      background: { setab?.format(Int($0)) ?? [] },
      resetAttributes: Terminfo.string("sgr0") ?? [],
      defaultColors: Terminfo.string("op") ?? [],
      bold: Terminfo.string("bold") ?? [], dim: Terminfo.string("dim") ?? [],
      reverse: Terminfo.string("rev") ?? [], underline: Terminfo.string("smul") ?? [],
      setScrollRegion: setScrollRegion,
      scrollForward: lines(
        parameterised: indn, ansiForm: "\u{1B}[%p1%dS", ansi: ansi.scrollForward!, single: ind),
      scrollReverse: lines(
        parameterised: rin, ansiForm: "\u{1B}[%p1%dT", ansi: ansi.scrollReverse!, single: ri),
      autoMarginsOff: smam.isEmpty ? [] : rmam, autoMarginsOn: rmam.isEmpty ? [] : smam,
      holdsWrapAtLastColumn: tigetflag("xenl") > 0, colors: colors, encodesUTF8: utf8)
  }

  /// Scrolling by some lines: the parameterised string (the ANSI formatter when it has the
  /// ANSI form), else the single-line one repeated; nil without either.
  private static func lines(
    parameterised: Terminfo?, ansiForm: String,
    ansi: @escaping @Sendable (inout [UInt8], Int) -> Void, single: [UInt8]?
  ) -> (@Sendable (inout [UInt8], Int) -> Void)? {
    if let parameterised {
      if parameterised.isANSI(ansiForm) { return ansi }
      return { bytes, lines in
        if lines == 1, let single {
          bytes.append(contentsOf: single)
        } else {
          bytes.append(contentsOf: parameterised.format(lines))
        }
      }
    }
    guard let single else { return nil }
    return { bytes, lines in for _ in 0..<lines { bytes.append(contentsOf: single) } }
  }
}

/// A terminfo string capability, kept as its text so it can be formatted with `tiparm`.
struct Terminfo: Sendable {
  /// The capability's text with its terminating NUL.
  let text: [CChar]

  /// The capability of the current terminal, nil when it has none.
  init?(capability name: String) {
    guard let bytes = Self.string(name) else { return nil }
    text = bytes.map { CChar(bitPattern: $0) } + [0]
  }

  /// Whether the capability is exactly this text (an ANSI form the encoder formats itself).
  func isANSI(_ form: String) -> Bool {
    Array(text.dropLast()) == form.utf8.map { CChar(bitPattern: $0) }
  }

  /// The capability with one or two numbers filled in; empty when `tiparm` fails.
  func format(_ p1: Int, _ p2: Int? = nil) -> [UInt8] {
    text.withUnsafeBufferPointer { text in
      let result =
        p2.map { tuicv_tiparm2(text.baseAddress, Int32(clamping: p1), Int32(clamping: $0)) }
        ?? tuicv_tiparm1(text.baseAddress, Int32(clamping: p1))
      guard let result else { return [] }
      return TerminalCapabilities.strippingPadding(Self.bytes(of: result))
    }
  }

  /// A string capability's bytes without padding, nil when the terminal has none (terminfo
  /// answers NULL or (char *)-1).
  static func string(_ name: String) -> [UInt8]? {
    guard let pointer = tigetstr(name), Int(bitPattern: pointer) != -1 else { return nil }
    return TerminalCapabilities.strippingPadding(bytes(of: pointer))
  }

  /// The bytes of a NUL-terminated C string.
  static func bytes(of string: UnsafePointer<CChar>) -> [UInt8] {
    let length = strlen(string)
    return string.withMemoryRebound(to: UInt8.self, capacity: length) {
      Array(UnsafeBufferPointer(start: $0, count: length))
    }
  }
}
