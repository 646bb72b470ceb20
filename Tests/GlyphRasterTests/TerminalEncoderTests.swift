import CollectionCore
import PropertyBased
import Synchronization
import Testing

@testable import GlyphRaster

/// The encoder's bytes, played on a virtual xterm, show exactly the canvases they encode.
@Suite("Terminal encoder")
struct TerminalEncoderTests {
  static let palette: [Color?] = [
    nil, .orange, .black, Color(red: 30, green: 144, blue: 255),
    Color(red: 250, green: 250, blue: 250),
  ]
  static let scalars: [Unicode.Scalar] = ["a", "Z", " ", "▄", "▚", "─", "é", "\u{1FB00}"]

  /// Shows frames through a `TerminalPresenter`, as `NcursesScreen.present` does (the first
  /// on a cleared screen, then diffs, with a scroll of the terminal when the frame comes with
  /// one), on a virtual terminal; returns it, what it showed after each frame and the bytes.
  static func play(
    _ frames: [(canvas: Canvas, scroll: CanvasScroll?)], capabilities: TerminalCapabilities
  ) -> (VirtualTerminal, [[VirtualTerminal.Cell]], total: Int) {
    var presenter = TerminalPresenter(capabilities: capabilities)
    let first = frames[0].canvas
    var terminal = VirtualTerminal(width: first.width, height: first.height)
    var shown: [[VirtualTerminal.Cell]] = []
    var total = 0
    for (canvas, scroll) in frames {
      let bytes =
        presenter.update(to: canvas, scrolled: scroll) { reset in
          terminal.feed(reset + Array("\u{1B}[H\u{1B}[2J".utf8))
        } ?? []
      total += bytes.count
      terminal.feed(bytes)
      shown.append(terminal.cells)
    }
    return (terminal, shown, total)
  }

  /// An xterm, one that takes Latin-1 rather than UTF-8, and one that wraps at once and cannot
  /// stop wrapping: the terminals the encoder's property tests run against.
  static func terminals(_ mode: ColorMode) -> [TerminalCapabilities] {
    var latin1 = TerminalCapabilities.ansi(colorMode: mode)
    latin1.encodesUTF8 = false
    var wrapping = TerminalCapabilities.ansi(colorMode: mode)
    wrapping.autoMarginsOff = []
    wrapping.holdsWrapAtLastColumn = false
    return [.ansi(colorMode: mode), latin1, wrapping]
  }

