import ArgumentParser
import CollectionCore
import DemoApp
import GlyphRaster
import NcursesScreen

#if canImport(Glibc)
  import Glibc
#endif

/// The `tuicv` command: the collection-view demo in the terminal, or one frame of it as text.
@main
struct TUICV: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tuicv",
    abstract: "UIKit's UICollectionView in the terminal: the seeds' layouts, live.",
    discussion: """
      Keys:
      \(DemoKeyBindings.plainText)

      --snapshot prints one frame as text without a terminal, after --keys, at --at seconds.
      """,
    version: "tuicv 0.1.0")

  @Option(
    help: ArgumentHelp(
      "The first layout: \(LayoutCatalog.names.joined(separator: ", ")).", valueName: "layout"))
  var layout: String = "circle"

  @Option(help: "The number of items in one section, 0 to 10,000,000 (default 12).")
  var items: Int?

  @Option(
    help: ArgumentHelp(
      "Sections and their item counts, e.g. 6,9,3,12 (default: one section; without --items, a layout about sections starts with its own: \(Self.sampleSectionsHelp)).",
      valueName: "counts"))
  var sections: String?

  @Option(help: "Colour: auto (honours NO_COLOR), always or never.")
  var color: ColorChoice = .auto

  @Flag(help: "Draw with ASCII characters only.")
  var ascii = false

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

  @Flag(help: "Slow animations (10×), as the simulator's setting.")
  var slow = false

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
      throw ValidationError("--items must be between 0 and 10000000, not \(items).")
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
          "--sections may hold 10000000 items in all, not \(counts.reduce(0, +)).")
      }
    }
    if let at, !(at >= 0 && at.isFinite) {
      throw ValidationError("--at must be a time in seconds, 0 or more.")
    }
    if at != nil && snapshot == nil {
      throw ValidationError("--at only applies to --snapshot.")
    }
    if !keys.isEmpty && snapshot == nil {
      throw ValidationError("--keys only applies to --snapshot.")
    }
    if let minute, !(0...59).contains(minute) {
      throw ValidationError("--minute must be between 0 and 59.")
    }
    do {
      _ = try KeyMap.events(from: keys)
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
    options.minute = minute
    return options
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
    if case .notATerminal(let input, let output)? = NcursesScreen.streamsError() {
      var stderr = StandardError()
      let reason = NcursesScreenError.notATerminalReason(input: input, output: output)
      print(
        "tuicv: \(reason). Run it in a terminal, or print a frame with --snapshot 80x24.",
        to: &stderr)
      throw ExitCode(2)
    }
    try runInteractive()
  }

  private func printSnapshot(_ size: TerminalSize) {
    let noColor = (getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty == false
    let colorOut: Bool
    switch color {
    case .always: colorOut = true
    case .never: colorOut = false
    case .auto: colorOut = isatty(STDOUT_FILENO) == 1 && !noColor
    }
    let colorTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
    let mode: ColorMode =
      colorOut
      ? (colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256) : .none
    // A terminal in a non-UTF-8 locale would garble block characters: fall back to ASCII.
    setlocale(LC_ALL, "")
    let utf8 =
      String(cString: nl_langinfo(nl_item(CODESET))).uppercased().filter { $0 != "-" } == "UTF8"
    let options = RenderOptions(colorMode: mode, glyphSet: ascii || !utf8 ? .ascii : .unicode)
    let steps = (try? KeyMap.steps(from: keys)) ?? []
    let canvas = DemoSnapshot.render(
      options: demoOptions, columns: size.columns, rows: size.rows, renderOptions: options,
      steps: steps, at: at)
    if colorOut {
      print(canvas.ansiText(colorMode: mode), terminator: "")
    } else {
      print(canvas.text)
    }
  }

  private func runInteractive() throws {
    let screen: NcursesScreen
    do {
      screen = try NcursesScreen(
        colorPreference: color.preference, glyphSet: ascii ? .ascii : nil)
    } catch {
      var stderr = StandardError()
      print("tuicv: \(error)", to: &stderr)
      throw ExitCode(1)
    }
    let clock = SystemClock()
    let app = DemoApp(
      options: demoOptions, columns: screen.columns, rows: screen.rows,
      renderOptions: screen.renderOptions, clock: clock)
    DemoRunner.run(
      app: app, screen: screen, clock: clock, shouldStop: { NcursesScreen.quitRequested })
    screen.end()
    // Quit by a signal: end by that signal too, now that the terminal is restored, so the shell
    // reports 128 + n (0 stays for q and Ctrl-C, which are keys).
    NcursesScreen.endProcessByQuitSignal()
  }
}

/// `--color`'s values.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never

  var preference: ColorPreference {
    switch self {
    case .auto: .auto
    case .always: .always
    case .never: .never
    }
  }
}

/// Standard error as a text stream for `print(_:to:)`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    bytes.withUnsafeMutableBytes { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
