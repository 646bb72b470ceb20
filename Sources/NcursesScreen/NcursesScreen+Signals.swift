import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the SIGINT/SIGTERM/SIGHUP handlers, read by the event loop. A global because a C
/// signal handler cannot capture context; an `Atomic` because it is written asynchronously.
private let quitFlag = Atomic<Bool>(false)

extension NcursesScreen {
  /// Makes SIGINT, SIGTERM and SIGHUP only request a quit (no restart, so a blocking read is
  /// interrupted); `NcursesScreen.init` calls it, calling it again is harmless.
  public static func installSignalHandlers() {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in quitFlag.store(true, ordering: .relaxed) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// Whether a quit signal (SIGINT, SIGTERM, SIGHUP) arrived or `requestQuit` was called.
  public static var quitRequested: Bool { quitFlag.load(ordering: .relaxed) }

  /// Asks the event loop to stop, as a quit signal would.
  public static func requestQuit() { quitFlag.store(true, ordering: .relaxed) }

  /// Whether a quit signal arrived; `nextEvent` returns `nil` promptly once it is set.
  public var quitRequested: Bool { Self.quitRequested }
}