  @Test(arguments: [ColorMode.trueColor, .palette256, .palette16, .none])
  func randomFramesAndScrollsShowExactlyTheCanvas(mode: ColorMode) async {
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...12)) { seeds in
      let width = 7
      let height = 5
      var canvas = Canvas(width: width, height: height)
      var frames: [(Canvas, CanvasScroll?)] = []
      for seed in seeds {
        var scroll: CanvasScroll?
        if seed % 3 == 0 {
          let top = seed / 3 % 2
          let distance = [1, -1, 2, -2, 3][seed / 7 % 5]
          scroll = CanvasScroll(rows: top..<height, distance: distance)
          canvas.scroll(scroll!)
        }
        for k in 0..<(seed % 9 + 1) {
          let x = (seed / 11 + k * 5) % width
          let y = (seed / 13 + k * 3) % height
          let r = seed / 17 + k
          canvas[x, y] = Glyph(
            scalar: Self.scalars[r % Self.scalars.count],
            foreground: Self.palette[r / 8 % Self.palette.count],
            background: Self.palette[r / 40 % Self.palette.count],
            style: r % 23 == 0 ? .bold : r % 29 == 0 ? .reverse : [])
        }
        frames.append((canvas, scroll))
      }
      let capabilities = TerminalCapabilities.ansi(colorMode: mode)
      let (terminal, shown, _) = Self.play(frames, capabilities: capabilities)
      for (index, frame) in frames.enumerated() {
        #expect(shown[index] == VirtualTerminal.cells(of: frame.0, colors: capabilities.colors))
      }
      #expect(terminal.scrolledByWrapping == 0)
    }
  }

  /// Jumps over content that repeats (rows from a few kinds, as a grid of alike cells gives):
  /// whatever distance the presenter scrolls by instead of the app's, the terminal shows
  /// exactly each canvas.
  @Test(arguments: [ColorMode.palette256, .palette16])
  func jumpsOverRepeatingRowsShowExactlyTheCanvas(mode: ColorMode) async {
    await propertyCheck(
      input: Gen.int(in: 2...6), Gen.int(in: 0...Int(Int32.max)).array(of: 2...10)
    ) { period, seeds in
      let width = 9
      let height = 12
      let band = 1..<(height - 1)
      // Row kind k: a pattern of glyphs and colours; a few glyphs tell items apart.
      func row(_ index: Int, item: Int) -> [Glyph] {
        let kind = index % period
        return (0..<width).map { x in
          let r = kind * 7 + (x / 3)
          let label = kind == period / 2 && x == 4
          return Glyph(
            scalar: Unicode.Scalar(label ? UInt8(48 + item % 10) : Array("aZ #-".utf8)[r % 5]),
            foreground: Self.palette[(r + x) % Self.palette.count],
            background: Self.palette[(kind + x / 4) % Self.palette.count])
        }
      }
      var offset = 0
      var frames: [(Canvas, CanvasScroll?)] = []
      for seed in seeds {
        let distance = [band.count - 1, band.count, -(band.count - 1), 2 * band.count, 7, -6][
          seed % 6]
        offset += distance
        var canvas = Canvas(width: width, height: height)
        canvas.put("top", x: 0, y: 0)
        canvas.put("\(seed % 1000)", x: 0, y: height - 1)
        for y in band {
          let content = offset + y
          let glyphs = row(((content % period) + period) % period, item: content / period)
          for (x, glyph) in glyphs.enumerated() { canvas[x, y] = glyph }
        }
        frames.append((canvas, CanvasScroll(rows: band, distance: distance)))
      }
      for capabilities in Self.terminals(mode) {
        let (terminal, shown, _) = Self.play(frames, capabilities: capabilities)
        for (index, frame) in frames.enumerated() {
          #expect(
            shown[index] == VirtualTerminal.cells(of: frame.0, colors: capabilities.colors),
            "frame \(index)")
        }
        #expect(terminal.scrolledByWrapping == 0)
      }
    }
  }

  @Test func theBottomRightCellIsWrittenWithoutScrollingTheScreen() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.put("abcd", x: 0, y: 0)
    canvas.put("efgh", x: 0, y: 1, foreground: .orange)
    let capabilities = TerminalCapabilities.ansi(colorMode: .palette256)
    let (terminal, _, _) = Self.play([(canvas, nil)], capabilities: capabilities)
    #expect(terminal.cells == VirtualTerminal.cells(of: canvas, colors: capabilities.colors))
    #expect(terminal.scrolledByWrapping == 0)

    // A terminal that wraps at once and cannot stop wrapping keeps its corner as it was.
    var plain = capabilities
    plain.autoMarginsOff = []
    plain.autoMarginsOn = []
    plain.holdsWrapAtLastColumn = false
    var encoder = TerminalEncoder(capabilities: plain)
    encoder.write(canvas.diff(from: Canvas(width: 4, height: 2)), width: 4, height: 2)
    let bytes = String(decoding: encoder.take(), as: UTF8.self)
    #expect(bytes.contains("efg") && !bytes.contains("efgh"))
  }

  @Test func aRunOfGlyphsInOneColourIsSentAsBareCharacters() {
    var canvas = Canvas(width: 20, height: 1)
    canvas.put(String(repeating: "▄", count: 10), x: 2, y: 0, foreground: .orange)
    var encoder = TerminalEncoder(capabilities: .ansi(colorMode: .palette256))
    encoder.write(canvas.diff(from: Canvas(width: 20, height: 1)), width: 20, height: 1)
    let text = String(decoding: encoder.take(), as: UTF8.self)
    #expect(
      text == "\u{1B}[1;3H\u{1B}[m\u{1B}[38;5;208m" + String(repeating: "▄", count: 10)
    )
  }

  /// Changes sent at once show what they show sent one by one: whatever characters a run
  /// holds (control characters, wide ones, four-byte ones), colours and styles it changes to,
  /// and wherever it ends (the last column, the bottom-right cell), and in whatever order the
  /// runs of a row go out.
  @Test(arguments: [ColorMode.trueColor, .palette256, .none])
  func changesSentAtOnceShowWhatTheyShowSentOneByOne(mode: ColorMode) async {
    let scalars = Self.scalars + ["\u{7}", "\u{7F}", "\u{85}", "中", "\u{301}"]
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...40)) { seeds in
      let width = 9
      let height = 4
      var changes: [GlyphChange] = []
      var place = seeds[0] % (width * height)
      for seed in seeds {
        // Mostly the next place (a run), sometimes a jump.
        place = (place + (seed % 5 == 0 ? seed / 5 % 7 + 2 : 1)) % (width * height)
        let glyph = Glyph(
          scalar: scalars[seed / 3 % scalars.count],
          foreground: Self.palette[seed % 7 == 0 ? seed / 7 % Self.palette.count : 1],
          background: Self.palette[seed % 11 == 0 ? seed / 11 % Self.palette.count : 0],
          style: seed % 13 == 0 ? .bold : [])
        changes.append(GlyphChange(x: place % width, y: place / width, glyph: glyph))
      }
      for capabilities in Self.terminals(mode) {
        var atOnce = TerminalEncoder(capabilities: capabilities)
        atOnce.write(changes, width: width, height: height)
        var oneByOne = TerminalEncoder(capabilities: capabilities)
        for change in changes { oneByOne.write([change], width: width, height: height) }
        var together = VirtualTerminal(width: width, height: height)
        together.feed(atOnce.take())
        var apart = VirtualTerminal(width: width, height: height)
        apart.feed(oneByOne.take())
        #expect(together.cells == apart.cells)
        #expect(together.scrolledByWrapping == 0)
      }
    }
  }

  /// A row of cells with shaded edges (an edge, a fill, an edge, a gap, again and again) goes
  /// out a colour at a time: two colour changes for the row, not two a cell, and fewer bytes
  /// than in order — what a page of the flow layout sends on every row.
  @Test func aRowOfCellsGoesOutAColourAtATime() {
    let width = 90
    var canvas = Canvas(width: width, height: 2)
    let edge = Color(red: 175, green: 95, blue: 0)
    for cell in 0..<5 {
      let x = cell * 18
      canvas[x, 1] = Glyph(" ", background: edge)
      for column in 1...14 { canvas[x + column, 1] = Glyph(" ", background: .orange) }
      canvas[x + 15, 1] = Glyph(" ", background: edge)
    }
    let capabilities = TerminalCapabilities.ansi(colorMode: .palette256)
    var encoder = TerminalEncoder(capabilities: capabilities)
    let changes = canvas.diff(from: Canvas(width: width, height: 2))
    encoder.write(changes, width: width, height: 2)
    let bytes = encoder.take()
    var terminal = VirtualTerminal(width: width, height: 2)
    terminal.feed(bytes)
    #expect(terminal.cells == VirtualTerminal.cells(of: canvas, colors: capabilities.colors))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.components(separatedBy: "\u{1B}[48;5;").count - 1 == 2)
    // Run by run, in order, the row changes colour at every edge.
    var inOrder = TerminalEncoder(capabilities: capabilities)
    for change in changes { inOrder.write([change], width: width, height: 2) }
    let ordered = inOrder.take()
    let orderedText = String(decoding: ordered, as: UTF8.self)
    #expect(orderedText.components(separatedBy: "\u{1B}[48;5;").count - 1 == 11)
    #expect(bytes.count * 5 < ordered.count * 4)
  }

  /// Encoding a frame over the one shown (diffed as it goes) gives the bytes of encoding the
  /// frame's diff, for any frames, scroll and terminal size, and counts the glyphs that differ.
  @Test(arguments: [ColorMode.trueColor, .palette256, .none])
  func aFrameEncodedOverTheShownOneIsItsDiffEncoded(mode: ColorMode) async {
    await propertyCheck(input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...30)) { seeds in
      let width = 9
      let height = 4
      var shown = Canvas(width: width, height: height)
      var glyphs = seeds.makeIterator()
      func glyph(_ seed: Int) -> Glyph {
        Glyph(
          scalar: Self.scalars[seed % Self.scalars.count],
          foreground: Self.palette[seed / 7 % 2 == 0 ? 1 : seed / 7 % Self.palette.count],
          background: Self.palette[seed / 11 % 3 == 0 ? seed / 11 % Self.palette.count : 0],
          style: seed % 13 == 0 ? .bold : [])
      }
      for y in 0..<height {
        for x in 0..<width where (x + y) % 3 != 0 { shown[x, y] = glyph(x * 31 + y * 7) }
      }
      var canvas = shown
      let first = seeds[0]
      let scroll =
        first % 3 == 0
        ? CanvasScroll(rows: first / 3 % 2..<height, distance: [1, -1, 2][first % 2])
        : nil
      if let scroll { canvas.scroll(scroll) }
      // Runs of changes in one colour along rows, single changes, changes back to what is shown.
      var place = first % (width * height)
      while let seed = glyphs.next() {
        place = (place + seed % 4) % (width * height)
        canvas[place % width, place / width] =
          seed % 5 == 0 ? shown[place % width, place / width] : glyph(seed / 3)
      }
      for capabilities in Self.terminals(mode) {
        for size in [(width, height), (width - 2, height - 1)] {
          let changes = canvas.diff(from: shown, scrolled: scroll)
          var listed = TerminalEncoder(capabilities: capabilities)
          listed.write(changes, width: size.0, height: size.1)
          var fused = TerminalEncoder(capabilities: capabilities)
          let count = fused.write(
            canvas, over: shown, scrolled: scroll, width: size.0, height: size.1)
          #expect(count == changes.count)
          #expect(fused.take() == listed.take())
        }
      }
    }
  }

  /// xterm's `sgr0` is ECMA-48's SGR 0, which puts the terminal's own colours back too, so
  /// `op` does not follow it; a reset that is not (the Linux console's `\E[0;10m`) is followed
  /// by `op`.
  @Test func theDefaultColoursFollowOnlyAResetThatLeavesThem() {
    var xterm = TerminalCapabilities.ansi(colorMode: .palette256)
    xterm.resetAttributes = Array("\u{1B}(B\u{1B}[m".utf8)
    var console = TerminalCapabilities.ansi(colorMode: .palette256)
    console.resetAttributes = Array("\u{1B}[0;10m".utf8)
    #expect(TerminalCapabilities.ansi(colorMode: .palette256).resetRestoresDefaultColors)
    #expect(xterm.resetRestoresDefaultColors)
    #expect(!console.resetRestoresDefaultColors)
    for (capabilities, sendsDefaults) in [(xterm, false), (console, true)] {
      var encoder = TerminalEncoder(capabilities: capabilities)
      encoder.resetPen()
      let text = String(decoding: encoder.take(), as: UTF8.self)
      #expect(text.hasSuffix("\u{1B}[39;49m") == sendsDefaults)
    }
  }

  /// Formatting a colour string (`tiparm` for a terminfo entry) happens once per colour.
  @Test func eachColourStringIsFormattedOnce() {
    let calls = Atomic<Int>(0)
    var capabilities = TerminalCapabilities.ansi(colorMode: .trueColor)
    let format = capabilities.foreground
    capabilities.foreground = { number in
      calls.add(1, ordering: .relaxed)
      return format(number)
    }
    var encoder = TerminalEncoder(capabilities: capabilities)
    for frame in 0..<50 {
      var canvas = Canvas(width: 6, height: 1)
      for x in 0..<6 {
        canvas[x, 0] = Glyph("x", foreground: (x + frame) % 2 == 0 ? .orange : .black)
      }
      encoder.write(canvas.diff(from: nil), width: 6, height: 1)
      _ = encoder.take()
    }
    #expect(calls.load(ordering: .relaxed) == 2)
  }

  /// vt100's strings carry padding (`bold=\E[1m$<2>`), which `tputs` turns into delays; the
  /// encoder writes strings as they stand, so padding is taken out of them first.
  @Test func paddingIsTakenOutOfTerminfoStrings() {
    func stripped(_ s: String) -> String {
      String(decoding: TerminalCapabilities.strippingPadding(Array(s.utf8)), as: UTF8.self)
    }
    #expect(stripped("\u{1B}[1m$<2>") == "\u{1B}[1m")
    #expect(stripped("\u{1B}[m\u{0F}$<2>") == "\u{1B}[m\u{0F}")
    #expect(stripped("\u{1B}[%i%p1%d;%p2%dH$<5>") == "\u{1B}[%i%p1%d;%p2%dH")
    #expect(stripped("$<2.5*/>x$<10>") == "x")
    #expect(stripped("cost $5 <b> $<> $<x>") == "cost $5 <b> $<> $<x>")
  }

  /// A scroll is the scroll region, one scroll and the exposed row: no row that stayed is sent.
  @Test func aScrolledFrameSendsOnlyTheRowsItExposed() {
    var canvas = Canvas(width: 30, height: 10)
    for row in 0..<10 { canvas.put(String(repeating: "\(row)", count: 30), x: 0, y: row) }
    var next = canvas
    next.scroll(CanvasScroll(rows: 1..<10, distance: 1))
    next.put(String(repeating: "n", count: 30), x: 0, y: 9)
    let capabilities = TerminalCapabilities.ansi(colorMode: .palette256)
    let (terminal, _, _) = Self.play(
      [(canvas, nil), (next, CanvasScroll(rows: 1..<10, distance: 1))], capabilities: capabilities)
    #expect(terminal.cells == VirtualTerminal.cells(of: next, colors: capabilities.colors))
    var encoder = TerminalEncoder(capabilities: capabilities)
    var shown = canvas
    let scrolled = encoder.scroll(CanvasScroll(rows: 1..<10, distance: 1), height: 10)
    #expect(scrolled)
    shown.scroll(CanvasScroll(rows: 1..<10, distance: 1))
    encoder.write(next.diff(from: shown), width: 30, height: 10)
    let text = String(decoding: encoder.take(), as: UTF8.self)
    // The bottom-right cell goes out with automatic margins off, so it cannot scroll the screen.
    #expect(
      text == "\u{1B}[m\u{1B}[2;10r\u{1B}[10;1H\u{1B}[1S\u{1B}[1;10r\u{1B}[10;1H"
        + String(repeating: "n", count: 29) + "\u{1B}[?7ln\u{1B}[?7h")
  }
}

