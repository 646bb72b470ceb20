import ArgumentParser
import DemoApp
import TUICollectionView

#if canImport(Glibc)
  import Glibc
#endif

/// The `tuicv` command: the collection-view demo in the terminal, or one frame of it as text.
@main
struct TUICV: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tuicv",
    abstract: "UIKit's UICollectionView in the terminal: the seeds' layouts, live.",
    discussion: helpAsked(in: CommandLine.arguments) ? discussion : "",
    version: "tuicv 0.1.0")

  /// The help's text after the options: every key, from the demo's key table.
  static var discussion: String {
    """
    Keys:
    \(DemoKeyBindings.plainText)

    --snapshot prints one frame as text without a terminal, after --keys, at --at seconds.
    """
  }

  /// Whether the arguments may ask for the help, the only place the discussion shows: the
  /// key table's text is made only then, not at every launch (a twentieth of a launch's
  /// instructions).
  static func helpAsked(in arguments: [String]) -> Bool {
    arguments.dropFirst().contains {
      ["-h", "--help", "--help-hidden", "-help", "--experimental-dump-help"].contains($0)
    }
  }

  @Option(
    help: ArgumentHelp(
      "The first layout: \(LayoutCatalog.names.joined(separator: ", ")).", valueName: "layout"))
  var layout: String = "circle"

  @Option(
    parsing: .unconditional,
    help: "The number of items in one section, 0 to 10,000,000 (default 12).")
  var items: Int?

  @Option(
    help: ArgumentHelp(
      "Sections and their item counts, e.g. 6,9,3,12 (default: one section; without --items, a layout about sections starts with its own: \(Self.sampleSectionsHelp)).",
      valueName: "counts"))
  var sections: String?

  @Option(
    help: ArgumentHelp(
      "Colour: auto (follows the terminal: COLORTERM=truecolor means 24-bit colour, NO_COLOR none), truecolor, 256, 16 or none (always and never still work).",
      valueName: "mode"))
  var color: ColorChoice = .auto

  @Flag(help: "Draw with ASCII characters only.")
  var ascii = false

  @Option(
    help: ArgumentHelp(
      "How pixels become glyphs: \(Blitter.names.joined(separator: ", ")) (default: TUICV_BLITTER, else \(Blitter.defaultName)); one the terminal cannot show falls back to a coarser one.",
      valueName: "name"))
  var blitter: String?

  @Option(
    help: ArgumentHelp(
      "A glyph cell's height over its width, 0.5 to 4, so circles stay round (default: the terminal's pixel size when it reports one, else its answer to CSI 16 t, else 2).",
      valueName: "ratio"))
  var cellAspect: Double?

  @Option(
    help: ArgumentHelp(
      "The terminal's background, which edges blend towards and the clock hand stands out from: dark, light or #rrggbb (default: the terminal's answer to OSC 11, else COLORFGBG, else dark).",
      valueName: "colour"))
  var background: String?

  @Option(
    help: ArgumentHelp(
      "Print one frame of the given size as text and exit.", valueName: "COLSxROWS"))
  var snapshot: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Space-separated key names applied before the snapshot, e.g. \"tab + + pgdn\": \(DemoKeyBindings.names.joined(separator: " ")), \(DemoKeyBindings.resizeName), \(DemoKeyBindings.clickName), \(DemoKeyBindings.pointerNames.joined(separator: ", ")) or any single character.",
      valueName: "keys"))
  var keys: String = ""

  @Option(
    help: ArgumentHelp(
      "With --snapshot: the time after the last key, in seconds (default: settled).",
      valueName: "seconds"))
  var at: Double?

  @Option(
    help: ArgumentHelp(
      "With --snapshot: text (characters only) or ansi (with colours and styles as escape sequences, in the --color mode or the terminal's); default: ansi on a colour terminal, text into a pipe.",
      valueName: "format"))
  var format: SnapshotFormat?

  @Option(
    help: ArgumentHelp(
      "Record the session as an asciicast v2 file (play it with 'asciinema play FILE'), written as it goes.",
      valueName: "file.cast"))
  var record: String?

  @Flag(help: "Slow animations (10×), as the simulator's setting.")
  var slow = false

  @Flag(help: "Reduce Motion, as iOS has it: scrolls jump, layout switches cross-fade (R toggles).")
  var reduceMotion = false

  @Option(
    help: ArgumentHelp(
      "Fix the clock hand at a minute, 0 to 59 (default: the wall clock).", valueName: "minute"))
  var minute: Int?

  mutating func validate() throws {
    guard LayoutCatalog.entry(named: layout) != nil else {
      throw ValidationError(
        "--layout must be one of \(LayoutCatalog.names.joined(separator: ", ")), not '\(layout)'.")
    }
    if let snapshot {
      do {
        _ = try TerminalSize(parsing: snapshot)
      } catch {
        throw ValidationError("--snapshot: \(error.description).")
      }
    }
    if let items, !(0...10_000_000).contains(items) {
      throw ValidationError("--items must be between 0 and 10,000,000, not \(items).")
    }
    if let sections {
      guard items == nil else {
        throw ValidationError("--items and --sections do not go together: give one.")
      }
      guard let counts = Self.sectionCounts(sections) else {
        throw ValidationError(
          "--sections must be 1 to \(DemoApp.maximumSectionCount) item counts separated by commas, e.g. 6,9,3,12, not '\(sections)'."
        )
      }
      guard counts.reduce(0, +) <= 10_000_000 else {
        throw ValidationError(
          "--sections may hold 10,000,000 items in all, not \(counts.reduce(0, +)).")
      }
    }
    if let at, !(at >= 0 && at.isFinite) {
      throw ValidationError("--at must be a time in seconds, 0 or more.")
    }
    if at != nil && snapshot == nil {
      throw ValidationError("--at only applies to --snapshot.")
    }
    if format != nil && snapshot == nil {
      throw ValidationError("--format only applies to --snapshot.")
    }
    if record != nil && snapshot != nil {
      throw ValidationError("--record records a session in the terminal, not a --snapshot.")
    }
    if let record, record.isEmpty {
      throw ValidationError("--record needs a file name, e.g. session.cast.")
    }
    if !keys.isEmpty && snapshot == nil {
      throw ValidationError("--keys only applies to --snapshot.")
    }
    if let blitter, Blitter.named(blitter) == nil {
      throw ValidationError(
        "--blitter must be one of \(Blitter.names.joined(separator: ", ")), not '\(blitter)'.")
    }
    if let cellAspect, !(cellAspect >= 0.5 && cellAspect <= 4) {
      throw ValidationError("--cell-aspect must be between 0.5 and 4, not \(cellAspect).")
    }
    if let background, Self.backgroundColor(background) == nil {
      throw ValidationError(
        "--background must be dark, light or a colour such as #fdf6e3, not '\(background)'.")
    }
    if let minute, !(0...59).contains(minute) {
      throw ValidationError("--minute must be between 0 and 59.")
    }
    do {
      _ = try DemoKeyBindings.keyMap.events(from: keys)
    } catch {
      throw ValidationError("--keys: \(error.description)")
    }
  }

  var demoOptions: DemoOptions {
    var options = DemoOptions()
    options.layout = layout
    options.items = items ?? 12
    // A layout about sections starts with several, unless the items or sections are given.
    options.sections =
      sections.flatMap(Self.sectionCounts)
      ?? (items == nil ? LayoutCatalog.entry(named: layout)?.sampleSections : nil)
    options.slowAnimations = slow
    options.reduceMotion = reduceMotion
    options.minute = minute
    options.samplesPerLayout = items == nil && sections == nil
    return options
  }

  /// The blitter asked for: `--blitter`, else `TUICV_BLITTER` when it names one, else the
  /// default.
  var blitterName: String {
    if let blitter { return blitter }
    if let name = getenv("TUICV_BLITTER").map({ String(cString: $0) }), Blitter.named(name) != nil {
      return name
    }
    return Blitter.defaultName
  }

  /// Render options with the blitter and cell aspect asked for.
  func adjusted(_ options: RenderOptions, measuredCellAspect: Double? = nil) -> RenderOptions {
    var options = options
    options.preferredBlitter = blitterName
    options.cellAspect = cellAspect ?? measuredCellAspect ?? 2
    if let color = background.flatMap(Self.backgroundColor) { options.backdrop = color }
    return options
  }

  /// `--background`'s colour: `dark` is black, `light` white, `#rrggbb` itself.
  static func backgroundColor(_ text: String) -> Color? {
    switch text.lowercased() {
    case "dark": return .black
    case "light": return .white
    default:
      let digits = text.dropFirst()
      guard text.hasPrefix("#"), digits.count == 6, digits.allSatisfy(\.isHexDigit),
        let value = Int(digits, radix: 16)
      else { return nil }
      return Color(
        red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
  }

  /// The layouts that start with sections of their own, and those sections, for `--help`.
  static var sampleSectionsHelp: String {
    LayoutCatalog.entries.compactMap { entry in
      entry.sampleSections.map {
        "\(entry.name) \($0.map(String.init).joined(separator: ","))"
      }
    }.joined(separator: ", ")
  }

  /// Parses `--sections`: item counts separated by commas, each 0 to 10,000,000.
  static func sectionCounts(_ text: String) -> [Int]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let counts = parts.compactMap { Int(String($0.filter { $0 != " " })) }
    guard counts.count == parts.count, (1...DemoApp.maximumSectionCount).contains(counts.count),
      counts.allSatisfy({ (0...10_000_000).contains($0) })
    else { return nil }
    return counts
  }

  func run() throws {
    if let snapshot, let size = try? TerminalSize(parsing: snapshot) {
      printSnapshot(size)
      return
    }
    try runInteractive()
  }

  private func printSnapshot(_ size: TerminalSize) {
    // Plain text into a pipe unless a mode or ANSI is asked for; a terminal gets what it can show.
    var mode: ColorMode =
      color == .auto && isatty(STDOUT_FILENO) != 1 && format != .ansi
      ? .none : color.colorMode(in: .current, terminalColors: nil)
    if format == .ansi && !mode.hasColor && color == .auto { mode = .palette256 }
    if format == .text { mode = .none }
    let colorOut = format == .ansi || (format == nil && mode.hasColor)
    // A terminal in a non-UTF-8 locale would garble block characters: fall back to ASCII.
    setlocale(LC_ALL, "")
    let utf8 =
      String(cString: nl_langinfo(nl_item(CODESET))).uppercased().filter { $0 != "-" } == "UTF8"
    let options = adjusted(
      RenderOptions(colorMode: mode, glyphSet: ascii || !utf8 ? .ascii : .unicode))
    if let note = Self.blitterNote(asked: blitter, for: options, format: format) {
      var standardError = StandardError()
      print(note, to: &standardError)
    }
    let steps = (try? DemoKeyBindings.keyMap.steps(from: keys)) ?? []
    let canvas = DemoSnapshot.render(
      options: demoOptions, columns: size.columns, rows: size.rows, renderOptions: options,
      steps: steps, at: at)
    if colorOut {
      print(canvas.ansiText(colorMode: mode), terminator: "")
    } else {
      print(canvas.text)
    }
  }

  /// What to say when the blitter asked for by `--blitter` cannot draw this snapshot and
  /// another one does (plain text has no colours; a non-UTF-8 locale or `--ascii` no block
  /// characters); `nil` when it draws as asked or none was asked for.
  static func blitterNote(asked: String?, for options: RenderOptions, format: SnapshotFormat?)
    -> String?
  {
    guard let asked, let wanted = Blitter.named(asked) else { return nil }
    let used = Blitter.resolve(asked, for: options)
    guard used.name != wanted.name else { return nil }
    let reason =
      wanted.requiresColor && !options.colorMode.hasColor
      ? (format == .text ? "needs colour, which --format text has not" : "needs colour")
      : "needs Unicode block characters"
    return "tuicv: --blitter \(asked) \(reason): the snapshot is drawn with \(used.name)."
  }

  private func runInteractive() throws {
    let status = Terminal.run(
      programName: "tuicv", colorChoice: color, glyphSet: ascii ? .ascii : nil,
      hint: "Run it in a terminal, or print a frame with --snapshot 80x24.", recordingTo: record,
      queriesCellSize: cellAspect == nil, queriesBackground: background == nil
    ) { context in
      DemoApp(
        options: demoOptions, columns: context.columns, rows: context.rows,
        renderOptions: adjusted(
          context.renderOptions, measuredCellAspect: context.measuredCellAspect),
        clock: context.clock)
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// Standard error as a text stream for `print(_:to:)`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    bytes.withUnsafeMutableBytes { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}

/// How `--snapshot` prints its frame.
enum SnapshotFormat: String, ExpressibleByArgument, CaseIterable {
  /// The characters only.
  case text
  /// The characters with SGR colours and styles.
  case ansi
}
