import Foundation
import Testing

/// The real binary in tmux: launch, insert, delete, switch layouts, scroll, help, resize, quit.
@Suite("End to end in tmux", .serialized)
struct InteractiveTests {
  @Test func launchShowsTheCircleWithTwelveItems() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    let screen = try tmux.waitFor("12 items")
    #expect(screen.contains("TUICollectionView"))
    #expect(screen.contains("12 visible"))
    #expect(screen.contains("cells 12 new/0 reused/0 pooled"))
    // Every item number is on screen, around the ring.
    let numbers = Set(screen.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) })
    #expect(numbers.isSuperset(of: 0..<12))
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  @Test func plusAndMinusInsertAndDelete() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    try tmux.send("+")
    try tmux.waitFor("13 items")
    try tmux.waitFor("the new cell 12") { $0.contains("12") && $0.contains("13 visible") }
    try tmux.send("-", "-")
    try tmux.waitFor("11 items")
    // Deleting never goes below one item.
    let one = try TmuxSession(arguments: ["--items", "1"])
    try one.waitFor("1 item ")
    try one.send("-")
    try one.waitFor("The last item stays")
  }

  @Test func sectionKeysInsertMoveAndDeleteSections() throws {
    // The sections layout starts with sections of 6, 9, 3 and 12 items, each with a header.
    let tmux = try TmuxSession(
      columns: 120, rows: 40, arguments: ["--layout", "sections", "--minute", "10"])
    try tmux.waitFor("the sections") {
      $0.contains(" of 30 · 4 sections") && $0.contains("Section 0 · 6 items")
        && $0.contains("end of Section 0")
    }
    func headers(_ screen: String) -> [String] {
      screen.split(separator: "\n").compactMap { line in
        line.range(of: #"Section \d+ · \d+ items"#, options: .regularExpression).map {
          String(line[$0])
        }
      }
    }
    // s: a section of four items after the current one (section 0).
    try tmux.send("s")
    let inserted = try tmux.waitFor("the inserted section") {
      $0.contains(" of 34 · 5 sections")
        && $0.contains("insertSections([1]): Section 4, 4 items")
        && headers($0).starts(with: ["Section 0 · 6 items", "Section 4 · 4 items"])
    }
    #expect(headers(inserted).contains("Section 1 · 9 items"))
    // J: the current section (the focused item's, 0) one place down.
    try tmux.send("J")
    try tmux.waitFor("the moved section") {
      $0.contains("moveSection(0, toSection: 1): Section 0")
        && headers($0).starts(with: ["Section 4 · 4 items", "Section 0 · 6 items"])
    }
    // d: the current section — the focused item's, Section 0, which went down with it — goes.
    try tmux.send("d")
    try tmux.waitFor("the deleted section") {
      $0.contains(" of 28 · 4 sections")
        && $0.contains("deleteSections([1]): Section 0, 6 items")
        && headers($0).starts(with: ["Section 4 · 4 items", "Section 1 · 9 items"])
    }
    // r: the visible items are dequeued again.
    try tmux.send("r")
    try tmux.waitFor("the reload") {
      $0.contains("reloadItems(at:):") && $0.contains("visible items")
    }
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  @Test func enterOpensAStackAndEscClosesIt() throws {
    let tmux = try TmuxSession(columns: 100, rows: 30, arguments: ["--layout", "stacks"])
    try tmux.waitFor("the piles") {
      $0.contains("Section 3 · 12 items") && $0.contains("15 visible")
    }
    try tmux.send("Enter")
    try tmux.waitFor("the opened stack") {
      $0.contains("Stacks › Section 0") && $0.contains("6 visible") && !$0.contains("Section 3")
    }
    try tmux.send("Escape")
    try tmux.waitFor("the piles again") {
      $0.contains("Section 3 · 12 items") && $0.contains("15 visible")
        && !$0.contains("Stacks › Section 0")
    }
  }

  @Test func settingsFoldTheOutlineSwipeAFavouriteAndEdit() throws {
    let tmux = try TmuxSession(columns: 80, rows: 40, arguments: ["--layout", "settings"])
    try tmux.waitFor("the settings") { $0.contains("Airplane Mode") && $0.contains("▸ ◰ Layout") }
    // Down to the Developer outline's first folder; → opens it, ← closes it.
    for _ in 0..<8 { try tmux.send("j") }
    try tmux.send("l")
    try tmux.waitFor("Animations open") { $0.contains("Slow Animations") && $0.contains("▾") }
    try tmux.send("h")
    try tmux.waitFor("Animations closed") { !$0.contains("Slow Animations") }
    // Down to the first favourite; w swipes it open, Enter deletes it.
    for _ in 0..<3 { try tmux.send("j") }
    try tmux.send("w")
    try tmux.waitFor("the swipe actions") { $0.contains("Delete") && $0.contains("Flag") }
    try tmux.send("Enter")
    try tmux.waitFor("Alice deleted") { !$0.contains("Alice") && $0.contains("Bob") }
    // e shows the delete and reorder buttons.
    try tmux.send("e")
    try tmux.waitFor("editing") { $0.contains("⊖") && $0.contains("≡") }
  }

  @Test func tabSwitchesLayoutsAndShiftTabComesBack() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    // The overlay shows the content offset in the view's corner.
    try tmux.send("o")
    try tmux.waitFor("offset (0, 0)")
    try tmux.send("Tab")
    let flow = try tmux.waitFor("flow status") {
      $0.split(separator: "\n").last?.contains("Flow │") ?? false
    }
    #expect(flow.contains("offset (0, 0)"))
    try tmux.send("BTab")
    try tmux.waitFor("circle status") {
      $0.split(separator: "\n").last?.contains("Circle │") ?? false
    }
  }

  @Test func keysAndWheelScrollTheFlow() throws {
    let tmux = try TmuxSession(arguments: ["--layout", "flow", "--items", "100"])
    try tmux.waitFor(" of 100")
    // The overlay shows the content offset in the view's corner.
    try tmux.send("o")
    try tmux.waitFor("offset (0, 0)")
    // The arrows move focus now; Ctrl-E and Shift with an arrow scroll a line.
    try tmux.send("C-e")
    try tmux.waitFor("offset (0, 4)")
    try tmux.send("NPage")
    try tmux.waitFor("offset (0, 44)")
    try tmux.send("End")
    let end = try tmux.waitFor("the end") { $0.contains("–99 of 100") }
    #expect(end.contains("offset (0, "))
    try tmux.send("Home")
    try tmux.waitFor("offset (0, 0)")
    try tmux.send("S-Down")
    try tmux.waitFor("offset (0, 4)")
    try tmux.send("S-Up")
    try tmux.waitFor("offset (0, 0)")
  }

  @Test func questionMarkTogglesTheHelp() throws {
    let tmux = try TmuxSession(arguments: [])
    try tmux.waitFor("12 items")
    try tmux.send("?")
    // The help box is whole once its bottom border, drawn last, is on screen; the screen's
    // own keys come first and End scrolls to the last of the shared ones.
    let help = try tmux.waitFor("the help") {
      $0.contains("? or Esc closes") && $0.contains("Circle: this screen") && $0.contains("Keys")
    }
    #expect(help.contains("go round the ring"))
    try tmux.send("End")
    try tmux.waitFor("the end of the help") {
      $0.contains("q  Ctrl-C") && $0.contains("next / previous layout")
    }
    try tmux.send("?")
    try tmux.waitFor("help closed") { !$0.contains("next / previous layout") }
  }

  @Test func resizeRelayoutsAtOnceAndTooSmallRecovers() throws {
    let tmux = try TmuxSession(arguments: ["--layout", "flow"])
    try tmux.waitFor("12 items")
    try tmux.resize(columns: 100, rows: 30)
    try tmux.waitFor("status bar on row 30") { screen in
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count >= 30 && lines[29].contains("Flow │")
    }
    try tmux.resize(columns: 20, rows: 6)
    try tmux.waitFor("Terminal too small")
    try tmux.resize(columns: 80, rows: 24)
    try tmux.waitFor("recovered") { $0.contains("12 items") && !$0.contains("too small") }
  }

  /// A one-column terminal whose terminfo cannot switch automatic margins off (tmux-256color)
  /// made ncurses insert a garbage glyph in the bottom-right cell ("ā", or a black "1"). The
  /// screen writes that cell itself now: tmux-256color holds the wrap at the last column
  /// (`xenl`), so the cell gets the frame's glyph ("T", the title's first letter) and nothing
  /// else, and the screen does not scroll.
  @Test func aOneByOneTerminalShowsNoGarbage() throws {
    let tmux = try TmuxSession(term: "tmux-256color", arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    let output = try tmux.recordOutput()
    try tmux.resize(columns: 1, rows: 1)
    // The demo redraws the resized terminal from a cleared screen (clear is ESC [ H ESC [ J
    // for tmux-256color), then writes the frame.
    let redraw = try ScreenPoller(capture: output).waitFor(timeout: 15) {
      guard let clear = $0.range(of: "\u{1B}[J") else { return false }
      return !Self.printableText($0[clear.upperBound...]).isEmpty
    }
    guard case .matched = redraw else {
      Issue.record("the demo did not redraw the 1x1 terminal: \(redraw)")
      return
    }
    let poller = ScreenPoller(capture: { try tmux.captureWithAttributes() })
    let outcome = try poller.waitFor(timeout: 5) {
      Self.printableText($0).trimmingCharacters(in: .whitespacesAndNewlines) == "T"
    }
    if case .timedOut(let screen) = outcome {
      Issue.record("the 1x1 terminal shows \(screen.debugDescription)")
    }
    let written = try output()
    let frame = written[written.range(of: "\u{1B}[J")!.upperBound...]
    #expect(Self.printableText(frame) == "T", "written: \(String(frame).debugDescription)")
    try tmux.resize(columns: 80, rows: 24)
    try tmux.waitFor("recovered") { $0.contains("12 items") && $0.contains("TUICollectionView") }
  }

  /// The characters of terminal output that show on screen: escape sequences and control
  /// characters (ncurses' SI/SO charset switches, backspace) left out.
  static func printableText(_ output: some StringProtocol) -> String {
    var text = ""
    var scalars = output.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        // ESC [ parameters final, ESC ( charset, or ESC and one character.
        guard let next = scalars.next() else { break }
        if next == "[" {
          while let c = scalars.next(), !(0x40...0x7E).contains(c.value) {}
        } else if next == "(" || next == ")" {
          _ = scalars.next()
        }
      } else if scalar.value >= 0x20 && scalar.value != 0x7F {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  @Test func quitRestoresTheTerminal() throws {
    for quitKey in ["q", "C-c"] {
      let tmux = try TmuxSession(arguments: [])
      try tmux.waitFor("12 items")
      #expect(try tmux.paneValue("#{alternate_on}") == "1")
      try tmux.send(quitKey)
      try tmux.waitFor("EXITED 0")
      #expect(try tmux.paneValue("#{alternate_on}") == "0")
      #expect(try tmux.paneValue("#{cursor_flag}") == "1")
      let stty = try tmux.waitFor("stty") { _ in tmux.sttyAfterExit() != nil }
      _ = stty
      let settings = tmux.sttyAfterExit() ?? ""
      #expect(settings.contains(" icanon"), "canonical mode restored")
      #expect(settings.contains(" echo "), "echo restored")
    }
  }

  /// A quit signal restores the terminal and ends tuicv by that signal: the shell reports
  /// 128 + n, as for any Unix program (q and Ctrl-C, keys, report 0). SIGQUIT no longer reaches
  /// Swift's crash backtracer, which printed a report over the screen and froze for 30 s.
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
  func signalsRestoreTheTerminal(signal: Int32) throws {
    let tmux = try TmuxSession(arguments: [])
    try tmux.waitFor("12 items")
    #expect(kill(try tmux.tuicvProcess(), signal) == 0)
    let screen = try tmux.waitFor("EXITED \(128 + signal)")
    #expect(!screen.contains("crashed"))
    #expect(try tmux.paneValue("#{alternate_on}") == "0")
    let settings = try tmux.waitFor("stty") { _ in tmux.sttyAfterExit() != nil }
    _ = settings
    #expect(tmux.sttyAfterExit()?.contains(" icanon") == true, "canonical mode restored")
  }

  /// Ctrl-\\ typed in a shell with job control: SIGQUIT to tuicv's process group.
  @Test func controlBackslashQuitsLikeSIGQUIT() throws {
    let tmux = try TmuxSession(jobControl: true, arguments: [])
    try tmux.waitFor("12 items")
    try tmux.send("C-\\")
    let screen = try tmux.waitFor("EXITED \(128 + SIGQUIT)")
    #expect(!screen.contains("crashed"))
    #expect(try tmux.paneValue("#{alternate_on}") == "0")
  }

  /// A crash (here a SIGSEGV sent from outside) restores the terminal before Swift's backtracer
  /// reports it, and the process ends by the signal. Before, the report was drawn over the
  /// frame and the program ran on in a terminal left in curses mode.
  @Test func aCrashRestoresTheTerminalFirst() throws {
    let tmux = try TmuxSession(
      environment: ["SWIFT_BACKTRACE": "interactive=no"], arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    #expect(kill(try tmux.tuicvProcess(), SIGSEGV) == 0)
    try tmux.waitFor("EXITED \(128 + SIGSEGV)", timeout: 60)
    #expect(try tmux.paneValue("#{alternate_on}") == "0")
    try tmux.waitFor("stty") { _ in tmux.sttyAfterExit() != nil }
    let settings = tmux.sttyAfterExit() ?? ""
    #expect(settings.contains(" icanon"), "canonical mode restored")
    #expect(settings.contains(" echo "), "echo restored")
  }

  /// Ctrl-Z in a shell with job control: the terminal is restored while tuicv is stopped, and
  /// after `fg` the whole frame is drawn again (the alternate screen comes back empty).
  @Test func controlZSuspendsAndFgRedrawsTheWholeScreen() throws {
    let tmux = try TmuxSession(jobControl: true, arguments: ["--minute", "10"])
    let frame = try tmux.waitFor("12 items")
    try tmux.send("C-z")
    let stopped = try tmux.waitFor("STOPPED 148")
    #expect(!stopped.contains("12 items"))
    #expect(try tmux.paneValue("#{alternate_on}") == "0")
    try tmux.waitFor("stty while stopped") { _ in tmux.sttyWhileStopped() != nil }
    let settings = tmux.sttyWhileStopped() ?? ""
    #expect(settings.contains(" icanon"), "canonical mode restored while stopped")
    #expect(settings.contains(" echo "), "echo restored while stopped")
    try tmux.send("Enter")
    try tmux.waitFor("the whole frame again") { $0 == frame }
    #expect(try tmux.paneValue("#{alternate_on}") == "1")
    try tmux.send("+")
    try tmux.waitFor("13 items")
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  /// TERM=vt100: its terminfo strings carry padding (`$<2>`, `$<5>`), which must not reach the
  /// screen as text; no colour, so states are reverse and bold.
  @Test func aVT100ShowsNoPaddingAsText() throws {
    let tmux = try TmuxSession(term: "vt100", arguments: ["--minute", "10"])
    let screen = try tmux.waitFor("12 items")
    #expect(!screen.contains("$<"), "\(screen)")
    try tmux.send("+")
    let next = try tmux.waitFor("13 items")
    #expect(!next.contains("$<"), "\(next)")
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  /// An answer to the colour query that arrives after the start-up queries gave up (a slow
  /// link) is not taken for keys: an OSC is swallowed to its end. The "+" inside this one would
  /// insert an item if it were read as a key; the inspector opened after it shows the input
  /// before it was handled.
  @Test func aLateColourAnswerIsNotTakenForKeys() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    let answer = Array("\u{1B}]11;rgb:ffff/ffff/ffff+\u{1B}\\".utf8)
    try tmux.tmux(
      ["send-keys", "-t", tmux.name, "-H"] + answer.map { String($0, radix: 16) })
    try tmux.send("i")
    let screen = try tmux.waitFor("Inspector")
    #expect(screen.contains("12 items"), "\(screen)")
    #expect(!screen.contains("13 items"))
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  /// Ctrl-Z where nothing can stop tuicv (a shell without job control: its process group has
  /// no parent to stop to): ncurses' handler still leaves and re-enters curses mode and repaints
  /// what it knows, which is not the frame (frames bypass its windows). The whole frame must
  /// come back, not just the glyphs the next key changes.
  @Test func controlZThatStopsNothingKeepsTheWholeFrame() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10"])
    try tmux.waitFor("12 items")
    try tmux.tmux(["send-keys", "-t", tmux.name, "-H", "1a"])
    try tmux.send("+")
    try tmux.waitFor("the whole frame after Ctrl-Z and +") {
      $0.contains("13 items") && $0.contains("TUICollectionView")
    }
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  /// A burst of SGR wheel reports (as a terminal sends a flick of the wheel) in the scaling
  /// carousel: the content coasts on after the last one and comes to rest with an item centred.
  @Test func aWheelBurstInTheScalingCarouselDeceleratesAndRestsCentred() throws {
    let tmux = try TmuxSession(
      columns: 120, rows: 40, arguments: ["--layout", "scale-carousel", "--items", "100"])
    try tmux.waitFor("focus 0 │")
    // The overlay shows the content offset in the view's corner.
    try tmux.send("o")
    try tmux.waitFor("offset (0, 0)")
    let burst = String(repeating: "\u{1B}[<65;60;20M", count: 5)
    try tmux.tmux(["send-keys", "-t", tmux.name, "-l", burst])
    let rested = try tmux.waitFor("a centred item after the coast", timeout: 20) { screen in
      guard let status = screen.split(separator: "\n").first(where: { $0.contains("offset (") }),
        let range = status.range(of: "offset ("),
        let offset = Double(status[range.upperBound...].prefix { $0 != "," })
      else { return false }
      return offset >= 64 && offset.truncatingRemainder(dividingBy: 32) == 0
    }
    #expect(!rested.contains("focus 0 │"))
    try tmux.send("q")
    try tmux.waitFor("EXITED 0")
  }

  @Test func slowMorphShowsIntermediateFramesAndEndsInFlow() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10", "--slow", "--color", "never"])
    let circle = try tmux.waitFor("12 items")
    try tmux.send("Tab")
    // Slow animations last 3 s: two different frames in the middle, then the settled flow.
    // Every frame of the morph differs, so these two waits cannot ask for a screen that holds.
    let first = try tmux.waitFor("the morph has begun", stable: false) {
      $0 != circle && $0.contains("Flow │")
    }
    let second = try tmux.waitFor("the morph has moved on", stable: false) {
      $0 != first && $0.contains("Flow │")
    }
    let settled = try TmuxSession.flowAt80x24()
    let last = try tmux.waitFor("the settled flow layout", timeout: 20) {
      Self.cells($0) == Self.cells(settled)
    }
    #expect(first != second)
    #expect(second != last)
    #expect(Self.cells(first) != Self.cells(settled))
  }

  @Test func hammeringPlusTwentyTimesSettlesOnThirtyTwoItems() throws {
    let tmux = try TmuxSession(arguments: ["--minute", "10", "--color", "never"])
    try tmux.waitFor("12 items")
    try tmux.tmux(["send-keys", "-t", tmux.name] + Array(repeating: "+", count: 20))
    try tmux.waitFor("32 items")
    try tmux.waitFor("32 visible")
    let expected = try TmuxSession.snapshot(["--items", "32", "--minute", "10"])
    try tmux.waitFor("the ring of 32 with no leftovers") { Self.cells($0) == Self.cells(expected) }
  }

  /// The collection view's rows of a screen (without the title and status bars).
  /// Trailing spaces are dropped, as `capture-pane` drops them.
  static func cells(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(22).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }
}

extension TmuxSession {
  /// A settled frame printed by `--snapshot 80x24`.
  static func snapshot(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--snapshot", "80x24"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The settled flow layout with 12 items.
  static func flowAt80x24() throws -> String {
    try snapshot(["--layout", "flow", "--minute", "10"])
  }
}