/// A canvas smaller than the terminal (the demo keeps to its size limits) or larger (a frame
/// drawn before a shrink was noticed).
@Suite("Terminal presenter and the terminal's size")
struct TerminalPresenterSizeTests {
  /// The last frame's statistics: what it wrote and skipped, its bytes, and when they were
  /// ready; a frame identical to the last writes nothing.
  @Test func theLastFrameSaysWhatItWroteAndWhen() {
    var presenter = TerminalPresenter(capabilities: .ansi(colorMode: .palette256))
    var canvas = Canvas(width: 20, height: 10)
    canvas.put("hello", x: 0, y: 0)
    let clock = SystemClock()
    let before = clock.now
    let first = presenter.update(to: canvas, scrolled: nil) { _ in } ?? []
    var frame = presenter.statistics.lastFrame
    #expect(frame.glyphsEmitted + frame.glyphsElided == 200)
    #expect(frame.bytes == first.count && frame.bytes > 0)
    #expect(frame.encoded >= before && frame.written == frame.encoded)
    presenter.noteWritten()
    #expect(presenter.statistics.lastFrame.written >= frame.encoded)
    canvas.put("j", x: 0, y: 0)
    let second = presenter.update(to: canvas, scrolled: nil) { _ in } ?? []
    frame = presenter.statistics.lastFrame
    #expect(frame.glyphsEmitted == 1 && frame.glyphsElided == 199)
    #expect(frame.bytes == second.count)
    #expect(presenter.update(to: canvas, scrolled: nil) { _ in } == nil)
    #expect(presenter.statistics.lastFrame.glyphsEmitted == 0)
    #expect(presenter.statistics.lastFrame.bytes == 0)
  }

