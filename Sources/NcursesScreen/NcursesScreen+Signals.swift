import CNcurses
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the quit-signal handlers and `requestQuit`, read by the event loop. A global because a
/// C signal handler cannot capture context; an `Atomic` because it is written asynchronously.
private let quitFlag = Atomic<Bool>(false)

/// Set when the process was continued after a stop (SIGCONT) or ncurses' Ctrl-Z handler ran
/// (which repaints what ncurses knows of the screen, even when the stop did not happen).
private let resumedFlag = Atomic<Bool>(false)

/// ncurses' SIGTSTP handler (it restores the terminal, stops, and repaints on its way back),
/// which the screen's own handler calls before noting that the frame must be drawn again.
nonisolated(unsafe) private var ncursesStopHandler: (@convention(c) (Int32) -> Void)?
/// Whether the screen's handler already wraps ncurses' (so installing again does not wrap it
/// twice).
private let stopHandlerWrapped = Atomic<Bool>(false)
/// Whether ncurses' SIGTSTP handler is running, so a second Ctrl-Z that arrives meanwhile is
/// dropped instead of running it again from inside itself (see `wrapStopHandler`).
private let stopHandlerRunning = Atomic<Bool>(false)

/// The first quit signal that arrived, 0 while none has.
private let quitSignalNumber = Atomic<Int32>(0)

extension NcursesScreen {
  /// The signals that ask the demo to quit: SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\).
  public static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// The signals that must wake a blocking wait: the quit signals, SIGWINCH (ncurses turns it
  /// into a resize) and SIGTSTP (ncurses restores the terminal, stops, and redraws on SIGCONT).
  /// The screen blocks them except inside its wait, so they are handled between frames and one
  /// that arrives just before a wait cannot be missed.
  static let wakeSignals: [Int32] = quitSignals + [SIGWINCH, SIGTSTP]

  /// Makes SIGINT, SIGTERM, SIGHUP and SIGQUIT only request a quit, which wakes the screen's
  /// wait, so the event loop returns and the terminal is restored;
  /// `NcursesScreen.init` calls it, calling it again is harmless. SIGQUIT (Ctrl-\) is taken
  /// from Swift's crash backtracer, which printed a crash report over the screen and waited.
  public static func installSignalHandlers() {
    for signal in quitSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { received in
        _ = quitSignalNumber.compareExchange(expected: 0, desired: received, ordering: .relaxed)
        quitFlag.store(true, ordering: .relaxed)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in resumedFlag.store(true, ordering: .relaxed) }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGCONT, &action, nil)
    wrapStopHandler()
  }

  /// Puts a handler round ncurses' SIGTSTP handler that notes, once ncurses is back, that the
  /// frame must be drawn again: ncurses repaints only what it knows, and frames bypass it. A
  /// Ctrl-Z that stops nothing (an orphaned process group) repaints too, with no SIGCONT.
  ///
  /// ncurses' handler unblocks SIGTSTP after leaving curses mode, so a second Ctrl-Z typed while
  /// it runs (pending since `endwin`) would run it again inside itself: the inner run goes back
  /// to curses mode, and the outer one then saves those raw settings as the shell's, which
  /// `endwin` restores at exit, leaving the shell without echo. The wrapper drops a Ctrl-Z that
  /// arrives while one is being handled: that one is leaving curses mode or stopping already.
  static func wrapStopHandler() {
    guard !stopHandlerWrapped.load(ordering: .relaxed) else { return }
    var ncurses = sigaction()
    guard sigaction(SIGTSTP, nil, &ncurses) == 0, ncurses.sa_flags & SA_SIGINFO == 0,
      let handler = ncurses.__sigaction_handler.sa_handler,
      unsafeBitCast(handler, to: Int.self) > 1  // neither SIG_DFL nor SIG_IGN
    else { return }
    ncursesStopHandler = handler
    var action = ncurses
    action.__sigaction_handler.sa_handler = { signal in
      guard !stopHandlerRunning.exchange(true, ordering: .acquiringAndReleasing) else { return }
      ncursesStopHandler?(signal)
      stopHandlerRunning.store(false, ordering: .releasing)
      resumedFlag.store(true, ordering: .relaxed)
    }
    if sigaction(SIGTSTP, &action, nil) == 0 {
      stopHandlerWrapped.store(true, ordering: .relaxed)
    }
  }

  /// Whether ncurses may have repainted the screen since the last call (the process was stopped
  /// and continued, or Ctrl-Z's handler ran): the terminal then needs the whole frame again.
  static func takeResumed() -> Bool {
    resumedFlag.exchange(false, ordering: .relaxed)
  }

  /// Whether a quit signal arrived or `requestQuit` was called.
  public static var quitRequested: Bool { quitFlag.load(ordering: .relaxed) }

  /// The quit signal that arrived (SIGINT, SIGTERM, SIGHUP or SIGQUIT), nil when none did.
  public static var quitSignal: Int32? {
    let signal = quitSignalNumber.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// Asks the event loop to stop, as a quit signal would, but for a normal exit.
  public static func requestQuit() { quitFlag.store(true, ordering: .relaxed) }

  /// Whether a quit signal arrived; `nextEvent` returns `nil` promptly once it is set.
  public var quitRequested: Bool { Self.quitRequested }

  /// Once the terminal is restored, ends the process by the quit signal that arrived, with the
  /// signal's default action, so the parent sees it killed by that signal, as with any program
  /// (a shell reports 128 + n; a script or a supervisor can tell it from an exit). SIGQUIT
  /// dumps no core: the program handled it. Returns at once when no quit signal arrived.
  public static func endProcessByQuitSignal() {
    guard let signal = quitSignal else { return }
    if signal == SIGQUIT {
      var limit = rlimit()
      if getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit) == 0 {
        limit.rlim_cur = 0
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
      }
    }
    fflush(nil)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    _exit(128 + signal)  // Not reached: the default action of every quit signal ends the process.
  }

  /// Blocks the wake signals on this thread (threads started later inherit the mask) and returns
  /// the mask before, from which `waitForInput` unblocks them for the length of each wait.
  static func blockWakeSignals() -> sigset_t {
    var wake = sigset_t()
    sigemptyset(&wake)
    for signal in wakeSignals { sigaddset(&wake, signal) }
    var before = sigset_t()
    pthread_sigmask(SIG_BLOCK, &wake, &before)
    return before
  }

  /// What ended a wait for input.
  enum WaitOutcome {
    /// Input is readable, or a signal arrived.
    case woken
    /// The time ran out with nothing to read and no signal.
    case timedOut
    /// The terminal hung up or input is closed.
    case closed
  }

  /// Waits until standard input is readable, a wake signal arrives or `milliseconds` pass (no
  /// limit when nil). The wake signals are unblocked atomically for the wait only (`ppoll`), so
  /// a signal that arrived since the last check is delivered at once instead of being missed;
  /// nothing polls while idle.
  func waitForInput(milliseconds: Int?) -> WaitOutcome {
    var mask = signalMaskBefore
    for signal in Self.wakeSignals { sigdelset(&mask, signal) }
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let result: Int32
    if let milliseconds {
      var limit = timespec(
        tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
      result = ppoll(&descriptor, 1, &limit, &mask)
    } else {
      result = ppoll(&descriptor, 1, nil, &mask)
    }
    if result == 0 { return .timedOut }
    let closed = Int16(POLLHUP | POLLERR | POLLNVAL)
    return result > 0 && descriptor.revents & closed != 0 ? .closed : .woken
  }
}
