#if canImport(Glibc)
  import Glibc
#endif

/// The real terminal: opens it, runs an app in it, and leaves it as it was.
public enum Terminal {
  /// Opens the terminal on standard input and output, makes the app for its size, runs it until
  /// it quits and restores the terminal. Returns the exit status: 0 when the app quit, 2 when
  /// standard input or output is not a terminal, 1 when the terminal cannot be driven (both
  /// explained on standard error as `programName: reason.`, followed by `hint`). A quit signal
  /// (SIGTERM, SIGHUP, SIGINT, SIGQUIT) restores the terminal and ends the process by that
  /// signal, so the shell reports 128 + n. With `recordingTo` — or, when the app passes none,
  /// the environment's `TUICV_RECORD=FILE`, so any app can be recorded —, the session is also
  /// written to that file as an asciicast v2 recording (`asciinema play` plays it); a file that
  /// cannot be written is explained and gives status 1 before the terminal is touched.
  /// `TUICV_DEBUG=1` turns the developer tools on (``CollectionViewApplication``);
  /// `TUICV_EXIT_AFTER_FIRST_FRAME=1` ends the run as soon as the first frame is written (what a
  /// launch's time is measured to). The glyph cell's
  /// shape (`TerminalContext.measuredCellAspect`) comes from the terminal's pixel size, or
  /// from asking the terminal unless `queriesCellSize` is false (the app knows it already);
  /// the render options' backdrop is the terminal's background, asked for unless
  /// `queriesBackground` is false.
  public static func run(
    programName: String, colorChoice: ColorChoice = .auto, glyphSet: GlyphSet? = nil,
    hint: String? = nil, recordingTo recordingPath: String? = nil, queriesCellSize: Bool = true,
    queriesBackground: Bool = true, _ makeApp: (TerminalContext) -> any TerminalApplication
  ) -> Int32 {
    let clock = SystemClock()
    var writer: AsciicastWriter?
    if let recordingPath = recordingPath ?? recordingRequested(by: getenv("TUICV_RECORD")) {
      do {
        writer = try AsciicastWriter(path: recordingPath, clock: clock)
      } catch {
        writeToStandardError("\(programName): \(error).\n")
        return 1
      }
    }
    let screen: NcursesScreen
    do {
      screen = try NcursesScreen(
        colorChoice: colorChoice, glyphSet: glyphSet, queriesCellSize: queriesCellSize,
        queriesBackground: queriesBackground)
    } catch {
      var message = "\(programName): \(error)"
      var status: Int32 = 1
      if case .notATerminal(let input, let output) = error {
        message =
          "\(programName): " + NcursesScreenError.notATerminalReason(input: input, output: output)
        status = 2
      }
      writeToStandardError(message + "." + (hint.map { " " + $0 } ?? "") + "\n")
      return status
    }
    var options = screen.renderOptions
    if let aspect = screen.measuredCellAspect { options.cellAspect = aspect }
    let debug = getenv("TUICV_DEBUG").map { String(cString: $0) }
    let app = makeApp(
      TerminalContext(
        columns: screen.columns, rows: screen.rows, renderOptions: options, clock: clock,
        measuredCellAspect: screen.measuredCellAspect,
        developerTools: DeveloperTools.requested(by: debug)))
    let recording = writer.map {
      RecordingScreen(
        recording: screen, to: $0, term: getenv("TERM").map { String(cString: $0) })
    }
    // The run loop asks whether to stop only after a frame is written, the first one first.
    let exitsAfterFirstFrame = exitAfterFirstFrameRequested(
      by: getenv("TUICV_EXIT_AFTER_FIRST_FRAME"))
    TerminalRunLoop.run(
      app: app, screen: recording ?? screen, clock: clock,
      shouldStop: { exitsAfterFirstFrame || NcursesScreen.quitRequested })
    recording?.finish()
    screen.end()
    NcursesScreen.endProcessByQuitSignal()
    return 0
  }

  /// Runs the app as
  /// ``run(programName:colorChoice:glyphSet:hint:recordingTo:queriesCellSize:queriesBackground:_:)`` does and
  /// ends the process with its exit status: the last line of an app's `main.swift`.
  public static func runAndExit(
    programName: String, colorChoice: ColorChoice = .auto, glyphSet: GlyphSet? = nil,
    hint: String? = nil, recordingTo recordingPath: String? = nil,
    _ makeApp: (TerminalContext) -> any TerminalApplication
  ) -> Never {
    exit(
      run(
        programName: programName, colorChoice: colorChoice, glyphSet: glyphSet,
        hint: hint, recordingTo: recordingPath, makeApp))
  }

  /// The recording a `TUICV_RECORD` value asks for: its file, unless it is empty.
  static func recordingRequested(by value: UnsafeMutablePointer<CChar>?) -> String? {
    guard let value else { return nil }
    let path = String(cString: value)
    return path.isEmpty ? nil : path
  }

  /// Whether a `TUICV_EXIT_AFTER_FIRST_FRAME` value asks to stop after the first frame: any
  /// value but an empty one or `0`.
  static func exitAfterFirstFrameRequested(by value: UnsafeMutablePointer<CChar>?) -> Bool {
    guard let value else { return false }
    let text = String(cString: value)
    return !text.isEmpty && text != "0"
  }

  /// Writes to standard error unbuffered.
  static func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