  /// A scroll region set for a band is put back to the whole terminal, not to the canvas: a
  /// shell after the app would otherwise scroll only part of the screen.
  @Test func aScrollRegionIsPutBackToTheWholeTerminal() {
    var presenter = TerminalPresenter(capabilities: .ansi(colorMode: .palette256))
    presenter.terminalSize = (30, 40)
    var canvas = Canvas(width: 20, height: 10)
    for row in 0..<10 { canvas.put("\(row)", x: 0, y: row) }
    _ = presenter.update(to: canvas, scrolled: nil) { _ in }
    var next = canvas
    next.scroll(CanvasScroll(rows: 0..<10, distance: 1))
    let bytes = presenter.update(to: next, scrolled: CanvasScroll(rows: 0..<10, distance: 1)) {
      _ in
    }
    let text = String(decoding: bytes ?? [], as: UTF8.self)
    #expect(text.contains("\u{1B}[1;10r"))
    #expect(text.contains("\u{1B}[1;40r"))
  }

  /// Glyphs beyond the terminal are not sent (a wrap at its edge could scroll it).
  @Test func glyphsBeyondTheTerminalAreNotSent() {
    var presenter = TerminalPresenter(capabilities: .ansi(colorMode: .none))
    presenter.terminalSize = (4, 2)
    var canvas = Canvas(width: 8, height: 3)
    canvas.put("abcdefgh", x: 0, y: 0)
    canvas.put("ijklmnop", x: 0, y: 1)
    canvas.put("qrstuvwx", x: 0, y: 2)
    var terminal = VirtualTerminal(width: 4, height: 2)
    terminal.feed(presenter.update(to: canvas, scrolled: nil) { _ in } ?? [])
    #expect(terminal.cells.map { Character($0.scalar) } == Array("abcdijkl"))
    #expect(terminal.scrolledByWrapping == 0)
  }
}
