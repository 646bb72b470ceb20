import CNcurses
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// What a crash handler needs, prepared while the screen opens: the bytes that leave curses mode
// and the terminal settings from before it. A handler may only call async-signal-safe functions
// (write, tcsetattr, sigaction, raise), so nothing here is computed, allocated or locked late.
// Raw memory rather than Swift variables: reading it in a handler takes no exclusivity check.
private let restoreCapacity = 512
nonisolated(unsafe) private let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(
  capacity: restoreCapacity)
private let restoreByteCount = Atomic<Int>(0)
nonisolated(unsafe) private let restoreSettings = UnsafeMutablePointer<termios>.allocate(
  capacity: 1)
private let restoreSettingsSaved = Atomic<Bool>(false)
nonisolated(unsafe) private let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)

extension NcursesScreen {
  /// The signals of a crash: a trap (Swift's runtime errors), a bad access, an abort.
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV]

  /// Saves the terminal settings before curses changes them (call before `newterm`).
  static func saveSettingsForCrash() {
    restoreSettingsSaved.store(tcgetattr(STDIN_FILENO, restoreSettings) == 0, ordering: .relaxed)
  }

  /// Prepares the bytes that leave curses mode — attributes off, mouse reporting off, cursor
  /// shown, the normal screen back, keypad mode off — from terminfo, as `endwin` would write them.
  static func prepareRestoreBytesForCrash() {
    var bytes: [UInt8] = []
    bytes += capability("sgr0")
    let mouseModes = capabilityPointer("XM")
    if let mouseModes, let off = tuicv_tiparm1(mouseModes, 0) {
      bytes += Array(String(cString: off).utf8)
    } else if capabilityPointer("kmous") != nil {
      bytes += Array("\u{1B}[?1002l\u{1B}[?1000l".utf8)
    }
    bytes += capability("cnorm")
    bytes += capability("rmcup")
    bytes += capability("rmkx")
    bytes += Array("\r\n".utf8)
    let count = min(bytes.count, restoreCapacity)
    for index in 0..<count { restoreBytes[index] = bytes[index] }
    restoreByteCount.store(count, ordering: .relaxed)
  }

  /// Installs handlers for the crash signals that restore the terminal and write what standard
  /// error held (the runtime's "Fatal error: …"), then pass the signal on to the handler that
  /// was there before (Swift's backtracer, whose report then lands on the normal screen), then
  /// end the process by the signal's default action. They run on the runtime's alternate
  /// signal stack, so a stack overflow is caught too.
  static func installCrashHandlers() {
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { signal, info, context in
        NcursesScreen.restoreTerminalAfterCrash()
        NcursesScreen.releaseStandardError()
        NcursesScreen.passCrashOn(signal, info, context)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, previousCrashActions + Int(signal))
    }
  }

  /// Calls the handler that was installed before ours, as a chained crash handler does, then
  /// makes sure the process ends: the backtracer returns after its report, and for a signal that
  /// was sent rather than caused (kill -SEGV, abort) the program would run on.
  static func passCrashOn(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    let previous = previousCrashActions + Int(signal)
    sigaction(signal, previous, nil)
    let handler = previous.pointee.__sigaction_handler
    if previous.pointee.sa_flags & SA_SIGINFO != 0 {
      handler.sa_sigaction?(signal, info, context)
    } else if unsafeBitCast(handler.sa_handler, to: Int.self) > 1 {  // 0 default, 1 ignore
      handler.sa_handler?(signal)
    }
    var fallback = sigaction()
    fallback.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&fallback.sa_mask)
    sigaction(signal, &fallback, nil)
    // A fault happens again when the handler returns, now with the default action; a signal
    // that was sent, or a trap that returns past its instruction, is raised again (it is
    // delivered as the handler returns).
    let wasSent = (info?.pointee.si_code ?? 0) <= 0
    if wasSent || signal == SIGTRAP { raise(signal) }
  }

  /// Puts back the handlers that were there before `installCrashHandlers`.
  static func removeCrashHandlers() {
    for signal in crashSignals {
      sigaction(signal, previousCrashActions + Int(signal), nil)
    }
  }

  /// Writes the prepared bytes and puts back the terminal settings; async-signal-safe.
  static func restoreTerminalAfterCrash() {
    let count = restoreByteCount.load(ordering: .relaxed)
    if count > 0 { _ = Glibc.write(STDOUT_FILENO, restoreBytes, count) }
    if restoreSettingsSaved.load(ordering: .relaxed) {
      _ = tcsetattr(STDIN_FILENO, TCSANOW, restoreSettings)
    }
  }

  /// A terminfo string capability, or nil when the terminal lacks it (absent or cancelled).
  static func capabilityPointer(_ name: String) -> UnsafeMutablePointer<CChar>? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return value
  }

  /// A terminfo string capability's bytes, empty when the terminal lacks it.
  static func capability(_ name: String) -> [UInt8] {
    capabilityPointer(name).map { Array(String(cString: $0).utf8) } ?? []
  }
}
