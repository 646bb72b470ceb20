import Synchronization
import Testing

@testable import NcursesScreen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How deeply the stand-in for ncurses' SIGTSTP handler is running, and the deepest it ran.
private let depth = Atomic<Int>(0)
private let deepest = Atomic<Int>(0)

/// Does what ncurses' handler does that matters here: once out of curses mode it unblocks
/// SIGTSTP, and a second Ctrl-Z typed meanwhile (pending since `endwin`) arrives at once.
private func standInStopHandler(_ signal: Int32) {
  let now = depth.add(1, ordering: .relaxed).newValue
  _ = deepest.max(now, ordering: .relaxed)
  if now == 1 {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(SIGTSTP)  // the second Ctrl-Z
  }
  depth.subtract(1, ordering: .relaxed)
}

/// The screen's wrapper round ncurses' Ctrl-Z handler. Runs in the test process, on the
/// test's own thread (`raise` delivers there), with SIGTSTP's disposition put back afterwards.
@Suite(.serialized) struct StopSignalTests {
  /// Regression: a Ctrl-Z burst left the shell raw after the demo quit. ncurses' handler ran
  /// again inside itself, and the outer run saved the inner run's curses-mode settings as the
  /// shell's (seen once in CI; reproduced every time with `endwin` slowed down).
  @Test func aCtrlZWhileOneIsHandledDoesNotRunTheHandlerInsideItself() {
    var before = sigaction()
    var standIn = sigaction()
    standIn.__sigaction_handler.sa_handler = { standInStopHandler($0) }
    sigemptyset(&standIn.sa_mask)
    standIn.sa_flags = SA_RESTART
    sigaction(SIGTSTP, &standIn, &before)
    defer { sigaction(SIGTSTP, &before, nil) }
    var tstp = sigset_t()
    sigemptyset(&tstp)
    sigaddset(&tstp, SIGTSTP)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &tstp, &mask)  // test runners may block it on their threads
    defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }

    NcursesScreen.wrapStopHandler()
    _ = NcursesScreen.takeResumed()
    raise(SIGTSTP)

    #expect(deepest.load(ordering: .relaxed) == 1)
    #expect(depth.load(ordering: .relaxed) == 0)
    #expect(NcursesScreen.takeResumed(), "the frame is drawn again after a Ctrl-Z")
    // The next Ctrl-Z is handled again: the guard was let go.
    deepest.store(0, ordering: .relaxed)
    raise(SIGTSTP)
    #expect(deepest.load(ordering: .relaxed) == 1)
  }
}
